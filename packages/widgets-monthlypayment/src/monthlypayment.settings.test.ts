import { defaultHtmlData, type MonthlypaymentSettings } from '@widgetry/contracts';
import { MONTHLY_PAYMENT_LEFT_ITEMS, MONTHLY_PAYMENT_RIGHT_ITEMS } from '@widgetry/contracts/constants';
import { describe, expect, it } from 'vitest';
import { columnOrder, normaliseHomePrice, resolveSettings } from './monthlypayment.settings';

const defaults = (): MonthlypaymentSettings => defaultHtmlData('monthlypayment').monthlypayment;

describe('resolveSettings', () => {
  it('reads the spec defaults as they are', () => {
    expect(resolveSettings(defaults())).toEqual({
      title: 'Mortgage Calculator',
      template: 'two-column',
      leftOrder: ['principalInterest', 'homePrice', 'downPayment', 'loanType', 'interestRate'],
      rightOrder: ['propertyTax', 'homeInsurance', 'hoaFees', 'mortgageInsurance'],
      homePrice: { value: 1_550_000, min: 1_240_000, max: 1_860_000 },
      homePriceSlider: true,
      downPaymentPercent: 20,
      downPaymentSlider: true,
      interestRate: 6,
      propertyTaxRate: 1.25,
      homeInsurance: 388,
      hoaFees: 0,
      mortgageInsuranceThreshold: 20,
      mortgageInsuranceRate: 0.5,
      defaultLoanTerm: 30,
      thresholdNote: true,
    });
  });

  it('falls back to the defaults for values of the wrong type and bounds the rest', () => {
    const settings = defaults();
    for (const key of Object.keys(settings.fields)) Reflect.set(settings.fields, key, 'x');
    Reflect.set(settings.header, 'title', 42);
    Reflect.set(settings.layout, 'fieldOrder', null);
    const model = resolveSettings(settings);
    expect(model).toMatchObject({ ...resolveSettings(defaults()), title: '' });

    const wide = defaults();
    Reflect.set(wide.fields, 'defaultDownPaymentPercent', 150.7);
    Reflect.set(wide.fields, 'interestRateDefaultValue', 99);
    Reflect.set(wide.fields, 'hoaFeesDefaultValue', -10);
    Reflect.set(wide.fields, 'mortgageInsuranceThreshold', Number.POSITIVE_INFINITY);
    expect(resolveSettings(wide)).toMatchObject({
      downPaymentPercent: 100,
      interestRate: 20,
      hoaFees: 0,
      mortgageInsuranceThreshold: 20,
    });
    const fraction = defaults();
    Reflect.set(fraction.fields, 'defaultDownPaymentPercent', 12.9);
    expect(resolveSettings(fraction).downPaymentPercent).toBe(12);
  });

  it('keeps known column entries once, in order, then adds the ones left out', () => {
    expect(columnOrder(['hoaFees', 'x', 'hoaFees', 'propertyTax'], MONTHLY_PAYMENT_RIGHT_ITEMS)).toEqual([
      'hoaFees',
      'propertyTax',
      'homeInsurance',
      'mortgageInsurance',
    ]);
    expect(columnOrder('homePrice', MONTHLY_PAYMENT_LEFT_ITEMS)).toEqual([...MONTHLY_PAYMENT_LEFT_ITEMS]);
    expect(columnOrder([], MONTHLY_PAYMENT_LEFT_ITEMS)).toEqual([...MONTHLY_PAYMENT_LEFT_ITEMS]);
  });
});

describe('normaliseHomePrice', () => {
  it('leaves a consistent triple alone', () => {
    expect(normaliseHomePrice(1_550_000, 1_240_000, 1_860_000)).toEqual({
      value: 1_550_000,
      min: 1_240_000,
      max: 1_860_000,
    });
  });

  it.each([
    [[1_500_000, 2_000_000, 1_000_000], { value: 1_500_000, min: 1_499_999, max: 2_000_000 }],
    [[900_000, 100_000, 500_000], { value: 900_000, min: 100_000, max: 900_000 }],
    [[300_000, 800_000, 900_000], { value: 300_000, min: 299_999, max: 900_000 }],
    [[1, 5, 3], { value: 1, min: 1, max: 5 }],
    [[0, 0, 0], { value: 1, min: 1, max: 1 }],
  ])('makes %j consistent', ([value, min, max], expected) => {
    const normalised = normaliseHomePrice(value, min, max);
    expect(normalised).toEqual(expected);
    expect(normalised.min).toBeLessThanOrEqual(normalised.value);
    expect(normalised.value).toBeLessThanOrEqual(normalised.max);
  });
});
