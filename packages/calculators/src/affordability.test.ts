import { describe, expect, it } from 'vitest';
import { calculateAffordability } from './affordability';

const base = {
  annualIncome: 120_000,
  extraIncome: 0,
  monthlyDebts: 0,
  downPayment: 0,
  loanTermYears: 30,
  interestRate: 0,
};

describe('calculateAffordability', () => {
  it('lets the housing limit decide when debts are low', () => {
    // income 120 000 / 12 = 10 000 a month
    // housing 28 % = 2 800; total 36 % − 0 debts = 3 600 → 2 800 (housing)
    // 0 % over 15 years: 2 800 × 180 = 504 000; + 50 000 down = 554 000
    const result = calculateAffordability({ ...base, loanTermYears: 15, downPayment: 50_000 });
    expect(result).toEqual({
      monthlyIncome: 10_000,
      housingLimit: 2800,
      debtLimit: 3600,
      monthlyPayment: 2800,
      loanAmount: 504_000,
      downPayment: 50_000,
      homePrice: 554_000,
      limitedBy: 'housing',
    });
  });

  it('lets the total debt limit decide when debts are high, counting extra income', () => {
    // income 120 000 / 12 + 500 extra = 10 500 a month
    // housing 28 % = 2 940; total 36 % = 3 780 − 1 000 debts = 2 780 → 2 780 (debt)
    // 0 % over 30 years: 2 780 × 360 = 1 000 800; + 20 000 down = 1 020 800
    const result = calculateAffordability({ ...base, extraIncome: 500, monthlyDebts: 1000, downPayment: 20_000 });
    expect(result).toMatchObject({
      monthlyIncome: 10_500,
      housingLimit: 2940,
      debtLimit: 2780,
      monthlyPayment: 2780,
      loanAmount: 1_000_800,
      homePrice: 1_020_800,
      limitedBy: 'debt',
    });
  });

  it('turns the payment into a loan at the interest rate', () => {
    // income 90 000 / 12 = 7 500; housing 28 % = 2 100; total 36 % = 2 700 − 901.35 = 1 798.65 (debt)
    // 1 798.65 is the 6 % / 30 year payment on 300 000 (exactly 1 798.651 58), so the loan is
    // 300 000 × 1 798.65 / 1 798.651 58 = 300 000 − 0.26 = 299 999.74; + 60 000 down = 359 999.74
    const result = calculateAffordability({
      ...base,
      annualIncome: 90_000,
      monthlyDebts: 901.35,
      downPayment: 60_000,
      interestRate: 6,
    });
    expect(result).toMatchObject({
      monthlyPayment: 1798.65,
      loanAmount: 299_999.74,
      homePrice: 359_999.74,
      limitedBy: 'debt',
    });
  });

  it('uses the ratios given instead of the defaults', () => {
    // 10 000 a month; housing 30 % = 3 000; total 40 % − 0 = 4 000 → 3 000; × 180 = 540 000
    const result = calculateAffordability({
      ...base,
      loanTermYears: 15,
      debtToIncomeRatio: 40,
      housingDebtToIncomeRatio: 30,
    });
    expect(result).toMatchObject({ housingLimit: 3000, debtLimit: 4000, monthlyPayment: 3000, loanAmount: 540_000 });
  });

  it('affords only the down payment when debts already pass the total limit', () => {
    // 10 000 a month; total 36 % = 3 600 − 5 000 debts = −1 400 → payment 0
    const result = calculateAffordability({ ...base, monthlyDebts: 5000, downPayment: 30_000 });
    expect(result).toMatchObject({
      debtLimit: -1400,
      monthlyPayment: 0,
      loanAmount: 0,
      homePrice: 30_000,
      limitedBy: 'debt',
    });
  });

  it('says housing when both limits are equal', () => {
    // 10 000 a month; housing 28 % = 2 800; total 36 % = 3 600 − 800 = 2 800
    expect(calculateAffordability({ ...base, monthlyDebts: 800 }).limitedBy).toBe('housing');
  });

  it.each([
    ['a negative income', { ...base, annualIncome: -1 }],
    ['income that is not a number', { ...base, annualIncome: Number.NaN }],
    ['negative debts', { ...base, monthlyDebts: -1 }],
    ['a negative down payment', { ...base, downPayment: -1 }],
    ['a negative rate', { ...base, interestRate: -1 }],
    ['a zero term', { ...base, loanTermYears: 0 }],
    ['a ratio above 100', { ...base, debtToIncomeRatio: 101 }],
    ['a negative ratio', { ...base, housingDebtToIncomeRatio: -5 }],
  ])('throws a RangeError for %s', (_case, input) => {
    expect(() => calculateAffordability(input)).toThrow(RangeError);
  });
});
