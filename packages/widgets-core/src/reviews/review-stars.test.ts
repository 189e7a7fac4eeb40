import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/messages';
import { reviewsMessages } from './i18n/en';
import { reviewsTranslations } from './i18n/translations';
import { renderStars } from './review-stars';

const english = createI18n(reviewsMessages);

function stars(rating: number, shape: 'star' | 'bubble' = 'star') {
  const doc = new DOMParser().parseFromString(renderStars(rating, shape, english).value, 'text/html');
  const image = doc.querySelector('[role="img"]');
  const fills = [...doc.querySelectorAll('svg')].map((svg) =>
    [...svg.querySelectorAll('path')].map((path) => path.getAttribute('class')).join('+'),
  );
  return {
    label: image?.getAttribute('aria-label'),
    fills,
    hidden: doc.querySelectorAll('svg[aria-hidden="true"]').length,
  };
}

describe('stars', () => {
  it('is one image read out as the rating out of 5, its shapes hidden', () => {
    expect(stars(4.5)).toEqual({
      label: 'Rated 4.5 out of 5',
      fills: ['wg-rv-on', 'wg-rv-on', 'wg-rv-on', 'wg-rv-on', 'wg-rv-off+wg-rv-on'],
      hidden: 5,
    });
  });

  it('fills to the nearest half and stays within 0 to 5', () => {
    expect(stars(3).fills).toEqual(['wg-rv-on', 'wg-rv-on', 'wg-rv-on', 'wg-rv-off', 'wg-rv-off']);
    expect(stars(1.2).fills).toEqual(['wg-rv-on', 'wg-rv-off', 'wg-rv-off', 'wg-rv-off', 'wg-rv-off']);
    expect(stars(1.3).fills.slice(0, 2)).toEqual(['wg-rv-on', 'wg-rv-off+wg-rv-on']);
    expect(stars(9).fills.every((fill) => fill === 'wg-rv-on')).toBe(true);
    expect(stars(-1).fills.every((fill) => fill === 'wg-rv-off')).toBe(true);
  });

  it('draws bubbles for TripAdvisor', () => {
    expect(renderStars(5, 'bubble', english).value).toContain('a10 10');
    expect(renderStars(5, 'star', english).value).not.toContain('a10 10');
  });

  it('is read out in the widget’s language', () => {
    const spanish = createI18n(reviewsMessages, 'es', reviewsTranslations.es);
    expect(renderStars(4.5, 'star', spanish).value).toContain('aria-label="Valoración: 4,5 de 5"');
  });
});
