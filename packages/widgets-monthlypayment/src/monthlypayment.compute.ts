// From the visitor's inputs to what the widget shows: every figure comes from
// @widgetry/calculators (the maths lives there only) and is written in the widget's language.
import { calculateMonthlyPayment, type MortgageResult, type PaymentItemKey } from '@widgetry/calculators';
import { englishI18n, type MonthlypaymentI18n, money, percent, sliderLabel } from './monthlypayment.format';
import { DEFAULT_LOAN_TERM, LOAN_TERM_YEARS, type LoanTermYears } from './monthlypayment.loan-terms';
import type { MonthlyPaymentModel } from './monthlypayment.settings';

export { DEFAULT_LOAN_TERM, LOAN_TERM_YEARS, type LoanTermYears };

/** The site owner's mortgage insurance settings: the threshold and the yearly rate. */
export type MortgageInsurance = Pick<MonthlyPaymentModel, 'mortgageInsuranceThreshold' | 'mortgageInsuranceRate'>;

/** What the visitor has entered (or the defaults, before they touch anything). */
export interface VisitorInput {
  homePrice: number;
  downPaymentPercent: number;
  loanTermYears: LoanTermYears;
  interestRate: number;
  propertyTaxRate: number;
  homeInsurance: number;
  hoaFees: number;
}

/** The breakdown items in the calculators' order, which is also the order of the five dots. */
export const ITEM_KEYS = [
  'principalAndInterest',
  'propertyTax',
  'homeInsurance',
  'hoa',
  'mortgageInsurance',
] as const satisfies readonly PaymentItemKey[];

/** Every text the widget fills in, by the `data-out` key of the elements that show it. */
export type OutputKey = PaymentItemKey | 'total' | 'downPayment' | 'homePriceLabel' | 'downPaymentLabel';

export interface PaymentView {
  result: MortgageResult;
  texts: Record<OutputKey, string>;
  /** Where each item's arc of the ring ends, in percent of the circle (the last is 100, or 0 when all are 0). */
  stops: number[];
}

/** The inputs a widget starts with: the site owner's defaults, loan term included. */
export function initialInput(model: MonthlyPaymentModel): VisitorInput {
  return {
    homePrice: model.homePrice.value,
    downPaymentPercent: model.downPaymentPercent,
    loanTermYears: model.defaultLoanTerm,
    interestRate: model.interestRate,
    propertyTaxRate: model.propertyTaxRate,
    homeInsurance: model.homeInsurance,
    hoaFees: model.hoaFees,
  };
}

/**
 * The monthly payment for `input` and its texts. The input must already be in range (the
 * settings model and the behaviour's readers guarantee it), so the calculator cannot throw.
 */
export function paymentView(
  input: VisitorInput,
  insurance: MortgageInsurance,
  i18n: MonthlypaymentI18n = englishI18n(),
): PaymentView {
  const result = calculateMonthlyPayment({
    homePrice: input.homePrice,
    downPaymentPercent: input.downPaymentPercent,
    interestRate: input.interestRate,
    loanTermYears: input.loanTermYears,
    propertyTaxAnnualRate: input.propertyTaxRate,
    homeInsuranceMonthly: input.homeInsurance,
    hoaMonthly: input.hoaFees,
    mortgageInsuranceThreshold: insurance.mortgageInsuranceThreshold,
    mortgageInsuranceRate: insurance.mortgageInsuranceRate,
  });
  let running = 0;
  const stops = result.breakdown.map((item) => {
    running += item.amount;
    return result.total > 0 ? Math.min(100, (running / result.total) * 100) : 0;
  });
  return {
    result,
    stops,
    texts: {
      total: money(i18n, result.total),
      principalAndInterest: money(i18n, result.principalAndInterest),
      propertyTax: money(i18n, result.propertyTax),
      homeInsurance: money(i18n, result.homeInsurance),
      hoa: money(i18n, result.hoa),
      mortgageInsurance: money(i18n, result.mortgageInsurance),
      downPayment: money(i18n, result.downPayment),
      homePriceLabel: sliderLabel(i18n, input.homePrice),
      downPaymentLabel: percent(i18n, input.downPaymentPercent),
    },
  };
}

/** The ring's arc ends as custom properties: numbers written by us, never a setting. */
export function ringStops(stops: readonly number[]): [`--wg-s${number}`, string][] {
  return stops.map((stop, index) => [`--wg-s${index + 1}`, `${stop.toFixed(2)}%`]);
}

/**
 * A slider step that gives a few hundred positions across the range: a power of ten, at least 1,
 * so the arrow keys move by a round amount ($1,000 across the default $620,000 range).
 */
export function sliderStep(min: number, max: number): number {
  const span = max - min;
  if (span < 1000) return 1;
  return 10 ** Math.floor(Math.log10(span / 100));
}
