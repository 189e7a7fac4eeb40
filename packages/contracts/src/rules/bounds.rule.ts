import { z } from 'zod';

export interface NumberBound {
  min: number;
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
}

/** The numeric limits of spec 001 §5 and 002 §5. */
export const BOUNDS = {
  /** Listing columns (spec 001 §5). */
  columns: { min: 1, max: 4, integer: true },
  /** tripadvisor Pages (spec 001 §5). */
  pageCount: { min: 1, max: 50, integer: true },
  /** Affordability interest rate, percent (spec 002 §5); the monthly payment rate uses the same range. */
  interestRate: { min: 0, max: 20 },
  /** Debt-to-income ratios, whole percent (spec 002 §5). */
  ratio: { min: 0, max: 100, integer: true },
  /** Down payment percent, an integer capped at 100 (spec 002 §5). */
  downPaymentPercent: { min: 0, max: 100, integer: true },
  /** Monthly payment home price default and slider ends (spec 002 §5). */
  homePrice: { min: 1, max: 999_999_999, integer: true },
  /** Amounts a calculator starts with; 0 means unfilled (spec 002 §5 "show as 0 or blank"). */
  amount: { min: 0, max: 999_999_999 },
  /** Percent rates such as the property tax rate or mortgage insurance threshold. */
  percent: { min: 0, max: 100 },
  /** yelp read-more word threshold. */
  wordCount: { min: 1, max: 1000, integer: true },
} as const satisfies Record<string, NumberBound>;

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
