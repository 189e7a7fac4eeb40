import { formatLongDate, formatMoney } from '@widgetry/calculators';
import { DASHBOARD_MESSAGES, type SubscriptionStatus } from '@widgetry/contracts';

/** A subscription price as spec 003 §9 shows it: '$5.00/month'. */
export function formatMonthlyPrice(dollars: number): string {
  return `${formatMoney(dollars)}/month`;
}

/**
 * 'Ends 28 December 2026': a subscription canceled at its period end. It replaces the renewal date
 * wherever one would be shown: a card said 'Next Renewal: 28 December 2026' beside 'Cancels on
 * 28 December 2026' (issue 29 #19), as if it would both renew and end. The month is written in
 * full, as every date the dashboard shows (spec 000 §2).
 */
export function endsOnText(cancelAt: string): string {
  return `Ends ${formatLongDate(cancelAt)}`;
}

/**
 * Each status in words, as customers and admins read it; the contract's value ('past_due') stays
 * on the wire and in the filters' values (issue 29 #19: the raw value was shown).
 */
export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  incomplete: 'Awaiting payment',
  past_due: 'Past due',
  canceled: 'Canceled',
  expired: 'Expired',
  incomplete_expired: 'Payment not completed',
  unpaid: 'Unpaid',
};

/** The words for a status; 'N/A' when there is none (a widget without a subscription). */
export function statusLabel(status: SubscriptionStatus | null | undefined): string {
  return status ? STATUS_LABELS[status] : DASHBOARD_MESSAGES.notAvailable;
}

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

/** How a status reads at a glance (dashboard cards, subscription list), beside its words. */
export function statusTone(status: SubscriptionStatus | null): StatusTone {
  if (status === 'active') return 'success';
  if (status === 'past_due' || status === 'incomplete') return 'warning';
  if (status === null) return 'neutral';
  return 'danger';
}
