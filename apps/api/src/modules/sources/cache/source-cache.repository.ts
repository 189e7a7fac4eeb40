import type { SourceOutcome } from '@widgetry/contracts';
import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type Source,
  type SourceCacheRow,
  type SourceFetchStatus,
  sourceCache,
  sourceReviews,
} from '../../../db/schema';
import { SOURCE_IDLE_AFTER_MS } from './refresh-policy';

/** A review to keep: the source's id for it, its contract-shaped data and its sortable date. */
export interface StoredReview {
  reviewId: string;
  data: unknown;
  publishedAt: Date | null;
}

/** An idle source as the forget job pages through them. */
export type IdleSource = Pick<SourceCacheRow, 'id' | 'source' | 'sourceKey'>;

export function createSourceCacheRepository(db: Db) {
  const t = sourceCache;
  return {
    async find(source: Source, sourceKey: string): Promise<SourceCacheRow | undefined> {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.source, source), eq(t.sourceKey, sourceKey)))
        .limit(1);
      return row;
    },

    /**
     * The source's row, made when missing. A larger `wanted` than recorded is kept and makes the
     * source due now, so a widget asking for more reviews gets them at the next refresh.
     */
    async ensure(source: Source, sourceKey: string, wanted: number, now: Date): Promise<SourceCacheRow> {
      const [row] = await db
        .insert(t)
        .values({ source, sourceKey, wanted, nextRefreshAt: now, lastWantedAt: now })
        .onConflictDoUpdate({
          target: [t.source, t.sourceKey],
          set: {
            wanted: sql`greatest(${t.wanted}, excluded.wanted)`,
            lastWantedAt: sql`greatest(${t.lastWantedAt}, excluded.last_wanted_at)`,
            nextRefreshAt: sql`case when excluded.wanted > ${t.wanted} then excluded.next_refresh_at else ${t.nextRefreshAt} end`,
          },
        })
        .returning();
      if (!row) throw new Error('source_cache upsert returned no row');
      return row;
    },

    /**
     * Takes the source for one reader until `until`, unless another holds it; answers the row
     * when taken. The lease is what keeps refreshes of one source one at a time, across processes.
     */
    async lease(id: string, now: Date, until: Date): Promise<SourceCacheRow | undefined> {
      const [row] = await db
        .update(t)
        .set({ leaseUntil: until })
        .where(and(eq(t.id, id), or(isNull(t.leaseUntil), lte(t.leaseUntil, now))))
        .returning();
      return row;
    },

    /**
     * Ids of sources of these kinds whose refresh is due, that nobody is reading and that a widget
     * asked for within SOURCE_IDLE_AFTER_MS, the most overdue first.
     */
    async due(now: Date, limit: number, kinds: readonly Source[]): Promise<string[]> {
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .where(
          and(
            inArray(t.source, [...kinds]),
            lte(t.nextRefreshAt, now),
            gte(t.lastWantedAt, new Date(now.getTime() - SOURCE_IDLE_AFTER_MS)),
            or(isNull(t.leaseUntil), lte(t.leaseUntil, now)),
          ),
        )
        .orderBy(t.nextRefreshAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Up to `limit` sources nobody has asked for since `cutoff`, in id order from after `afterId`
     * when given, so a caller pages through them all. (By id, not by time: rows migrated in one
     * statement share one microsecond-precise time that a JS Date cannot page past.)
     */
    async idleSince(cutoff: Date, limit: number, afterId?: string): Promise<IdleSource[]> {
      return db
        .select({ id: t.id, source: t.source, sourceKey: t.sourceKey })
        .from(t)
        .where(and(lt(t.lastWantedAt, cutoff), afterId === undefined ? undefined : gt(t.id, afterId)))
        .orderBy(t.id)
        .limit(limit);
    },

    /**
     * Deletes these sources (their kept reviews go with them) unless one was asked for since
     * `cutoff` meanwhile; answers how many went.
     */
    async removeIdle(ids: readonly string[], cutoff: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const removed = await db
        .delete(t)
        .where(and(inArray(t.id, [...ids]), lt(t.lastWantedAt, cutoff)))
        .returning({ id: t.id });
      return removed.length;
    },

    /**
     * A good read ('ok', or 'empty' when the source says there is nothing): its data and reviews kept
     * (new ones added, known ones updated), the failing run ended, the lease let go.
     */
    async recordSuccess(
      id: string,
      values: {
        data: unknown;
        reviews: readonly StoredReview[];
        outcome: 'ok' | 'empty';
        now: Date;
        nextRefreshAt: Date;
      },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const review of values.reviews) {
          await tx
            .insert(sourceReviews)
            .values({ sourceCacheId: id, ...review })
            .onConflictDoUpdate({
              target: [sourceReviews.sourceCacheId, sourceReviews.reviewId],
              set: { data: review.data, publishedAt: review.publishedAt },
            });
        }
        await tx
          .update(t)
          .set({
            data: values.data,
            status: 'ok',
            outcome: values.outcome,
            error: null,
            failures: 0,
            failingSince: null,
            fetchedAt: values.now,
            attemptedAt: values.now,
            nextRefreshAt: values.nextRefreshAt,
            leaseUntil: null,
          })
          .where(eq(t.id, id));
      });
    },

    /**
     * A failed read: the last good data stays; the outcome and status say why, a failing run starts
     * (or goes on from when it began), the next try is pushed back.
     */
    async recordFailure(
      id: string,
      values: {
        status: Exclude<SourceFetchStatus, 'ok' | 'pending'>;
        outcome: Exclude<SourceOutcome, 'ok' | 'empty'>;
        error: string;
        now: Date;
        nextRefreshAt: Date;
      },
    ): Promise<void> {
      await db
        .update(t)
        .set({
          status: values.status,
          outcome: values.outcome,
          failingSince: sql`coalesce(${t.failingSince}, ${values.now.toISOString()}::timestamptz)`,
          error: values.error,
          failures: sql`${t.failures} + 1`,
          attemptedAt: values.now,
          nextRefreshAt: values.nextRefreshAt,
          leaseUntil: null,
        })
        .where(eq(t.id, id));
    },

    /**
     * Takes the source's "Sync now" slot unless it was taken within `everyMs`; answers whether
     * taken. One conditional update, so two owners (or two tabs) at once cannot both read it.
     */
    async claimSync(id: string, now: Date, everyMs: number): Promise<boolean> {
      const taken = await db
        .update(t)
        .set({ syncRequestedAt: now })
        .where(
          and(eq(t.id, id), or(isNull(t.syncRequestedAt), lte(t.syncRequestedAt, new Date(now.getTime() - everyMs)))),
        )
        .returning({ id: t.id });
      return taken.length > 0;
    },

    async findById(id: string): Promise<SourceCacheRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return row;
    },

    /** The kept reviews, newest first (undated last), at most `limit`. */
    async reviews(id: string, limit: number): Promise<unknown[]> {
      const rows = await db
        .select({ data: sourceReviews.data })
        .from(sourceReviews)
        .where(eq(sourceReviews.sourceCacheId, id))
        .orderBy(
          sql`${sourceReviews.publishedAt} desc nulls last`,
          desc(sourceReviews.firstSeenAt),
          sourceReviews.reviewId,
        )
        .limit(limit);
      return rows.map((row) => row.data);
    },
  };
}
export type SourceCacheRepository = ReturnType<typeof createSourceCacheRepository>;
