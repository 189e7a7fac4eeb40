import type { YelpSettings } from '@widgetry/contracts';
import { hasGroups, type WidgetRuntime } from '@widgetry/widgets-core';
import { attachReviews } from '@widgetry/widgets-core/reviews';
import { yelpMessages } from './i18n/en';
import { renderYelp } from './yelp.render';
import { yelpFonts, yelpVars } from './yelp.vars';

/** The settings groups of htmlData.yelp (contracts' yelp.schema.ts). */
const GROUPS = ['header', 'button', 'cards', 'reviews'] as const;

/**
 * Whether settings that came over the network have the yelp shape. Only the groups are checked:
 * each leaf is re-checked where it is used (cssVars, the filter, layout and count lists, the
 * toggles compared with 'on', safeUrl).
 */
export function isYelpSettings(value: unknown): value is YelpSettings {
  return hasGroups(value, GROUPS);
}

/**
 * The yelp runtime with the given base stylesheet: the npm entry passes the CSS, the script entry
 * passes '' because the browser loads /styles/widget/yelp.css instead.
 */
export function createYelpRuntime(css: string): WidgetRuntime<YelpSettings, typeof yelpMessages> {
  return {
    type: 'yelp',
    messages: yelpMessages,
    css,
    render: renderYelp,
    vars: yelpVars,
    attach: attachReviews,
    fonts: yelpFonts,
  };
}
