// Pure maths for the calculator widgets. No dependencies and no side effects at import, so a
// widget bundle keeps only what it uses. Calculations throw a RangeError for input they cannot
// compute with; the slider rules and the formatters never throw.

export {
  type AffordabilityInput,
  type AffordabilityLimit,
  type AffordabilityResult,
  calculateAffordability,
  DEFAULT_DEBT_TO_INCOME_RATIO,
  DEFAULT_HOUSING_DEBT_TO_INCOME_RATIO,
} from './affordability';
export {
  type AmortizationMonth,
  type AmortizationSchedule,
  type AmortizationYear,
  amortizationSchedule,
} from './amortization';
export { annuityPayment, annuityPresentValue } from './annuity';
export { boundMessage, isInRange, type Range } from './bound-message';
export {
  type CalendarDate,
  compareCalendarDates,
  type DateInput,
  daysInMonth,
  isLeapYear,
  parseCalendarDate,
} from './calendar-date';
export { formatLongDate, formatMoney, formatSliderLabel, NOT_AVAILABLE } from './format';
export {
  calculateMonthlyPayment,
  DEFAULT_MORTGAGE_INSURANCE_RATE,
  DEFAULT_MORTGAGE_INSURANCE_THRESHOLD,
  type MortgageInput,
  type MortgageResult,
  type PaymentBreakdownItem,
  type PaymentItemKey,
} from './mortgage';
export { type ProrationInput, type ProrationResult, prorateRent } from './proration';
export { MAX_STAY_MONTHS, prorateStay, type StayInput, type StayResult } from './proration-stay';
export { roundTo, roundToCents } from './rounding';
export {
  clampDownPaymentPercent,
  constrainHomePriceSlider,
  HOME_PRICE_LIMIT,
  type HomePriceSlider,
  type HomePriceSliderField,
} from './slider-constraints';
