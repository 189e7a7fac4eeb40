import { defaultSettings, type YelpSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { yelpReservedHeight } from './yelp.reserved-height';

type Change = { fetchReviews?: YelpSettings['fetchReviews'] } & {
  [K in 'header' | 'cards' | 'reviews']?: Partial<YelpSettings[K]>;
};

function height(change: Change = {}): number {
  const base = defaultSettings('yelp');
  return yelpReservedHeight({
    ...base,
    fetchReviews: change.fetchReviews ?? base.fetchReviews,
    header: { ...base.header, ...change.header },
    cards: { ...base.cards, ...change.cards },
    reviews: { ...base.reviews, ...change.reviews },
  });
}

describe('the yelp reservation', () => {
  it('covers the default list of 10 reviews (2207 px measured on a 928 px column)', () => {
    expect(height()).toBeGreaterThanOrEqual(2207);
    expect(height()).toBeLessThan(2207 * 1.1);
  });

  it('grows with the reviews read: 20 reviews reserve about twice the 10', () => {
    expect(height({ fetchReviews: 20 })).toBeGreaterThanOrEqual(4254);
    expect(height({ fetchReviews: 20 }) - height()).toBeGreaterThan(1900);
    expect(height({ fetchReviews: 5 })).toBeLessThan(height());
  });

  it('reserves one row for the carousel whatever the count, and a third of the list for masonry', () => {
    const carousel = height({ reviews: { reviewlayout: 'carousel' } });
    expect(carousel).toBeGreaterThanOrEqual(608);
    expect(height({ fetchReviews: 45, reviews: { reviewlayout: 'carousel' } })).toBe(carousel);
    expect(height({ reviews: { reviewlayout: 'masonry' } })).toBeGreaterThanOrEqual(1021);
    expect(height({ reviews: { reviewlayout: 'masonry' } })).toBeLessThan(height() / 1.5);
  });

  it('reserves more with review photos and less without the header', () => {
    expect(height({ cards: { reviewPhothoStatus: 'on' } })).toBeGreaterThanOrEqual(2367);
    expect(height({ header: { headerStatus: 'off' } })).toBeLessThan(height());
    expect(height({ header: { headerStatus: 'off' } })).toBeGreaterThanOrEqual(2088);
  });
});
