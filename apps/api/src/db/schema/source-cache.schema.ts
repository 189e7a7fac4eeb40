import { SOURCE_IDS, SOURCE_OUTCOMES, type SourceId } from '@widgetry/contracts';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { users } from './users.schema';

/**
 * The external sources a widget reads (review sites, listing providers): contracts' SOURCE_REGISTRY.
 * The column has no CHECK of them, so adding a source is its registry line without a migration;
 * only the registry's ids are written (the readers take them from the source definitions).
 */
export const SOURCES = SOURCE_IDS;
export type Source = SourceId;

/**
 * How the last read of a source went: 'pending' before the first, 'ok', or why it failed. A
 * failure never clears the last good data; the cache keeps serving it.
 */
export const SOURCE_FETCH_STATUSES = ['pending', 'ok', 'blocked', 'unreachable', 'not-found', 'not-a-profile'] as const;
export type SourceFetchStatus = (typeof SOURCE_FETCH_STATUSES)[number];

/**
 * One external source (a review profile, a listings URL), shared by every widget pointing at it,
 * so embeds never wait on a third-party site. The refresh schedule lives here too: a refresh
 * takes the lease, so one source is read by one worker at a time, across processes.
 */
export const sourceCache = pgTable(
  'source_cache',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: SOURCES }).notNull(),
    /** The normalised URL or business id that identifies the source. */
    sourceKey: text('source_key').notNull(),
    /** The source's own data besides its items: the reviewed business, for reviews. */
    data: jsonb('data').$type<unknown>(),
    /** The last good read (outcome ok or empty); null until one succeeds. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    /**
     * How the last read ended, as one of the named outcomes (issue 26 §4); null before the first.
     * `status` beside it keeps the adapter's finer reason (a not-a-profile address is 'gone' here).
     * Its time is attemptedAt, consecutive failures are `failures`.
     */
    outcome: text('outcome', { enum: SOURCE_OUTCOMES }),
    /** When the current run of failed reads began; null while the last read was good. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** When an owner last asked to read it now ("Sync now"), allowed once per 10 minutes per source. */
    syncRequestedAt: timestamp('sync_requested_at', { withTimezone: true }),
    status: text('status', { enum: SOURCE_FETCH_STATUSES }).notNull().default('pending'),
    /** What went wrong last, for logs and the admin (never shown to visitors). */
    error: text('error'),
    /** The most items any widget of this source asked for; a larger ask refreshes at once. */
    wanted: integer('wanted').notNull().default(0),
    /** Failed reads in a row (consecutive failures); the next try waits longer with each (back-off while blocked). */
    failures: integer('failures').notNull().default(0),
    /** When the last read ended: the time of `outcome`. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker reads the source; a lease past its time is free again (a crashed worker). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * When a widget last asked for the source (an embed or preview read); one nobody has asked for
     * in SOURCE_IDLE_AFTER_MS is no longer refreshed, until someone asks again.
     */
    lastWantedAt: timestamp('last_wanted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('source_cache_source_key_unique').on(t.source, t.sourceKey),
    check('source_cache_status_valid', oneOf(t.status, SOURCE_FETCH_STATUSES)),
    check('source_cache_outcome_valid', oneOf(t.outcome, SOURCE_OUTCOMES)),
    // The admin's counts per source kind and outcome, and the failing-for-a-day mail's search.
    index('source_cache_outcome_idx').on(t.source, t.outcome),
    index('source_cache_next_refresh_idx').on(t.nextRefreshAt),
    // The owners' mail job looks for the sources failing for a day or more.
    index('source_cache_failing_since_idx').on(t.failingSince),
  ],
);
export type SourceCacheRow = typeof sourceCache.$inferSelect;

/**
 * What each owner of a widget reading a source has been told by mail about it (issue 26 §5): that
 * it fails (after a day of failures) and, later, that it works again. At most one such mail per
 * owner and source a day, whatever its kind (sources/alerts).
 */
export const sourceAlerts = pgTable(
  'source_alerts',
  {
    sourceCacheId: uuid('source_cache_id')
      .notNull()
      .references(() => sourceCache.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the owner was mailed that the source fails; null once told it works again. */
    failureToldAt: timestamp('failure_told_at', { withTimezone: true }),
    /** The owner's last mail about the source, of either kind: the next waits a day from it. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceCacheId, t.userId] }), index('source_alerts_user_id_idx').on(t.userId)],
);
export type SourceAlertRow = typeof sourceAlerts.$inferSelect;

/**
 * The reviews read from a source, accumulated over every read and de-duplicated by the source's
 * own review id, so a widget can show more than one call returns (an API may give as few as 3).
 */
export const sourceReviews = pgTable(
  'source_reviews',
  {
    sourceCacheId: uuid('source_cache_id')
      .notNull()
      .references(() => sourceCache.id, { onDelete: 'cascade' }),
    reviewId: text('review_id').notNull(),
    /** The review as the contracts' reviewSchema has it. */
    data: jsonb('data').$type<unknown>().notNull(),
    /** The review's date as a sortable timestamp (a month-only date is its first day); null when unknown. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceCacheId, t.reviewId] }),
    index('source_reviews_order_idx').on(t.sourceCacheId, t.publishedAt),
  ],
);
export type SourceReviewRow = typeof sourceReviews.$inferSelect;
