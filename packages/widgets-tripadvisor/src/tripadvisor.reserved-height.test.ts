import { defaultSettings, type TripadvisorSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { tripadvisorReservedHeight } from './tripadvisor.reserved-height';

type Change = { [K in 'layout' | 'reviews' | 'filters']?: Partial<TripadvisorSettings[K]> };

function height(change: Change = {}): number {
  const base = defaultSettings('tripadvisor');
  return tripadvisorReservedHeight({
    ...base,
    layout: { ...base.layout, ...change.layout },
    reviews: { ...base.reviews, ...change.reviews },
    filters: { ...base.filters, ...change.filters },
  });
}

describe('the tripadvisor reservation', () => {
  it('covers the default list of 10 reviews (2137 px measured on a 928 px column)', () => {
    expect(height()).toBeGreaterThanOrEqual(2137);
    expect(height()).toBeLessThan(2137 * 1.1);
  });

  it('grows with the reviews shown, up to what the pages read hold', () => {
    expect(height({ filters: { numberOfReviews: '20' } })).toBeGreaterThanOrEqual(4056);
    expect(height({ filters: { numberOfReviews: '5' } })).toBeLessThan(height());
    expect(height({ filters: { numberOfReviews: 'all' } })).toBe(height({ filters: { numberOfReviews: '20' } }));
    expect(height({ filters: { numberOfReviews: 'all', reviewPageCount: 2 } })).toBeGreaterThan(
      height({ filters: { numberOfReviews: 'all' } }) * 1.8,
    );
  });

  it('reserves one row for the carousel and about a third of the list for masonry', () => {
    expect(height({ layout: { layoutType: 'carousel' } })).toBeGreaterThanOrEqual(688);
    expect(height({ layout: { layoutType: 'carousel' } })).toBeLessThan(height() / 2.5);
    expect(height({ layout: { layoutType: 'masonry' } })).toBeGreaterThanOrEqual(1083);
    expect(height({ layout: { layoutType: 'masonry' } })).toBeLessThan(height() / 1.5);
  });

  it('reserves less without review photos', () => {
    expect(height({ reviews: { showReviewPhotos: false } })).toBeLessThan(height());
    expect(height({ reviews: { showReviewPhotos: false } })).toBeGreaterThanOrEqual(1977);
  });
});
