// The monthly payment calculator's defaults (spec 002 §9) as plain values: the schema beside this
// file builds on them, and the runtime imports them without pulling zod into a customer's page.
import type { NumberBound } from '../../constants/bounds';
import { NEW_WIDGET_LANGUAGE } from '../../constants/languages';
import { MONTHLY_PAYMENT_LEFT_ITEMS, MONTHLY_PAYMENT_RIGHT_ITEMS } from './monthlypayment.constants';

/**
 * The mortgage insurance rate, percent of the loan a year. Private mortgage insurance costs about
 * 0.3 % to 1.5 % a year; the ceiling leaves room for unusual loans while refusing typing slips.
 */
export const MORTGAGE_INSURANCE_RATE_BOUND = { min: 0, max: 5 } as const satisfies NumberBound;

export const monthlypaymentDefaults = {
  language: NEW_WIDGET_LANGUAGE,
  container: { bgColor: '#ffffff', padding: '20px', borderColor: '#e2e8f0', borderRadius: '8px', shadow: 'md' },
  header: {
    title: 'Mortgage Calculator',
    fontFamily: 'Open Sans',
    fontSize: '32px',
    fontWeight: 'bold',
    textAlign: 'center',
    textColor: '#1a202c',
  },
  result: { textColor: '#1a202c', fontFamily: 'Open Sans', fontSize: '22px', fontWeight: 'bold', textAlign: 'center' },
  fields: {
    fontSize: '16px',
    fontWeight: 'normal',
    fontFamily: 'Open Sans',
    textColor: '#4a5568',
    homePriceDefaultValue: 1_550_000,
    homePriceShowSlider: true,
    homePriceSliderMin: 1_240_000,
    homePriceSliderMax: 1_860_000,
    defaultDownPaymentPercent: 20,
    downPaymentShowSlider: true,
    interestRateDefaultValue: 6,
    propertyTaxAnnualRate: 1.25,
    /** Dollars per month. */
    homeInsuranceDefaultValue: 388,
    /** Dollars per month. */
    hoaFeesDefaultValue: 0,
    /** Down payment percent below which mortgage insurance applies. */
    mortgageInsuranceThreshold: 20,
    mortgageInsuranceShowThresholdNote: true,
    /** Percent of the loan a year, charged below the threshold (was fixed at 0.5). */
    mortgageInsuranceRate: 0.5,
    /** The loan term, in years, the visitor starts with: 15, 20 or 30 (was fixed at 30). */
    defaultLoanTerm: 30,
  },
  layout: {
    template: 'two-column',
    fieldOrder: { leftOrder: MONTHLY_PAYMENT_LEFT_ITEMS, rightOrder: MONTHLY_PAYMENT_RIGHT_ITEMS },
  },
  /** Dot colours of the breakdown; mortgageDot exists in the data though the editor shows four. */
  colors: {
    principalDot: '#4299e1',
    taxDot: '#f6ad55',
    insuranceDot: '#68d391',
    hoaDot: '#9f7aea',
    mortgageDot: '#fc8181',
  },
} as const;
