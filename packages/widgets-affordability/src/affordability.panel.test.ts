import {
  AFFORDABILITY_RESULT_LAYOUTS,
  AFFORDABILITY_SPACINGS,
  AFFORDABILITY_TEMPLATES,
  BOUNDS,
  defaultHtmlData,
  htmlDataFields,
} from '@widgetry/contracts';
import { FONT_WEIGHTS, LOAN_TERMS, SHADOWS, TEXT_ALIGNS } from '@widgetry/contracts/constants';
import type { PanelControl, PanelSection } from '@widgetry/widgets-core';
import { readValue as read } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { affordabilityPanel } from './affordability.panel';

function controls(sections: readonly PanelSection[]): PanelControl[] {
  return sections.flatMap((section) => [...section.controls, ...controls(section.sections ?? [])]);
}

const builder = controls(affordabilityPanel.tabs.builder);
const layout = controls(affordabilityPanel.tabs.layout);
const all = [...builder, ...layout];
const find = (path: string) => all.find((control) => control.path === path);
const options = (path: string) => {
  const control = find(path);
  return control?.kind === 'select' ? control.options.map((option) => option.value) : [];
};

describe('affordability panel', () => {
  it('lists the Builder and Layout sections of spec 002 §2, and no Settings tab', () => {
    expect(affordabilityPanel.tabs.builder.map((section) => section.title)).toEqual([
      'Header Text',
      'Fields',
      'Default Values',
      'Advanced',
      'Disclaimer',
    ]);
    expect(affordabilityPanel.tabs.layout.map((section) => section.title)).toEqual([
      'Container',
      'Header',
      'Layout',
      'Fields',
      'Buttons',
      'Results',
      'Disclaimer',
    ]);
    const buttons = affordabilityPanel.tabs.layout.find((section) => section.title === 'Buttons');
    expect(buttons?.sections?.map((section) => section.title)).toEqual(['Calculate', 'Reset']);
    expect(affordabilityPanel.tabs.settings).toBeUndefined();
  });

  it('offers the Language select first in Builder (issue 32)', () => {
    expect(builder[0]).toMatchObject({ path: 'language', kind: 'select' });
  });

  it('has one control for every setting, and nothing else', () => {
    const fields = htmlDataFields('affordability').map((field) => field.path.slice(1).join('.'));
    expect(all.map((control) => control.path).sort()).toEqual([...fields].sort());
  });

  it('keeps content in Builder and styling in Layout', () => {
    const isContent = (path: string) =>
      path === 'language' ||
      /^header\.(heading|subHeading)$/.test(path) ||
      /^fields\.\w+\.(label|placeholder)$/.test(path) ||
      /^(defaults|advanced)\./.test(path) ||
      path === 'disclaimer.text';
    for (const control of builder) expect(isContent(control.path), control.path).toBe(true);
    for (const control of layout) expect(isContent(control.path), control.path).toBe(false);
  });

  it('uses the control that fits each setting', () => {
    const defaults = defaultHtmlData('affordability').affordability;
    for (const control of all) {
      const value = read(defaults, control.path.split('.'));
      if (control.kind === 'color') expect(value, control.path).toMatch(/^#[0-9a-f]{6}$/i);
      if (control.kind === 'unit') expect(value, control.path).toMatch(/^\d+px$/);
      if (control.kind === 'text') expect(typeof value, control.path).toBe('string');
      if (control.kind === 'number') {
        expect(typeof value, control.path).toBe('number');
        expect(value, control.path).toBeGreaterThanOrEqual(control.min);
        expect(value, control.path).toBeLessThanOrEqual(control.max);
      }
      if (control.kind === 'select')
        expect(
          control.options.map((option) => option.value),
          control.path,
        ).toContain(value);
    }
  });

  it('bounds the default values and ratios as spec 002 §5 says', () => {
    expect(find('defaults.interestRate')).toMatchObject({ kind: 'number', min: 0, max: 20, step: 0.1 });
    expect(find('advanced.debtToIncomeRatio')).toMatchObject({ kind: 'number', min: 0, max: 100, step: 1 });
    expect(find('advanced.housingDebtToIncomeRatio')).toMatchObject({ kind: 'number', min: 0, max: 100, step: 1 });
    for (const name of ['homePrice', 'annualIncome', 'extraIncome', 'monthlyDebts', 'downPayment']) {
      expect(find(`defaults.${name}`)).toMatchObject({ kind: 'number', min: 0, max: BOUNDS.amount.max });
    }
    expect(options('defaults.loanTerm').map(Number)).toEqual([...LOAN_TERMS]);
  });

  it('offers exactly the contract choices', () => {
    expect(options('container.shadow')).toEqual([...SHADOWS]);
    expect(options('layout.template')).toEqual([...AFFORDABILITY_TEMPLATES]);
    expect(options('layout.spacing')).toEqual([...AFFORDABILITY_SPACINGS]);
    expect(options('results.layout')).toEqual([...AFFORDABILITY_RESULT_LAYOUTS]);
    for (const path of ['header.textAlign', 'fields.textAlign']) expect(options(path)).toEqual([...TEXT_ALIGNS]);
    for (const path of [
      'header.fontWeight',
      'fields.fontWeight',
      'fields.labelFontWeight',
      'button.calculate.fontWeight',
      'button.reset.fontWeight',
    ]) {
      expect(options(path)).toEqual([...FONT_WEIGHTS]);
    }
  });

  it('gives every control a label a person can tell apart', () => {
    const builderLabels = builder.map((control) => control.label);
    expect(new Set(builderLabels).size).toBe(builderLabels.length);
    expect(find('fields.homePrice.placeholder')?.label).toBe('Home Price Placeholder');
  });

  it('explains the rule in the How it works? popup', () => {
    const body = affordabilityPanel.info?.body ?? '';
    expect(affordabilityPanel.info?.title).toBe('How it works?');
    expect(body).toContain('Monthly income is annual income divided by 12 plus extra income.');
    expect(body).toMatch(
      /The lower of the amount allowed by the housing limit .* and the amount allowed by the total debt limit .* sets the affordable mortgage payment/,
    );
    expect(body).toMatch(
      /repays over the loan term at the interest rate, plus the down payment, is the affordable home price/,
    );
    expect(body).toMatch(/target: the result says whether it is within or above/);
  });
});
