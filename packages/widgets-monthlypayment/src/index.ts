// The npm entry: the runtime (with its CSS, for the editor preview and server rendering), the
// editor panel, and the pieces a host application may want to reuse. The editor never moves one
// slider field for another (issue 29 #14): the contract's range messages say what to fix.

import type { MonthlypaymentSettings } from '@widgetry/contracts';
import type { WidgetModule } from '@widgetry/widgets-core';
import { monthlypaymentPanel } from './monthlypayment.panel';
import { createMonthlypaymentRuntime, isMonthlypaymentSettings } from './monthlypayment.runtime';
import { monthlypaymentCss } from './monthlypayment.styles';

// Re-exported so npm users, who do not get the private widgets-core, can mount and render.
export { type MountConfig, type MountedWidget, mount, renderToString } from '@widgetry/widgets-core';
export { monthlypaymentMessages } from './i18n/en';
export { monthlypaymentTranslations } from './i18n/translations';
export { SLIDER_REPROCESS_MS } from './monthlypayment.behaviour';
export {
  DEFAULT_LOAN_TERM,
  initialInput,
  LOAN_TERM_YEARS,
  type PaymentView,
  paymentView,
  sliderStep,
  type VisitorInput,
} from './monthlypayment.compute';
export { MONTHLYPAYMENT_INFO, monthlypaymentPanel } from './monthlypayment.panel';
export { createMonthlypaymentRuntime, isMonthlypaymentSettings } from './monthlypayment.runtime';
export {
  type MonthlyPaymentModel,
  normaliseHomePrice,
  resolveSettings,
} from './monthlypayment.settings';
export { MONTHLYPAYMENT_TEXT } from './monthlypayment.text';
export { INPUT_NAMES } from './monthlypayment-fields.render';
export { monthlypaymentCss };

/** The monthly payment calculator runtime, base stylesheet included. */
export const monthlypaymentRuntime = createMonthlypaymentRuntime(monthlypaymentCss);

/** What the editor and the API preview load of this type (see monthlypayment.definition.ts). */
export const monthlypaymentModule: WidgetModule<MonthlypaymentSettings> = {
  runtime: monthlypaymentRuntime,
  panel: monthlypaymentPanel,
  isSettings: isMonthlypaymentSettings,
  translations: () => import('./i18n/translations').then((m) => m.monthlypaymentTranslations),
};
