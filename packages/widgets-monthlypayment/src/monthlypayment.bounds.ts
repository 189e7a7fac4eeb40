// The numbers a visitor may type, with the editor's own limits (contracts constants/bounds.ts), so
// a visitor and a site owner are told the same range in the same words (calculators boundMessage).
import { HOME_PRICE_LIMIT, type Range } from '@widgetry/calculators';
import { AMOUNT_BOUND, INTEREST_RATE_BOUND, PERCENT_BOUND } from '@widgetry/contracts/constants';

export const VISITOR_BOUNDS = {
  /** The contract's home price bound: whole dollars from 1 (BOUNDS.homePrice). */
  homePrice: { min: 1, max: HOME_PRICE_LIMIT, integer: true },
  /** The contract's down payment bound: a whole percent (BOUNDS.downPaymentPercent). */
  downPaymentPercent: { min: 0, max: PERCENT_BOUND.max, integer: true },
  interestRate: INTEREST_RATE_BOUND,
  propertyTaxRate: PERCENT_BOUND,
  homeInsurance: AMOUNT_BOUND,
  hoaFees: AMOUNT_BOUND,
} as const satisfies Record<string, Range>;
