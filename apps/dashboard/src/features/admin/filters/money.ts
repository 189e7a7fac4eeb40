import { formatMoney } from '@widgetry/calculators';

/** '$12.50' (spec 003 §9: two decimals). */
export const formatPrice = (dollars: number): string => formatMoney(dollars);

/** '$12.50/month' (spec 003 §9). */
export const formatMonthly = (dollars: number): string => `${formatMoney(dollars)}/month`;

/** Yearly total of a subscription: 12 times its monthly price (spec 003 §9), rounded to cents. */
export function yearlyTotal(monthly: number): number {
  return Math.round(monthly * 12 * 100) / 100;
}
