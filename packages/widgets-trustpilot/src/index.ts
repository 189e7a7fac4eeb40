// The npm entry: the runtime (with its CSS, for the editor preview and server rendering), the
// editor panel, and the pieces a host application may want to reuse.

import type { TrustpilotSettings } from '@widgetry/contracts';
import type { WidgetModule } from '@widgetry/widgets-core';
import { trustpilotPanel } from './trustpilot.panel';
import { createTrustpilotRuntime, isTrustpilotSettings } from './trustpilot.runtime';
import { trustpilotCss } from './trustpilot.styles';

// Re-exported so npm users, who do not get the private widgets-core, can mount and render.
export { type MountConfig, type MountedWidget, mount, renderToString } from '@widgetry/widgets-core';
export { readReviewsData } from '@widgetry/widgets-core/reviews';
export { trustpilotMessages } from './i18n/en';
export { trustpilotTranslations } from './i18n/translations';
export { trustpilotPanel } from './trustpilot.panel';
export { TRUSTPILOT_GREEN, trustpilotView } from './trustpilot.render';
export { createTrustpilotRuntime, isTrustpilotSettings } from './trustpilot.runtime';
export { trustpilotCss };

/** The Trustpilot reviews runtime, base stylesheet included; pass the reviews as `data` (ReviewsData). */
export const trustpilotRuntime = createTrustpilotRuntime(trustpilotCss);

/** What the editor and the API preview load of this type (see trustpilot.definition.ts). */
export const trustpilotModule: WidgetModule<TrustpilotSettings> = {
  runtime: trustpilotRuntime,
  panel: trustpilotPanel,
  isSettings: isTrustpilotSettings,
  translations: () => import('./i18n/translations').then((m) => m.trustpilotTranslations),
};
