// Figures as the widget's language writes them (issue 32): dollars (USD in every language),
// percentages, the slider's short amounts and the bound messages, all through ctx.i18n.
import { formatSliderLabel, type Range, roundTo } from '@widgetry/calculators';
import { createI18n, type I18n } from '@widgetry/widgets-core';
import { monthlypaymentMessages } from './i18n/en';

export type MonthlypaymentI18n = I18n<typeof monthlypaymentMessages>;

/** English, for a caller that passes no language (tests, npm users computing by hand). */
export const englishI18n = (): MonthlypaymentI18n => createI18n(monthlypaymentMessages);

/** Dollars and cents, rounded half away from zero to the cent first (as calculators' formatMoney). */
export const money = (i18n: MonthlypaymentI18n, amount: number): string =>
  i18n.number(roundTo(amount, 2), { style: 'currency', currency: 'USD' });

/** A percentage given as a number of percent (12.5 → '12.5%', '12,5 %' in French). */
export const percent = (i18n: MonthlypaymentI18n, value: number): string =>
  i18n.number(value / 100, { style: 'percent', maximumFractionDigits: 3 });

/**
 * A slider's short amount. English keeps spec 002 §9's form ('$950', '$1.5K', '$1.550M',
 * calculators' formatSliderLabel); another language writes Intl's compact dollars ('1,55 M US$').
 */
export function sliderLabel(i18n: MonthlypaymentI18n, amount: number): string {
  if (i18n.language === 'en') return formatSliderLabel(amount);
  const millions = Math.abs(amount) >= 999_950;
  return i18n.number(amount, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: millions ? 3 : 0,
    maximumFractionDigits: millions ? 3 : 1,
  });
}

/** What an out-of-range number is told: the contract's words in English (calculators boundMessage). */
export function boundText(i18n: MonthlypaymentI18n, range: Range): string {
  const plain = (value: number) => i18n.number(value, { useGrouping: false, maximumFractionDigits: 20 });
  return i18n.t(range.integer ? 'wholeNumberRange' : 'numberRange', { min: plain(range.min), max: plain(range.max) });
}
