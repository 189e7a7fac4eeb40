// The monthly payment editor (spec 002 §2): Builder holds the Widget Name (added by the editor
// shell) and two accordions, Default Values and Sliders; Layout has Container, Header, Result,
// Layout, Fields and Colors. The field order has no control: the spec's editor shows none.
import { DEFAULT_MORTGAGE_INSURANCE_RATE, DEFAULT_MORTGAGE_INSURANCE_THRESHOLD } from '@widgetry/calculators';
import { BOUNDS, MONTHLY_PAYMENT_TEMPLATES } from '@widgetry/contracts/constants';
import { MORTGAGE_INSURANCE_RATE_BOUND } from '@widgetry/contracts/defaults/monthlypayment';
import {
  colorControl,
  FONT_SIZE_BOUNDS,
  FONT_WEIGHT_OPTIONS,
  fontControl,
  LENGTH_BOUNDS,
  labelledOptions,
  languageControl,
  numberControl,
  type PanelDescription,
  type PanelSection,
  SHADOW_OPTIONS,
  selectControl,
  TEXT_ALIGN_OPTIONS,
  textControl,
  textStyleControls,
  toggleControl,
  unitControl,
} from '@widgetry/widgets-core';
import { LOAN_TERM_YEARS } from './monthlypayment.loan-terms';

/** Home price default and slider ends: whole numbers from 1 to 999 999 999 (spec 002 §5). */
const HOME_PRICE = { ...BOUNDS.homePrice, step: 1 } as const;
/**
 * The three home price numbers move each other (spec 002 §5), so each is stored once typed, not
 * per keystroke: typing a maximum of 2 000 000 must not pass through 2 and drag the default down.
 */
const HOME_PRICE_SLIDER = { ...HOME_PRICE, commitOn: 'settle' } as const;
/** Monthly amounts in dollars. */
const AMOUNT = { ...BOUNDS.amount, step: 1 } as const;

/** The "How it works?" text; the spec leaves the wording to us. */
export const MONTHLYPAYMENT_INFO = [
  'The calculator estimates the monthly cost of buying a home: the mortgage payment plus the costs that come with owning it.',
  'Principal & interest: the loan is the home price minus the down payment. It is repaid in equal monthly payments over the loan term (30, 20 or 15 years) at a fixed rate, by standard amortization: each payment first covers the month’s interest on the balance left (the annual rate divided by 12), and the rest repays principal, so early payments are mostly interest and later ones mostly principal. At a 0% rate the loan is simply divided by the number of months.',
  'Property tax: the home price times the annual tax rate, divided by 100 and by 12. For example, $400,000 at 1.25% is $416.67 a month.',
  'Home insurance and HOA fees: the monthly amounts entered, added as they are.',
  `Mortgage insurance: charged when the down payment is under the threshold (${DEFAULT_MORTGAGE_INSURANCE_THRESHOLD}% by default), at the Mortgage Insurance Rate of the loan a year (${DEFAULT_MORTGAGE_INSURANCE_RATE}% by default), divided by 12. With a down payment at or above the threshold there is none.`,
  'The monthly payment is the sum of these five items, each rounded to the cent; the chart and the list show how it breaks down.',
].join('\n\n');

const builder: PanelSection[] = [
  {
    title: 'Default Values',
    controls: [
      languageControl(),
      numberControl('fields.homePriceDefaultValue', 'Home Price', HOME_PRICE_SLIDER),
      numberControl('fields.defaultDownPaymentPercent', 'Down Payment (%)', { ...BOUNDS.downPaymentPercent, step: 1 }),
      numberControl('fields.interestRateDefaultValue', 'Interest Rate (%)', { ...BOUNDS.interestRate, step: 0.01 }),
      selectControl(
        'fields.defaultLoanTerm',
        'Loan Term',
        LOAN_TERM_YEARS.map((years) => ({ value: years, label: `${years} years` })),
      ),
      numberControl('fields.propertyTaxAnnualRate', 'Property Tax (% per year)', { ...BOUNDS.percent, step: 0.01 }),
      numberControl('fields.homeInsuranceDefaultValue', 'Home Insurance ($ per month)', AMOUNT),
      numberControl('fields.hoaFeesDefaultValue', 'HOA Fees ($ per month)', AMOUNT),
      numberControl('fields.mortgageInsuranceThreshold', 'Mortgage Insurance Threshold (%)', {
        ...BOUNDS.percent,
        step: 1,
      }),
      numberControl('fields.mortgageInsuranceRate', 'Mortgage Insurance Rate (% per year)', {
        ...MORTGAGE_INSURANCE_RATE_BOUND,
        step: 0.01,
      }),
      toggleControl('fields.mortgageInsuranceShowThresholdNote', 'Show Threshold Note', 'boolean'),
    ],
  },
  {
    title: 'Sliders',
    controls: [
      toggleControl('fields.homePriceShowSlider', 'Home Price Slider', 'boolean'),
      numberControl('fields.homePriceSliderMin', 'Slider Minimum', HOME_PRICE_SLIDER),
      numberControl('fields.homePriceSliderMax', 'Slider Maximum', HOME_PRICE_SLIDER),
      toggleControl('fields.downPaymentShowSlider', 'Down Payment Slider', 'boolean'),
    ],
  },
];

const layout: PanelSection[] = [
  {
    title: 'Container',
    controls: [
      colorControl('container.bgColor', 'Background'),
      unitControl('container.padding', 'Padding', LENGTH_BOUNDS),
      colorControl('container.borderColor', 'Border Color'),
      unitControl('container.borderRadius', 'Border Radius', LENGTH_BOUNDS),
      selectControl('container.shadow', 'Shadow', SHADOW_OPTIONS),
    ],
  },
  {
    title: 'Header',
    controls: [
      textControl('header.title', 'Title', { placeholder: 'Mortgage Calculator' }),
      ...textStyleControls('header'),
    ],
  },
  {
    title: 'Result',
    controls: [
      colorControl('result.textColor', 'Text Color'),
      fontControl('result.fontFamily'),
      unitControl('result.fontSize', 'Font Size', FONT_SIZE_BOUNDS),
      selectControl('result.fontWeight', 'Font Weight', FONT_WEIGHT_OPTIONS),
      selectControl('result.textAlign', 'Text Align', TEXT_ALIGN_OPTIONS),
    ],
  },
  {
    title: 'Layout',
    controls: [
      selectControl(
        'layout.template',
        'Template',
        labelledOptions(MONTHLY_PAYMENT_TEMPLATES, { horizontal: 'Horizontal', 'two-column': 'Two Column' }),
      ),
    ],
  },
  {
    title: 'Fields',
    controls: [
      unitControl('fields.fontSize', 'Font Size', FONT_SIZE_BOUNDS),
      selectControl('fields.fontWeight', 'Font Weight', FONT_WEIGHT_OPTIONS),
      fontControl('fields.fontFamily'),
      colorControl('fields.textColor', 'Text Color'),
    ],
  },
  {
    title: 'Colors',
    controls: [
      colorControl('colors.principalDot', 'Principal & Interest'),
      colorControl('colors.taxDot', 'Property Tax'),
      colorControl('colors.insuranceDot', 'Home Insurance'),
      colorControl('colors.hoaDot', 'HOA Fees'),
      colorControl('colors.mortgageDot', 'Mortgage Insurance'),
    ],
  },
];

/**
 * The monthly payment editor panel. Each number is stored as typed: a slider minimum above the
 * maximum, or a default above it, is shown the contract's message rather than moving the other
 * fields (issue 29 #14 over spec 002 §5's silent rules).
 */
export const monthlypaymentPanel: PanelDescription = {
  tabs: { builder, layout },
  info: { title: 'How it works?', body: MONTHLYPAYMENT_INFO },
};
