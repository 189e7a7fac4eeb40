// The height the install snippet reserves for a Trustpilot widget (WidgetDefinition.reservedHeight).
import type { TrustpilotSettings } from '@widgetry/contracts';
import { type ReviewLayoutHeights, reviewsHeight } from '@widgetry/widgets-core';

/**
 * Measured in Chromium with the test fixture's reviews repeated (its first, with photos and a
 * reply, is the tallest card), default settings but for the layout:
 * - list on a 928 px column: 1 review 388 px, 6 reviews 1175, 12 2196, 20 3681
 *   (on 343 px: 505, 1523, 2775, 4723, left to grow below the fold);
 * - masonry on 928 px: 3 reviews 616, 6 710, 12 1128, 20 1868 (on 343 px it is the list);
 * - carousel: 511 px on 928, 547 on 343, whatever the count (one row of cards);
 * - the header's four toggles off take 50 px off (6 reviews 1125), too little to count.
 * Figures below are their upper envelope; the carousel takes the narrow column's height, so close.
 */
const HEIGHTS: ReviewLayoutHeights = {
  list: { base: 215, perItem: 175 },
  masonry: { base: 400, perItem: 74 },
  carousel: 550,
};

/**
 * The widget shows every review read, and the source reads one profile page, 20 reviews (the
 * API's TRUSTPILOT_REVIEWS_PER_PAGE): what a business with a Trustpilot profile likely has. A
 * star filter shows fewer, by how many of its reviews have fewer stars, which no one can tell
 * here: it is reserved as if every review passed.
 */
export const LIKELY_TRUSTPILOT_REVIEWS = 20;

export function trustpilotReservedHeight(settings: TrustpilotSettings): number {
  return reviewsHeight(HEIGHTS, settings.layout, LIKELY_TRUSTPILOT_REVIEWS);
}
