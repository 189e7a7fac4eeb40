import { describe, expect, it } from 'vitest';
import { boundMessage, isInRange } from './bound-message';

describe('boundMessage', () => {
  it('says the range as the contract does', () => {
    expect(boundMessage({ min: 0, max: 20 })).toBe('Enter a number from 0 to 20.');
    expect(boundMessage({ min: 0, max: 100, integer: true })).toBe('Enter a whole number from 0 to 100.');
  });

  it('tells whether a number is in range', () => {
    expect(isInRange(20, { min: 0, max: 20 })).toBe(true);
    expect(isInRange(20.5, { min: 0, max: 20 })).toBe(false);
    expect(isInRange(-1, { min: 0, max: 20 })).toBe(false);
    expect(isInRange(1e15, { min: 0, max: 999_999_999 })).toBe(false);
    expect(isInRange(Number.NaN, { min: 0, max: 20 })).toBe(false);
    expect(isInRange(2.5, { min: 0, max: 4, integer: true })).toBe(false);
  });
});
