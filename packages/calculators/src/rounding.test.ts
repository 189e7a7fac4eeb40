import { describe, expect, it } from 'vitest';
import { roundTo, roundToCents } from './rounding';

describe('roundTo', () => {
  it.each([
    // 1.005 is stored as 1.00499999999999989…; naive Math.round(1.005 * 100) / 100 gives 1.
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.1 + 0.2, 2, 0.3],
    [775.862_068_965, 2, 775.86],
    [390.625, 2, 390.63],
    [1.55, 1, 1.6],
    [1.549_999, 3, 1.55],
  ])('rounds %d to %d places as %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('handles numbers whose text uses an exponent', () => {
    // String(1e-7) is '1e-7' and String(1e21) is '1e+21'.
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(1.23e-5, 5)).toBe(0.00001);
    expect(roundTo(1e21, 2)).toBe(1e21);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  it('passes non-finite values through', () => {
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('roundToCents', () => {
  it('rounds to two places, half away from zero', () => {
    expect(roundToCents(1798.651_575)).toBe(1798.65);
    expect(roundToCents(0.125)).toBe(0.13);
    expect(roundToCents(-0.125)).toBe(-0.13);
  });
});
