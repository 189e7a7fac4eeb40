import { describe, expect, it } from 'vitest';
import {
  LIKELY_LISTINGS,
  listingFilterBarShown,
  listingsHeight,
  MAX_RESERVED_HEIGHT,
  reviewsHeight,
  snippetReservation,
} from './reserved-height';

const heights = { list: { base: 100, perItem: 50 }, masonry: { base: 200, perItem: 20 }, carousel: 300 };

describe('reviewsHeight', () => {
  it('grows by a card a review in the list and in masonry, and keeps the carousel at one row', () => {
    expect(reviewsHeight(heights, 'list', 4)).toBe(300);
    expect(reviewsHeight(heights, 'masonry', 4)).toBe(280);
    expect(reviewsHeight(heights, 'carousel', 4)).toBe(300);
    expect(reviewsHeight(heights, 'carousel', 40)).toBe(300);
  });

  it('reads an unknown layout as the list (what the runtime shows) and no reviews as none', () => {
    expect(reviewsHeight(heights, 'grid', 4)).toBe(300);
    expect(reviewsHeight(heights, 'list', -3)).toBe(100);
  });
});

describe('listingsHeight', () => {
  it(`covers ${LIKELY_LISTINGS} listings in three columns (1076 px measured on a 928 px column)`, () => {
    expect(listingsHeight({ columns: 3, filterBar: true })).toBeGreaterThanOrEqual(1076);
    expect(listingsHeight({ columns: 3, filterBar: true })).toBeLessThan(1076 * 1.1);
  });

  it('reserves far more for one column, whose cards are taller and one to a row', () => {
    expect(listingsHeight({ columns: 1, filterBar: true })).toBeGreaterThan(
      4 * listingsHeight({ columns: 3, filterBar: true }),
    );
    expect(listingsHeight({ columns: 2, filterBar: true })).toBeGreaterThan(
      listingsHeight({ columns: 3, filterBar: true }),
    );
  });

  it('reserves less without the filter bar, and three columns for a column count out of range', () => {
    expect(listingsHeight({ columns: 3, filterBar: false })).toBeLessThan(
      listingsHeight({ columns: 3, filterBar: true }),
    );
    expect(listingsHeight({ columns: 3, filterBar: false })).toBeGreaterThanOrEqual(926);
    expect(listingsHeight({ columns: 9, filterBar: true })).toBe(listingsHeight({ columns: 4, filterBar: true }));
    expect(listingsHeight({ columns: 'x', filterBar: true })).toBe(listingsHeight({ columns: 3, filterBar: true }));
  });

  it('shows the filter bar while any visitor filter is on', () => {
    expect(listingFilterBarShown({ search: 'off', beds: 'on' })).toBe(true);
    expect(listingFilterBarShown({ search: 'off', beds: 'off' })).toBe(false);
  });
});

describe('snippetReservation', () => {
  it('reserves an estimate up to one screen, rounded up, and one screen for anything taller', () => {
    expect(snippetReservation(679.2)).toBe(680);
    expect(snippetReservation(MAX_RESERVED_HEIGHT)).toBe(MAX_RESERVED_HEIGHT);
    expect(snippetReservation(3715)).toBe(MAX_RESERVED_HEIGHT);
    expect(MAX_RESERVED_HEIGHT).toBeGreaterThan(900);
  });
});
