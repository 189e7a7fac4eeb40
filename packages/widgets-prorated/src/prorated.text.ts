// The English texts under the names the package exported before issue 32, for npm users and
// tests: the runtime itself reads its catalogue (i18n/en.ts) through ctx.i18n.
import { createI18n } from '@widgetry/widgets-core';
import { proratedMessages as en } from './i18n/en';
import { proratedErrors } from './prorated.behaviour';
import { EMPTY_RESULT } from './prorated.render';

/** The labels in English. */
export const PRORATED_TEXT = {
  rent: en.rent,
  moveIn: en.moveIn,
  moveOut: en.moveOut,
  optional: en.optional,
  calculate: en.calculate,
  result: en.result,
  daysInMonth: en.daysInMonth,
  dailyRate: en.dailyRate,
  daysCharged: en.daysCharged,
  period: en.period,
  amount: en.amount,
  months: en.months,
  empty: EMPTY_RESULT,
} as const;

/** The input errors in English. */
export const PRORATED_ERRORS = proratedErrors(createI18n(en));
