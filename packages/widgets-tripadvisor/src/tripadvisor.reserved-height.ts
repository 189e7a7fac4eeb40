// The height the install snippet reserves for a TripAdvisor widget (WidgetDefinition.reservedHeight).
import type { TripadvisorSettings } from '@widgetry/contracts';
import { type ReviewLayoutHeights, reviewsHeight } from '@widgetry/widgets-core';

/**
 * Measured in Chromium with the test fixture's reviews repeated (one in six has two photos),
 * default settings but for the one named:
 * - list on a 928 px column: 5 reviews 1177 px, 10 2137, 20 4056 ('all' of one page: the same)
 *   (on 343 px: 1507, 2698, 5080, left to grow below the fold);
 * - masonry on 928 px: 5 reviews 677, 10 1083, 20 2007;
 * - carousel: 572 px on 928, 688 on 343, whatever the count;
 * - review photos off: 10 reviews 1977 instead of 2137 (16 px a review with the fixture's share).
 * Figures below are their upper envelope; the carousel takes the narrow column's height, so close.
 */
const HEIGHTS: ReviewLayoutHeights = {
  list: { base: 225, perItem: 193 },
  masonry: { base: 320, perItem: 85 },
  carousel: 690,
};
const PHOTOS_PER_REVIEW = 16;
/** Reviews in one page the source reads (the API's TRIPADVISOR_REVIEWS_PER_PAGE). */
const REVIEWS_PER_PAGE = 20;

/**
 * The widget shows at most numberOfReviews of the pages read ('all': every review read). A place
 * with fewer reviews shows fewer, and a star filter fewer still: reserved as if it had them all.
 */
export function tripadvisorReservedHeight(settings: TripadvisorSettings): number {
  const read = settings.filters.reviewPageCount * REVIEWS_PER_PAGE;
  const wanted = settings.filters.numberOfReviews;
  const reviews = wanted === 'all' ? read : Math.min(Number(wanted), read);
  const layout = settings.layout.layoutType;
  const photos = layout === 'list' && !settings.reviews.showReviewPhotos ? PHOTOS_PER_REVIEW * reviews : 0;
  return reviewsHeight(HEIGHTS, layout, reviews) - photos;
}
