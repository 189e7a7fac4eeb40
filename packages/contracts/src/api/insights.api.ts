import { z } from 'zod';
import { UNKNOWN_SITE_DOMAIN } from '../entities/site.schema';
import { isPublicDnsName } from '../entities/widget-sites.rule';
import { WIDGET_EVENT_NAMES, WIDGET_TYPE_NAMES, type WidgetEventName } from '../widget-types/registry';

// Issue 30: insights for owners. The runtimes report a few interactions per widget type
// (WIDGET_TYPE_EVENTS) to one public route; the API keeps daily rollups only (never a raw event,
// never who), and answers them per day to the widget's owner and to admins.

/** Events one request may carry: a page's interactions between two sends, never a flood. */
export const INSIGHTS_EVENTS_PER_BATCH = 20;
/** Bytes one request's body may have: twenty of the longest names fit in well under a kilobyte. */
export const INSIGHTS_BODY_MAX_BYTES = 4096;
/** The periods the owner's and the admin's insights are answered for, in days (the dashboard's choices). */
export const INSIGHTS_PERIODS = [7, 30, 90] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];
/** Rollups older than this many months are dropped by the retention job. */
export const INSIGHTS_RETENTION_MONTHS = 13;

export const INSIGHTS_MESSAGES = {
  badBody: `Send { "events": [{ "name": "…" }] } with 1 to ${INSIGHTS_EVENTS_PER_BATCH} events.`,
  unknownEvent: 'This widget does not report {name}.',
  badDays: 'Days must be 7, 30 or 90.',
  badSite: 'Site must be a domain the widget was seen on, such as example.com.',
} as const;

/**
 * POST /embed/{id}/events – what the runtimes' sender posts (navigator.sendBeacon sends it as
 * text/plain, which the route reads as JSON too). Names outside every type's list are a 400 here;
 * a name of another type is refused by the route, which knows the widget's type.
 */
export const insightsEventsBodySchema = z.object(
  {
    events: z
      .array(
        z.object({
          name: z.enum(WIDGET_EVENT_NAMES as [WidgetEventName, ...WidgetEventName[]], {
            error: 'Unknown event name.',
          }),
        }),
        { error: INSIGHTS_MESSAGES.badBody },
      )
      .min(1, { error: INSIGHTS_MESSAGES.badBody })
      .max(INSIGHTS_EVENTS_PER_BATCH, { error: INSIGHTS_MESSAGES.badBody }),
  },
  { error: INSIGHTS_MESSAGES.badBody },
);
export type InsightsEventsBody = z.infer<typeof insightsEventsBodySchema>;

// A query string's "30" read as the number; coercion, not a transform, so the API docs can
// describe it as JSON Schema.
const periodSchema = z.coerce
  .number({ error: INSIGHTS_MESSAGES.badDays })
  .pipe(z.literal(INSIGHTS_PERIODS, { error: INSIGHTS_MESSAGES.badDays }))
  .default(30);

/**
 * GET /widget/{id}/insights?days=7|30|90[&site=DOMAIN] – site as the installations list shows it
 * (a host name, or 'null' for pages that named none); without it, every site of the widget.
 */
export const widgetInsightsQuerySchema = z.object({
  days: periodSchema,
  site: z
    .string()
    .trim()
    .toLowerCase()
    .refine((site) => site === UNKNOWN_SITE_DOMAIN || isPublicDnsName(site), { error: INSIGHTS_MESSAGES.badSite })
    .optional(),
});
export type WidgetInsightsQuery = z.infer<typeof widgetInsightsQuerySchema>;

/** Each event's number for a day: only names the widget's type reports, zero ones left out. */
const eventCountsSchema = z.partialRecord(
  z.enum(WIDGET_EVENT_NAMES as [WidgetEventName, ...WidgetEventName[]]),
  z.number().int().nonnegative(),
);

export const insightsDaySchema = z.object({
  /** YYYY-MM-DD, a UTC day. */
  day: z.string(),
  /**
   * Unique visitors who reported at least one event that day (the daily-salted hash of issue 25,
   * per site): a visitor on two sites of the widget counts on each, so this is the sum over sites.
   */
  visitors: z.number().int().nonnegative(),
  /** How many times each event happened. */
  events: eventCountsSchema,
  /** How many unique visitors did each event (the same per-site sum). */
  eventVisitors: eventCountsSchema,
});
export type InsightsDay = z.infer<typeof insightsDaySchema>;

/** Every day of the period, oldest first, today (UTC) last; days without events are zeros. */
export const widgetInsightsResponseSchema = z.object({ days: z.array(insightsDaySchema) });
export type WidgetInsightsResponse = z.infer<typeof widgetInsightsResponseSchema>;

/** GET /devadmin/insights?days=7|30|90 */
export const adminInsightsQuerySchema = z.object({ days: periodSchema });
export type AdminInsightsQuery = z.infer<typeof adminInsightsQuerySchema>;

/**
 * Totals per widget type across every customer for the period (every type listed, in the
 * catalogue's order, zeros included). visitors is the sum of each widget's daily visitors.
 */
export const adminInsightsResponseSchema = z.object({
  /** First and last UTC day of the period (YYYY-MM-DD), both counted. */
  from: z.string(),
  to: z.string(),
  types: z.array(
    z.object({
      type: z.enum(WIDGET_TYPE_NAMES),
      /** Widgets of the type with at least one event in the period. */
      widgets: z.number().int().nonnegative(),
      visitors: z.number().int().nonnegative(),
      events: eventCountsSchema,
    }),
  ),
});
export type AdminInsightsResponse = z.infer<typeof adminInsightsResponseSchema>;
