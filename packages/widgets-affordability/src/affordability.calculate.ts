// The calculator's rules without a DOM: reading what the visitor typed, the messages for input it
// cannot use, and the texts of the result. The maths itself is @widgetry/calculators'.
import {
  type AffordabilityInput,
  boundMessage,
  calculateAffordability,
  DEFAULT_DEBT_TO_INCOME_RATIO,
  DEFAULT_HOUSING_DEBT_TO_INCOME_RATIO,
  formatMoney,
} from '@widgetry/calculators';
import type { AffordabilitySettings } from '@widgetry/contracts';
import { AMOUNT_BOUND } from '@widgetry/contracts/constants';
import {
  INPUT_NAMES,
  INTEREST_RATE,
  type InputName,
  isLoanTerm,
  MONEY_INPUTS,
  type MoneyInput,
  ratioOr,
} from './affordability.fields';

/**
 * Input errors, worded for visitors. Out-of-range numbers are told the editor's own bounds in its
 * words (contracts AMOUNT_BOUND and the interest rate bound), so no absurd amount reaches the maths.
 */
export const AFFORDABILITY_ERRORS = {
  incomeMissing: 'Enter your annual income.',
  amountInvalid: boundMessage(AMOUNT_BOUND),
  rateInvalid: boundMessage(INTEREST_RATE),
  termInvalid: 'Choose a loan term.',
} as const;

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
export function checkAffordabilityInput(values: InputValues): CheckedInput {
  const errors: InputErrors = {};
  const money: Partial<Record<MoneyInput, number>> = {};
  for (const name of MONEY_INPUTS) {
    const value = amount(values[name]);
    if (value === null) {
      if (name === 'annualIncome') errors[name] = AFFORDABILITY_ERRORS.incomeMissing;
      else money[name] = 0;
    } else if (Number.isNaN(value)) errors[name] = AFFORDABILITY_ERRORS.amountInvalid;
    else money[name] = value;
  }
  const rate = amount(values.interestRate, INTEREST_RATE);
  if (rate === null || Number.isNaN(rate)) {
    errors.interestRate = AFFORDABILITY_ERRORS.rateInvalid;
  }
  // A blank select reads as 0, which is no loan term either.
  const term = Number(values.loanTerm);
  if (!isLoanTerm(term)) errors.loanTerm = AFFORDABILITY_ERRORS.termInvalid;

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

/** The basis line under the result: the two limits the calculation applies. */
export function basisText(ratios: Ratios): string {
  return `Based on a housing ratio of ${ratios.housing}% and a total debt ratio of ${ratios.debt}% of your monthly income.`;
}

/** The result's texts for valid input, computed by calculateAffordability and formatted by formatMoney. */
export function affordabilityResult(input: AffordabilityInput, ratios: Ratios, target?: number): ResultTexts {
  const result = calculateAffordability({
    ...input,
    debtToIncomeRatio: ratios.debt,
    housingDebtToIncomeRatio: ratios.housing,
  });
  const texts: ResultTexts = {
    figures: {
      homePrice: formatMoney(result.homePrice),
      loanAmount: formatMoney(result.loanAmount),
      monthlyPayment: formatMoney(result.monthlyPayment),
      downPayment: formatMoney(result.downPayment),
    },
    limitedBy:
      result.limitedBy === 'housing'
        ? `Limited by your housing ratio (${ratios.housing}%)`
        : `Limited by your total debt ratio (${ratios.debt}%)`,
  };
  if (target !== undefined) {
    const price = formatMoney(target);
    texts.target =
      target <= result.homePrice
        ? { state: 'within', text: `Your target price of ${price} is within what you can afford.` }
        : {
            state: 'above',
            text: `Your target price of ${price} is above what you can afford by ${formatMoney(target - result.homePrice)}.`,
          };
  }
  return texts;
}
