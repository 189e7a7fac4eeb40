import { nextPeriodEnd } from './test-clock';
import { chargeInvoice, nextRetryAt, openInvoice } from './test-invoices';
import type { Mutation } from './test-mutation';
import {
  type TestInvoice,
  testCheckoutSessionSchema,
  testInvoiceSchema,
  testSubscriptionSchema,
} from './test-objects.schema';
import type { TestObjectStore } from './test-provider.store';
import {
  chargeableCard,
  draftInvoice,
  endSubscription,
  getSubscription,
  saveSubscriptionChange,
  subscriptionItem,
  withNextPeriod,
} from './test-subscriptions';

// What happens by itself as provider time passes, Stripe's way: checkout sessions expire, a
// subscription scheduled to cancel ends at its period end, the others renew (an invoice charged
// to the default card), and a failed renewal is retried on days 3, 5 and 7 before the
// subscription is canceled. The clock processes these one at a time, earliest first.

export type DueKind = 'session_expiry' | 'cancel_at_period_end' | 'renewal' | 'retry';

export interface DueItem {
  kind: DueKind;
  /** When it is due, unix seconds. */
  at: number;
  /** The session, subscription or invoice. */
  id: string;
}

/** Same moment: the order Stripe would process them in (a cancel at period end wins over the renewal). */
const KIND_ORDER: readonly DueKind[] = ['session_expiry', 'cancel_at_period_end', 'renewal', 'retry'];

/** The earliest thing due at or before `until` (unix seconds), or null. */
export async function findEarliestDue(store: TestObjectStore, until: number): Promise<DueItem | null> {
  const due: DueItem[] = [];
  for (const session of await store.list('checkout.session', testCheckoutSessionSchema, {
    field: 'status',
    values: ['open'],
  })) {
    due.push({ kind: 'session_expiry', at: session.expires_at, id: session.id });
  }
  const pastDue = new Set<string>();
  for (const subscription of await store.list('subscription', testSubscriptionSchema, {
    field: 'status',
    values: ['active', 'past_due', 'trialing'],
  })) {
    if (subscription.status === 'past_due') pastDue.add(subscription.id);
    if (subscription.cancel_at !== null) {
      due.push({ kind: 'cancel_at_period_end', at: subscription.cancel_at, id: subscription.id });
    } else if (subscription.status === 'active') {
      due.push({ kind: 'renewal', at: subscriptionItem(subscription).current_period_end, id: subscription.id });
    }
  }
  for (const invoice of await store.list('invoice', testInvoiceSchema, { field: 'status', values: ['open'] })) {
    const subscription = invoice.parent.subscription_details.subscription;
    if (invoice.next_payment_attempt !== null && pastDue.has(subscription)) {
      due.push({ kind: 'retry', at: invoice.next_payment_attempt, id: invoice.id });
    }
  }
  const rank = (item: DueItem) => KIND_ORDER.indexOf(item.kind);
  const [first] = due.filter((item) => item.at <= until).sort((a, b) => a.at - b.at || rank(a) - rank(b));
  return first ?? null;
}

async function expireSession(mutation: Mutation, id: string): Promise<void> {
  const session = await mutation.store.get('checkout.session', testCheckoutSessionSchema, id);
  if (session === null || session.status !== 'open') return;
  const expired = { ...session, status: 'expired' as const, url: null };
  await mutation.store.put(expired);
  await mutation.emit('checkout.session.expired', expired);
}

async function renew(mutation: Mutation, id: string, hostedUrl: (id: string) => string): Promise<void> {
  const subscription = await getSubscription(mutation.store, id);
  const periodStart = subscriptionItem(subscription).current_period_end;
  const periodEnd = nextPeriodEnd(subscription.billing_cycle_anchor, periodStart);
  const draft = await draftInvoice(
    mutation.store,
    subscription,
    { reason: 'subscription_cycle', periodStart, periodEnd, now: mutation.now },
    hostedUrl,
  );
  const invoice = await openInvoice(mutation, draft);
  const card = await chargeableCard(mutation.store, subscription);
  const charge = await chargeInvoice(mutation, invoice, card, nextRetryAt(invoice.created, mutation.now));
  const after =
    charge.error === null
      ? withNextPeriod(subscription, invoice.id)
      : { ...subscription, status: 'past_due' as const, latest_invoice: invoice.id };
  await saveSubscriptionChange(mutation, subscription, after);
}

async function retry(mutation: Mutation, id: string): Promise<void> {
  const invoice = await mutation.store.get('invoice', testInvoiceSchema, id);
  if (invoice === null || invoice.status !== 'open') return;
  const subscription = await getSubscription(mutation.store, invoice.parent.subscription_details.subscription);
  const card = await chargeableCard(mutation.store, subscription);
  const charge = await chargeInvoice(mutation, invoice, card, nextRetryAt(invoice.created, mutation.now));
  if (charge.error === null) {
    await saveSubscriptionChange(mutation, subscription, withNextPeriod(subscription, invoice.id));
  } else if (charge.invoice.next_payment_attempt === null) {
    await endSubscription(mutation, subscription, 'payment_failed');
    const uncollectible: TestInvoice = {
      ...charge.invoice,
      status: 'uncollectible',
      auto_advance: false,
      status_transitions: { ...charge.invoice.status_transitions, marked_uncollectible_at: mutation.now },
    };
    await mutation.store.put(uncollectible);
    await mutation.emit('invoice.marked_uncollectible', uncollectible);
  }
}

async function cancelAtPeriodEnd(mutation: Mutation, id: string): Promise<void> {
  const subscription = await getSubscription(mutation.store, id);
  if (subscription.status === 'canceled') return;
  await endSubscription(mutation, subscription, 'cancellation_requested');
}

/** Does what is due, with the provider's clock at that moment (the caller has set it). */
export async function processDue(mutation: Mutation, item: DueItem, hostedUrl: (id: string) => string): Promise<void> {
  switch (item.kind) {
    case 'session_expiry':
      return expireSession(mutation, item.id);
    case 'renewal':
      return renew(mutation, item.id, hostedUrl);
    case 'retry':
      return retry(mutation, item.id);
    case 'cancel_at_period_end':
      return cancelAtPeriodEnd(mutation, item.id);
  }
}
