import {
  type Review,
  type ReviewBusiness,
  type ReviewSource,
  reviewSchema,
  reviewsDataSchema,
} from '@widgetry/contracts';
import { failure, type ReviewsResult } from './review-result';

export interface CollectedReviews {
  source: ReviewSource;
  business: ReviewBusiness;
  /** In source order, possibly with repeats where pages overlapped. */
  reviews: Review[];
  /** How many the widget asked for. */
  count: number;
  /** True when the source is known to hold more than the reviews collected. */
  hasMore: boolean;
  now: Date;
}

/**
 * The adapters' last step: one copy of each review (by source id), at most `count`, each checked
 * against the contract (a review the contract refuses is left out rather than failing the rest),
 * then the whole answer checked once more.
 */
export function reviewsResult(collected: CollectedReviews): ReviewsResult {
  const seen = new Set<string>();
  const reviews: Review[] = [];
  for (const candidate of collected.reviews) {
    const parsed = reviewSchema.safeParse(candidate);
    if (!parsed.success || seen.has(parsed.data.sourceId)) continue;
    seen.add(parsed.data.sourceId);
    reviews.push(parsed.data);
  }
  const kept = reviews.slice(0, collected.count);
  const data = reviewsDataSchema.safeParse({
    source: collected.source,
    business: collected.business,
    reviews: kept,
    fetchedAt: collected.now.toISOString(),
  });
  if (!data.success) return failure('blocked', `the ${collected.source} data did not fit: ${data.error.message}`);
  const hasMore = collected.hasMore || reviews.length > kept.length;
  return hasMore ? { ok: true, data: data.data, hasMore } : { ok: true, data: data.data };
}

/** A stable id for a review the source gives without one, so the cache can still de-duplicate it. */
export function derivedReviewId(...parts: (string | null)[]): string {
  let hash = 5381;
  for (const char of parts.join('\u0001')) hash = ((hash * 33) ^ (char.codePointAt(0) ?? 0)) >>> 0;
  return `derived-${hash.toString(36)}`;
}
