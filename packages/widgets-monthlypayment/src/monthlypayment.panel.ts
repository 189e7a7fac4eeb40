// The monthly payment editor (spec 002 §2): Builder holds the Widget Name (added by the editor
// shell) and two accordions, Default Values and Sliders; Layout has Container, Header, Result,
// Layout, Fields and Colors. The field order has no control: the spec's editor shows none.
import { DEFAULT_MORTGAGE_INSURANCE_RATE, DEFAULT_MORTGAGE_INSURANCE_THRESHOLD } from '@widgetry/calculators';
import type { PanelDescription, PanelSection, SelectControl } from '@widgetry/widgets-core';

/** Labels for the contract's shadow presets (SHADOWS). */
const SHADOW_OPTIONS: SelectControl['options'] = [
  { value: 'none', label: 'None' },
  { value: 'sm', label: 'Small' },
  { value: 'md', label: 'Medium' },
  { value: 'lg', label: 'Large' },
  { value: 'xl', label: 'Extra large' },
  { value: 'xxl', label: 'Extra extra large' },
  { value: 'inner', label: 'Inner' },
];

/** Labels for the contract's font weights (FONT_WEIGHTS). */
const WEIGHT_OPTIONS: SelectControl['options'] = [
  { value: 'normal', label: 'Normal' },
  { value: 'bold', label: 'Bold' },
  ...['100', '200', '300', '400', '500', '600', '700', '800', '900'].map((value) => ({ value, label: value })),
];

/** Labels for the contract's text alignments (TEXT_ALIGNS). */
const ALIGN_OPTIONS: SelectControl['options'] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
];

/** Font sizes: spec 002 §5, 8 to 72 px. */
const FONT_SIZE = { unit: 'px', min: 8, max: 72, step: 1 } as const;
/** Padding and radius: at least 0 (spec 002 §5), at most the contract's 200 px. */
const LENGTH = { unit: 'px', min: 0, max: 200, step: 1 } as const;
/** Home price default and slider ends: whole numbers from 1 to 999 999 999 (spec 002 §5). */
const HOME_PRICE = { min: 1, max: 999_999_999, step: 1 } as const;
/** Monthly amounts in dollars. */
const AMOUNT = { min: 0, max: 999_999_999, step: 1 } as const;

/** The "How it works?" text; the spec leaves the wording to us. */
export const MONTHLYPAYMENT_INFO = [
  'The calculator estimates the monthly cost of buying a home: the mortgage payment plus the costs that come with owning it.',
  'Principal & interest: the loan is the home price minus the down payment. It is repaid in equal monthly payments over the loan term (30, 20 or 15 years) at a fixed rate, by standard amortization: each payment first covers the month’s interest on the balance left (the annual rate divided by 12), and the rest repays principal, so early payments are mostly interest and later ones mostly principal. At a 0% rate the loan is simply divided by the number of months.',
  'Property tax: the home price times the annual tax rate, divided by 100 and by 12. For example, $400,000 at 1.25% is $416.67 a month.',
  'Home insurance and HOA fees: the monthly amounts entered, added as they are.',
  `Mortgage insurance: charged when the down payment is under the threshold (${DEFAULT_MORTGAGE_INSURANCE_THRESHOLD}% by default), at ${DEFAULT_MORTGAGE_INSURANCE_RATE}% of the loan a year, divided by 12. With a down payment at or above the threshold there is none.`,
  'The monthly payment is the sum of these five items, each rounded to the cent; the chart and the list show how it breaks down.',
].join('\n\n');

const builder: PanelSection[] = [
  {
    title: 'Default Values',
    controls: [
      { kind: 'number', path: 'fields.homePriceDefaultValue', label: 'Home Price', ...HOME_PRICE },
      {
        kind: 'number',
        path: 'fields.defaultDownPaymentPercent',
        label: 'Down Payment (%)',
        min: 0,
        max: 100,
        step: 1,
      },
      {
        kind: 'number',
        path: 'fields.interestRateDefaultValue',
        label: 'Interest Rate (%)',
        min: 0,
        max: 20,
        step: 0.01,
      },
      {
        kind: 'number',
        path: 'fields.propertyTaxAnnualRate',
        label: 'Property Tax (% per year)',
        min: 0,
        max: 100,
        step: 0.01,
      },
      { kind: 'number', path: 'fields.homeInsuranceDefaultValue', label: 'Home Insurance ($ per month)', ...AMOUNT },
      { kind: 'number', path: 'fields.hoaFeesDefaultValue', label: 'HOA Fees ($ per month)', ...AMOUNT },
      {
        kind: 'number',
        path: 'fields.mortgageInsuranceThreshold',
        label: 'Mortgage Insurance Threshold (%)',
        min: 0,
        max: 100,
        step: 1,
      },
      {
        kind: 'toggle',
        path: 'fields.mortgageInsuranceShowThresholdNote',
        label: 'Show Threshold Note',
        values: 'boolean',
      },
    ],
  },
  {
    title: 'Sliders',
    controls: [
      { kind: 'toggle', path: 'fields.homePriceShowSlider', label: 'Home Price Slider', values: 'boolean' },
      { kind: 'number', path: 'fields.homePriceSliderMin', label: 'Slider Minimum', ...HOME_PRICE },
      { kind: 'number', path: 'fields.homePriceSliderMax', label: 'Slider Maximum', ...HOME_PRICE },
      { kind: 'toggle', path: 'fields.downPaymentShowSlider', label: 'Down Payment Slider', values: 'boolean' },
    ],
  },
];

const layout: PanelSection[] = [
  {
    title: 'Container',
    controls: [
      { kind: 'color', path: 'container.bgColor', label: 'Background' },
      { kind: 'unit', path: 'container.padding', label: 'Padding', ...LENGTH },
      { kind: 'color', path: 'container.borderColor', label: 'Border Color' },
      { kind: 'unit', path: 'container.borderRadius', label: 'Border Radius', ...LENGTH },
      { kind: 'select', path: 'container.shadow', label: 'Shadow', options: SHADOW_OPTIONS },
    ],
  },
  {
    title: 'Header',
    controls: [
      { kind: 'text', path: 'header.title', label: 'Title', placeholder: 'Mortgage Calculator' },
      { kind: 'font', path: 'header.fontFamily', label: 'Font Family' },
      { kind: 'unit', path: 'header.fontSize', label: 'Font Size', ...FONT_SIZE },
      { kind: 'select', path: 'header.fontWeight', label: 'Font Weight', options: WEIGHT_OPTIONS },
      { kind: 'select', path: 'header.textAlign', label: 'Text Align', options: ALIGN_OPTIONS },
      { kind: 'color', path: 'header.textColor', label: 'Text Color' },
    ],
  },
  {
    title: 'Result',
    controls: [
      { kind: 'color', path: 'result.textColor', label: 'Text Color' },
      { kind: 'font', path: 'result.fontFamily', label: 'Font Family' },
      { kind: 'unit', path: 'result.fontSize', label: 'Font Size', ...FONT_SIZE },
      { kind: 'select', path: 'result.fontWeight', label: 'Font Weight', options: WEIGHT_OPTIONS },
      { kind: 'select', path: 'result.textAlign', label: 'Text Align', options: ALIGN_OPTIONS },
    ],
  },
  {
    title: 'Layout',
    controls: [
      {
        kind: 'select',
        path: 'layout.template',
        label: 'Template',
        options: [
          { value: 'horizontal', label: 'Horizontal' },
          { value: 'two-column', label: 'Two Column' },
        ],
      },
    ],
  },
  {
    title: 'Fields',
    controls: [
      { kind: 'unit', path: 'fields.fontSize', label: 'Font Size', ...FONT_SIZE },
      { kind: 'select', path: 'fields.fontWeight', label: 'Font Weight', options: WEIGHT_OPTIONS },
      { kind: 'font', path: 'fields.fontFamily', label: 'Font Family' },
      { kind: 'color', path: 'fields.textColor', label: 'Text Color' },
    ],
  },
  {
    title: 'Colors',
    controls: [
      { kind: 'color', path: 'colors.principalDot', label: 'Principal & Interest' },
      { kind: 'color', path: 'colors.taxDot', label: 'Property Tax' },
      { kind: 'color', path: 'colors.insuranceDot', label: 'Home Insurance' },
      { kind: 'color', path: 'colors.hoaDot', label: 'HOA Fees' },
      { kind: 'color', path: 'colors.mortgageDot', label: 'Mortgage Insurance' },
    ],
  },
];

/**
 * The monthly payment editor panel. The editor should pass each edit of the home price default,
 * the slider minimum or maximum, or the down payment percent through
 * constrainMonthlyPaymentSettings (spec 002 §5) before storing it.
 */
export const monthlypaymentPanel: PanelDescription = {
  tabs: { builder, layout },
  info: { title: 'How it works?', body: MONTHLYPAYMENT_INFO },
};
