// The npm entry: the runtime (with its CSS, for the editor preview and server rendering), the
// editor panel, and the pieces a host application may want to reuse.

import type { YelpSettings } from '@widgetry/contracts';
import type { WidgetModule } from '@widgetry/widgets-core';
import { yelpPanel } from './yelp.panel';
import { createYelpRuntime, isYelpSettings } from './yelp.runtime';
import { yelpCss } from './yelp.styles';

// Re-exported so npm users, who do not get the private widgets-core, can mount and render.
export { type MountConfig, type MountedWidget, mount, renderToString } from '@widgetry/widgets-core';
export { readReviewsData } from '@widgetry/widgets-core/reviews';
export { yelpMessages } from './i18n/en';
export { yelpTranslations } from './i18n/translations';
export { YELP_BUSINESS_ID_INFO, yelpPanel } from './yelp.panel';
export {
  fetchCount,
  reactionsText,
  wordThreshold,
  writeReviewUrl,
  YELP_DEFAULTS,
  YELP_WRITE_REVIEW_PAGE,
  yelpView,
} from './yelp.render';
export { createYelpRuntime, isYelpSettings } from './yelp.runtime';
export { YELP_RED, yelpFonts, yelpVars } from './yelp.vars';
export { yelpCss };

/** The Yelp reviews runtime, base stylesheet included; pass the reviews as `data` (ReviewsData). */
export const yelpRuntime = createYelpRuntime(yelpCss);

/** What the editor and the API preview load of this type (see yelp.definition.ts). */
export const yelpModule: WidgetModule<YelpSettings> = {
  runtime: yelpRuntime,
  panel: yelpPanel,
  isSettings: isYelpSettings,
  translations: () => import('./i18n/translations').then((m) => m.yelpTranslations),
};
