import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { proratedTranslations } from './src/i18n/translations';
import { proratedCss } from './src/prorated.styles';

export default widgetRuntimeConfig({ type: 'prorated', css: proratedCss, translations: proratedTranslations });
