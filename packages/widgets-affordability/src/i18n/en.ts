// The affordability calculator's English: every text a visitor reads that the owner did not type
// (issue 32). The header, labels, placeholders, button captions and the disclaimer are settings:
// what the owner typed stays as typed, but while one is still the contract's English default
// (affordability.defaults.ts, word for word here) it is ours and shows in the widget's language
// (widgets-core settingText). Besides those: the result, the messages and what stands in for a
// blank label or caption.
import type { Catalogue } from '@widgetry/widgets-core';

export const affordabilityMessages = {
  heading: 'Affordability Calculator',
  subHeading: 'See how much home you can afford',
  results: 'Your results',
  homePrice: 'Affordable home price',
  loanAmount: 'Loan amount',
  monthlyPayment: 'Monthly payment',
  downPayment: 'Down payment',
  optional: '(optional)',
  /** A loan term choice (15, 20 or 30). */
  years: { one: '{count} year', other: '{count} years' },
  calculate: 'Calculate',
  reset: 'Reset',
  /** The default labels, and the accessible names of inputs whose label the owner left blank. */
  annualIncome: 'Annual Income',
  extraIncome: 'Extra Monthly Income',
  monthlyDebts: 'Monthly Debts',
  downPaymentInput: 'Down Payment',
  loanTerm: 'Loan Term (years)',
  interestRate: 'Interest Rate (%)',
  homePriceInput: 'Home Price',
  /** The default placeholders, by input name. */
  annualIncomePlaceholder: 'Enter annual income',
  extraIncomePlaceholder: 'Enter extra monthly income',
  monthlyDebtsPlaceholder: 'Enter monthly debts',
  downPaymentPlaceholder: 'Enter down payment',
  loanTermPlaceholder: 'Select loan term',
  interestRatePlaceholder: 'Enter interest rate',
  homePricePlaceholder: 'Enter home price',
  disclaimer:
    'This calculator provides estimates for informational purposes only. Actual loan amounts, rates and terms may vary.',
  incomeMissing: 'Enter your annual income.',
  /** The contract's words for a number out of its bound (calculators boundMessage). */
  numberRange: 'Enter a number from {min} to {max}.',
  termInvalid: 'Choose a loan term.',
  /** {ratio} is a percentage, formatted for the language. */
  limitedByHousing: 'Limited by your housing ratio ({ratio})',
  limitedByDebt: 'Limited by your total debt ratio ({ratio})',
  targetWithin: 'Your target price of {price} is within what you can afford.',
  targetAbove: 'Your target price of {price} is above what you can afford by {gap}.',
  basis: 'Based on a housing ratio of {housing} and a total debt ratio of {debt} of your monthly income.',
} as const satisfies Catalogue;
