/** Pure number rules shared by NumberInput and UnitInput. */

export interface NumericBounds {
  min?: number;
  max?: number;
}

export function clamp(n: number, { min, max }: NumericBounds): number {
  if (min !== undefined && n < min) return min;
  if (max !== undefined && n > max) return max;
  return n;
}

export function isWithin(n: number, { min, max }: NumericBounds): boolean {
  return (min === undefined || n >= min) && (max === undefined || n <= max);
}

/**
 * Whether `text` can be what a person has typed so far on the way to a number: '', '-', '1.',
 * '12.5'. Anything else (letters, a second dot, a sign where none is allowed) is not numeric and
 * the keystroke is ignored.
 */
export function isNumericDraft(text: string, options: { allowNegative: boolean; allowDecimal: boolean }): boolean {
  const sign = options.allowNegative ? '-?' : '';
  const pattern = options.allowDecimal ? `^${sign}\\d*(\\.\\d*)?$` : `^${sign}\\d*$`;
  return new RegExp(pattern).test(text);
}

/** The number a draft stands for, or null while it stands for none yet ('', '-', '.'). */
export function parseDraft(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function decimalsOf(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** base ± step without binary noise: 0.1 + 0.2 gives 0.3, not 0.30000000000000004. */
export function stepBy(base: number, step: number, direction: 1 | -1): number {
  const decimals = Math.max(decimalsOf(base), decimalsOf(step));
  return Number((base + direction * step).toFixed(decimals));
}

/** The value an empty field stands for: 0, or the nearest bound when 0 is out of range. */
export function emptyValue(bounds: NumericBounds): number {
  return clamp(0, bounds);
}

/**
 * What a field says when its number is outside its bounds, in the contract's own words
 * (contracts rules/bounds.rule.ts and rules/unit.rule.ts), so the editor and a refused save name
 * the same limit. `unit` makes it a size ("Enter a size from 8px to 72px.").
 */
export function rangeMessage(bounds: NumericBounds, options: { integer: boolean; unit?: string }): string {
  const { min, max } = bounds;
  const unit = options.unit ?? '';
  if (options.unit !== undefined && min !== undefined && max !== undefined) {
    return `Enter a size from ${min}${unit} to ${max}${unit}.`;
  }
  const kind = options.integer ? 'a whole number' : 'a number';
  if (min !== undefined && max !== undefined) return `Enter ${kind} from ${min}${unit} to ${max}${unit}.`;
  if (min !== undefined) return `Enter ${kind} of at least ${min}${unit}.`;
  if (max !== undefined) return `Enter ${kind} of at most ${max}${unit}.`;
  return `Enter ${kind}.`;
}
