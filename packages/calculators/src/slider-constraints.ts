/** Spec 002 §5: the largest home price, slider minimum or slider maximum. */
export const HOME_PRICE_LIMIT = 999_999_999;

/** The home price slider of the monthly payment editor: the default value and the slider range. */
export interface HomePriceSlider {
  value: number;
  min: number;
  max: number;
}

/** Which of the three numbers the user edited. */
export type HomePriceSliderField = 'value' | 'min' | 'max';

/** A whole number from 1 to HOME_PRICE_LIMIT; the fraction is dropped as typed digits would be. */
function toHomePrice(input: number): number {
  return Math.min(HOME_PRICE_LIMIT, Math.max(1, Math.trunc(input)));
}

/**
 * Applies spec 002 §5 to an edit of the home price default (`value`), slider minimum or slider
 * maximum, returning the new triple (the input is not changed). The edited number becomes a whole
 * number from 1 to 999 999 999; then only the rules of the edited field apply:
 * - min above max → max is raised to min;
 * - max below value → value is lowered to max; max below min → min becomes max − 1 (at least 1);
 * - value above max → max is raised to value; value below min → min becomes value − 1 (at least 1).
 * A minimum raised above the default leaves the default alone: the spec has no rule for it.
 * An input that is not a number (a cleared field) leaves the triple unchanged.
 */
export function constrainHomePriceSlider(
  prev: HomePriceSlider,
  changed: HomePriceSliderField,
  next: number,
): HomePriceSlider {
  if (!Number.isFinite(next)) return { ...prev };
  const edited = toHomePrice(next);
  let { value, min, max } = prev;

  if (changed === 'min') {
    min = edited;
    if (min > max) max = min;
  } else if (changed === 'max') {
    max = edited;
    if (max < value) value = max;
    if (max < min) min = Math.max(1, max - 1);
  } else {
    value = edited;
    if (value > max) max = value;
    if (value < min) min = Math.max(1, value - 1);
  }
  return { value, min, max };
}

/**
 * Spec 002 §5: the down payment percent is a whole number from 0 to 100. The fraction is dropped
 * (20.9 → 20, as an integer field reads it) and a value that is not a number becomes 0.
 */
export function clampDownPaymentPercent(input: number): number {
  if (Number.isNaN(input)) return 0;
  return Math.min(100, Math.max(0, Math.trunc(input)));
}
