import { z } from 'zod';
import { httpUrlSchema } from '../rules/url.rule';
import { sourceIdsOf } from './source-registry';

// The one shape every review source (the registry's kind 'reviews') is normalised to by the API's
// adapters, cached, and handed to the review widget runtimes. It reaches customers' pages, so:
// every address is an absolute http(s) URL (a javascript: or data: address is refused here and
// dropped by the adapters), and every text is plain text, never markup; the runtimes escape it.

/** Storable plain text: Postgres jsonb refuses NUL and lone surrogates, so adapters strip them. */
const plainText = z.string().refine((value) => !value.includes('\u0000') && !/\p{Cs}/u.test(value), {
  error: 'Text must not hold NUL or lone surrogate characters.',
});

const nullableUrl = httpUrlSchema.nullable();

// A source gives a review's date as a timestamp, a day, or only a month ("Written Oct 2025" on a
// travel site): keeping the precision it gives lets a runtime show "Oct 2025" rather than a made-up day.
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** ISO 8601: a timestamp with offset (`2025-10-03T09:12:00.000Z`), a day (`2025-10-03`) or a month (`2025-10`). */
export const reviewDateSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date(), z.string().regex(YEAR_MONTH)]);

export const reviewSourceSchema = z.enum(sourceIdsOf('reviews'));
export type ReviewSource = z.infer<typeof reviewSourceSchema>;

/** The reviewed business as its source shows it; a value the source does not give is null. */
export const reviewBusinessSchema = z.object({
  name: plainText,
  logoUrl: nullableUrl,
  /** Average rating, 0–5, whatever the source calls it (a score, bubbles, stars). */
  rating: z.number().min(0).max(5).nullable(),
  /** All reviews the source counts, not only those fetched. */
  totalReviews: z.number().int().nonnegative().nullable(),
  /** The business's page on the source. */
  url: httpUrlSchema,
  writeReviewUrl: nullableUrl,
});
export type ReviewBusiness = z.infer<typeof reviewBusinessSchema>;

export const reviewReplySchema = z.object({
  text: plainText,
  date: reviewDateSchema.nullable(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const reviewSchema = z.object({
  /** The source's own id of the review; the cache de-duplicates on it (SOURCES.md). */
  sourceId: plainText.min(1),
  author: plainText,
  avatarUrl: nullableUrl,
  /** Whole stars or bubbles, 1–5. */
  rating: z.number().int().min(1).max(5),
  title: plainText.nullable(),
  /** The review's text as plain text; an excerpt when the source only gives one (an API giving excerpts). */
  text: plainText,
  date: reviewDateSchema.nullable(),
  /** The trip type a travel site gives with a review (e.g. "Traveled as a couple"); null from other sources. */
  tripType: plainText.nullable(),
  photos: z.array(httpUrlSchema),
  /** The business owner's answer. */
  reply: reviewReplySchema.nullable(),
  /** The review's own page on the source. */
  url: nullableUrl,
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsDataSchema = z.object({
  source: reviewSourceSchema,
  business: reviewBusinessSchema,
  /** Newest first as the source orders them; empty only when the business has no reviews. */
  reviews: z.array(reviewSchema),
  /** When the API read the source (ISO timestamp). */
  fetchedAt: z.iso.datetime({ offset: true }),
});
export type ReviewsData = z.infer<typeof reviewsDataSchema>;
