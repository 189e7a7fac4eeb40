import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { affordabilityCss } from './src/affordability.styles';
import { affordabilityTranslations } from './src/i18n/translations';

export default widgetRuntimeConfig({
  type: 'affordability',
  css: affordabilityCss,
  translations: affordabilityTranslations,
});
