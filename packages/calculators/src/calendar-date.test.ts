import { describe, expect, it } from 'vitest';
import { compareCalendarDates, daysInMonth, isLeapYear, parseCalendarDate } from './calendar-date';

describe('isLeapYear', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true], // divisible by 400
    [1900, false], // century not divisible by 400
    [2100, false],
  ])('%d → %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 1, 31],
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 6, 30],
    [2026, 9, 30],
    [2026, 11, 30],
    [2026, 12, 31],
  ])('%d-%d has %d days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it('rejects a month outside 1–12', () => {
    expect(() => daysInMonth(2024, 0)).toThrow(RangeError);
    expect(() => daysInMonth(2024, 13)).toThrow(RangeError);
    expect(() => daysInMonth(2024, 1.5)).toThrow(RangeError);
  });
});

describe('parseCalendarDate', () => {
  it('reads an ISO date string without any time zone shift', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate(' 2026-01-01 ')).toEqual({ year: 2026, month: 1, day: 1 });
  });

  it('checks and copies a date object', () => {
    const input = { year: 2026, month: 3, day: 10 };
    const parsed = parseCalendarDate(input);
    expect(parsed).toEqual(input);
    expect(parsed).not.toBe(input);
  });

  it.each([
    ['2023-02-29'], // not a leap year
    ['2026-04-31'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['0000-01-01'],
    ['2024-2-5'],
    ['2024-02-15T00:00:00Z'],
    ['15/02/2024'],
    [''],
  ])('rejects %j', (input) => {
    expect(() => parseCalendarDate(input)).toThrow(RangeError);
  });

  it('rejects a non-existent or fractional date object', () => {
    expect(() => parseCalendarDate({ year: 2026, month: 2, day: 29 })).toThrow(RangeError);
    expect(() => parseCalendarDate({ year: 2026, month: 2, day: 1.5 })).toThrow(RangeError);
    expect(() => parseCalendarDate({ year: 2026.5, month: 2, day: 1 })).toThrow(RangeError);
  });
});

describe('compareCalendarDates', () => {
  it('orders by year, then month, then day', () => {
    expect(compareCalendarDates({ year: 2025, month: 12, day: 31 }, { year: 2026, month: 1, day: 1 })).toBeLessThan(0);
    expect(compareCalendarDates({ year: 2026, month: 3, day: 1 }, { year: 2026, month: 2, day: 28 })).toBeGreaterThan(
      0,
    );
    expect(compareCalendarDates({ year: 2026, month: 3, day: 9 }, { year: 2026, month: 3, day: 10 })).toBeLessThan(0);
    expect(compareCalendarDates({ year: 2026, month: 3, day: 10 }, { year: 2026, month: 3, day: 10 })).toBe(0);
  });
});
