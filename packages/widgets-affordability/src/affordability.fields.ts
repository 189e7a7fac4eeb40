// The calculator's seven inputs and the limits they share with the editor panel: the contract's
// bounds of spec 002 §5 with the step the inputs move by.
import type { AffordabilitySettings } from '@widgetry/contracts';
import { AMOUNT_BOUND, INTEREST_RATE_BOUND, LOAN_TERMS, RATIO_BOUND } from '@widgetry/contracts/constants';

/**
 * The inputs in the order the form shows them: what the visitor earns and owes, the loan, then
 * the optional target home price, which is compared with the affordable price.
 */
export const INPUT_NAMES = [
  'annualIncome',
  'extraIncome',
  'monthlyDebts',
  'downPayment',
  'loanTerm',
  'interestRate',
  'homePrice',
] as const;
export type InputName = (typeof INPUT_NAMES)[number];

/** Dollar amounts; every one but annual income may be left blank, which counts as 0. */
export const MONEY_INPUTS = ['annualIncome', 'extraIncome', 'monthlyDebts', 'downPayment', 'homePrice'] as const;
export type MoneyInput = (typeof MONEY_INPUTS)[number];

/** The interest rate input: the contract's 0 to 20 percent, in steps of 0.1 (spec 002 §5). */
export const INTEREST_RATE = { ...INTEREST_RATE_BOUND, step: 0.1 } as const;

/** What a blank label falls back to, so every input keeps an accessible name. */
export const INPUT_TITLES: Readonly<Record<InputName, string>> = {
  annualIncome: 'Annual Income',
  extraIncome: 'Extra Monthly Income',
  monthlyDebts: 'Monthly Debts',
  downPayment: 'Down Payment',
  loanTerm: 'Loan Term (years)',
  interestRate: 'Interest Rate (%)',
  homePrice: 'Home Price',
};

const loanTerms: readonly number[] = LOAN_TERMS;

/** Whether `value` is one of the loan terms the contract offers (15, 20, 30). */
export function isLoanTerm(value: unknown): value is number {
  return typeof value === 'number' && loanTerms.includes(value);
}

const within = (value: unknown, bound: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= bound.min && value <= bound.max;

/**
 * The text an input starts with for the saved default. Amounts of 0 mean "unfilled" (spec 002
 * §5), so they start blank and the placeholder shows; a value the contract would refuse (written
 * straight into the database) starts blank too rather than reaching the page.
 */
export function defaultText(defaults: AffordabilitySettings['defaults'], name: InputName): string {
  const value: unknown = defaults[name];
  switch (name) {
    case 'loanTerm':
      return isLoanTerm(value) ? String(value) : '';
    case 'interestRate':
      return within(value, INTEREST_RATE) ? String(value) : '';
    default:
      return within(value, AMOUNT_BOUND) && value > 0 ? String(value) : '';
  }
}

/** A ratio from the settings, or `fallback` when it is not a percentage the calculator accepts. */
export function ratioOr(value: unknown, fallback: number): number {
  return within(value, RATIO_BOUND) ? value : fallback;
}
