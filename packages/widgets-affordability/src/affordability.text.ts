// The English texts under the names the package exported before issue 32, for npm users and
// tests: the runtime itself reads its catalogue (i18n/en.ts) through ctx.i18n.
import { affordabilityErrors, englishI18n } from './affordability.calculate';
import { EMPTY_RESULT } from './affordability.render';
import { affordabilityMessages as en } from './i18n/en';

/** The result's labels and the stand-in captions in English. */
export const AFFORDABILITY_TEXT = {
  results: en.results,
  homePrice: en.homePrice,
  loanAmount: en.loanAmount,
  monthlyPayment: en.monthlyPayment,
  downPayment: en.downPayment,
  optional: en.optional,
  years: en.years.other.replace('{count} ', ''),
  calculate: en.calculate,
  reset: en.reset,
  empty: EMPTY_RESULT,
} as const;

/** The input errors in English. */
export const AFFORDABILITY_ERRORS = affordabilityErrors(englishI18n());
