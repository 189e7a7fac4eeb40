import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { accessibilityCss } from './src/accessibility.styles';
import { accessibilityTranslations } from './src/i18n/translations';

export default widgetRuntimeConfig({
  type: 'accessibility',
  css: accessibilityCss,
  translations: accessibilityTranslations,
});
