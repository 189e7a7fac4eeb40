import {
  type Review,
  type ReviewSource,
  type ReviewsData,
  reviewBusinessSchema,
  reviewSchema,
  sourceIdsOf,
} from '@widgetry/contracts';
import { REFRESH_LEASE_MS } from '../cache/refresh-policy';
import type { StoredReview } from '../cache/source-cache.repository';
import {
  type Cached,
  createSourceDataService,
  type SourceDataDeps,
  type SourceKindPipeline,
} from '../pipeline/source-data.service';
import type { ReviewsResult } from '../reviews/review-result';
import { type ReviewSourceRef, reviewSourceOfRow } from './review-source-of';

// The review kind of the one source pipeline (pipeline/source-data.service.ts). Reads of a source
// are accumulated (new reviews added, known ones updated, none forgotten), so a widget can show
// more than one call returns; each review is its own row, and a widget is served as many as it wants.

/** Reads one source through its definition's reads (the safe fetcher underneath). */
export type ReviewReader = (ref: ReviewSourceRef) => Promise<ReviewsResult>;

/** The cached reviews of a source, and how it stands (the last read's outcome, the last good read). */
export type CachedReviews = Cached<ReviewsData>;

/** A review's date as a sortable instant: a month-only date counts as its first day. */
export function publishedAtOf(date: string | null): Date | null {
  if (date === null) return null;
  const instant = new Date(/^\d{4}-\d{2}$/.test(date) ? `${date}-01` : date);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

export const REVIEWS_PIPELINE: SourceKindPipeline<ReviewSourceRef, ReviewsData, ReviewsData> = {
  kind: 'reviews',
  sources: sourceIdsOf('reviews'),
  leaseMs: REFRESH_LEASE_MS,
  wanted: (ref) => ref.wanted,
  refOfRow: reviewSourceOfRow,
  stored: (data) => ({
    data: data.business,
    reviews: data.reviews.map(
      (review): StoredReview => ({ reviewId: review.sourceId, data: review, publishedAt: publishedAtOf(review.date) }),
    ),
    count: data.reviews.length,
  }),
  async served(row, ref, repo) {
    const business = reviewBusinessSchema.safeParse(row.data);
    if (!business.success) return null;
    // Rows were checked when stored; a row an older contract let in is skipped, not served.
    const reviews = (await repo.reviews(row.id, ref.wanted)).flatMap((stored): Review[] => {
      const review = reviewSchema.safeParse(stored);
      return review.success ? [review.data] : [];
    });
    const source: ReviewSource = ref.source;
    return { source, business: business.data, reviews, fetchedAt: row.fetchedAt.toISOString() };
  },
};

export interface ReviewsServiceDeps extends Omit<SourceDataDeps<ReviewSourceRef, ReviewsData>, 'read'> {
  read: ReviewReader;
}

export function createReviewsService({ read, ...deps }: ReviewsServiceDeps) {
  return createSourceDataService(REVIEWS_PIPELINE, {
    ...deps,
    // A read fetches as many as any widget of the source wants (the row keeps the most asked for).
    read: (ref, leased) => read({ ...ref, wanted: Math.max(ref.wanted, leased.wanted) }),
  });
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
