import { describe, expect, it } from 'vitest';
import { BOUNDS, type NumberBound } from '../constants/bounds';
import { boundedNumberSchema, isWithinBound } from './bounds.rule';

const cases: [keyof typeof BOUNDS, number, boolean][] = [
  ['columns', 1, true],
  ['columns', 4, true],
  ['columns', 0, false],
  ['columns', 5, false],
  ['columns', 2.5, false],
  ['pageCount', 1, true],
  ['pageCount', 50, true],
  ['pageCount', 0, false],
  ['pageCount', 51, false],
  ['interestRate', 0, true],
  ['interestRate', 20, true],
  ['interestRate', 4.5, true],
  ['interestRate', -0.1, false],
  ['interestRate', 20.1, false],
  ['ratio', 0, true],
  ['ratio', 100, true],
  ['ratio', -1, false],
  ['ratio', 101, false],
  ['ratio', 36.5, false],
  ['downPaymentPercent', 0, true],
  ['downPaymentPercent', 100, true],
  ['downPaymentPercent', 101, false],
  ['downPaymentPercent', 20.5, false],
  ['homePrice', 1, true],
  ['homePrice', 999_999_999, true],
  ['homePrice', 0, false],
  ['homePrice', 1_000_000_000, false],
  ['homePrice', 1.5, false],
  ['wordCount', 1, true],
  ['wordCount', 0, false],
];

describe('numeric bounds (spec 001 §5, 002 §5)', () => {
  it.each(cases)('%s: %d → %s', (name, value, valid) => {
    const bound: NumberBound = BOUNDS[name];
    expect(isWithinBound(value, bound)).toBe(valid);
    expect(boundedNumberSchema(bound).safeParse(value).success).toBe(valid);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '3', null, true])('rejects the non-number %j', (value) => {
    expect(boundedNumberSchema(BOUNDS.columns).safeParse(value).success).toBe(false);
  });

  it('says the range in its message', () => {
    expect(boundedNumberSchema(BOUNDS.columns).safeParse(9).error?.issues[0]?.message).toBe(
      'Enter a whole number from 1 to 4.',
    );
    expect(boundedNumberSchema(BOUNDS.interestRate).safeParse(21).error?.issues[0]?.message).toBe(
      'Enter a number from 0 to 20.',
    );
  });
});
