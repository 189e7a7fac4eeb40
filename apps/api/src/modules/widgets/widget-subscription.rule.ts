import { isPaidType } from '@widgetry/contracts';
import type { WidgetRow, WidgetTypeRow } from '../../db/schema';
import { centsToDollars } from '../catalog';

// The subscription rules of spec 000 §4 (saving) and DESIGN "Data flow" 6 (serving), on rows.

type Subscription = Pick<WidgetRow, 'subStatus' | 'expires'>;
type ServedSubscription = Subscription & Pick<WidgetRow, 'subscriptionId'>;

/** Whether a catalogue row's type is paid, by the contract's one rule (isPaidType). */
export function isPaidRow(type: Pick<WidgetTypeRow, 'priceCents'>): boolean {
  return isPaidType({ price: centsToDollars(type.priceCents) });
}

/**
 * Spec 000 §4 save table: a paid widget saves only while its subscription is active with a renewal
 * date in the future; incomplete, past_due, no status, or active without or past its expiry do not.
 */
export function subscriptionAllowsSave(widget: Subscription, now: Date): boolean {
  return widget.subStatus === 'active' && widget.expires !== null && widget.expires > now;
}

/**
 * DESIGN "Data flow" 6: a paid widget stays on customers' pages while active or past_due (the
 * provider is still retrying the payment). Canceled, expired, unpaid and incomplete ones are not
 * served. A provider's subscription is judged by its status alone: the provider runs the renewals,
 * and its renewal invoice may land a little after the old period ended. A manual order (no
 * provider subscription) also stops at its renewal date, when one is set.
 */
export function subscriptionAllowsServing(widget: ServedSubscription, now: Date): boolean {
  if (widget.subStatus !== 'active' && widget.subStatus !== 'past_due') return false;
  if (widget.subscriptionId !== null) return true;
  return widget.expires === null || widget.expires > now;
}

/** Whether the embed endpoint may serve the widget now. */
export function isServable(type: Pick<WidgetTypeRow, 'priceCents'>, widget: ServedSubscription, now: Date): boolean {
  return !isPaidRow(type) || subscriptionAllowsServing(widget, now);
}
