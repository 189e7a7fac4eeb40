import type { Review } from '@widgetry/contracts';
import { readInOrder, type SourceRead } from '../../definition/source-reads';
import type { SourceFetcher } from '../../fetcher/source-fetcher';
import { reviewsResult } from '../review-data';
import { failure, type ReviewAdapterDeps, type ReviewsResult, wantedCount } from '../review-result';
import { fetchSource, HTML_HEADERS, pageWithoutData } from '../source-request';
import { trustpilotFromApi } from './trustpilot-api';
import { parseTrustpilotPage, type TrustpilotPage } from './trustpilot-page';
import { parseTrustpilotProfile, profilePageUrl, TRUSTPILOT_PAGES, type TrustpilotProfile } from './trustpilot-profile';

export interface TrustpilotReviewsInput {
  /** The profile URL, `https://www.trustpilot.com/review/{domain}` (a locale host works too). */
  url: string;
  /** How many reviews the widget wants; at most 200 (10 pages of 20). */
  count: number;
  /** TRUSTPILOT_API_KEY, when configured. */
  apiKey?: string | undefined;
}

export const TRUSTPILOT_PAGE_SIZE = 20;
/** Pages past 10 may need a login, so they are never requested. */
export const TRUSTPILOT_MAX_PAGES = 10;

/** The profile and how many reviews to read, or why the address is none; then the read. */
function withProfile(
  input: TrustpilotReviewsInput,
  read: (profile: TrustpilotProfile, count: number) => Promise<ReviewsResult>,
): Promise<ReviewsResult> {
  const profile = parseTrustpilotProfile(input.url);
  if (!profile) {
    return Promise.resolve(
      failure('not-a-profile', 'not a Trustpilot profile address (https://www.trustpilot.com/review/{domain})'),
    );
  }
  return read(profile, wantedCount(input.count, TRUSTPILOT_PAGE_SIZE * TRUSTPILOT_MAX_PAGES, TRUSTPILOT_PAGE_SIZE));
}

/** Trustpilot's reads in order of preference: the official API when a key is set, then the profile pages. */
export const trustpilotReads: readonly SourceRead<TrustpilotReviewsInput, ReviewsResult>[] = [
  {
    via: 'API',
    read: (input, { fetcher, now = () => new Date() }) =>
      withProfile(input, (profile, count) => trustpilotFromApi(profile, count, input.apiKey ?? '', fetcher, now())),
  },
  {
    via: 'page',
    read: (input, { fetcher, now = () => new Date() }) =>
      withProfile(input, (profile, count) => trustpilotFromPages(profile, count, fetcher, now())),
  },
];

/** Reviews of a Trustpilot profile: the official API when a key is set, else the profile pages. */
export function fetchTrustpilotReviews(input: TrustpilotReviewsInput, deps: ReviewAdapterDeps): Promise<ReviewsResult> {
  return readInOrder(trustpilotReads, input, { ...deps, apiKey: input.apiKey });
}

async function trustpilotFromPages(
  profile: TrustpilotProfile,
  count: number,
  fetcher: SourceFetcher,
  now: Date,
): Promise<ReviewsResult> {
  let first: TrustpilotPage | null = null;
  const reviews: Review[] = [];
  let hasMore = false;
  const pages = Math.ceil(count / TRUSTPILOT_PAGE_SIZE);
  for (let page = 1; page <= pages; page += 1) {
    const what = `Trustpilot page ${page}`;
    const url = profilePageUrl(profile, page);
    const fetched = await fetchSource(fetcher, { url, allow: TRUSTPILOT_PAGES, headers: { ...HTML_HEADERS } }, what);
    const parsed = fetched.ok ? parseTrustpilotPage(fetched.response.body, profile) : null;
    if (!parsed) {
      if (page === 1) return fetched.ok ? pageWithoutData(fetched.response.body, what) : fetched;
      // Earlier pages are still good data; the rest is tried again on the next refresh.
      hasMore = true;
      break;
    }
    const counted = parsed.totalCount ?? parsed.business.totalReviews ?? 0;
    if (page === 1 && parsed.reviews.length === 0 && counted > 0) {
      return failure('blocked', `${what} lists no reviews although it counts ${counted}`);
    }
    first ??= parsed;
    reviews.push(...parsed.reviews);
    hasMore = parsed.totalPages !== null ? page < parsed.totalPages : page * TRUSTPILOT_PAGE_SIZE < counted;
    if (!hasMore) break;
  }
  if (!first) return failure('blocked', 'Trustpilot gave no page');
  return reviewsResult({ source: 'trustpilot', business: first.business, reviews, count, hasMore, now });
}
