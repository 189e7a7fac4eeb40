import { describe, expect, it } from 'vitest';
import { MAX_STAY_MONTHS, prorateStay } from './proration-stay';

describe('prorateStay, a stay across months (issue 14)', () => {
  it('prorates each month on its own length and sums the parts', () => {
    // January: 20th–31st = 12 days of 31 → 1 550 × 12 / 31 = 600.00
    // February 2023: 1st–10th = 10 days of 28 → 1 550 × 10 / 28 = 553.571… → 553.57
    const result = prorateStay({ monthlyRent: 1550, moveIn: '2023-01-20', moveOut: '2023-02-10' });
    expect(result.parts.map((part) => [part.daysInMonth, part.daysCharged, part.amount])).toEqual([
      [31, 12, 600],
      [28, 10, 553.57],
    ]);
    expect(result.daysCharged).toBe(22);
    expect(result.amount).toBe(1153.57);
    expect(result.from).toEqual({ year: 2023, month: 1, day: 20 });
    expect(result.to).toEqual({ year: 2023, month: 2, day: 10 });
  });

  it('uses 29 days for February of a leap year', () => {
    // February 2024: 15th–29th = 15 days of 29 → 1 450 × 15 / 29 = 750.00; March: 1st–3rd → 1 450 × 3 / 31 = 140.32
    const result = prorateStay({ monthlyRent: 1450, moveIn: '2024-02-15', moveOut: '2024-03-03' });
    expect(result.parts.map((part) => [part.daysInMonth, part.daysCharged, part.amount])).toEqual([
      [29, 15, 750],
      [31, 3, 140.32],
    ]);
    expect(result.amount).toBe(890.32);
  });

  it('charges one day at each month end: out on the 1st after in on the last day', () => {
    // 30 April (1 of 30) and 1 May (1 of 31): 900/30 + 900/31 = 30 + 29.03
    const result = prorateStay({ monthlyRent: 900, moveIn: '2026-04-30', moveOut: '2026-05-01' });
    expect(result.parts.map((part) => part.amount)).toEqual([30, 29.03]);
    expect(result.daysCharged).toBe(2);
    expect(result.amount).toBe(59.03);
  });

  it('crosses the year end', () => {
    const result = prorateStay({ monthlyRent: 3100, moveIn: '2025-12-22', moveOut: '2026-01-10' });
    expect(result.parts.map((part) => [part.from, part.to])).toEqual([
      [
        { year: 2025, month: 12, day: 22 },
        { year: 2025, month: 12, day: 31 },
      ],
      [
        { year: 2026, month: 1, day: 1 },
        { year: 2026, month: 1, day: 10 },
      ],
    ]);
    expect(result.amount).toBe(2000);
  });

  it('charges a whole month in between in full', () => {
    const result = prorateStay({ monthlyRent: 1000, moveIn: '2024-01-31', moveOut: '2024-03-01' });
    expect(result.parts.map((part) => [part.daysCharged, part.amount])).toEqual([
      [1, 32.26],
      [29, 1000],
      [1, 32.26],
    ]);
    expect(result.amount).toBe(1064.52);
  });

  it('is the single-month proration when both days are in one month', () => {
    const result = prorateStay({ monthlyRent: 3000, moveIn: '2026-06-05', moveOut: '2026-06-20' });
    expect(result.parts).toHaveLength(1);
    expect(result).toMatchObject({ daysCharged: 16, amount: 1600 });
  });

  it('refuses a move-out before the move-in and a stay over the month limit', () => {
    expect(() => prorateStay({ monthlyRent: 1000, moveIn: '2026-02-10', moveOut: '2026-02-09' })).toThrow(RangeError);
    expect(() => prorateStay({ monthlyRent: 1000, moveIn: '2026-01-31', moveOut: '2026-12-01' })).not.toThrow();
    expect(() => prorateStay({ monthlyRent: 1000, moveIn: '2026-01-31', moveOut: '2027-01-01' })).toThrow(
      `at most ${MAX_STAY_MONTHS} months`,
    );
    expect(() => prorateStay({ monthlyRent: -1, moveIn: '2026-01-01', moveOut: '2026-01-02' })).toThrow(RangeError);
  });
});
