import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { yelpTranslations } from './src/i18n/translations';
import { yelpCss } from './src/yelp.styles';

export default widgetRuntimeConfig({ type: 'yelp', css: yelpCss, translations: yelpTranslations });
