// The monthly payment calculator's own choices (spec 002 §3, §9).
// The zod schema builds its enums from these, and the runtime, which may not bundle zod, reads the
// same lists through '@widgetry/contracts/constants'.

export const MONTHLY_PAYMENT_TEMPLATES = ['horizontal', 'two-column'] as const;
/** Rows of the left column: principal and interest, home price, down payment, loan type, interest rate. */
export const MONTHLY_PAYMENT_LEFT_ITEMS = [
  'principalInterest',
  'homePrice',
  'downPayment',
  'loanType',
  'interestRate',
] as const;
/** Rows of the right column: property tax, home insurance, HOA fees, mortgage insurance. */
export const MONTHLY_PAYMENT_RIGHT_ITEMS = ['propertyTax', 'homeInsurance', 'hoaFees', 'mortgageInsurance'] as const;
