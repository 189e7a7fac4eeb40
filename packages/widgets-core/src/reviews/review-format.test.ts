import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/messages';
import { reviewsMessages } from './i18n/en';
import { reviewsTranslations } from './i18n/translations';
import { formatRating, formatReviewDate } from './review-format';

const english = createI18n(reviewsMessages);

describe('review dates', () => {
  it.each([
    ['2025-10-03T09:12:00.000Z', 'Oct 3, 2025', '2025-10-03'],
    // The day as the source wrote it: a late-evening timestamp west of UTC is not moved to the next day.
    ['2025-10-03T23:30:00-05:00', 'Oct 3, 2025', '2025-10-03'],
    ['2024-02-29', 'Feb 29, 2024', '2024-02-29'],
    ['2025-10', 'Oct 2025', '2025-10'],
    ['2025-01', 'Jan 2025', '2025-01'],
  ])('shows %s as %s', (value, text, datetime) => {
    expect(formatReviewDate(value, english)).toEqual({ text, datetime });
  });

  it.each([
    null,
    undefined,
    '',
    'yesterday',
    '2025-13',
    '2025-00-10',
    '2025-10-00',
    '2025-10-32',
    '2025-02-29',
    '2025-04-31',
    20251003,
  ])('shows no date for %j', (value) => {
    expect(formatReviewDate(value, english)).toBeNull();
  });

  it('names the month in the widget’s language (Intl), the day still as written', () => {
    const french = createI18n(reviewsMessages, 'fr', reviewsTranslations.fr);
    expect(formatReviewDate('2025-10-03T23:30:00-05:00', french)).toEqual({
      text: '3 oct. 2025',
      datetime: '2025-10-03',
    });
    const spanish = createI18n(reviewsMessages, 'es', reviewsTranslations.es);
    expect(formatReviewDate('2025-01', spanish)?.text).toBe('ene 2025');
  });
});

describe('ratings', () => {
  it('gives a rating to one decimal, without a trailing zero', () => {
    expect([4.5, 4, 4.25, 3.96, 0].map((rating) => formatRating(rating, english))).toEqual([
      '4.5',
      '4',
      '4.3',
      '4',
      '0',
    ]);
  });

  it('writes the decimal as the language does', () => {
    expect(formatRating(4.5, createI18n(reviewsMessages, 'pt', reviewsTranslations.pt))).toBe('4,5');
  });
});
