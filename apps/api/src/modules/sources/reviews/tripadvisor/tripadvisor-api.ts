import type { Review, ReviewBusiness } from '@widgetry/contracts';
import type { SourceFetcher } from '../../fetcher/source-fetcher';
import { reviewsResult } from '../review-data';
import { failure, type ReviewsResult } from '../review-result';
import {
  at,
  averageRating,
  httpUrl,
  idText,
  isoDate,
  isRecord,
  plainText,
  reviewCount,
  starRating,
} from '../review-values';
import { fetchSource, parseJson } from '../source-request';
import {
  isTripadvisorUrl,
  locationPageUrl,
  TRIPADVISOR_API,
  type TripadvisorLocation,
  writeReviewUrl,
} from './tripadvisor-location';

const API = 'https://api.content.tripadvisor.com/api/v1/location';
/** The Content API returns at most 5 reviews, whatever is asked. */
export const TRIPADVISOR_API_LIMIT = 5;

/** The Content API: location details, then its reviews; the key goes in the `key` query parameter. */
export async function tripadvisorFromApi(
  location: TripadvisorLocation,
  count: number,
  apiKey: string,
  fetcher: SourceFetcher,
  now: Date,
): Promise<ReviewsResult> {
  const key = encodeURIComponent(apiKey);
  const base = `${API}/${location.locationId}`;
  const headers = { accept: 'application/json' };
  const details = await fetchSource(
    fetcher,
    { url: `${base}/details?key=${key}&language=en`, allow: TRIPADVISOR_API, headers },
    'TripAdvisor API details',
  );
  if (!details.ok) return details;
  const place = parseJson(details.response.body);
  const name = plainText(at(place, 'name'));
  if (!name) return failure('blocked', 'TripAdvisor API details answered without a name');
  const limit = Math.min(count, TRIPADVISOR_API_LIMIT);
  const answer = await fetchSource(
    fetcher,
    { url: `${base}/reviews?key=${key}&language=en&limit=${limit}`, allow: TRIPADVISOR_API, headers },
    'TripAdvisor API reviews',
  );
  if (!answer.ok) return answer;
  const items = at(parseJson(answer.response.body), 'data');
  if (!Array.isArray(items)) return failure('blocked', 'TripAdvisor API reviews answered without a data list');

  const business = apiBusiness(place, name, location);
  const reviews = items.flatMap((item) => apiReview(item) ?? []);
  const hasMore = business.totalReviews !== null && business.totalReviews > reviews.length;
  return reviewsResult({ source: 'tripadvisor', business, reviews, count, hasMore, now });
}

function apiBusiness(place: unknown, name: string, location: TripadvisorLocation): ReviewBusiness {
  const writeReview = httpUrl(at(place, 'write_review'));
  return {
    name,
    logoUrl: null,
    rating: averageRating(at(place, 'rating')),
    totalReviews: reviewCount(at(place, 'num_reviews')),
    url: locationPageUrl(location),
    writeReviewUrl: writeReview && isTripadvisorUrl(writeReview) ? writeReview : writeReviewUrl(location),
  };
}

function apiReview(item: unknown): Review | null {
  const id = idText(at(item, 'id'));
  const rating = starRating(at(item, 'rating'));
  if (!id || rating === null) return null;
  const replyText = plainText(at(item, 'owner_response', 'text'));
  const link = httpUrl(at(item, 'url'));
  return {
    sourceId: id,
    author: plainText(at(item, 'user', 'username')) ?? '',
    avatarUrl: avatarUrl(at(item, 'user', 'avatar')),
    rating,
    title: plainText(at(item, 'title')),
    text: plainText(at(item, 'text')) ?? '',
    date: isoDate(at(item, 'published_date')),
    tripType: plainText(at(item, 'trip_type')),
    photos: [],
    reply: replyText ? { text: replyText, date: isoDate(at(item, 'owner_response', 'published_date')) } : null,
    url: link && isTripadvisorUrl(link) ? link : null,
  };
}

/** `avatar` is an address, or an object of sizes (`thumbnail`, `small`, `large`, `original`). */
function avatarUrl(avatar: unknown): string | null {
  if (!isRecord(avatar)) return httpUrl(avatar);
  const sizes = [avatar.small, avatar.thumbnail, avatar.medium, avatar.large, avatar.original];
  return sizes.map((size) => httpUrl(size)).find((url) => url !== null) ?? null;
}
