import { describe, expect, it } from 'vitest';
import { prorateRent } from './proration';

describe('prorateRent, move-in', () => {
  it('charges from the move-in day to the end of a leap February', () => {
    // 2024 is a leap year: February has 29 days; 15th–29th inclusive is 15 days.
    // 1 500 × 15 / 29 = 22 500 / 29 = 775.862… → 775.86
    const result = prorateRent({ monthlyRent: 1500, moveIn: '2024-02-15' });
    expect(result.daysInMonth).toBe(29);
    expect(result.daysCharged).toBe(15);
    expect(result.dailyRate).toBeCloseTo(51.724_137_9, 6); // 1 500 / 29, unrounded
    expect(result.amount).toBe(775.86);
    expect(result.from).toEqual({ year: 2024, month: 2, day: 15 });
    expect(result.to).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('charges from the move-in day to the end of a common February', () => {
    // 2023: 28 days; 15th–28th is 14 days; 1 500 / 28 × 14 = 750.00
    const result = prorateRent({ monthlyRent: 1500, moveIn: '2023-02-15' });
    expect(result).toMatchObject({ daysInMonth: 28, daysCharged: 14, amount: 750 });
  });

  it('charges one day when moving in on the last day of a 30-day month', () => {
    // 1 000 / 30 = 33.333… → 33.33
    const result = prorateRent({ monthlyRent: 1000, moveIn: { year: 2026, month: 9, day: 30 } });
    expect(result).toMatchObject({ daysInMonth: 30, daysCharged: 1, amount: 33.33 });
  });

  it('charges the full rent when moving in on the 1st', () => {
    const result = prorateRent({ monthlyRent: 1234.56, moveIn: '2025-01-01' });
    expect(result).toMatchObject({ daysInMonth: 31, daysCharged: 31, amount: 1234.56 });
  });
});

describe('prorateRent, move-out', () => {
  it('charges from the 1st to the move-out day', () => {
    // March has 31 days: 3 100 / 31 = 100 a day; 1st–10th is 10 days → 1 000.00
    const result = prorateRent({ monthlyRent: 3100, moveOut: '2026-03-10' });
    expect(result).toMatchObject({ daysInMonth: 31, dailyRate: 100, daysCharged: 10, amount: 1000 });
    expect(result.from).toEqual({ year: 2026, month: 3, day: 1 });
  });

  it('uses the leap day when moving out on 29 February', () => {
    // 2000 is a leap century: 29 days, all charged → full rent
    const result = prorateRent({ monthlyRent: 2900, moveOut: '2000-02-29' });
    expect(result).toMatchObject({ daysInMonth: 29, daysCharged: 29, amount: 2900 });
  });

  it('treats February 1900 as 28 days (century, not a leap year)', () => {
    // 2 800 / 28 = 100 a day; 1st–7th is 7 days → 700.00
    const result = prorateRent({ monthlyRent: 2800, moveOut: '1900-02-07' });
    expect(result).toMatchObject({ daysInMonth: 28, daysCharged: 7, amount: 700 });
  });
});

describe('prorateRent, move-in and move-out in one month', () => {
  it('charges the stay, both days included', () => {
    // April: 30 days, 3 000 / 30 = 100 a day; 5th–20th is 16 days → 1 600.00
    const result = prorateRent({ monthlyRent: 3000, moveIn: '2026-04-05', moveOut: '2026-04-20' });
    expect(result).toMatchObject({ daysInMonth: 30, daysCharged: 16, amount: 1600 });
  });

  it('charges one day when moving in and out on the same day', () => {
    // 1 550 / 31 = 50.00
    const result = prorateRent({ monthlyRent: 1550, moveIn: '2026-01-31', moveOut: '2026-01-31' });
    expect(result).toMatchObject({ daysCharged: 1, amount: 50 });
  });

  it('charges nothing for a zero rent', () => {
    expect(prorateRent({ monthlyRent: 0, moveIn: '2026-01-10' }).amount).toBe(0);
  });
});

describe('prorateRent, invalid input', () => {
  it.each([
    ['a negative rent', { monthlyRent: -1, moveIn: '2026-01-10' }],
    ['a rent that is not a number', { monthlyRent: Number.NaN, moveIn: '2026-01-10' }],
    ['an infinite rent', { monthlyRent: Number.POSITIVE_INFINITY, moveIn: '2026-01-10' }],
    ['a day that does not exist', { monthlyRent: 1000, moveIn: '2023-02-29' }],
    ['a malformed date', { monthlyRent: 1000, moveOut: '10/03/2026' }],
    ['a move-out before the move-in', { monthlyRent: 1000, moveIn: '2026-03-10', moveOut: '2026-03-09' }],
    ['move-in and move-out in different months', { monthlyRent: 1000, moveIn: '2026-03-10', moveOut: '2026-04-09' }],
    ['no date at all', { monthlyRent: 1000 }],
  ])('throws a RangeError for %s', (_case, input) => {
    expect(() => prorateRent(input)).toThrow(RangeError);
  });

  it('names the problem in the message', () => {
    expect(() => prorateRent({ monthlyRent: 1000, moveIn: '2026-03-10', moveOut: '2026-03-01' })).toThrow(
      'moveOut must not be before moveIn',
    );
  });
});
