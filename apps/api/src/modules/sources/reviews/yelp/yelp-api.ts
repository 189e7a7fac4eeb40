import type { Review, ReviewBusiness } from '@widgetry/contracts';
import type { SourceFetcher } from '../../fetcher/source-fetcher';
import { reviewsResult } from '../review-data';
import { failure, type ReviewsFailure, type ReviewsResult } from '../review-result';
import { at, averageRating, httpUrl, idText, isoDate, plainText, reviewCount, starRating } from '../review-values';
import { type Fetched, getAnswer, parseJson, statusFailure } from '../source-request';
import { isYelpUrl, pathSegment, writeReviewUrl, YELP_API, type YelpBusinessRef } from './yelp-business';

const API = 'https://api.yelp.com/v3/businesses';
/** Fusion returns at most 3 reviews, whatever the limit. */
export const YELP_API_LIMIT = 3;

/** The Fusion API: the business, then its reviews; the key goes in a Bearer header. */
export async function yelpFromApi(
  ref: YelpBusinessRef,
  count: number,
  apiKey: string,
  fetcher: SourceFetcher,
  now: Date,
): Promise<ReviewsResult> {
  const headers = { authorization: `Bearer ${apiKey}`, accept: 'application/json' };
  const base = `${API}/${pathSegment(ref.id)}`;
  const found = await yelpGet(fetcher, base, headers, 'Yelp API business');
  if (!found.ok) return found;
  const place = parseJson(found.response.body);
  const name = plainText(at(place, 'name'));
  if (!name) return failure('blocked', 'Yelp API business answered without a name');
  const limit = Math.min(count, YELP_API_LIMIT);
  const answer = await yelpGet(fetcher, `${base}/reviews?limit=${limit}`, headers, 'Yelp API reviews');
  if (!answer.ok) return answer;
  const items = at(parseJson(answer.response.body), 'reviews');
  if (!Array.isArray(items)) return failure('blocked', 'Yelp API reviews answered without a review list');

  const business: ReviewBusiness = {
    name,
    logoUrl: httpUrl(at(place, 'image_url')),
    rating: averageRating(at(place, 'rating')),
    totalReviews: reviewCount(at(place, 'review_count')),
    url: ref.pageUrl,
    writeReviewUrl: writeReviewUrl(plainText(at(place, 'id')) ?? ref.id),
  };
  const reviews = items.flatMap((item) => apiReview(item) ?? []);
  const hasMore = business.totalReviews !== null && business.totalReviews > reviews.length;
  return reviewsResult({ source: 'yelp', business, reviews, count, hasMore, now });
}

/** A GET whose failure names Yelp's error code: a 429 is ACCESS_LIMIT_REACHED (the daily quota) or TOO_MANY_REQUESTS_PER_SECOND. */
async function yelpGet(
  fetcher: SourceFetcher,
  url: string,
  headers: Record<string, string>,
  what: string,
): Promise<Fetched> {
  const answer = await getAnswer(fetcher, { url, allow: YELP_API, headers }, what);
  if (!answer.ok) return answer;
  const refused = statusFailure(answer.response.status, what);
  if (!refused) return answer;
  const code = plainText(at(parseJson(answer.response.body), 'error', 'code'));
  return code ? withCode(refused, code) : refused;
}

function withCode(refused: ReviewsFailure, code: string): ReviewsFailure {
  // Fusion says "not found" with a code on a 404 and on a 400 for an id it cannot read.
  const reason = code === 'BUSINESS_NOT_FOUND' ? 'not-found' : refused.reason;
  return failure(reason, `${refused.detail} (${code})`);
}

function apiReview(item: unknown): Review | null {
  const id = idText(at(item, 'id'));
  const rating = starRating(at(item, 'rating'));
  if (!id || rating === null) return null;
  const link = httpUrl(at(item, 'url'));
  return {
    sourceId: id,
    author: plainText(at(item, 'user', 'name')) ?? '',
    avatarUrl: httpUrl(at(item, 'user', 'image_url')),
    rating,
    title: null,
    // An excerpt of about 160 characters ending in "...": all Fusion gives.
    text: plainText(at(item, 'text')) ?? '',
    // "YYYY-MM-DD HH:MM:SS" in the business's zone, which the answer does not name: the day is kept.
    date: isoDate(at(item, 'time_created')),
    tripType: null,
    photos: [],
    reply: null,
    url: link && isYelpUrl(link) ? link : null,
  };
}
