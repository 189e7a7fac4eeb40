// The review data a runtime renders arrives over the network (GET /embed/:id, the preview), so it
// is read here structurally, without zod (a runtime bundle must stay small): a wrong shape gives
// null (the widget shows its empty state), and a malformed review is left out rather than guessed.
import type { Review, ReviewBusiness, ReviewReply, ReviewSource, ReviewsData } from '@widgetry/contracts';
import { REVIEW_FILTERS } from '@widgetry/contracts/constants';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const isText = (value: unknown): value is string => typeof value === 'string';

function numberIn(value: unknown, min: number, max: number, integer = false): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) return null;
  return integer && !Number.isInteger(value) ? null : value;
}

function readBusiness(value: unknown): ReviewBusiness | null {
  if (!isRecord(value) || !isText(value.name) || !isText(value.url)) return null;
  return {
    name: value.name,
    logoUrl: textOrNull(value.logoUrl),
    rating: numberIn(value.rating, 0, 5),
    totalReviews: numberIn(value.totalReviews, 0, Number.MAX_SAFE_INTEGER, true),
    url: value.url,
    writeReviewUrl: textOrNull(value.writeReviewUrl),
  };
}

function readReply(value: unknown): ReviewReply | null {
  if (!isRecord(value) || !isText(value.text)) return null;
  return { text: value.text, date: textOrNull(value.date) };
}

function readReview(value: unknown): Review | null {
  if (!isRecord(value) || !isText(value.author) || !isText(value.text)) return null;
  const rating = numberIn(value.rating, 1, 5, true);
  if (rating === null) return null;
  return {
    sourceId: textOrNull(value.sourceId) ?? '',
    author: value.author,
    avatarUrl: textOrNull(value.avatarUrl),
    rating,
    title: textOrNull(value.title),
    text: value.text,
    date: textOrNull(value.date),
    tripType: textOrNull(value.tripType),
    photos: Array.isArray(value.photos) ? value.photos.filter(isText) : [],
    reply: readReply(value.reply),
    url: textOrNull(value.url),
  };
}

/**
 * `value` as ReviewsData from `source`, or null when it is absent, of another shape or from
 * another platform (a Trustpilot widget never shows Yelp reviews under a Trustpilot label).
 * Strings are kept as they are: the render escapes every text and passes every URL through
 * safeUrl, so nothing is cleaned here.
 */
export function readReviewsData(value: unknown, source: ReviewSource): ReviewsData | null {
  if (!isRecord(value) || value.source !== source || !Array.isArray(value.reviews)) return null;
  const business = readBusiness(value.business);
  if (!business) return null;
  const reviews = value.reviews.map(readReview).filter((review): review is Review => review !== null);
  return { source, business, reviews, fetchedAt: textOrNull(value.fetchedAt) ?? '' };
}

const filters: readonly unknown[] = REVIEW_FILTERS;

/** The least number of stars a review filter keeps: 'all' (or an unknown value) keeps every review. */
export function minimumStars(filter: unknown): number {
  return filters.includes(filter) && filter !== 'all' ? Number(filter) : 0;
}

/** The reviews to show: those with at least `minStars` stars, in the source's order, at most `max` (null: no limit). */
export function selectReviews(
  reviews: readonly Review[],
  { minStars, max }: { minStars: number; max: number | null },
): Review[] {
  const kept = reviews.filter((review) => review.rating >= minStars);
  return max === null ? kept : kept.slice(0, Math.max(0, max));
}
