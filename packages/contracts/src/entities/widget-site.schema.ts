import { z } from 'zod';
import { siteSchema } from './site.schema';

/** Days of views each installation carries (the installations popup's small chart). */
export const SITE_VIEW_DAYS = 30;

/** An installation as the owner sees it: the recorded site and its embed views (UTC days). */
export const widgetSiteSchema = siteSchema.extend({
  /** Embed requests from this site in the last SITE_VIEW_DAYS days, today included. */
  views: z.number().int().nonnegative().default(0),
  /** SITE_VIEW_DAYS numbers, oldest first, the last one today (UTC). */
  viewsByDay: z
    .array(z.number().int().nonnegative())
    .length(SITE_VIEW_DAYS)
    .default(() => new Array<number>(SITE_VIEW_DAYS).fill(0)),
});
export type WidgetSite = z.infer<typeof widgetSiteSchema>;
