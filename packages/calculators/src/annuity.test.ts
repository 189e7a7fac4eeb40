import { describe, expect, it } from 'vitest';
import { annuityPayment, annuityPresentValue } from './annuity';
import { roundToCents } from './rounding';

describe('annuityPayment', () => {
  it('300 000 over 30 years at 6 % is 1 798.65 a month', () => {
    // r = 0.06 / 12 = 0.005, n = 360, 1.005^360 = 6.022575…
    // 300 000 × 0.005 × 6.022575 / 5.022575 = 1 500 × 1.199101 = 1 798.6516
    expect(annuityPayment(300_000, 6, 30)).toBeCloseTo(1798.6516, 4);
    expect(roundToCents(annuityPayment(300_000, 6, 30))).toBe(1798.65);
  });

  it('100 000 over 1 year at 12 % is 8 884.88 a month', () => {
    // r = 0.01, n = 12, 1.01^12 = 1.126825; 1 000 × 1.126825 / 0.126825 = 8 884.88
    expect(roundToCents(annuityPayment(100_000, 12, 1))).toBe(8884.88);
  });

  it('200 000 over 15 years at 5 % is 1 581.59 a month', () => {
    // r = 0.05 / 12 = 0.0041667, n = 180, (1 + r)^180 = 2.113704
    // 833.33 × 2.113704 / 1.113704 = 1 581.59
    expect(roundToCents(annuityPayment(200_000, 5, 15))).toBe(1581.59);
  });

  it('divides evenly at a zero rate', () => {
    // 200 000 / 180 = 1 111.111…
    expect(annuityPayment(200_000, 0, 15)).toBeCloseTo(1111.1111, 4);
  });

  it('is 0 for a loan of 0', () => {
    expect(annuityPayment(0, 6, 30)).toBe(0);
  });

  it('rejects a negative principal or rate and a term that is not whole years', () => {
    expect(() => annuityPayment(-1, 6, 30)).toThrow(RangeError);
    expect(() => annuityPayment(1000, -0.1, 30)).toThrow(RangeError);
    expect(() => annuityPayment(1000, 6, 0)).toThrow(RangeError);
    expect(() => annuityPayment(1000, 6, 12.5)).toThrow(RangeError);
  });
});

describe('annuityPresentValue', () => {
  it('is the loan a payment repays', () => {
    // The inverse of the first case: 1 798.651 6 a month over 30 years at 6 % repays 300 000.
    expect(annuityPresentValue(1798.651_575_458, 6, 30)).toBeCloseTo(300_000, 4);
    // 8 884.878 8 a month for 12 months at 12 % repays 100 000.
    expect(annuityPresentValue(annuityPayment(100_000, 12, 1), 12, 1)).toBeCloseTo(100_000, 6);
  });

  it('multiplies at a zero rate', () => {
    // 2 800 × 180 = 504 000
    expect(annuityPresentValue(2800, 0, 15)).toBe(504_000);
  });

  it('rejects a negative payment', () => {
    expect(() => annuityPresentValue(-1, 6, 30)).toThrow(RangeError);
  });
});
