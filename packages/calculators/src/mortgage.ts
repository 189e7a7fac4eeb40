import { annuityPayment } from './annuity';
import { roundToCents } from './rounding';
import { assertNonNegative, assertPercent } from './validation';

/** Spec 002 §9: mortgage insurance applies when the down payment is under 20 % of the price. */
export const DEFAULT_MORTGAGE_INSURANCE_THRESHOLD = 20;
/**
 * Mortgage insurance (PMI) per year, in percent of the loan amount. The spec does not give a rate;
 * PMI usually costs 0.3–1.5 % of the loan a year, and 0.5 % sits at the common low end for a
 * borrower near the threshold. Charged monthly as loan × rate / 100 / 12.
 */
export const DEFAULT_MORTGAGE_INSURANCE_RATE = 0.5;

export interface MortgageInput {
  homePrice: number;
  /** Down payment in percent of the home price (0–100). */
  downPaymentPercent: number;
  /** Annual interest rate in percent. */
  interestRate: number;
  loanTermYears: number;
  /** Property tax per year in percent of the home price (1.25 means 1.25 %). */
  propertyTaxAnnualRate: number;
  homeInsuranceMonthly: number;
  hoaMonthly: number;
  /** Down payment percent under which mortgage insurance is charged; defaults to 20. */
  mortgageInsuranceThreshold?: number;
  /** Mortgage insurance per year in percent of the loan; defaults to 0.5. */
  mortgageInsuranceRate?: number;
}

export type PaymentItemKey = 'principalAndInterest' | 'propertyTax' | 'homeInsurance' | 'hoa' | 'mortgageInsurance';

export interface PaymentBreakdownItem {
  key: PaymentItemKey;
  label: string;
  amount: number;
}

export interface MortgageResult {
  loanAmount: number;
  downPayment: number;
  principalAndInterest: number;
  propertyTax: number;
  homeInsurance: number;
  hoa: number;
  mortgageInsurance: number;
  /** Whether the down payment is under the threshold, so mortgage insurance is charged. */
  mortgageInsuranceApplies: boolean;
  /** Sum of the five rounded items, so the breakdown always adds up to the total shown. */
  total: number;
  /** The five items in a fixed order (the order of the widget's colour dots), zero items included. */
  breakdown: PaymentBreakdownItem[];
}

/**
 * The monthly cost of a home: principal and interest by standard amortization (a zero rate
 * divides evenly), property tax (price × annual rate / 100 / 12), home insurance, HOA, and
 * mortgage insurance (loan × rate / 100 / 12) when the down payment percent is under the
 * threshold. Every item is rounded to cents and the total is their sum.
 * @throws RangeError for a negative or non-finite amount or rate, a percent outside 0–100, or a
 * term that is not a whole number of years ≥ 1.
 */
export function calculateMonthlyPayment(input: MortgageInput): MortgageResult {
  const threshold = input.mortgageInsuranceThreshold ?? DEFAULT_MORTGAGE_INSURANCE_THRESHOLD;
  const insuranceRate = input.mortgageInsuranceRate ?? DEFAULT_MORTGAGE_INSURANCE_RATE;
  assertNonNegative('homePrice', input.homePrice);
  assertPercent('downPaymentPercent', input.downPaymentPercent);
  assertNonNegative('propertyTaxAnnualRate', input.propertyTaxAnnualRate);
  assertNonNegative('homeInsuranceMonthly', input.homeInsuranceMonthly);
  assertNonNegative('hoaMonthly', input.hoaMonthly);
  assertPercent('mortgageInsuranceThreshold', threshold);
  assertNonNegative('mortgageInsuranceRate', insuranceRate);

  const downPayment = roundToCents((input.homePrice * input.downPaymentPercent) / 100);
  // Derived from the rounded down payment so that down payment + loan is exactly the price.
  const loanAmount = roundToCents(input.homePrice - downPayment);
  const mortgageInsuranceApplies = input.downPaymentPercent < threshold && loanAmount > 0;

  const principalAndInterest = roundToCents(annuityPayment(loanAmount, input.interestRate, input.loanTermYears));
  const propertyTax = roundToCents((input.homePrice * input.propertyTaxAnnualRate) / 100 / 12);
  const homeInsurance = roundToCents(input.homeInsuranceMonthly);
  const hoa = roundToCents(input.hoaMonthly);
  const mortgageInsurance = mortgageInsuranceApplies ? roundToCents((loanAmount * insuranceRate) / 100 / 12) : 0;

  const breakdown: PaymentBreakdownItem[] = [
    { key: 'principalAndInterest', label: 'Principal & Interest', amount: principalAndInterest },
    { key: 'propertyTax', label: 'Property Tax', amount: propertyTax },
    { key: 'homeInsurance', label: 'Home Insurance', amount: homeInsurance },
    { key: 'hoa', label: 'HOA Fees', amount: hoa },
    { key: 'mortgageInsurance', label: 'Mortgage Insurance', amount: mortgageInsurance },
  ];
  const total = roundToCents(breakdown.reduce((sum, item) => sum + item.amount, 0));

  return {
    loanAmount,
    downPayment,
    principalAndInterest,
    propertyTax,
    homeInsurance,
    hoa,
    mortgageInsurance,
    mortgageInsuranceApplies,
    total,
    breakdown,
  };
}
