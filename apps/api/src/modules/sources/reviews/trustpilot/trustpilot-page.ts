import type { Review, ReviewBusiness } from '@widgetry/contracts';
import { type CheerioAPI, load } from 'cheerio';
import { followRef, hasType, imageUrl, jsonLdNodes } from '../json-ld';
import { derivedReviewId } from '../review-data';
import { at, averageRating, httpUrl, isoDate, isRecord, plainText, reviewCount, starRating } from '../review-values';
import { parseJson } from '../source-request';
import { profileUrl, reviewUrl, type TrustpilotProfile, writeReviewUrl } from './trustpilot-profile';

/** What one profile page gives. */
export interface TrustpilotPage {
  business: ReviewBusiness;
  reviews: Review[];
  /** The profile's page count, when the page states it. */
  totalPages: number | null;
  /** Reviews the listing holds (after the page's filters), when the page states it. */
  totalCount: number | null;
}

/** The page's `__NEXT_DATA__`, else its JSON-LD; null when neither holds the business and its reviews. */
export function parseTrustpilotPage(html: string, profile: TrustpilotProfile): TrustpilotPage | null {
  const $ = load(html);
  return fromNextData($, profile) ?? fromJsonLd($, profile);
}

function fromNextData($: CheerioAPI, profile: TrustpilotProfile): TrustpilotPage | null {
  const pageProps = at(parseJson($('script#__NEXT_DATA__').text()), 'props', 'pageProps');
  const unit = at(pageProps, 'businessUnit');
  const reviews = at(pageProps, 'reviews');
  if (!isRecord(unit) || !Array.isArray(reviews)) return null;
  const pagination = at(pageProps, 'filters', 'pagination');
  return {
    business: {
      name: plainText(unit.displayName) ?? plainText(unit.identifyingName) ?? profile.domain,
      logoUrl: httpUrl(unit.profileImageUrl),
      rating: averageRating(unit.trustScore) ?? averageRating(unit.stars),
      totalReviews: reviewCount(unit.numberOfReviews) ?? reviewCount(at(unit.numberOfReviews, 'total')),
      url: profileUrl(profile),
      writeReviewUrl: writeReviewUrl(profile),
    },
    reviews: reviews.flatMap((item) => nextDataReview(item, profile) ?? []),
    totalPages: reviewCount(at(pagination, 'totalPages')),
    totalCount: reviewCount(at(pagination, 'totalCount')),
  };
}

function nextDataReview(item: unknown, profile: TrustpilotProfile): Review | null {
  // Reviews awaiting moderation are not published yet; older captures named the flag `pending`.
  if (at(item, 'isPending') === true || at(item, 'pending') === true) return null;
  const id = plainText(at(item, 'id'));
  const rating = starRating(at(item, 'rating'));
  if (!id || rating === null) return null;
  const replyText = plainText(at(item, 'reply', 'message'));
  return {
    sourceId: id,
    author: plainText(at(item, 'consumer', 'displayName')) ?? '',
    avatarUrl: httpUrl(at(item, 'consumer', 'imageUrl')),
    rating,
    title: plainText(at(item, 'title')),
    text: plainText(at(item, 'text')) ?? '',
    date: isoDate(at(item, 'dates', 'publishedDate')),
    tripType: null,
    photos: [],
    reply: replyText ? { text: replyText, date: isoDate(at(item, 'reply', 'publishedDate')) } : null,
    url: reviewUrl(profile, id),
  };
}

// The fallback when `__NEXT_DATA__` is gone or renamed: schema.org data Trustpilot keeps for search engines.
function fromJsonLd($: CheerioAPI, profile: TrustpilotProfile): TrustpilotPage | null {
  const nodes = jsonLdNodes($);
  const unit = nodes.find((node) => isRecord(followRef(nodes, node.aggregateRating)));
  const reviewNodes = nodes.filter((node) => hasType(node, ['Review']));
  if (!unit && reviewNodes.length === 0) return null;
  // The business's nodes often point at others of the graph by `@id` (its logo, its rating).
  const rating = followRef(nodes, unit?.aggregateRating);
  const totalReviews = reviewCount(at(rating, 'reviewCount'));
  return {
    business: {
      name: plainText(at(unit, 'name')) ?? profile.domain,
      logoUrl: imageUrl(nodes, unit?.logo) ?? imageUrl(nodes, unit?.image),
      rating: averageRating(at(rating, 'ratingValue')),
      totalReviews,
      url: profileUrl(profile),
      writeReviewUrl: writeReviewUrl(profile),
    },
    reviews: reviewNodes.flatMap((node) => jsonLdReview(node, profile) ?? []),
    totalPages: null,
    totalCount: totalReviews,
  };
}

function jsonLdReview(node: Record<string, unknown>, profile: TrustpilotProfile): Review | null {
  const rating = starRating(at(node, 'reviewRating', 'ratingValue'));
  if (rating === null) return null;
  const author = plainText(at(node, 'author', 'name')) ?? '';
  const title = plainText(node.headline);
  const date = isoDate(node.datePublished);
  // `@id` ends with the review id (…/schema/Review/{domain}/{id}).
  const id = plainText(/\/Review\/[^/]+\/([^/]+)$/.exec(String(node['@id'] ?? ''))?.[1]);
  return {
    sourceId: id ?? derivedReviewId(author, date, title),
    author,
    avatarUrl: null,
    rating,
    title,
    text: plainText(node.reviewBody) ?? '',
    date,
    tripType: null,
    photos: [],
    reply: null,
    url: id ? reviewUrl(profile, id) : null,
  };
}
