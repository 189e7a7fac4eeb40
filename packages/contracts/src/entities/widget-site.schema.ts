import { z } from 'zod';
import { siteSchema } from './site.schema';

/** Days of visitors each installation carries (the installations popup's small chart). */
export const SITE_VISITOR_DAYS = 30;

/** An installation as the owner sees it: the recorded site and its visitors (UTC days). */
export const widgetSiteSchema = siteSchema.extend({
  /**
   * Visitors of this site in the last SITE_VISITOR_DAYS days, today included: each visitor (client
   * address and browser) counts once per site and day, however many pages they open.
   */
  visitors: z.number().int().nonnegative().default(0),
  /** SITE_VISITOR_DAYS numbers, oldest first, the last one today (UTC). */
  visitorsByDay: z
    .array(z.number().int().nonnegative())
    .length(SITE_VISITOR_DAYS)
    .default(() => new Array<number>(SITE_VISITOR_DAYS).fill(0)),
});
export type WidgetSite = z.infer<typeof widgetSiteSchema>;
