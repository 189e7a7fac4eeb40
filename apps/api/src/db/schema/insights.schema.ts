import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { widgets } from './widgets.schema';

/**
 * Issue 30: the only trace of the runtimes' events: one row per widget, site, UTC day and event,
 * with how many times it happened and how many unique visitors did it (the daily-salted hash of
 * issue 25, never stored). No raw event and nothing about who. The event '*' (INSIGHTS_ANY_EVENT)
 * counts the day's visitors who reported any event. Rows older than 13 months are dropped by the
 * insights.retention job.
 */
export const widgetInsights = pgTable(
  'widget_insights',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    count: integer('count').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.widgetId, t.domain, t.day, t.event] }), index('widget_insights_day_idx').on(t.day)],
);
export type WidgetInsightRow = typeof widgetInsights.$inferSelect;
