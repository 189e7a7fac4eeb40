// Issue 30: what a visitor does in a calculator (prorated, affordability, monthlypayment) that its
// owner is told about. Plain constants, free of zod, so a runtime can import them.
export const CALCULATOR_EVENTS = ['calculated'] as const;
