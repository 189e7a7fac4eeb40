/** A numeric range: the shape of the contract's NumberBound, restated so calculators need no import. */
export interface Range {
  min: number;
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
}

/**
 * What a visitor's out-of-range number is told, in the words the contract uses for the same bound
 * in the editor and on a refused save (contracts rules/bounds.rule.ts), so the three never differ.
 */
export function boundMessage(range: Range): string {
  const kind = range.integer ? 'a whole number' : 'a number';
  return `Enter ${kind} from ${range.min} to ${range.max}.`;
}

/** Whether `value` is a finite number within the range (and whole when the range says so). */
export function isInRange(value: number, range: Range): boolean {
  if (!Number.isFinite(value) || value < range.min || value > range.max) return false;
  return !range.integer || Number.isInteger(value);
}
