import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate, formatMoney, formatSliderLabel } from './format';

describe('formatMoney', () => {
  it.each([
    [1798.65, '$1,798.65'],
    [0, '$0.00'],
    [0.5, '$0.50'],
    [950, '$950.00'],
    [1_000_000_000, '$1,000,000,000.00'],
    [1_234_567.895, '$1,234,567.90'],
    [999.995, '$1,000.00'],
    [-5, '-$5.00'],
    [-1234.5, '-$1,234.50'],
    [-0.001, '$0.00'],
    [Number.NaN, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
  ])('%d → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe('formatSliderLabel', () => {
  it.each([
    [0, '$0'],
    [950, '$950'],
    [999.4, '$999'],
    [999.5, '$1K'], // rounds to 1 000 dollars, so shown in thousands
    [1000, '$1K'],
    [1500, '$1.5K'],
    [1550, '$1.6K'], // 1.55 K to one decimal, half away from zero
    [250_000, '$250K'],
    [999_949, '$999.9K'],
    [999_950, '$1.000M'], // 999.95 K would round to 1 000.0 K
    [1_000_000, '$1.000M'],
    [1_240_000, '$1.240M'],
    [1_550_000, '$1.550M'],
    [1_860_000, '$1.860M'],
    [12_345_678, '$12.346M'],
    [-1500, '-$1.5K'],
    [Number.NaN, 'N/A'],
  ])('%d → %s', (amount, expected) => {
    expect(formatSliderLabel(amount)).toBe(expected);
  });
});

describe('formatLongDate', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would store the string 'undefined', so remove the variable instead.
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each<[Date | string | number, string]>([
    ['2026-03-05', '5 March 2026'],
    ['2024-02-29', '29 February 2024'],
    [new Date(Date.UTC(2026, 2, 5, 23, 30)), '5 March 2026'],
    // 2026-01-01 is day 56 × 365 + 14 leap days = 20 454; + 31 + 28 + 4 = day 20 517 → × 86 400
    [1_772_668_800, '5 March 2026'],
    ['1772668800', '5 March 2026'],
    ['2026-03-05T23:30:00Z', '5 March 2026'],
    // 23:30 at UTC−5 is 04:30 UTC the next day
    ['2026-03-05T23:30:00-05:00', '6 March 2026'],
  ])('%j → %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  it('reads a date-time without a zone as UTC whatever the local zone', () => {
    // Local-time parsing in Los Angeles (UTC−8 in early March) would give 6 March 07:30 UTC.
    process.env.TZ = 'America/Los_Angeles';
    expect(formatLongDate('2026-03-05T23:30:00')).toBe('5 March 2026');
    expect(formatLongDate('2026-03-05')).toBe('5 March 2026');
  });

  it.each([[null], [undefined], [''], ['   '], ['not a date'], [Number.NaN], [new Date('invalid')]])(
    '%j → N/A',
    (input) => {
      expect(formatLongDate(input)).toBe('N/A');
    },
  );
});
