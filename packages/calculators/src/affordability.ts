import { annuityPresentValue } from './annuity';
import { roundToCents } from './rounding';
import { assertNonNegative, assertPercent } from './validation';

/** Spec 002 §9: total debt-to-income limit, percent of monthly income. */
export const DEFAULT_DEBT_TO_INCOME_RATIO = 36;
/** Spec 002 §9: housing debt-to-income limit, percent of monthly income. */
export const DEFAULT_HOUSING_DEBT_TO_INCOME_RATIO = 28;

export interface AffordabilityInput {
  annualIncome: number;
  /** Extra income per month. */
  extraIncome: number;
  /** Existing debt payments per month (car, cards, loans). */
  monthlyDebts: number;
  /** Down payment in dollars. */
  downPayment: number;
  loanTermYears: number;
  /** Annual interest rate in percent (6 means 6 %). */
  interestRate: number;
  /** Total debt-to-income limit in percent; defaults to 36. */
  debtToIncomeRatio?: number;
  /** Housing debt-to-income limit in percent; defaults to 28. */
  housingDebtToIncomeRatio?: number;
}

/** Which limit set the payment: the housing ratio or the total debt ratio. */
export type AffordabilityLimit = 'housing' | 'debt';

export interface AffordabilityResult {
  /** annualIncome / 12 + extraIncome. */
  monthlyIncome: number;
  /** monthlyIncome × housing ratio. */
  housingLimit: number;
  /** monthlyIncome × total ratio − monthlyDebts; negative when debts already pass the limit. */
  debtLimit: number;
  /** The lower limit, never below 0: the mortgage payment the visitor can afford per month. */
  monthlyPayment: number;
  /** The loan that monthlyPayment repays over the term at the rate. */
  loanAmount: number;
  downPayment: number;
  /** loanAmount + downPayment. */
  homePrice: number;
  /** The limit that decided; 'housing' when both are equal. */
  limitedBy: AffordabilityLimit;
}

/**
 * How much home a visitor can afford, by spec 002's rule: monthly income is annual income / 12
 * plus extra income; the lower of the housing-ratio limit and the total-debt-ratio limit (less
 * existing debts) is the monthly payment; the loan that payment repays over the term at the rate,
 * plus the down payment, is the home price. Money in the result is rounded to cents at the end.
 * @throws RangeError for a negative or non-finite amount or rate, a ratio outside 0–100, or a
 * term that is not a whole number of years ≥ 1.
 */
export function calculateAffordability(input: AffordabilityInput): AffordabilityResult {
  const totalRatio = input.debtToIncomeRatio ?? DEFAULT_DEBT_TO_INCOME_RATIO;
  const housingRatio = input.housingDebtToIncomeRatio ?? DEFAULT_HOUSING_DEBT_TO_INCOME_RATIO;
  assertNonNegative('annualIncome', input.annualIncome);
  assertNonNegative('extraIncome', input.extraIncome);
  assertNonNegative('monthlyDebts', input.monthlyDebts);
  assertNonNegative('downPayment', input.downPayment);
  assertPercent('debtToIncomeRatio', totalRatio);
  assertPercent('housingDebtToIncomeRatio', housingRatio);

  const monthlyIncome = input.annualIncome / 12 + input.extraIncome;
  const housingLimit = (monthlyIncome * housingRatio) / 100;
  const debtLimit = (monthlyIncome * totalRatio) / 100 - input.monthlyDebts;
  const limitedBy: AffordabilityLimit = housingLimit <= debtLimit ? 'housing' : 'debt';
  const monthlyPayment = Math.max(0, Math.min(housingLimit, debtLimit));
  // annuityPresentValue checks the term and the rate.
  const loanAmount = annuityPresentValue(monthlyPayment, input.interestRate, input.loanTermYears);

  return {
    monthlyIncome: roundToCents(monthlyIncome),
    housingLimit: roundToCents(housingLimit),
    debtLimit: roundToCents(debtLimit),
    monthlyPayment: roundToCents(monthlyPayment),
    loanAmount: roundToCents(loanAmount),
    downPayment: roundToCents(input.downPayment),
    homePrice: roundToCents(loanAmount + input.downPayment),
    limitedBy,
  };
}
