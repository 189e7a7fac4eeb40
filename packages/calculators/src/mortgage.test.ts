import { describe, expect, it } from 'vitest';
import { calculateMonthlyPayment, DEFAULT_MORTGAGE_INSURANCE_RATE, type MortgageInput } from './mortgage';

const base: MortgageInput = {
  homePrice: 375_000,
  downPaymentPercent: 20,
  interestRate: 6,
  loanTermYears: 30,
  propertyTaxAnnualRate: 1.25,
  homeInsuranceMonthly: 388,
  hoaMonthly: 0,
};

describe('calculateMonthlyPayment', () => {
  it('prices a 20 % down loan without mortgage insurance', () => {
    // down 375 000 × 20 % = 75 000; loan 300 000 → P&I 1 798.65 (6 %, 30 years)
    // tax 375 000 × 1.25 / 100 / 12 = 4 687.5 / 12 = 390.625 → 390.63
    // 20 % is not under the 20 % threshold → no mortgage insurance
    // total 1 798.65 + 390.63 + 388 + 0 + 0 = 2 577.28
    const result = calculateMonthlyPayment(base);
    expect(result).toMatchObject({
      downPayment: 75_000,
      loanAmount: 300_000,
      principalAndInterest: 1798.65,
      propertyTax: 390.63,
      homeInsurance: 388,
      hoa: 0,
      mortgageInsurance: 0,
      mortgageInsuranceApplies: false,
      total: 2577.28,
    });
  });

  it('adds mortgage insurance at the default 0.5 % a year under the threshold', () => {
    // down 400 000 × 10 % = 40 000; loan 360 000 → P&I 1 798.6516 × 1.2 = 2 158.38
    // tax 400 000 × 1.25 / 100 / 12 = 416.666… → 416.67
    // mortgage insurance 360 000 × 0.5 / 100 / 12 = 150.00
    // total 2 158.38 + 416.67 + 388 + 50 + 150 = 3 163.05
    expect(DEFAULT_MORTGAGE_INSURANCE_RATE).toBe(0.5);
    const result = calculateMonthlyPayment({ ...base, homePrice: 400_000, downPaymentPercent: 10, hoaMonthly: 50 });
    expect(result).toMatchObject({
      downPayment: 40_000,
      loanAmount: 360_000,
      principalAndInterest: 2158.38,
      propertyTax: 416.67,
      hoa: 50,
      mortgageInsurance: 150,
      mortgageInsuranceApplies: true,
      total: 3163.05,
    });
  });

  it('matches the spec defaults (1 550 000, 20 % down, 6 %, 1.25 % tax, 388 insurance)', () => {
    // loan 1 240 000 → P&I 1 798.651 58 × 1 240 000 / 300 000 = 7 434.43
    // tax 1 550 000 × 1.25 / 100 / 12 = 19 375 / 12 = 1 614.583… → 1 614.58
    // total 7 434.43 + 1 614.58 + 388 = 9 437.01
    const result = calculateMonthlyPayment({ ...base, homePrice: 1_550_000 });
    expect(result).toMatchObject({ loanAmount: 1_240_000, principalAndInterest: 7434.43, propertyTax: 1614.58 });
    expect(result.total).toBe(9437.01);
  });

  it('uses the threshold and rate given', () => {
    // 20 % down is under a 25 % threshold; loan 240 000 × 1 % / 12 = 200.00
    const result = calculateMonthlyPayment({
      ...base,
      homePrice: 300_000,
      mortgageInsuranceThreshold: 25,
      mortgageInsuranceRate: 1,
    });
    expect(result).toMatchObject({ loanAmount: 240_000, mortgageInsurance: 200, mortgageInsuranceApplies: true });
  });

  it('charges mortgage insurance on the whole price with nothing down', () => {
    // loan 200 000 × 0.5 / 100 / 12 = 83.333… → 83.33
    const result = calculateMonthlyPayment({ ...base, homePrice: 200_000, downPaymentPercent: 0 });
    expect(result).toMatchObject({ downPayment: 0, loanAmount: 200_000, mortgageInsurance: 83.33 });
  });

  it('divides the loan evenly at a zero rate', () => {
    // loan 250 000 − 50 000 = 200 000; 200 000 / 180 = 1 111.11
    const result = calculateMonthlyPayment({
      ...base,
      homePrice: 250_000,
      interestRate: 0,
      loanTermYears: 15,
      propertyTaxAnnualRate: 0,
      homeInsuranceMonthly: 0,
    });
    expect(result).toMatchObject({ principalAndInterest: 1111.11, total: 1111.11 });
  });

  it('has nothing to finance with 100 % down', () => {
    // only tax and insurance remain: 390.63 + 388 = 778.63
    const result = calculateMonthlyPayment({ ...base, downPaymentPercent: 100, mortgageInsuranceThreshold: 100 });
    expect(result).toMatchObject({
      loanAmount: 0,
      principalAndInterest: 0,
      mortgageInsurance: 0,
      mortgageInsuranceApplies: false,
      total: 778.63,
    });
  });

  it('lists the five items in a fixed order that adds up to the total', () => {
    const result = calculateMonthlyPayment({ ...base, homePrice: 400_000, downPaymentPercent: 10, hoaMonthly: 50 });
    expect(result.breakdown).toEqual([
      { key: 'principalAndInterest', label: 'Principal & Interest', amount: 2158.38 },
      { key: 'propertyTax', label: 'Property Tax', amount: 416.67 },
      { key: 'homeInsurance', label: 'Home Insurance', amount: 388 },
      { key: 'hoa', label: 'HOA Fees', amount: 50 },
      { key: 'mortgageInsurance', label: 'Mortgage Insurance', amount: 150 },
    ]);
  });

  it.each([
    ['a negative price', { ...base, homePrice: -1 }],
    ['a down payment above 100 %', { ...base, downPaymentPercent: 101 }],
    ['a negative rate', { ...base, interestRate: -1 }],
    ['a fractional term', { ...base, loanTermYears: 2.5 }],
    ['a negative tax rate', { ...base, propertyTaxAnnualRate: -1 }],
    ['a negative insurance', { ...base, homeInsuranceMonthly: -1 }],
    ['a negative HOA', { ...base, hoaMonthly: -1 }],
    ['a threshold above 100', { ...base, mortgageInsuranceThreshold: 120 }],
    ['a negative insurance rate', { ...base, mortgageInsuranceRate: -0.5 }],
  ])('throws a RangeError for %s', (_case, input) => {
    expect(() => calculateMonthlyPayment(input)).toThrow(RangeError);
  });
});
