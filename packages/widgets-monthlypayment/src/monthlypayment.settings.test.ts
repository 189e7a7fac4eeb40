import { constrainHomePriceSlider } from '@widgetry/calculators';
import { defaultHtmlData, type MonthlypaymentSettings, monthlypaymentSettingsSchema } from '@widgetry/contracts';
import { MONTHLY_PAYMENT_LEFT_ITEMS, MONTHLY_PAYMENT_RIGHT_ITEMS } from '@widgetry/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  columnOrder,
  constrainMonthlyPaymentSettings,
  normaliseHomePrice,
  resolveSettings,
} from './monthlypayment.settings';

const defaults = (): MonthlypaymentSettings => defaultHtmlData('monthlypayment').monthlypayment;

function edited(path: keyof MonthlypaymentSettings['fields'], value: number): MonthlypaymentSettings {
  const settings = defaults();
  Reflect.set(settings.fields, path, value);
  return settings;
}

const slider = (settings: MonthlypaymentSettings) => ({
  value: settings.fields.homePriceDefaultValue,
  min: settings.fields.homePriceSliderMin,
  max: settings.fields.homePriceSliderMax,
});

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

describe('constrainMonthlyPaymentSettings (for the editor)', () => {
  it.each([
    ['homePriceSliderMin', 'min', 2_000_000],
    ['homePriceSliderMax', 'max', 1_000_000],
    ['homePriceSliderMax', 'max', 1_300_000],
    ['homePriceDefaultValue', 'value', 2_500_000],
    ['homePriceDefaultValue', 'value', 900_000],
  ] as const)('applies the slider rules after fields.%s becomes %s %i', (key, field, value) => {
    const after = constrainMonthlyPaymentSettings(edited(key, value), `fields.${key}`);
    expect(slider(after)).toEqual(constrainHomePriceSlider(slider(defaults()), field, value));
    // What the editor stores after the rules passes the contract.
    expect(monthlypaymentSettingsSchema.safeParse(after).success).toBe(true);
  });

  it('follows spec 002 §5 in the examples', () => {
    const minUp = constrainMonthlyPaymentSettings(edited('homePriceSliderMin', 2_000_000), 'fields.homePriceSliderMin');
    expect(slider(minUp)).toEqual({ value: 1_550_000, min: 2_000_000, max: 2_000_000 });
    const maxDown = constrainMonthlyPaymentSettings(
      edited('homePriceSliderMax', 1_000_000),
      'fields.homePriceSliderMax',
    );
    expect(slider(maxDown)).toEqual({ value: 1_000_000, min: 999_999, max: 1_000_000 });
    const valueDown = constrainMonthlyPaymentSettings(
      edited('homePriceDefaultValue', 500_000),
      'fields.homePriceDefaultValue',
    );
    expect(slider(valueDown)).toEqual({ value: 500_000, min: 499_999, max: 1_860_000 });
  });

  it('makes the down payment percent a whole number from 0 to 100', () => {
    const settings = constrainMonthlyPaymentSettings(
      edited('defaultDownPaymentPercent', 120),
      'fields.defaultDownPaymentPercent',
    );
    expect(settings.fields.defaultDownPaymentPercent).toBe(100);
    expect(
      constrainMonthlyPaymentSettings(edited('defaultDownPaymentPercent', 12.6), 'fields.defaultDownPaymentPercent')
        .fields.defaultDownPaymentPercent,
    ).toBe(12);
  });

  it('returns the same settings when nothing needs to change, without touching the input', () => {
    const settings = defaults();
    expect(constrainMonthlyPaymentSettings(settings, 'header.title')).toBe(settings);
    expect(constrainMonthlyPaymentSettings(settings, 'fields.homePriceSliderMin')).toBe(settings);
    const cleared = edited('homePriceSliderMax', Number.NaN);
    expect(constrainMonthlyPaymentSettings(cleared, 'fields.homePriceSliderMax')).toBe(cleared);
    const input = edited('homePriceSliderMin', 2_000_000);
    constrainMonthlyPaymentSettings(input, 'fields.homePriceSliderMin');
    expect(input.fields.homePriceSliderMax).toBe(1_860_000);
  });
});
