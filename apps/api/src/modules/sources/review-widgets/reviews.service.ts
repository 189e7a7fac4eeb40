import {
  type Review,
  type ReviewSource,
  type ReviewsData,
  reviewBusinessSchema,
  reviewSchema,
} from '@widgetry/contracts';
import type { SourceCacheRow } from '../../../db/schema';
import {
  nextRefreshAfterFailure,
  nextRefreshAfterSuccess,
  REFRESH_LEASE_MS,
  type RefreshPolicy,
} from '../cache/refresh-policy';
import type { SourceCacheRepository, StoredReview } from '../cache/source-cache.repository';
import { failureOutcome, type SourceStanding, servesData, standingOf, successOutcome } from '../cache/source-outcome';
import { failure, type ReviewsResult } from '../reviews/review-result';
import { REVIEW_SOURCES, type ReviewSourceRef, reviewSourceOfRow } from './review-source-of';

// The review widgets' data, always from our cache: a visitor's page never waits on a review site.
// Reads of a source are accumulated (new reviews added, known ones updated, none forgotten), so a
// widget can show more than one call returns, and a failed read keeps the last good data.

/** Reads one source through its adapter (the safe fetcher underneath). */
export type ReviewReader = (ref: ReviewSourceRef) => Promise<ReviewsResult>;

/** The cached reviews of a source, and how it stands (the last read's outcome, the last good read). */
export interface CachedReviews extends SourceStanding {
  /** null until a read has succeeded once, and once the source is gone. */
  data: ReviewsData | null;
}

/** A review's date as a sortable instant: a month-only date counts as its first day. */
export function publishedAtOf(date: string | null): Date | null {
  if (date === null) return null;
  const instant = new Date(/^\d{4}-\d{2}$/.test(date) ? `${date}-01` : date);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export interface ReviewsServiceDeps {
  repo: SourceCacheRepository;
  read: ReviewReader;
  policy: RefreshPolicy;
  now: () => Date;
}

export function createReviewsService({ repo, read, policy, now }: ReviewsServiceDeps) {
  /** Reads the source now unless another reader holds it; answers whether this call read it. */
  async function refreshRow(row: SourceCacheRow, ref: ReviewSourceRef): Promise<boolean> {
    const started = now();
    const leased = await repo.lease(row.id, started, new Date(started.getTime() + REFRESH_LEASE_MS));
    if (!leased) return false;
    // An adapter answers failures rather than throwing; anything thrown still lets the lease go
    // and counts as a failed read, so the source backs off instead of staying held.
    const result = await read({ ...ref, wanted: Math.max(ref.wanted, leased.wanted) }).catch(
      (error: unknown): ReviewsResult => failure('unreachable', `the read failed: ${String(error)}`),
    );
    const finished = now();
    if (result.ok) {
      const reviews: StoredReview[] = result.data.reviews.map((review) => ({
        reviewId: review.sourceId,
        data: review,
        publishedAt: publishedAtOf(review.date),
      }));
      await repo.recordSuccess(row.id, {
        data: result.data.business,
        reviews,
        outcome: successOutcome(result.data.reviews.length),
        now: finished,
        nextRefreshAt: nextRefreshAfterSuccess(policy, finished),
      });
    } else {
      await repo.recordFailure(row.id, {
        status: result.reason,
        outcome: failureOutcome(result),
        error: result.detail,
        now: finished,
        nextRefreshAt: nextRefreshAfterFailure(policy, result.reason, leased.failures, finished),
      });
    }
    return true;
  }

  /** The source_cache ids of up to `limit` review sources due and not being read, the most overdue first. */
  function due(limit: number): Promise<string[]> {
    return repo.due(now(), limit, REVIEW_SOURCES);
  }

  /**
   * Reads the source of this source_cache row unless another reader holds it (or it is gone, or
   * not a review source); answers whether this call read it.
   */
  async function refreshOne(id: string): Promise<boolean> {
    const row = await repo.findById(id);
    const ref = row ? reviewSourceOfRow(row) : null;
    return row !== undefined && ref !== null && (await refreshRow(row, ref));
  }

  async function cached(row: SourceCacheRow, source: ReviewSource, limit: number): Promise<CachedReviews> {
    const standing = standingOf(row);
    const business = reviewBusinessSchema.safeParse(row.data);
    // A gone source's reviews are kept (it may come back) but no longer shown.
    if (!business.success || row.fetchedAt === null || !servesData(row)) return { data: null, ...standing };
    // Rows were checked when stored; a row an older contract let in is skipped, not served.
    const reviews = (await repo.reviews(row.id, limit)).flatMap((stored): Review[] => {
      const review = reviewSchema.safeParse(stored);
      return review.success ? [review.data] : [];
    });
    return {
      data: { source, business: business.data, reviews, fetchedAt: row.fetchedAt.toISOString() },
      ...standing,
    };
  }

  return {
    /**
     * What a widget shows (embed, preview without a reload): the cache as it is. The source is
     * registered for the background refresh, and a widget asking for more than the cache was read
     * for makes it due now.
     */
    async cachedFor(ref: ReviewSourceRef): Promise<CachedReviews> {
      const row = await repo.ensure(ref.source, ref.key, ref.wanted, now());
      return cached(row, ref.source, ref.wanted);
    },

    /**
     * The editor changed the source or the count, or asked for a reload: read it now (unless a
     * refresh of it is already running), then answer the cache.
     */
    async readNow(ref: ReviewSourceRef): Promise<CachedReviews> {
      const row = await repo.ensure(ref.source, ref.key, ref.wanted, now());
      await refreshRow(row, ref);
      const after = (await repo.findById(row.id)) ?? row;
      return cached(after, ref.source, ref.wanted);
    },

    /** Stores reviews as a good read of the source (the dev seed route: a machine without internet). */
    async seed(ref: ReviewSourceRef, data: ReviewsData): Promise<number> {
      const at = now();
      const row = await repo.ensure(ref.source, ref.key, ref.wanted, at);
      await repo.recordSuccess(row.id, {
        data: data.business,
        reviews: data.reviews.map((review) => ({
          reviewId: review.sourceId,
          data: review,
          publishedAt: publishedAtOf(review.date),
        })),
        outcome: successOutcome(data.reviews.length),
        now: at,
        nextRefreshAt: nextRefreshAfterSuccess(policy, at),
      });
      return data.reviews.length;
    },

    due,
    refreshOne,

    /** Refreshes up to `limit` due sources, one after another; answers how many were read. */
    async refreshDue(limit: number): Promise<number> {
      let refreshed = 0;
      for (const id of await due(limit)) {
        if (await refreshOne(id)) refreshed += 1;
      }
      return refreshed;
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
