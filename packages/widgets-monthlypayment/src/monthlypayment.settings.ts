// Settings as the runtime uses them. htmlData reaches a customer's page from the database, and
// the database may hold values saved before a rule existed or written around the API, so every
// number, flag and list is re-read here with the contract default as the fallback, and the home
// price slider is made consistent with the editor's own rules (spec 002 §5) before it renders.
import {
  clampDownPaymentPercent,
  constrainHomePriceSlider,
  HOME_PRICE_LIMIT,
  type HomePriceSlider,
} from '@widgetry/calculators';
import type { MonthlypaymentSettings } from '@widgetry/contracts';
import {
  AMOUNT_BOUND,
  INTEREST_RATE_BOUND,
  MONTHLY_PAYMENT_LEFT_ITEMS,
  MONTHLY_PAYMENT_RIGHT_ITEMS,
  MONTHLY_PAYMENT_TEMPLATES,
  PERCENT_BOUND,
} from '@widgetry/contracts/constants';
import { MORTGAGE_INSURANCE_RATE_BOUND, monthlypaymentDefaults } from '@widgetry/contracts/defaults/monthlypayment';
import { LOAN_TERM_YEARS, type LoanTermYears } from './monthlypayment.loan-terms';

type LeftItem = MonthlypaymentSettings['layout']['fieldOrder']['leftOrder'][number];
type RightItem = MonthlypaymentSettings['layout']['fieldOrder']['rightOrder'][number];
export type RowKey = LeftItem | RightItem;
export type Template = MonthlypaymentSettings['layout']['template'];

/** Spec 002 §9 defaults (the contract's own values), used where a stored value is missing or not a number. */
const DEFAULTS = monthlypaymentDefaults.fields;

/** The settings after re-reading: every value is of its type and within its bounds. */
export interface MonthlyPaymentModel {
  title: string;
  template: Template;
  leftOrder: LeftItem[];
  rightOrder: RightItem[];
  /** The home price default and its slider range, with min ≤ value ≤ max. */
  homePrice: HomePriceSlider;
  homePriceSlider: boolean;
  downPaymentPercent: number;
  downPaymentSlider: boolean;
  interestRate: number;
  propertyTaxRate: number;
  homeInsurance: number;
  hoaFees: number;
  mortgageInsuranceThreshold: number;
  /** Percent of the loan a year, charged below the threshold. */
  mortgageInsuranceRate: number;
  /** The loan term the visitor starts with. */
  defaultLoanTerm: LoanTermYears;
  thresholdNote: boolean;
}

function num(value: unknown, fallback: number, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/**
 * The stored order for one column: known entries once each, in the order given; entries the
 * column does not know are dropped, and rows left out are appended in the default order, since
 * the setting orders the rows rather than choosing them and no visitor should lose an input.
 */
export function columnOrder<T extends string>(stored: unknown, known: readonly T[]): T[] {
  const listed = Array.isArray(stored) ? stored : [];
  const out: T[] = [];
  for (const entry of [...listed, ...known]) {
    const match = known.find((item) => item === entry);
    if (match !== undefined && !out.includes(match)) out.push(match);
  }
  return out;
}

/**
 * Makes a stored home price default and slider range consistent with the editor's rules, as if
 * the minimum and then the default had just been typed: a minimum above the maximum raises the
 * maximum; a default outside the range widens the range to hold it. The default wins because it
 * is the price the visitor sees first.
 */
export function normaliseHomePrice(value: unknown, min: unknown, max: unknown): HomePriceSlider {
  const start: HomePriceSlider = {
    value: Math.trunc(num(value, DEFAULTS.homePriceDefaultValue, 1, HOME_PRICE_LIMIT)),
    min: Math.trunc(num(min, DEFAULTS.homePriceSliderMin, 1, HOME_PRICE_LIMIT)),
    max: Math.trunc(num(max, DEFAULTS.homePriceSliderMax, 1, HOME_PRICE_LIMIT)),
  };
  const ranged = constrainHomePriceSlider(start, 'min', start.min);
  return constrainHomePriceSlider(ranged, 'value', ranged.value);
}

/** Re-reads settings that came over the network; never throws, whatever their leaves hold. */
export function resolveSettings(settings: MonthlypaymentSettings): MonthlyPaymentModel {
  const { fields, layout, header } = settings;
  const template = MONTHLY_PAYMENT_TEMPLATES.find((item) => item === layout.template) ?? 'two-column';
  const order: unknown = layout.fieldOrder;
  const orderOf = (key: string): unknown =>
    typeof order === 'object' && order !== null ? Reflect.get(order, key) : undefined;
  return {
    title: typeof header.title === 'string' ? header.title : '',
    template,
    leftOrder: columnOrder(orderOf('leftOrder'), MONTHLY_PAYMENT_LEFT_ITEMS),
    rightOrder: columnOrder(orderOf('rightOrder'), MONTHLY_PAYMENT_RIGHT_ITEMS),
    homePrice: normaliseHomePrice(fields.homePriceDefaultValue, fields.homePriceSliderMin, fields.homePriceSliderMax),
    homePriceSlider: flag(fields.homePriceShowSlider, true),
    downPaymentPercent: clampDownPaymentPercent(
      num(fields.defaultDownPaymentPercent, DEFAULTS.defaultDownPaymentPercent, 0, PERCENT_BOUND.max),
    ),
    downPaymentSlider: flag(fields.downPaymentShowSlider, true),
    interestRate: num(fields.interestRateDefaultValue, DEFAULTS.interestRateDefaultValue, 0, INTEREST_RATE_BOUND.max),
    propertyTaxRate: num(fields.propertyTaxAnnualRate, DEFAULTS.propertyTaxAnnualRate, 0, PERCENT_BOUND.max),
    homeInsurance: num(fields.homeInsuranceDefaultValue, DEFAULTS.homeInsuranceDefaultValue, 0, AMOUNT_BOUND.max),
    hoaFees: num(fields.hoaFeesDefaultValue, DEFAULTS.hoaFeesDefaultValue, 0, AMOUNT_BOUND.max),
    mortgageInsuranceThreshold: num(
      fields.mortgageInsuranceThreshold,
      DEFAULTS.mortgageInsuranceThreshold,
      0,
      PERCENT_BOUND.max,
    ),
    mortgageInsuranceRate: num(
      fields.mortgageInsuranceRate,
      DEFAULTS.mortgageInsuranceRate,
      MORTGAGE_INSURANCE_RATE_BOUND.min,
      MORTGAGE_INSURANCE_RATE_BOUND.max,
    ),
    defaultLoanTerm: LOAN_TERM_YEARS.find((years) => years === fields.defaultLoanTerm) ?? DEFAULTS.defaultLoanTerm,
    thresholdNote: flag(fields.mortgageInsuranceShowThresholdNote, true),
  };
}
