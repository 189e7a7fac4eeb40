import {
  REVIEW_LIST_PAGE_SIZE,
  type Review,
  type ReviewListQuery,
  type ReviewListResponse,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { reviewSourceOf, reviewWidgetOf } from './review-source-of';
import type { ReviewsService } from './reviews.service';

// The editor's "Reviews" list (issue 31): every cached review a widget could show, hidden ones
// included (so they can be shown again), searched and paged. It reads the cache only: listing
// never reads the source.

/** Case and accents as typed do not matter to a search. */
const folded = (value: string) => value.normalize('NFC').toLocaleLowerCase();

/** The reviews whose author, title or text holds the search, in the given order. */
export function searchReviews(reviews: readonly Review[], q: string): Review[] {
  const wanted = folded(q.trim());
  if (wanted === '') return [...reviews];
  return reviews.filter((review) => folded(`${review.author}\n${review.title ?? ''}\n${review.text}`).includes(wanted));
}

/** One page of `reviews` matching `q`. */
export function reviewListPage(
  reviews: readonly Review[],
  { page, q }: ReviewListQuery,
  read: boolean,
): ReviewListResponse {
  const matching = searchReviews(reviews, q);
  const start = (page - 1) * REVIEW_LIST_PAGE_SIZE;
  return {
    reviews: matching
      .slice(start, start + REVIEW_LIST_PAGE_SIZE)
      .map(({ sourceId, author, rating, title, text, date }) => ({
        sourceId,
        author,
        rating,
        title,
        text,
        date,
      })),
    total: matching.length,
    page,
    pageSize: REVIEW_LIST_PAGE_SIZE,
    read,
  };
}

/**
 * The list of a review widget of this type and settings: its source's cached reviews (as many as
 * the widget asks of the source), uncurated. null for a type without reviews or settings naming no source.
 */
export async function reviewListOf(
  reviews: Pick<ReviewsService, 'cachedFor'>,
  type: WidgetTypeName,
  settings: unknown,
  query: ReviewListQuery,
): Promise<ReviewListResponse | null> {
  const widget = reviewWidgetOf(type, settings);
  const ref = widget && reviewSourceOf(widget);
  if (!ref) return null;
  const { data } = await reviews.cachedFor(ref);
  return reviewListPage(data?.reviews ?? [], query, data !== null);
}
