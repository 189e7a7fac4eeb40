// The calculator's seven inputs and the limits they share with the editor panel. The runtime may
// not import the contract's zod schemas, so the bounds of spec 002 §5 are restated here; the tests
// compare them with contracts' BOUNDS so the two cannot drift apart.
import type { AffordabilitySettings } from '@widgetry/contracts';
import { LOAN_TERMS } from '@widgetry/contracts/constants';

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

/** Amounts a calculator starts with: 0 (unfilled) to 999 999 999 (contracts' BOUNDS.amount). */
export const AMOUNT = { min: 0, max: 999_999_999 } as const;
/** Interest rate, percent (spec 002 §5: 0 to 20, step 0.1). */
export const INTEREST_RATE = { min: 0, max: 20, step: 0.1 } as const;
/** Debt-to-income ratios, whole percent (spec 002 §5: 0 to 100, step 1). */
export const RATIO = { min: 0, max: 100, step: 1 } as const;

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
      return within(value, AMOUNT) && value > 0 ? String(value) : '';
  }
}

/** A ratio from the settings, or `fallback` when it is not a percentage the calculator accepts. */
export function ratioOr(value: unknown, fallback: number): number {
  return within(value, RATIO) ? value : fallback;
}
