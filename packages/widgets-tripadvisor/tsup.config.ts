import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { tripadvisorTranslations } from './src/i18n/translations';
import { tripadvisorCss } from './src/tripadvisor.styles';

export default widgetRuntimeConfig({ type: 'tripadvisor', css: tripadvisorCss, translations: tripadvisorTranslations });
