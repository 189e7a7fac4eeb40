import type { ReviewsData } from '@widgetry/contracts';
import type { SourceFetcher } from '../fetcher/source-fetcher';

// What every review adapter answers. A failure is never an empty list: the cache keeps serving the
// last good data on 'blocked' and 'unreachable', and the editor names the problem on the others.

export type ReviewsFailureReason =
  /** 401/403/429, a bot-protection page, or a page without the review data. */
  | 'blocked'
  /** The source says the business does not exist (404/410). */
  | 'not-found'
  /** The address given is not a review page of this source. */
  | 'not-a-profile'
  /** The source could not be reached (network, timeout, 5xx) or its answer could not be read. */
  | 'unreachable';

export interface ReviewsSuccess {
  ok: true;
  data: ReviewsData;
  /** Set when the source is known to hold more reviews than were returned. */
  hasMore?: boolean;
}

export interface ReviewsFailure {
  ok: false;
  reason: ReviewsFailureReason;
  /** For logs and the admin, not for visitors. */
  detail: string;
  /**
   * Set when the source answered with a page of its own that is in no shape a reader knows (no
   * challenge, no data where data should be): its layout changed and the adapter needs a look. It
   * is never an empty list; the cache records it as the outcome 'changed' (cache/source-outcome.ts)
   * and keeps serving the last good data while the owner is told.
   */
  layoutChanged?: true;
}

export type ReviewsResult = ReviewsSuccess | ReviewsFailure;

export function failure(reason: ReviewsFailureReason, detail: string): ReviewsFailure {
  return { ok: false, reason, detail };
}

/** The source's page is in a shape no reader knows (see ReviewsFailure.layoutChanged). */
export function layoutChanged(detail: string): ReviewsFailure {
  return { ok: false, reason: 'blocked', detail, layoutChanged: true };
}

export interface ReviewAdapterDeps {
  fetcher: SourceFetcher;
  /** The clock stamped as fetchedAt; tests pass a fixed one. */
  now?: () => Date;
}

/** How many reviews to ask for: a whole number from 1 to `max`, the source's first page when unusable. */
export function wantedCount(count: number, max: number, fallback: number): number {
  if (!Number.isFinite(count) || count < 1) return fallback;
  return Math.min(Math.floor(count), max);
}
