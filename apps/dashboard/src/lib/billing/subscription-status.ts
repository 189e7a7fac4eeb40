import { formatLongDate, formatMoney } from '@widgetry/calculators';
import type { SubscriptionStatus } from '@widgetry/contracts';

/** A subscription price as spec 003 §9 shows it: '$5.00/month'. */
export function formatMonthlyPrice(dollars: number): string {
  return `${formatMoney(dollars)}/month`;
}

/** 'Cancels on 5 March 2026': a subscription canceled at its period end, dated en-GB like every date. */
export function cancelsOnText(cancelAt: string): string {
  return `Cancels on ${formatLongDate(cancelAt)}`;
}

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

/** How a status reads at a glance (dashboard cards, subscription list); the text stays the contract's value. */
export function statusTone(status: SubscriptionStatus | null): StatusTone {
  if (status === 'active') return 'success';
  if (status === 'past_due' || status === 'incomplete') return 'warning';
  if (status === null) return 'neutral';
  return 'danger';
}
