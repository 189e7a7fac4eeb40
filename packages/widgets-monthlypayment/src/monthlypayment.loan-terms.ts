// The loan terms the visitor chooses from, in the order the select lists them. Their own file, so
// the settings reader and the maths can both use them without importing each other.
import type { LOAN_TERMS } from '@widgetry/contracts/constants';

/** Loan types a visitor can choose (spec 002 §5: 15, 20 or 30 years), longest first. */
export const LOAN_TERM_YEARS = [30, 20, 15] as const satisfies readonly (typeof LOAN_TERMS)[number][];
export type LoanTermYears = (typeof LOAN_TERM_YEARS)[number];
/** The usual loan, and the starting term when a stored widget has none. */
export const DEFAULT_LOAN_TERM: LoanTermYears = 30;
