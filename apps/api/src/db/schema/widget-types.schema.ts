import { CATEGORIES, type WidgetTypeName } from '@widgetry/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';

/** The catalogue: one row per widget type (spec 000 §3). */
export const widgetTypes = pgTable(
  'widget_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A type of the widget registry; the application checks it, so a new type needs no migration. */
    name: text('name').$type<WidgetTypeName>().notNull().unique(),
    displayName: text('display_name').notNull(),
    desc: text('description').notNull().default(''),
    category: text('category', { enum: CATEGORIES }).notNull().default('feeds'),
    /** Whole cents per month, so money is exact; the contract's `price` is dollars. */
    priceCents: integer('price_cents').notNull().default(0),
    bannerImage: text('banner_image').notNull().default(''),
    iconImage: text('icon_image').notNull().default(''),
    scripts: jsonb('scripts').$type<{ main: string; lib: string }>().notNull().default({ main: '', lib: '' }),
    stripePriceId: text('stripe_price_id').notNull().default(''),
    stripeProductId: text('stripe_product_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('widget_types_category_valid', oneOf(t.category, CATEGORIES)),
    check('widget_types_price_not_negative', sql`${t.priceCents} >= 0`),
  ],
);
export type WidgetTypeRow = typeof widgetTypes.$inferSelect;
export type NewWidgetTypeRow = typeof widgetTypes.$inferInsert;
