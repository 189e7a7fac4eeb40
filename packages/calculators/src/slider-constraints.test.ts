import { describe, expect, it } from 'vitest';
import {
  clampDownPaymentPercent,
  constrainHomePriceSlider,
  type HomePriceSlider,
  type HomePriceSliderField,
} from './slider-constraints';

// Spec 002 §9 defaults: home price 1 550 000, slider 1 240 000 – 1 860 000.
const defaults: HomePriceSlider = { value: 1_550_000, min: 1_240_000, max: 1_860_000 };

describe('constrainHomePriceSlider', () => {
  it.each<[string, HomePriceSliderField, number, HomePriceSlider]>([
    // minimum edits
    ['min within range: only min moves', 'min', 1_000_000, { value: 1_550_000, min: 1_000_000, max: 1_860_000 }],
    ['min above max: max raised to min', 'min', 2_000_000, { value: 1_550_000, min: 2_000_000, max: 2_000_000 }],
    ['min equal to max: nothing else moves', 'min', 1_860_000, { value: 1_550_000, min: 1_860_000, max: 1_860_000 }],
    // maximum edits
    ['max within range: only max moves', 'max', 1_700_000, { value: 1_550_000, min: 1_240_000, max: 1_700_000 }],
    [
      'max below default: default lowered to max',
      'max',
      1_500_000,
      { value: 1_500_000, min: 1_240_000, max: 1_500_000 },
    ],
    ['max below min and default: min = max − 1', 'max', 1_000_000, { value: 1_000_000, min: 999_999, max: 1_000_000 }],
    ['max of 1: min stays at least 1', 'max', 1, { value: 1, min: 1, max: 1 }],
    // default edits
    [
      'default within range: only default moves',
      'value',
      1_600_000,
      { value: 1_600_000, min: 1_240_000, max: 1_860_000 },
    ],
    [
      'default above max: max raised to default',
      'value',
      2_000_000,
      { value: 2_000_000, min: 1_240_000, max: 2_000_000 },
    ],
    ['default below min: min = default − 1', 'value', 1_000_000, { value: 1_000_000, min: 999_999, max: 1_860_000 }],
    ['default of 1: min stays at least 1', 'value', 1, { value: 1, min: 1, max: 1_860_000 }],
  ])('%s', (_rule, changed, next, expected) => {
    expect(constrainHomePriceSlider(defaults, changed, next)).toEqual(expected);
  });

  it.each<[string, HomePriceSliderField, number, HomePriceSlider]>([
    ['drops the fraction', 'value', 1_600_000.75, { value: 1_600_000, min: 1_240_000, max: 1_860_000 }],
    ['caps at 999 999 999', 'value', 2_000_000_000, { value: 999_999_999, min: 1_240_000, max: 999_999_999 }],
    ['caps the max at 999 999 999', 'max', 1e12, { value: 1_550_000, min: 1_240_000, max: 999_999_999 }],
    ['raises a zero minimum to 1', 'min', 0, { value: 1_550_000, min: 1, max: 1_860_000 }],
    ['raises a negative default to 1', 'value', -50, { value: 1, min: 1, max: 1_860_000 }],
  ])('%s', (_rule, changed, next, expected) => {
    expect(constrainHomePriceSlider(defaults, changed, next)).toEqual(expected);
  });

  it('leaves the default below a raised minimum, as the spec gives no rule for it', () => {
    // min 1 600 000 is above the default 1 550 000 but under the max: only min moves.
    expect(constrainHomePriceSlider(defaults, 'min', 1_600_000)).toEqual({
      value: 1_550_000,
      min: 1_600_000,
      max: 1_860_000,
    });
  });

  it('ignores a cleared field and returns a new object without changing the old one', () => {
    const prev = { ...defaults };
    const next = constrainHomePriceSlider(prev, 'max', Number.NaN);
    expect(next).toEqual(defaults);
    expect(next).not.toBe(prev);
    constrainHomePriceSlider(prev, 'max', 1);
    expect(prev).toEqual(defaults);
  });
});

describe('clampDownPaymentPercent', () => {
  it.each([
    [20, 20],
    [0, 0],
    [100, 100],
    [150, 100],
    [-5, 0],
    [20.9, 20],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%d → %d', (input, expected) => {
    expect(clampDownPaymentPercent(input)).toBe(expected);
  });
});
