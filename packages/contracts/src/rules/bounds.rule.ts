import { z } from 'zod';
import type { NumberBound } from '../constants/bounds';

// The limits themselves (BOUNDS) are zod-free constants in constants/bounds.ts.

export function isWithinBound(value: number, bound: NumberBound): boolean {
  if (!Number.isFinite(value) || value < bound.min || value > bound.max) return false;
  return !bound.integer || Number.isInteger(value);
}

/** A number within the bound; the message names the range so it can be shown beside the field. */
export function boundedNumberSchema(bound: NumberBound) {
  const message = bound.integer
    ? `Enter a whole number from ${bound.min} to ${bound.max}.`
    : `Enter a number from ${bound.min} to ${bound.max}.`;
  return z.number({ error: message }).refine((value) => isWithinBound(value, bound), { error: message });
}
