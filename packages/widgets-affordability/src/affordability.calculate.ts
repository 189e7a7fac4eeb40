// The calculator's rules without a DOM: reading what the visitor typed, the messages for input it
// cannot use, and the texts of the result. The maths itself is @widgetry/calculators'.
import {
  type AffordabilityInput,
  calculateAffordability,
  DEFAULT_DEBT_TO_INCOME_RATIO,
  DEFAULT_HOUSING_DEBT_TO_INCOME_RATIO,
  roundTo,
} from '@widgetry/calculators';
import type { AffordabilitySettings } from '@widgetry/contracts';
import { AMOUNT_BOUND } from '@widgetry/contracts/constants';
import { createI18n, type I18n } from '@widgetry/widgets-core';
import {
  INPUT_NAMES,
  INTEREST_RATE,
  type InputName,
  isLoanTerm,
  MONEY_INPUTS,
  type MoneyInput,
  ratioOr,
} from './affordability.fields';
import { affordabilityMessages } from './i18n/en';

export type AffordabilityI18n = I18n<typeof affordabilityMessages>;

/** English, for a caller that passes no language (tests, npm users checking input by hand). */
export const englishI18n = (): AffordabilityI18n => createI18n(affordabilityMessages);

/**
 * Input errors, worded for visitors in the widget's language. Out-of-range numbers are told the
 * editor's own bounds, in its words in English (contracts AMOUNT_BOUND and the interest rate
 * bound), so no absurd amount reaches the maths.
 */
export function affordabilityErrors(i18n: AffordabilityI18n) {
  const range = ({ min, max }: { min: number; max: number }) =>
    i18n.t('numberRange', {
      min: i18n.number(min, { useGrouping: false }),
      max: i18n.number(max, { useGrouping: false }),
    });
  return {
    incomeMissing: i18n.t('incomeMissing'),
    amountInvalid: range(AMOUNT_BOUND),
    rateInvalid: range(INTEREST_RATE),
    termInvalid: i18n.t('termInvalid'),
  };
}

export type InputValues = Record<InputName, string>;
export type InputErrors = Partial<Record<InputName, string>>;

export interface CheckedInput {
  errors: InputErrors;
  /** Present when there are no errors. */
  input?: AffordabilityInput;
  /** The visitor's target home price, when given (blank or 0 means none). */
  target?: number;
}

/** The limits the calculation uses: the saved ratios, or spec 002 §9's 28 % and 36 % if unusable. */
export interface Ratios {
  housing: number;
  debt: number;
}

export function affordabilityRatios(advanced: AffordabilitySettings['advanced']): Ratios {
  return {
    housing: ratioOr(advanced.housingDebtToIncomeRatio, DEFAULT_HOUSING_DEBT_TO_INCOME_RATIO),
    debt: ratioOr(advanced.debtToIncomeRatio, DEFAULT_DEBT_TO_INCOME_RATIO),
  };
}

/** A typed amount: null when blank, NaN when it is not a number within the amount bound. */
function amount(raw: string, bound: { min: number; max: number } = AMOUNT_BOUND): number | null {
  const text = raw.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= bound.min && value <= bound.max ? value : Number.NaN;
}

/**
 * Checks the inputs as typed (strings, as the form holds them). Annual income and the interest
 * rate are required; the other amounts count as 0 when blank; the loan term must be 15, 20 or 30.
 */
export function checkAffordabilityInput(values: InputValues, i18n: AffordabilityI18n = englishI18n()): CheckedInput {
  const messages = affordabilityErrors(i18n);
  const errors: InputErrors = {};
  const money: Partial<Record<MoneyInput, number>> = {};
  for (const name of MONEY_INPUTS) {
    const value = amount(values[name]);
    if (value === null) {
      if (name === 'annualIncome') errors[name] = messages.incomeMissing;
      else money[name] = 0;
    } else if (Number.isNaN(value)) errors[name] = messages.amountInvalid;
    else money[name] = value;
  }
  const rate = amount(values.interestRate, INTEREST_RATE);
  if (rate === null || Number.isNaN(rate)) {
    errors.interestRate = messages.rateInvalid;
  }
  // A blank select reads as 0, which is no loan term either.
  const term = Number(values.loanTerm);
  if (!isLoanTerm(term)) errors.loanTerm = messages.termInvalid;

  if (INPUT_NAMES.some((name) => errors[name]) || rate === null) return { errors };
  const { annualIncome = 0, extraIncome = 0, monthlyDebts = 0, downPayment = 0, homePrice = 0 } = money;
  return {
    errors,
    input: { annualIncome, extraIncome, monthlyDebts, downPayment, loanTermYears: term, interestRate: rate },
    ...(homePrice > 0 ? { target: homePrice } : {}),
  };
}

/** The figures of the result, by the key of the element that shows each (`data-key`). */
export const RESULT_KEYS = ['homePrice', 'loanAmount', 'monthlyPayment', 'downPayment'] as const;
export type ResultKey = (typeof RESULT_KEYS)[number];

export interface ResultTexts {
  figures: Record<ResultKey, string>;
  /** Which limit decided, e.g. 'Limited by your housing ratio (28%)'. */
  limitedBy: string;
  /** How the target price compares with the affordable one; absent without a target. */
  target?: { state: 'within' | 'above'; text: string };
}

/** A ratio of spec 002 §9 (28 for 28 %) as the language writes a percentage. */
const percent = (i18n: AffordabilityI18n, value: number) =>
  i18n.number(value / 100, { style: 'percent', maximumFractionDigits: 2 });

/** Dollars as the language writes them, rounded half away from zero to the cent first. */
export const money = (i18n: AffordabilityI18n, amount: number) =>
  i18n.number(roundTo(amount, 2), { style: 'currency', currency: 'USD' });

/** The basis line under the result: the two limits the calculation applies. */
export function basisText(ratios: Ratios, i18n: AffordabilityI18n = englishI18n()): string {
  return i18n.t('basis', { housing: percent(i18n, ratios.housing), debt: percent(i18n, ratios.debt) });
}

/** The result's texts for valid input, computed by calculateAffordability, in the widget's language. */
export function affordabilityResult(
  input: AffordabilityInput,
  ratios: Ratios,
  target?: number,
  i18n: AffordabilityI18n = englishI18n(),
): ResultTexts {
  const result = calculateAffordability({
    ...input,
    debtToIncomeRatio: ratios.debt,
    housingDebtToIncomeRatio: ratios.housing,
  });
  const texts: ResultTexts = {
    figures: {
      homePrice: money(i18n, result.homePrice),
      loanAmount: money(i18n, result.loanAmount),
      monthlyPayment: money(i18n, result.monthlyPayment),
      downPayment: money(i18n, result.downPayment),
    },
    limitedBy:
      result.limitedBy === 'housing'
        ? i18n.t('limitedByHousing', { ratio: percent(i18n, ratios.housing) })
        : i18n.t('limitedByDebt', { ratio: percent(i18n, ratios.debt) }),
  };
  if (target !== undefined) {
    const price = money(i18n, target);
    texts.target =
      target <= result.homePrice
        ? { state: 'within', text: i18n.t('targetWithin', { price }) }
        : { state: 'above', text: i18n.t('targetAbove', { price, gap: money(i18n, target - result.homePrice) }) };
  }
  return texts;
}
