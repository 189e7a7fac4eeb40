import { SUBSCRIPTION_STATUSES } from '@widgetry/contracts';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { users } from './users.schema';
import { widgetTypes } from './widget-types.schema';

export const widgets = pgTable(
  'widgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Restrict: a type that still has widgets cannot disappear from under them. */
    widgetTypeId: uuid('widget_type_id')
      .notNull()
      .references(() => widgetTypes.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    /** Settings keyed by widget kind, validated against the type's contract before every write. */
    htmlData: jsonb('html_data').$type<Record<string, unknown>>().notNull().default({}),
    subStatus: text('sub_status', { enum: SUBSCRIPTION_STATUSES }),
    /** The renewal date of a paid widget's subscription. */
    expires: timestamp('expires', { withTimezone: true }),
    subscriptionId: text('subscription_id').unique(),
    /** When a subscription canceled at its period end stops; null while it renews. */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    hostedUrl: text('hosted_url'),
    defaultPaymentMethod: text('default_payment_method'),
    /** Normalised domains (`*.domain` for subdomains) the widget may be shown on; empty: anywhere. */
    allowedSites: jsonb('allowed_sites').$type<string[]>().notNull().default([]),
    /** Shown nowhere while true. */
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('widgets_user_id_idx').on(t.userId),
    check('widgets_sub_status_valid', oneOf(t.subStatus, SUBSCRIPTION_STATUSES)),
  ],
);
export type WidgetRow = typeof widgets.$inferSelect;
export type NewWidgetRow = typeof widgets.$inferInsert;

/** Where a widget is installed, recorded by the embed endpoint from Origin/Referer. */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sites_widget_id_domain_unique').on(t.widgetId, t.domain)],
);
export type SiteRow = typeof sites.$inferSelect;

/**
 * Visitors per widget, site domain and UTC day (the installations popup's chart; a full site list
 * forgets the site with the fewest in 30 days). Only counts: who visited is never stored (the
 * visitors module keeps its salted hashes in memory or Redis for the day). Written in batches by
 * the embed module's site visitor counts; a widget's rows go with it.
 */
export const siteVisitors = pgTable(
  'site_visitors',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.widgetId, t.domain, t.day] })],
);
export type SiteVisitorRow = typeof siteVisitors.$inferSelect;
