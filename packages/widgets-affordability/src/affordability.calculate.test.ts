import { defaultHtmlData } from '@widgetry/contracts';
import { LOAN_TERMS } from '@widgetry/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  affordabilityRatios,
  affordabilityResult,
  basisText,
  checkAffordabilityInput,
  type InputValues,
} from './affordability.calculate';
import { defaultText } from './affordability.fields';
import { AFFORDABILITY_ERRORS } from './affordability.text';

const VALID: InputValues = {
  annualIncome: '90000',
  extraIncome: '',
  monthlyDebts: '',
  downPayment: '',
  loanTerm: '30',
  interestRate: '4.5',
  homePrice: '',
};

const check = (change: Partial<InputValues>) => checkAffordabilityInput({ ...VALID, ...change });

describe('checkAffordabilityInput', () => {
  it('reads blank optional amounts as 0 and has no target without a home price', () => {
    expect(check({})).toEqual({
      errors: {},
      input: {
        annualIncome: 90000,
        extraIncome: 0,
        monthlyDebts: 0,
        downPayment: 0,
        loanTermYears: 30,
        interestRate: 4.5,
      },
    });
    expect(check({ homePrice: '0' }).target).toBeUndefined();
    expect(check({ homePrice: ' 450000.5 ' }).target).toBe(450000.5);
  });

  it('accepts the ends of each range', () => {
    expect(check({ annualIncome: '0', interestRate: '0', loanTerm: '15' }).errors).toEqual({});
    expect(check({ interestRate: '20', loanTerm: '20' }).errors).toEqual({});
  });

  it.each([
    [{ annualIncome: '' }, { annualIncome: AFFORDABILITY_ERRORS.incomeMissing }],
    [{ annualIncome: '-1' }, { annualIncome: AFFORDABILITY_ERRORS.amountInvalid }],
    [{ extraIncome: 'abc' }, { extraIncome: AFFORDABILITY_ERRORS.amountInvalid }],
    [{ monthlyDebts: '-0.01' }, { monthlyDebts: AFFORDABILITY_ERRORS.amountInvalid }],
    [{ downPayment: 'Infinity' }, { downPayment: AFFORDABILITY_ERRORS.amountInvalid }],
    [{ homePrice: '1e400' }, { homePrice: AFFORDABILITY_ERRORS.amountInvalid }],
    [{ annualIncome: '1e15' }, { annualIncome: AFFORDABILITY_ERRORS.amountInvalid }],
    [{ monthlyDebts: '1000000000' }, { monthlyDebts: AFFORDABILITY_ERRORS.amountInvalid }],
    [{ interestRate: '' }, { interestRate: AFFORDABILITY_ERRORS.rateInvalid }],
    [{ interestRate: '20.1' }, { interestRate: AFFORDABILITY_ERRORS.rateInvalid }],
    [{ interestRate: '-1' }, { interestRate: AFFORDABILITY_ERRORS.rateInvalid }],
    [{ loanTerm: '' }, { loanTerm: AFFORDABILITY_ERRORS.termInvalid }],
    [{ loanTerm: '25' }, { loanTerm: AFFORDABILITY_ERRORS.termInvalid }],
  ])('refuses %j', (change, errors) => {
    const checked = check(change);
    expect(checked.errors).toEqual(errors);
    expect(checked.input).toBeUndefined();
  });
});

describe('affordabilityResult', () => {
  const input = {
    annualIncome: 120000,
    extraIncome: 0,
    monthlyDebts: 500,
    downPayment: 60000,
    loanTermYears: 30,
    interestRate: 4.5,
  };

  it('formats the figures and names the deciding limit', () => {
    expect(affordabilityResult(input, { housing: 28, debt: 36 })).toEqual({
      figures: {
        homePrice: '$612,611.25',
        loanAmount: '$552,611.25',
        monthlyPayment: '$2,800.00',
        downPayment: '$60,000.00',
      },
      limitedBy: 'Limited by your housing ratio (28%)',
    });
    expect(affordabilityResult(input, { housing: 40, debt: 36 }).limitedBy).toBe(
      'Limited by your total debt ratio (36%)',
    );
  });

  it('says whether the target price is within or above the affordable one', () => {
    expect(affordabilityResult(input, { housing: 28, debt: 36 }, 612611.25).target).toEqual({
      state: 'within',
      text: 'Your target price of $612,611.25 is within what you can afford.',
    });
    expect(affordabilityResult(input, { housing: 28, debt: 36 }, 612611.26).target).toEqual({
      state: 'above',
      text: 'Your target price of $612,611.26 is above what you can afford by $0.01.',
    });
  });
});

describe('ratios and defaults', () => {
  it('use the saved ratios, or spec 002 §9’s 28 and 36 when a saved one is unusable', () => {
    expect(affordabilityRatios({ housingDebtToIncomeRatio: 31, debtToIncomeRatio: 43 })).toEqual({
      housing: 31,
      debt: 43,
    });
    const broken = defaultHtmlData('affordability').affordability.advanced;
    Reflect.set(broken, 'housingDebtToIncomeRatio', 101);
    Reflect.set(broken, 'debtToIncomeRatio', '36;}');
    expect(affordabilityRatios(broken)).toEqual({ housing: 28, debt: 36 });
    expect(basisText({ housing: 28, debt: 36 })).toBe(
      'Based on a housing ratio of 28% and a total debt ratio of 36% of your monthly income.',
    );
  });

  it('start inputs blank for amounts of 0 and for values the contract refuses', () => {
    const values = defaultHtmlData('affordability').affordability.defaults;
    expect(defaultText(values, 'annualIncome')).toBe('');
    expect(defaultText(values, 'loanTerm')).toBe('30');
    expect(defaultText(values, 'interestRate')).toBe('4.5');
    values.homePrice = 350000;
    values.interestRate = 0;
    expect(defaultText(values, 'homePrice')).toBe('350000');
    expect(defaultText(values, 'interestRate')).toBe('0');
    Reflect.set(values, 'homePrice', '" onmouseover="x');
    Reflect.set(values, 'interestRate', 21);
    Reflect.set(values, 'loanTerm', '30');
    expect(defaultText(values, 'homePrice')).toBe('');
    expect(defaultText(values, 'interestRate')).toBe('');
    expect(defaultText(values, 'loanTerm')).toBe('');
  });

  it('offer the loan terms of spec 002 §9', () => {
    expect(LOAN_TERMS).toEqual([15, 20, 30]);
  });
});

describe('visitor bounds match the editor (issue 14)', () => {
  it('says the contract bounds in the contract words', () => {
    expect(AFFORDABILITY_ERRORS.amountInvalid).toBe('Enter a number from 0 to 999999999.');
    expect(AFFORDABILITY_ERRORS.rateInvalid).toBe('Enter a number from 0 to 20.');
  });
});
