import { check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';

/** The external sources a widget reads: review sites and listing providers. */
export const SOURCES = ['trustpilot', 'tripadvisor', 'yelp', 'appfolio', 'rentvine'] as const;
export type Source = (typeof SOURCES)[number];

export const SOURCE_FETCH_STATUSES = ['ok', 'error'] as const;

/**
 * The last normalised fetch of a source (a review page, a listings URL), shared by every widget
 * pointing at it, so embeds never wait on a third-party site.
 */
export const sourceCache = pgTable(
  'source_cache',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: SOURCES }).notNull(),
    /** The normalised URL or business id that identifies the source. */
    sourceKey: text('source_key').notNull(),
    data: jsonb('data').$type<unknown>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: SOURCE_FETCH_STATUSES }).notNull().default('ok'),
    error: text('error'),
  },
  (t) => [
    unique('source_cache_source_key_unique').on(t.source, t.sourceKey),
    check('source_cache_source_valid', oneOf(t.source, SOURCES)),
    check('source_cache_status_valid', oneOf(t.status, SOURCE_FETCH_STATUSES)),
  ],
);
export type SourceCacheRow = typeof sourceCache.$inferSelect;
