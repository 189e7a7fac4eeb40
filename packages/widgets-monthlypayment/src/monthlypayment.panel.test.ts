import { calculateMonthlyPayment, formatMoney } from '@widgetry/calculators';
import { defaultHtmlData, htmlDataFields, MONTHLY_PAYMENT_TEMPLATES } from '@widgetry/contracts';
import { FONT_WEIGHTS, SHADOWS, TEXT_ALIGNS } from '@widgetry/contracts/constants';
import type { PanelControl, PanelSection } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { monthlypaymentPanel } from './monthlypayment.panel';

function controls(sections: PanelSection[]): PanelControl[] {
  return sections.flatMap((section) => [...section.controls, ...controls(section.sections ?? [])]);
}

const builder = controls(monthlypaymentPanel.tabs.builder);
const layout = controls(monthlypaymentPanel.tabs.layout);
const all = [...builder, ...layout];
const control = (path: string) => all.find((item) => item.path === path);

/** The field order has no control in the spec's editor (spec 002 §2: Layout holds the template only). */
const WITHOUT_CONTROL = ['layout.fieldOrder.leftOrder', 'layout.fieldOrder.rightOrder'];

describe('monthly payment panel', () => {
  it('has Default Values and Sliders in Builder, the spec panels in Layout, and no Settings tab', () => {
    expect(monthlypaymentPanel.tabs.builder.map((section) => section.title)).toEqual(['Default Values', 'Sliders']);
    expect(monthlypaymentPanel.tabs.layout.map((section) => section.title)).toEqual([
      'Container',
      'Header',
      'Result',
      'Layout',
      'Fields',
      'Colors',
    ]);
    expect(monthlypaymentPanel.tabs.settings).toBeUndefined();
  });

  it('has one control for every setting but the field order, and nothing else', () => {
    const fields = htmlDataFields('monthlypayment').map((field) => field.path.slice(1).join('.'));
    expect(all.map((item) => item.path).sort()).toEqual(
      fields.filter((path) => !WITHOUT_CONTROL.includes(path)).sort(),
    );
    expect(new Set(all.map((item) => item.path)).size).toBe(all.length);
  });

  it('puts the defaults and sliders in Builder and the looks in Layout', () => {
    // The Language select first (issue 32), then the fields' defaults and sliders.
    expect(builder[0]).toMatchObject({ path: 'language', kind: 'select' });
    expect(builder.slice(1).every((item) => item.path.startsWith('fields.'))).toBe(true);
    expect(controls(monthlypaymentPanel.tabs.builder.slice(1)).map((item) => item.path)).toEqual([
      'fields.homePriceShowSlider',
      'fields.homePriceSliderMin',
      'fields.homePriceSliderMax',
      'fields.downPaymentShowSlider',
    ]);
    expect(controls(monthlypaymentPanel.tabs.layout.slice(-1)).map((item) => item.path)).toEqual([
      'colors.principalDot',
      'colors.taxDot',
      'colors.insuranceDot',
      'colors.hoaDot',
      'colors.mortgageDot',
    ]);
  });

  it('uses the control that fits each setting, within the spec bounds', () => {
    const defaults = defaultHtmlData('monthlypayment').monthlypayment;
    for (const item of all) {
      const value: unknown = item.path
        .split('.')
        .reduce<unknown>((node, key) => Reflect.get(Object(node), key), defaults);
      if (item.kind === 'color') expect(value, item.path).toMatch(/^#[0-9a-f]{6}$/i);
      if (item.kind === 'unit') expect(value, item.path).toMatch(/^\d+px$/);
      if (item.kind === 'toggle') expect([item.values, typeof value], item.path).toEqual(['boolean', 'boolean']);
      if (item.kind === 'number') {
        expect(typeof value, item.path).toBe('number');
        expect(value, item.path).toBeGreaterThanOrEqual(item.min);
        expect(value, item.path).toBeLessThanOrEqual(item.max);
      }
      if (item.kind === 'select')
        expect(
          item.options.map((option) => option.value),
          item.path,
        ).toContain(value);
    }
    expect(control('fields.interestRateDefaultValue')).toMatchObject({ min: 0, max: 20, step: 0.01 });
    expect(control('fields.defaultDownPaymentPercent')).toMatchObject({ min: 0, max: 100, step: 1 });
    expect(control('fields.mortgageInsuranceRate')).toMatchObject({ kind: 'number', min: 0, max: 5 });
    for (const path of ['fields.homePriceDefaultValue', 'fields.homePriceSliderMin', 'fields.homePriceSliderMax']) {
      expect(control(path), path).toMatchObject({ kind: 'number', min: 1, max: 999_999_999, step: 1 });
      // They move each other, so a half-typed number must not be stored (issue 14).
      expect(control(path), path).toMatchObject({ commitOn: 'settle' });
    }
    for (const item of all.filter((entry) => entry.kind === 'unit' && entry.path.endsWith('fontSize'))) {
      expect(item, item.path).toMatchObject({ min: 8, max: 72 });
    }
  });

  it('offers exactly the contract choices', () => {
    const options = (path: string) => {
      const item = control(path);
      return item?.kind === 'select' ? item.options.map((option) => option.value) : [];
    };
    expect(options('container.shadow')).toEqual([...SHADOWS]);
    for (const path of ['header.fontWeight', 'result.fontWeight', 'fields.fontWeight']) {
      expect(options(path), path).toEqual([...FONT_WEIGHTS]);
    }
    for (const path of ['header.textAlign', 'result.textAlign']) expect(options(path), path).toEqual([...TEXT_ALIGNS]);
    expect(options('layout.template').sort()).toEqual([...MONTHLY_PAYMENT_TEMPLATES].sort());
    expect(options('fields.defaultLoanTerm')).toEqual([30, 20, 15]);
  });

  it('explains each cost item in the How it works? popup', () => {
    const body = monthlypaymentPanel.info?.body ?? '';
    expect(monthlypaymentPanel.info?.title).toBe('How it works?');
    expect(body).toMatch(/amortization/);
    expect(body).toMatch(/home price times the annual tax rate, divided by 100 and by 12/);
    expect(body).toMatch(/Home insurance and HOA fees/);
    expect(body).toMatch(/down payment is under the threshold \(20% by default\), at the Mortgage Insurance Rate/);
    expect(body).toMatch(/\(0\.5% by default\)/);
    // The worked example is what the calculator gives.
    const example = calculateMonthlyPayment({
      homePrice: 400_000,
      downPaymentPercent: 20,
      interestRate: 6,
      loanTermYears: 30,
      propertyTaxAnnualRate: 1.25,
      homeInsuranceMonthly: 0,
      hoaMonthly: 0,
    });
    expect(body).toContain(`$400,000 at 1.25% is ${formatMoney(example.propertyTax)} a month`);
  });
});
