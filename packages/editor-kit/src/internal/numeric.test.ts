import { describe, expect, it } from 'vitest';
import { clamp, emptyValue, isNumericDraft, isWithin, parseDraft, rangeMessage, stepBy } from './numeric';

describe('numeric rules', () => {
  it('clamps to the bounds that are given', () => {
    expect(clamp(5, { min: 10, max: 100 })).toBe(10);
    expect(clamp(150, { min: 10, max: 100 })).toBe(100);
    expect(clamp(50, { min: 10, max: 100 })).toBe(50);
    expect(clamp(-5, { max: 3 })).toBe(-5);
    expect(clamp(1e9, { min: 0 })).toBe(1e9);
  });

  it('tells whether a number is within bounds', () => {
    expect(isWithin(1, { min: 1, max: 4 })).toBe(true);
    expect(isWithin(5, { min: 1, max: 4 })).toBe(false);
    expect(isWithin(0, { min: 1 })).toBe(false);
  });

  it('accepts partial numbers and rejects anything else', () => {
    const decimal = { allowNegative: false, allowDecimal: true };
    for (const ok of ['', '1', '12.', '12.5', '.5']) expect(isNumericDraft(ok, decimal)).toBe(true);
    for (const bad of ['a', '1a', '1.2.3', '-1', '1e5', ' 1']) expect(isNumericDraft(bad, decimal)).toBe(false);
    expect(isNumericDraft('-3', { allowNegative: true, allowDecimal: false })).toBe(true);
    expect(isNumericDraft('3.5', { allowNegative: true, allowDecimal: false })).toBe(false);
  });

  it('parses a draft only once it holds a digit', () => {
    expect(parseDraft('')).toBeNull();
    expect(parseDraft('-')).toBeNull();
    expect(parseDraft('.')).toBeNull();
    expect(parseDraft('12.')).toBe(12);
    expect(parseDraft('-0.5')).toBe(-0.5);
  });

  it('steps without floating-point noise', () => {
    expect(stepBy(0.2, 0.1, 1)).toBe(0.3);
    expect(stepBy(20, 0.1, -1)).toBe(19.9);
    expect(stepBy(10, 5, 1)).toBe(15);
  });

  it('turns an empty field into 0, or the minimum when that is above 0', () => {
    expect(emptyValue({ min: 0 })).toBe(0);
    expect(emptyValue({ min: 8, max: 72 })).toBe(8);
    expect(emptyValue({})).toBe(0);
  });

  it('names the range in the contract’s words (contracts rules/bounds.rule.ts, unit.rule.ts)', () => {
    expect(rangeMessage({ min: 0, max: 20 }, { integer: false })).toBe('Enter a number from 0 to 20.');
    expect(rangeMessage({ min: 1, max: 4 }, { integer: true })).toBe('Enter a whole number from 1 to 4.');
    expect(rangeMessage({ min: 8, max: 72 }, { integer: false, unit: 'px' })).toBe('Enter a size from 8px to 72px.');
    expect(rangeMessage({ min: 0 }, { integer: false })).toBe('Enter a number of at least 0.');
  });
});
