import type { Review, ReviewBusiness } from '@widgetry/contracts';
import { readInOrder, type SourceRead } from '../../definition/source-reads';
import type { SourceFetcher } from '../../fetcher/source-fetcher';
import { reviewsResult } from '../review-data';
import { failure, type ReviewAdapterDeps, type ReviewsResult, wantedCount } from '../review-result';
import { fetchSource, HTML_HEADERS, pageWithoutData } from '../source-request';
import { tripadvisorFromApi } from './tripadvisor-api';
import {
  locationPageUrl,
  pageStep,
  parseTripadvisorLocation,
  TRIPADVISOR_PAGES,
  type TripadvisorLocation,
} from './tripadvisor-location';
import { parseTripadvisorPage } from './tripadvisor-page';

export interface TripadvisorReviewsInput {
  /** A `Hotel_Review-`, `Restaurant_Review-` or `Attraction_Review-` page address. */
  url: string;
  /** How many reviews the widget wants (spec 001: 20 a page, up to 50 pages). */
  count: number;
  /** TRIPADVISOR_API_KEY, when configured. */
  apiKey?: string | undefined;
}

/** The most the widget can ask for: 50 pages of 20. */
export const TRIPADVISOR_MAX_COUNT = 1000;
/**
 * Source pages read in one call. Each is a request through bot protection, so one refresh reads
 * at most this many and the cache accumulates the rest over later refreshes.
 */
export const TRIPADVISOR_MAX_SOURCE_PAGES = 10;

/** The location and how many reviews to read, or why the address is none; then the read. */
function withLocation(
  input: TripadvisorReviewsInput,
  read: (location: TripadvisorLocation, count: number) => Promise<ReviewsResult>,
): Promise<ReviewsResult> {
  const location = parseTripadvisorLocation(input.url);
  if (!location) {
    return Promise.resolve(
      failure(
        'not-a-profile',
        'not a TripAdvisor hotel, restaurant or attraction review page (…/Hotel_Review-g{geo}-d{id}-Reviews-….html)',
      ),
    );
  }
  return read(location, wantedCount(input.count, TRIPADVISOR_MAX_COUNT, 20));
}

/** TripAdvisor's reads in order of preference: the Content API when a key is set, then the pages. */
export const tripadvisorReads: readonly SourceRead<TripadvisorReviewsInput, ReviewsResult>[] = [
  {
    via: 'API',
    read: (input, { fetcher, now = () => new Date() }) =>
      withLocation(input, (location, count) => tripadvisorFromApi(location, count, input.apiKey ?? '', fetcher, now())),
  },
  {
    via: 'page',
    read: (input, { fetcher, now = () => new Date() }) =>
      withLocation(input, (location, count) => tripadvisorFromPages(location, count, fetcher, now())),
  },
];

/** Reviews of a TripAdvisor hotel, restaurant or attraction: the Content API when a key is set, else the pages. */
export function fetchTripadvisorReviews(
  input: TripadvisorReviewsInput,
  deps: ReviewAdapterDeps,
): Promise<ReviewsResult> {
  return readInOrder(tripadvisorReads, input, { ...deps, apiKey: input.apiKey });
}

async function tripadvisorFromPages(
  location: TripadvisorLocation,
  count: number,
  fetcher: SourceFetcher,
  now: Date,
): Promise<ReviewsResult> {
  const step = pageStep(location);
  let business: ReviewBusiness | null = null;
  const reviews: Review[] = [];
  let hasMore = false;
  for (let index = 0; index < TRIPADVISOR_MAX_SOURCE_PAGES && reviews.length < count; index += 1) {
    const offset = index * step;
    const url = locationPageUrl(location, offset);
    const what = `TripAdvisor page at offset ${offset}`;
    const fetched = await fetchSource(fetcher, { url, allow: TRIPADVISOR_PAGES, headers: { ...HTML_HEADERS } }, what);
    if (!fetched.ok) {
      if (index === 0) return fetched;
      // Earlier pages are still good data; the rest is tried again on the next refresh.
      hasMore = true;
      break;
    }
    const page = parseTripadvisorPage(fetched.response.body, location, url);
    if (index === 0) {
      const empty = page.cardCount === 0 && page.hasBusinessData && !(page.business.totalReviews ?? 0);
      if (page.reviews.length === 0 && !empty) return pageWithoutData(fetched.response.body, what);
      business = page.business;
    }
    reviews.push(...page.reviews);
    const total = business?.totalReviews ?? null;
    hasMore = page.cardCount >= step && (total === null || offset + step < total);
    if (!hasMore) break;
  }
  if (!business) return failure('blocked', 'TripAdvisor gave no page');
  return reviewsResult({ source: 'tripadvisor', business, reviews, count, hasMore, now });
}
