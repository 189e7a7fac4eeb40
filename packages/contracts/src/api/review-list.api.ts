import { z } from 'zod';
import { clientString } from '../rules/text.rule';
import { reviewSchema } from '../sources/reviews.schema';

// The editor's "Reviews" list (issue 31): a review widget's cached reviews, every one of them (the
// hidden ones too, so they can be shown again), paged and searchable, for its owner to hide and pin.

export const REVIEW_LIST_PAGE_SIZE = 10;
export const REVIEW_LIST_SEARCH_MAX = 100;

/** GET /widget/:id/reviews?page=&q= – q matches the author, title or text, in any case. */
export const reviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  q: clientString()
    .trim()
    .max(REVIEW_LIST_SEARCH_MAX, { error: `Search for at most ${REVIEW_LIST_SEARCH_MAX} characters.` })
    .default(''),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** What the list shows of a review: enough to recognise it. */
export const reviewListItemSchema = reviewSchema.pick({
  sourceId: true,
  author: true,
  rating: true,
  title: true,
  text: true,
  date: true,
});
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

export const reviewListResponseSchema = z.object({
  /** This page of the reviews matching q, in the cache's order (newest first). */
  reviews: z.array(reviewListItemSchema),
  /** How many reviews match q. */
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** False while the source was never read (or is gone): there is nothing to list yet. */
  read: z.boolean(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

export const REVIEW_LIST_MESSAGES = {
  /** GET /widget/:id/reviews of a widget that is not a review widget or names no source yet. */
  noSource: 'This widget has no review source yet. Add its address, save, and its reviews will show here.',
} as const;
