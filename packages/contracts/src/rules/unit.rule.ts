import { z } from 'zod';
import { FONT_SIZE_PX, LENGTH_PX } from '../constants/bounds';

export const CSS_UNITS = ['px', '%'] as const;
export type CssUnit = (typeof CSS_UNITS)[number];

export interface UnitBound {
  min: number;
  max: number;
  /** When set, the amount must be a multiple of it (container width moves in steps of 5). */
  step?: number;
}
/** The units a field accepts, each with its own bounds. */
export type UnitRule = Partial<Record<CssUnit, UnitBound>>;

// A plain non-negative number and a unit, nothing else: no signs, exponents, spaces or calc().
const UNIT_VALUE = /^(\d{1,9}(?:\.\d{1,3})?)(px|%)$/;

export interface UnitValue {
  amount: number;
  unit: CssUnit;
}

export function parseUnitValue(value: string): UnitValue | null {
  const match = UNIT_VALUE.exec(value);
  const amount = match?.[1];
  const unit = match?.[2];
  if (amount === undefined || (unit !== 'px' && unit !== '%')) return null;
  return { amount: Number(amount), unit };
}

/** The stored form, e.g. 16 and 'px' give '16px'; an empty editor input stores 0 (spec 001 §5). */
export function formatUnitValue(amount: number, unit: CssUnit): string {
  return `${amount}${unit}`;
}

function describeRule(rule: UnitRule): string {
  const parts = CSS_UNITS.flatMap((unit) => {
    const bound = rule[unit];
    return bound ? [`${bound.min}${unit} to ${bound.max}${unit}`] : [];
  });
  return `Enter a size from ${parts.join(' or ')}.`;
}

export function isUnitValue(value: string, rule: UnitRule): boolean {
  const parsed = parseUnitValue(value);
  if (!parsed) return false;
  const bound = rule[parsed.unit];
  if (!bound || parsed.amount < bound.min || parsed.amount > bound.max) return false;
  return bound.step === undefined || parsed.amount % bound.step === 0;
}

/** A size stored as a number with its unit, e.g. '16px', within the rule's bounds. */
export function unitValueSchema(rule: UnitRule) {
  const message = describeRule(rule);
  return z.string().refine((value) => isUnitValue(value, rule), { error: message });
}

/** Spec 002 §5: font size inputs are bounded 8 to 72. */
export const FONT_SIZE_RULE: UnitRule = { px: FONT_SIZE_PX };
/** Border radius, padding, gaps, star sizes: minimum 0 (spec 002 §5); the ceiling keeps layouts sane. */
export const LENGTH_RULE: UnitRule = { px: LENGTH_PX };
/** Card minimum heights can be taller than other lengths. */
export const HEIGHT_RULE: UnitRule = { px: { min: 0, max: 2000 } };
/** The tripadvisor header logo size is the one size that may be a percentage (spec 001 §5). */
export const LOGO_SIZE_RULE: UnitRule = { px: { min: 0, max: 400 }, '%': { min: 0, max: 100 } };
/** tripadvisor container width: percent, 10 to 100, step 5 (spec 001 §5). */
export const CONTAINER_WIDTH_RULE: UnitRule = { '%': { min: 10, max: 100, step: 5 } };
