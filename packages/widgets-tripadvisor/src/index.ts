// The npm entry: the runtime (with its CSS, for the editor preview and server rendering), the
// editor panel, and the pieces a host application may want to reuse.

import type { TripadvisorSettings } from '@widgetry/contracts';
import type { WidgetModule } from '@widgetry/widgets-core';
import { tripadvisorPanel } from './tripadvisor.panel';
import { createTripadvisorRuntime, isTripadvisorSettings } from './tripadvisor.runtime';
import { tripadvisorCss } from './tripadvisor.styles';

// Re-exported so npm users, who do not get the private widgets-core, can mount and render.
export { type MountConfig, type MountedWidget, mount, renderToString } from '@widgetry/widgets-core';
export { readReviewsData } from '@widgetry/widgets-core/reviews';
export { tripadvisorMessages } from './i18n/en';
export { tripadvisorTranslations } from './i18n/translations';
export { TRIPADVISOR_FILTERS_INFO, tripadvisorPanel } from './tripadvisor.panel';
export { DEFAULT_MAX_REVIEWS, maxReviews, tripadvisorView, tripTypeText } from './tripadvisor.render';
export { createTripadvisorRuntime, isTripadvisorSettings } from './tripadvisor.runtime';
export { tripadvisorFonts, tripadvisorVars } from './tripadvisor.vars';
export { tripadvisorCss };

/** The TripAdvisor reviews runtime, base stylesheet included; pass the reviews as `data` (ReviewsData). */
export const tripadvisorRuntime = createTripadvisorRuntime(tripadvisorCss);

/** What the editor and the API preview load of this type (see tripadvisor.definition.ts). */
export const tripadvisorModule: WidgetModule<TripadvisorSettings> = {
  runtime: tripadvisorRuntime,
  panel: tripadvisorPanel,
  isSettings: isTripadvisorSettings,
  translations: () => import('./i18n/translations').then((m) => m.tripadvisorTranslations),
};
