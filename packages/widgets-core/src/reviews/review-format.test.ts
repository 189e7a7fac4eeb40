import { describe, expect, it } from 'vitest';
import { formatCount, formatRating, formatReviewDate } from './review-format';

describe('review dates', () => {
  it.each([
    ['2025-10-03T09:12:00.000Z', 'Oct 3, 2025', '2025-10-03'],
    // The day as the source wrote it: a late-evening timestamp west of UTC is not moved to the next day.
    ['2025-10-03T23:30:00-05:00', 'Oct 3, 2025', '2025-10-03'],
    ['2024-02-29', 'Feb 29, 2024', '2024-02-29'],
    ['2025-10', 'Oct 2025', '2025-10'],
    ['2025-01', 'Jan 2025', '2025-01'],
  ])('shows %s as %s', (value, text, datetime) => {
    expect(formatReviewDate(value)).toEqual({ text, datetime });
  });

  it.each([null, undefined, '', 'yesterday', '2025-13', '2025-00-10', '2025-10-00', '2025-10-32', 20251003])(
    'shows no date for %j',
    (value) => {
      expect(formatReviewDate(value)).toBeNull();
    },
  );
});

describe('counts and ratings', () => {
  it('groups thousands', () => {
    expect([0, 7, 999, 1000, 1234, 1234567].map(formatCount)).toEqual(['0', '7', '999', '1,000', '1,234', '1,234,567']);
  });

  it('gives a rating to one decimal, without a trailing zero', () => {
    expect([4.5, 4, 4.25, 3.96, 0].map(formatRating)).toEqual(['4.5', '4', '4.3', '4', '0']);
  });
});
