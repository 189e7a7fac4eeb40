/**
 * Moves the decimal point of a finite number by `places` through its decimal text, so that the
 * result is the number a person would write (1.005 × 100 is 100.5, not 100.49999…).
 */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds half away from zero to `decimals` places (0 or more), on the decimal value as written,
 * so `roundTo(1.005, 2)` is 1.01 and `roundTo(-2.5, 0)` is -3. Non-finite values pass through.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = shiftDecimal(Math.round(shiftDecimal(Math.abs(value), decimals)), -decimals);
  // Avoid handing back -0, which would print as "-$0.00" further down the line.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Rounds a money amount to whole cents, half away from zero (see {@link roundTo}). */
export function roundToCents(value: number): number {
  return roundTo(value, 2);
}
