import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from './amortization';

/** Adds money amounts in whole cents, so the test's own sum cannot drift. */
const sumCents = (amounts: number[]): number => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

describe('amortizationSchedule, 300 000 over 30 years at 6 %', () => {
  const schedule = amortizationSchedule(300_000, 6, 30);

  it('pays 1 798.65 a month for 360 months', () => {
    expect(schedule.monthlyPayment).toBe(1798.65);
    expect(schedule.months).toHaveLength(360);
    expect(schedule.months.slice(0, -1).every((row) => row.payment === 1798.65)).toBe(true);
  });

  it('splits the first two payments into interest and principal', () => {
    // month 1: interest 300 000 × 0.005 = 1 500.00; principal 1 798.65 − 1 500 = 298.65
    // month 2: interest 299 701.35 × 0.005 = 1 498.506 75 → 1 498.51; principal 300.14
    expect(schedule.months[0]).toEqual({
      month: 1,
      payment: 1798.65,
      principal: 298.65,
      interest: 1500,
      balance: 299_701.35,
    });
    expect(schedule.months[1]).toEqual({
      month: 2,
      payment: 1798.65,
      principal: 300.14,
      interest: 1498.51,
      balance: 299_401.21,
    });
  });

  it('ends at a zero balance with the last payment absorbing the rounding', () => {
    const last = schedule.months.at(-1);
    expect(last?.balance).toBe(0);
    // Rounding the exact 1 798.651 58 down leaves 0.001 58 unpaid a month, which grows to
    // 0.001 58 × (1.005^360 − 1) / 0.005 = 0.001 58 × 1 004.5 ≈ 1.58 by the end, so the last
    // payment is about 1 800.2, give or take the cent rounding of each month's interest.
    expect(last?.payment).toBeGreaterThan(1799.5);
    expect(last?.payment).toBeLessThan(1801);
    expect(sumCents(schedule.months.map((row) => row.principal))).toBe(300_000_00);
  });

  it('totals what was paid and the interest in it', () => {
    const last = schedule.months.at(-1)?.payment ?? 0;
    // 359 × 1 798.65 = 645 715.35, plus the last payment
    expect(schedule.totalPaid).toBeCloseTo(645_715.35 + last, 2);
    expect(schedule.totalInterest).toBeCloseTo(schedule.totalPaid - 300_000, 2);
    expect(sumCents(schedule.months.map((row) => row.interest))).toBe(Math.round(schedule.totalInterest * 100));
  });

  it('groups the months into 30 years', () => {
    expect(schedule.years).toHaveLength(30);
    const first = schedule.years[0];
    // 12 × 1 798.65 = 21 583.80
    expect(first?.payment).toBe(21_583.8);
    // Balance after 12 months by formula: 300 000 × 1.005^12 − 1 798.65 × (1.005^12 − 1) / 0.005
    // = 318 503.34 − 1 798.65 × 12.335 562 = 318 503.34 − 22 187.43 = 296 315.91
    expect(Math.abs((first?.balance ?? 0) - 296_315.91)).toBeLessThan(0.25);
    expect((first?.principal ?? 0) + (first?.balance ?? 0)).toBeCloseTo(300_000, 2);
    expect((first?.principal ?? 0) + (first?.interest ?? 0)).toBeCloseTo(21_583.8, 2);
    expect(schedule.years.at(-1)).toMatchObject({ year: 30, balance: 0 });
    expect(sumCents(schedule.years.map((row) => row.payment))).toBe(Math.round(schedule.totalPaid * 100));
  });
});

describe('amortizationSchedule, other loans', () => {
  it('repays a zero-rate loan in equal parts, the last taking the leftover cents', () => {
    // 200 000 / 180 = 1 111.11; 179 × 1 111.11 = 198 888.69; last 200 000 − 198 888.69 = 1 111.31
    const schedule = amortizationSchedule(200_000, 0, 15);
    expect(schedule.monthlyPayment).toBe(1111.11);
    expect(schedule.months.at(-1)).toEqual({
      month: 180,
      payment: 1111.31,
      principal: 1111.31,
      interest: 0,
      balance: 0,
    });
    expect(schedule.totalInterest).toBe(0);
    expect(schedule.totalPaid).toBe(200_000);
    // year 1: 12 × 1 111.11 = 13 333.32, leaving 186 666.68
    expect(schedule.years).toHaveLength(15);
    expect(schedule.years[0]).toEqual({
      year: 1,
      payment: 13_333.32,
      principal: 13_333.32,
      interest: 0,
      balance: 186_666.68,
    });
  });

  it('repays 100 000 over one year at 12 %', () => {
    // payment 8 884.88; month 1: interest 1 000.00, principal 7 884.88, balance 92 115.12
    // month 2: interest 92 115.12 × 0.01 = 921.151 2 → 921.15, principal 7 963.73, balance 84 151.39
    const schedule = amortizationSchedule(100_000, 12, 1);
    expect(schedule.months[0]).toEqual({
      month: 1,
      payment: 8884.88,
      principal: 7884.88,
      interest: 1000,
      balance: 92_115.12,
    });
    expect(schedule.months[1]).toEqual({
      month: 2,
      payment: 8884.88,
      principal: 7963.73,
      interest: 921.15,
      balance: 84_151.39,
    });
    expect(schedule.years).toHaveLength(1);
    expect(schedule.years[0]?.principal).toBe(100_000);
    expect(schedule.years[0]?.balance).toBe(0);
  });

  it('has nothing to list for a loan of 0', () => {
    expect(amortizationSchedule(0, 6, 30)).toEqual({
      monthlyPayment: 0,
      totalPaid: 0,
      totalInterest: 0,
      months: [],
      years: [],
    });
  });

  it('rejects a negative loan, a negative rate and a term that is not whole years', () => {
    expect(() => amortizationSchedule(-1, 6, 30)).toThrow(RangeError);
    expect(() => amortizationSchedule(1000, -1, 30)).toThrow(RangeError);
    expect(() => amortizationSchedule(1000, 6, 0.5)).toThrow(RangeError);
  });
});
