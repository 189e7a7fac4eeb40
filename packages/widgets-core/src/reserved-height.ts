// What the review and listing types' reservedHeight functions share (WidgetDefinition
// reservedHeight): how a height measured on the 928 px column grows with the number of reviews or
// listings. Each type keeps its own measured figures beside its definition.
import { LISTING_COLUMNS_MAX, LISTING_COLUMNS_MIN } from '@widgetry/contracts/constants';

/**
 * The most an install snippet reserves: about one screen. Only the part of a widget that can be in
 * view when the page first paints needs its space held; a widget taller than that grows below the
 * fold, where nothing a visitor sees moves. Reserving a whole estimated review list or listing page
 * instead (3,715 px for 20 Trustpilot reviews) left screens of blank space under a widget whose
 * source had only a few. 1,200 px covers a desktop viewport below a widget placed anywhere but the
 * very top of a page.
 */
export const MAX_RESERVED_HEIGHT = 1200;

/** What the snippet reserves for a widget whose definition estimates `estimate` pixels. */
export function snippetReservation(estimate: number): number {
  return Math.min(Math.ceil(estimate), MAX_RESERVED_HEIGHT);
}

/** A height that grows by `perItem` for each review or listing shown, from `base`. */
export interface LinearHeight {
  base: number;
  perItem: number;
}

/** A review widget's measured heights: list and masonry grow with the reviews, the carousel is one row. */
export interface ReviewLayoutHeights {
  list: LinearHeight;
  /** Three columns on the wide column, filled in turn, so it grows by about a third of a card a review. */
  masonry: LinearHeight;
  carousel: number;
}

/** The height of a review widget in `layout` (list, masonry, carousel; anything else shows as the list) with `reviews` reviews. */
export function reviewsHeight(heights: ReviewLayoutHeights, layout: unknown, reviews: number): number {
  if (layout === 'carousel') return heights.carousel;
  const line = layout === 'masonry' ? heights.masonry : heights.list;
  return line.base + line.perItem * Math.max(0, reviews);
}

/**
 * The listing widgets (AppFolio and Rentvine share the runtime, so their figures are one set),
 * measured with Chromium on a 928 px column, default settings but for the one named (the test
 * fixture's listings repeated; its first is the tallest card):
 * - one column: 1 listing 1070 px, 4 listings 3329, 6 4852, 12 9369;
 * - two columns: 1 listing 772, 4 1234, 6 1697, 12 3060;
 * - three columns: 1 listing 692, 4 1053, 6 1076, 12 1800;
 * - four columns: 1 listing 687, 4 687, 6 1065, 12 1443;
 * - the hawk template is within 1 px of eagle (6 listings: 1077 and 1076);
 * - every visitor filter off: 6 listings 926 px instead of 1076 (the filter bar's 150 px).
 * On a 343 px column the cards stack in one column whatever the setting (1 listing 971 px,
 * 6 listings 2843, 12 5063), the grow-below-the-fold case WidgetDefinition.reservedHeight
 * describes. Base and rows below are those figures' upper envelope, rounded up.
 */
const LISTING_BASE = 320;
const LISTING_FILTER_BAR = 150;
const LISTING_ROW: Readonly<Record<number, number>> = { 1: 760, 2: 465, 3: 385, 4: 380 };
const DEFAULT_COLUMNS = 3;

/**
 * How many listings to reserve for: the source's count is only known when the page loads. Six is
 * two rows of the default three columns, a small property manager's page; a page with more grows
 * past the reservation below its first rows, mostly below the fold.
 */
export const LIKELY_LISTINGS = 6;

/** The height of a listing widget with `columns` columns, its filter bar shown or not. */
export function listingsHeight({ columns, filterBar }: { columns: unknown; filterBar: boolean }): number {
  const count =
    typeof columns === 'number' && Number.isInteger(columns) && columns >= LISTING_COLUMNS_MIN
      ? Math.min(columns, LISTING_COLUMNS_MAX)
      : DEFAULT_COLUMNS;
  const row = LISTING_ROW[count] ?? LISTING_ROW[DEFAULT_COLUMNS] ?? 0;
  const base = filterBar ? LISTING_BASE : LISTING_BASE - LISTING_FILTER_BAR;
  return base + Math.ceil(LIKELY_LISTINGS / count) * row;
}

/** Whether a listing widget shows its filter bar: it does while any of its visitor filters is on. */
export function listingFilterBarShown(filters: Readonly<Record<string, unknown>>): boolean {
  return Object.values(filters).some((value) => value === 'on');
}
