import {
  type Listing,
  type ListingSource,
  type ListingsData,
  listingSchema,
  listingsDataSchema,
} from '@widgetry/contracts';
import type { SourceFetcher } from '../fetcher/source-fetcher';
import { failure, layoutChanged, type ReviewsFailure, type ReviewsFailureReason } from '../reviews/review-result';

// What every listing adapter answers. As with the reviews, a failure is never an empty list: the
// cache keeps serving the last good listings while a source blocks us or cannot be reached, and
// the editor names the problem. An empty list means exactly "no vacancies".

/**
 * The same reasons the review adapters give (and the cache's status column holds):
 * 'not-a-profile' is an address that is no listings page of the source, 'not-found' a company
 * the source no longer has (404, or a redirect to the source's page-not-found address).
 */
export type ListingsFailureReason = ReviewsFailureReason;
export type ListingsFailure = ReviewsFailure;

export type ListingsResult = { ok: true; data: ListingsData } | ListingsFailure;

export { failure, layoutChanged };

export interface ListingAdapterDeps {
  fetcher: SourceFetcher;
  /** The clock stamped as fetchedAt; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * The adapters' last step: one copy of each listing (by id), each checked against the contract (a
 * listing the contract refuses is left out rather than failing the rest), the whole checked once more.
 */
export function listingsResult(source: ListingSource, candidates: readonly Listing[], now: Date): ListingsResult {
  const seen = new Set<string>();
  const listings: Listing[] = [];
  for (const candidate of candidates) {
    const parsed = listingSchema.safeParse(candidate);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    listings.push(parsed.data);
  }
  if (listings.length === 0 && candidates.length > 0) {
    return layoutChanged(`none of the ${candidates.length} ${source} listings fit the contract`);
  }
  const data = listingsDataSchema.safeParse({ source, listings, fetchedAt: now.toISOString() });
  if (!data.success) return layoutChanged(`the ${source} listings did not fit: ${data.error.message}`);
  return { ok: true, data: data.data };
}
