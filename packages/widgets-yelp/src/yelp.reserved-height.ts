// The height the install snippet reserves for a Yelp widget (WidgetDefinition.reservedHeight).
import type { YelpSettings } from '@widgetry/contracts';
import { type ReviewLayoutHeights, reviewsHeight } from '@widgetry/widgets-core';

/**
 * Measured in Chromium with the test fixture's reviews repeated (one in six has two photos),
 * default settings but for the one named:
 * - list on a 928 px column: 5 reviews 1183 px, 10 2207, 20 4254, 45 9174
 *   (on 343 px: 1498, 2690, 5074, 10666, left to grow below the fold);
 * - masonry on 928 px: 5 reviews 654, 10 1021, 20 1953, 45 3734;
 * - carousel: 533 px on 928, 608 on 343, whatever the count;
 * - review photos on: 10 reviews 2367 instead of 2207 (16 px a review with the fixture's share);
 * - the header off: 10 reviews 2088 (120 px less).
 * Figures below are their upper envelope; the carousel takes the narrow column's height, so close.
 */
const HEIGHTS: ReviewLayoutHeights = {
  list: { base: 165, perItem: 205 },
  masonry: { base: 400, perItem: 78 },
  carousel: 610,
};
const PHOTOS_PER_REVIEW = 16;
const HEADER = 115;

/**
 * The widget shows as many reviews as it reads (Get More Reviews, fetchReviews); a business with
 * fewer shows fewer, and a star filter fewer still: reserved as if it had them all.
 */
export function yelpReservedHeight(settings: YelpSettings): number {
  const reviews = settings.fetchReviews;
  const photos = settings.cards.reviewPhothoStatus === 'on' ? PHOTOS_PER_REVIEW : 0;
  const header = settings.header.headerStatus === 'on' ? 0 : HEADER;
  // Photos lengthen cards in masonry too; counted in full there, which errs on the tall side.
  const withPhotos = settings.reviews.reviewlayout === 'carousel' ? 0 : photos * reviews;
  return reviewsHeight(HEIGHTS, settings.reviews.reviewlayout, reviews) + withPhotos - header;
}
