import { widgetRuntimeConfig } from '@widgetry/tooling/tsup';
import { monthlypaymentTranslations } from './src/i18n/translations';
import { monthlypaymentCss } from './src/monthlypayment.styles';

export default widgetRuntimeConfig({
  type: 'monthlypayment',
  css: monthlypaymentCss,
  translations: monthlypaymentTranslations,
});
