import type { Review, ReviewBusiness } from '@widgetry/contracts';
import { readInOrder, type SourceRead } from '../../definition/source-reads';
import type { SourceFetcher } from '../../fetcher/source-fetcher';
import { reviewsResult } from '../review-data';
import {
  failure,
  type ReviewAdapterDeps,
  type ReviewsFailure,
  type ReviewsResult,
  wantedCount,
} from '../review-result';
import {
  failureOfError,
  fetchSource,
  HTML_HEADERS,
  pageWithoutData,
  parseJson,
  statusFailure,
} from '../source-request';
import { yelpFromApi } from './yelp-api';
import { parseYelpBusiness, writeReviewUrl, YELP_PAGES, type YelpBusinessRef } from './yelp-business';
import { type FeedPage, feedRequest, parseFeedPage, YELP_FEED_PAGE_SIZE } from './yelp-feed';
import { parseYelpPage, type YelpPage } from './yelp-page';

export interface YelpReviewsInput {
  /** The widget's Business ID (from the Write a Review address) or the business's alias. */
  businessId: string;
  /** The widget's Business URL, `https://www.yelp.com/biz/{alias}`. */
  url?: string | undefined;
  /** How many reviews the widget wants (Get More Reviews: 5 to 45). */
  count: number;
  /** YELP_API_KEY, when configured. */
  apiKey?: string | undefined;
}

export const YELP_MAX_COUNT = 50;

/** The business and how many reviews to read, or why the id and address name none; then the read. */
function withBusiness(
  input: YelpReviewsInput,
  read: (ref: YelpBusinessRef, count: number) => Promise<ReviewsResult>,
): Promise<ReviewsResult> {
  const ref = parseYelpBusiness(input.businessId, input.url);
  if (!ref) {
    return Promise.resolve(
      failure('not-a-profile', 'not a Yelp business id or business page (https://www.yelp.com/biz/{alias})'),
    );
  }
  return read(ref, wantedCount(input.count, YELP_MAX_COUNT, 10));
}

/** Yelp's reads in order of preference: the Fusion API when a key is set, then the public page and its review feed. */
export const yelpReads: readonly SourceRead<YelpReviewsInput, ReviewsResult>[] = [
  {
    via: 'API',
    read: (input, { fetcher, now = () => new Date() }) =>
      withBusiness(input, (ref, count) => yelpFromApi(ref, count, input.apiKey ?? '', fetcher, now())),
  },
  {
    via: 'page',
    read: (input, { fetcher, now = () => new Date() }) =>
      withBusiness(input, (ref, count) => yelpFromPage(ref, count, fetcher, now())),
  },
];

/** Reviews of a Yelp business: the Fusion API when a key is set, else the public page and its review feed. */
export function fetchYelpReviews(input: YelpReviewsInput, deps: ReviewAdapterDeps): Promise<ReviewsResult> {
  return readInOrder(yelpReads, input, { ...deps, apiKey: input.apiKey });
}

async function yelpFromPage(
  ref: YelpBusinessRef,
  count: number,
  fetcher: SourceFetcher,
  now: Date,
): Promise<ReviewsResult> {
  const what = 'Yelp business page';
  const fetched = await fetchSource(
    fetcher,
    { url: ref.pageUrl, allow: YELP_PAGES, headers: { ...HTML_HEADERS } },
    what,
  );
  if (!fetched.ok) return fetched;
  const page = parseYelpPage(fetched.response.body, ref.pageUrl);
  if (!page) return pageWithoutData(fetched.response.body, what);

  const reviews: Review[] = [];
  let reviewCount: number | null = null;
  let hasMore = false;
  for (let offset = 0; offset < count; offset += YELP_FEED_PAGE_SIZE) {
    const feed = await readFeed(fetcher, ref.pageUrl, page.encBizId, offset);
    if (!feed.ok) {
      if (offset === 0) return feed;
      // Earlier pages are still good data; the rest is tried again on the next refresh.
      hasMore = true;
      break;
    }
    reviewCount ??= feed.page.reviewCount;
    if (offset === 0 && feed.page.edgeCount === 0 && (reviewCount ?? 0) > 0) {
      return failure('blocked', `the Yelp review feed lists no reviews although it counts ${reviewCount}`);
    }
    reviews.push(...feed.page.reviews);
    hasMore =
      feed.page.edgeCount >= YELP_FEED_PAGE_SIZE &&
      (reviewCount === null || offset + YELP_FEED_PAGE_SIZE < reviewCount);
    if (!hasMore) break;
  }
  return reviewsResult({
    source: 'yelp',
    business: pageBusiness(ref, page, reviewCount),
    reviews,
    count,
    hasMore,
    now,
  });
}

type FeedRead = { ok: true; page: FeedPage } | ReviewsFailure;

async function readFeed(fetcher: SourceFetcher, pageUrl: string, encBizId: string, offset: number): Promise<FeedRead> {
  const what = `Yelp review feed at offset ${offset}`;
  let body: string;
  try {
    const response = await fetcher.post(feedRequest(pageUrl, encBizId, offset));
    const refused = statusFailure(response.status, what);
    if (refused) return refused;
    body = response.body;
  } catch (error) {
    return failureOfError(error, what);
  }
  const page = parseFeedPage(parseJson(body), pageUrl);
  return page ? { ok: true, page } : failure('blocked', `${what} answered without review data`);
}

function pageBusiness(ref: YelpBusinessRef, page: YelpPage, totalReviews: number | null): ReviewBusiness {
  const alias = new URL(ref.pageUrl).pathname.split('/').at(-1) ?? ref.id;
  return {
    name: page.name ?? alias,
    logoUrl: page.logoUrl,
    rating: page.rating,
    totalReviews,
    url: ref.pageUrl,
    writeReviewUrl: writeReviewUrl(page.encBizId),
  };
}
