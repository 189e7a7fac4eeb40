import type { Review, ReviewBusiness } from '@widgetry/contracts';
import type { SourceFetcher } from '../../fetcher/source-fetcher';
import { reviewsResult } from '../review-data';
import { failure, type ReviewsResult } from '../review-result';
import { at, averageRating, isoDate, plainText, reviewCount, starRating } from '../review-values';
import { fetchSource, parseJson } from '../source-request';
import { profileUrl, reviewUrl, TRUSTPILOT_API, type TrustpilotProfile, writeReviewUrl } from './trustpilot-profile';

const API = 'https://api.trustpilot.com/v1';
/** The API's largest page (perPage is 1–100). */
const API_PAGE_SIZE = 100;

/** The official API: business-units/find by domain, then its reviews, newest first; the key goes in an `apikey` header. */
export async function trustpilotFromApi(
  profile: TrustpilotProfile,
  count: number,
  apiKey: string,
  fetcher: SourceFetcher,
  now: Date,
): Promise<ReviewsResult> {
  const headers = { apikey: apiKey, accept: 'application/json' };
  const findUrl = `${API}/business-units/find?name=${encodeURIComponent(profile.domain)}`;
  const found = await fetchSource(fetcher, { url: findUrl, allow: TRUSTPILOT_API, headers }, 'Trustpilot API find');
  if (!found.ok) return found;
  const unit = parseJson(found.response.body);
  const id = plainText(at(unit, 'id'));
  if (!id) return failure('blocked', 'Trustpilot API find answered without a business unit id');
  const business = apiBusiness(unit, profile);

  const perPage = Math.min(count, API_PAGE_SIZE);
  const reviews: Review[] = [];
  let hasMore = false;
  const pages = Math.ceil(count / perPage);
  for (let page = 1; page <= pages; page += 1) {
    const url = `${API}/business-units/${encodeURIComponent(id)}/reviews?page=${page}&perPage=${perPage}&orderBy=createdat.desc`;
    const fetched = await fetchSource(
      fetcher,
      { url, allow: TRUSTPILOT_API, headers },
      `Trustpilot API reviews page ${page}`,
    );
    const items = fetched.ok ? at(parseJson(fetched.response.body), 'reviews') : undefined;
    if (!Array.isArray(items)) {
      if (page === 1)
        return fetched.ok ? failure('blocked', 'Trustpilot API reviews answered without a review list') : fetched;
      // What the earlier pages gave is still good data; the rest is tried again on the next refresh.
      hasMore = true;
      break;
    }
    reviews.push(...items.flatMap((item) => apiReview(item, profile) ?? []));
    hasMore = items.length === perPage;
    if (!hasMore) break;
  }
  if (business.totalReviews !== null) hasMore = business.totalReviews > reviews.length;
  return reviewsResult({ source: 'trustpilot', business, reviews, count, hasMore, now });
}

function apiBusiness(unit: unknown, profile: TrustpilotProfile): ReviewBusiness {
  return {
    name: plainText(at(unit, 'displayName')) ?? plainText(at(unit, 'name', 'identifying')) ?? profile.domain,
    // business-units/find carries no logo.
    logoUrl: null,
    rating: averageRating(at(unit, 'score', 'trustScore')) ?? averageRating(at(unit, 'trustScore')),
    // Here numberOfReviews is an object { total, oneStar … fiveStars }.
    totalReviews: reviewCount(at(unit, 'numberOfReviews', 'total')) ?? reviewCount(at(unit, 'numberOfReviews')),
    url: profileUrl(profile),
    writeReviewUrl: writeReviewUrl(profile),
  };
}

function apiReview(item: unknown, profile: TrustpilotProfile): Review | null {
  const id = plainText(at(item, 'id'));
  const rating = starRating(at(item, 'stars'));
  if (!id || rating === null) return null;
  const replyText = plainText(at(item, 'companyReply', 'text'));
  return {
    sourceId: id,
    author: plainText(at(item, 'consumer', 'displayName')) ?? '',
    avatarUrl: null,
    rating,
    title: plainText(at(item, 'title')),
    text: plainText(at(item, 'text')) ?? '',
    date: isoDate(at(item, 'createdAt')),
    tripType: null,
    photos: [],
    reply: replyText ? { text: replyText, date: isoDate(at(item, 'companyReply', 'createdAt')) } : null,
    url: reviewUrl(profile, id),
  };
}
