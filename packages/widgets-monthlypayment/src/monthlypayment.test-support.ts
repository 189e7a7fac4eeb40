// Shared by the unit and browser tests: what the calculator works from before a visitor changes
// anything, written out from spec 002 §9 rather than read from the runtime it checks.
import type { MortgageInput } from '@widgetry/calculators';

/** The spec 002 §9 defaults as the calculators' input. */
export const DEFAULT_PAYMENT_INPUT: MortgageInput = {
  homePrice: 1_550_000,
  downPaymentPercent: 20,
  interestRate: 6,
  loanTermYears: 30,
  propertyTaxAnnualRate: 1.25,
  homeInsuranceMonthly: 388,
  hoaMonthly: 0,
  mortgageInsuranceThreshold: 20,
};
