// Visible texts. The contract has no label settings and the spec leaves the calculator's wording
// open ("not shown"), so these are ours; the breakdown item names come from the calculators.
import type { RowKey } from './monthlypayment.settings';

export const MONTHLYPAYMENT_TEXT = {
  rows: {
    principalInterest: 'Principal & Interest',
    homePrice: 'Home Price',
    downPayment: 'Down Payment',
    loanType: 'Loan Type',
    interestRate: 'Interest Rate',
    propertyTax: 'Property Tax',
    homeInsurance: 'Home Insurance',
    hoaFees: 'HOA Fees',
    mortgageInsurance: 'Mortgage Insurance',
  } satisfies Record<RowKey, string>,
  total: 'Monthly payment',
  perMonth: 'per month',
  breakdown: 'Payment breakdown',
  downPaymentAmount: 'Down payment amount',
  taxRate: 'Annual rate, % of the home price',
  perMonthSuffix: '/mo',
  loanTerm: (years: number) => `${years}-year fixed`,
  thresholdNote: (threshold: number) => `Mortgage insurance applies when the down payment is under ${threshold}%.`,
} as const;
