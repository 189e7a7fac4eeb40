// The monthly payment calculator's English: every text a visitor reads that the owner did not type
// (issue 32). The contract has no label settings, so every label is here; its one text setting,
// the title, is here too while it is still the contract's English default (widgets-core
// settingText). The runtime carries it; other languages load from the host (translations.ts).
import type { Catalogue } from '@widgetry/widgets-core';

export const monthlypaymentMessages = {
  /** The contract's default title (monthlypayment.defaults.ts), word for word. */
  title: 'Mortgage Calculator',
  principalInterest: 'Principal & Interest',
  homePrice: 'Home Price',
  downPayment: 'Down Payment',
  loanType: 'Loan Type',
  interestRate: 'Interest Rate',
  propertyTax: 'Property Tax',
  homeInsurance: 'Home Insurance',
  hoaFees: 'HOA Fees',
  mortgageInsurance: 'Mortgage Insurance',
  total: 'Monthly payment',
  perMonth: 'per month',
  breakdown: 'Payment breakdown',
  taxRate: 'Annual rate, % of the home price',
  /** Beside a monthly amount input. */
  perMonthShort: '/mo',
  /** A loan type: {years} is 30, 20 or 15. */
  loanTerm: '{years}-year fixed',
  /** {threshold} is a percentage, formatted for the language. */
  thresholdNote: 'Mortgage insurance applies when the down payment is under {threshold}.',
  /** The contract's words for a number out of its bound (calculators boundMessage). */
  numberRange: 'Enter a number from {min} to {max}.',
  wholeNumberRange: 'Enter a whole number from {min} to {max}.',
} as const satisfies Catalogue;
