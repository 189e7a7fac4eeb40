import { ProviderRequestError } from '../billing.provider';
import { nextPeriodEnd } from './test-clock';
import { changedAttributes } from './test-events';
import { chargeablePaymentMethodId, newInvoice } from './test-invoices';
import type { Mutation } from './test-mutation';
import {
  type TestInvoice,
  type TestPaymentMethod,
  type TestSubscription,
  testCustomerSchema,
  testPaymentMethodSchema,
  testProductSchema,
  testSubscriptionSchema,
} from './test-objects.schema';
import type { TestObjectStore } from './test-provider.store';

// Subscription changes shared by the API calls and the test clock: moving to the next period,
// stopping, and the reads they need.

export function missing(kind: string, id: string): ProviderRequestError {
  return new ProviderRequestError(`No such ${kind}: '${id}'`, 'resource_missing');
}

/** The subscription's one item (one unit of one price). */
export function subscriptionItem(subscription: TestSubscription) {
  const item = subscription.items.data[0];
  if (item === undefined) throw new Error(`Subscription ${subscription.id} has no item.`);
  return item;
}

export async function getSubscription(store: TestObjectStore, id: string): Promise<TestSubscription> {
  const subscription = await store.get('subscription', testSubscriptionSchema, id);
  if (subscription === null) throw missing('subscription', id);
  return subscription;
}

/** Stores the subscription and reports the change (customer.subscription.updated). */
export async function saveSubscriptionChange(
  mutation: Mutation,
  before: TestSubscription,
  after: TestSubscription,
  type = 'customer.subscription.updated',
): Promise<TestSubscription> {
  await mutation.store.put(after);
  await mutation.emit(
    type,
    after,
    type === 'customer.subscription.updated' ? changedAttributes(before, after) : undefined,
  );
  return after;
}

/** Active again, for the period after the current one (its invoice was paid). */
export function withNextPeriod(subscription: TestSubscription, latestInvoice: string): TestSubscription {
  const item = subscriptionItem(subscription);
  const start = item.current_period_end;
  const end = nextPeriodEnd(subscription.billing_cycle_anchor, start);
  return {
    ...subscription,
    status: 'active',
    latest_invoice: latestInvoice,
    items: {
      ...subscription.items,
      data: [{ ...item, current_period_start: start, current_period_end: end }],
    },
  };
}

/** Ended now (canceled by request, at its period end, or after the last failed retry). */
export async function endSubscription(
  mutation: Mutation,
  subscription: TestSubscription,
  reason: 'cancellation_requested' | 'payment_failed',
): Promise<TestSubscription> {
  const ended: TestSubscription = {
    ...subscription,
    status: 'canceled',
    canceled_at: subscription.canceled_at ?? mutation.now,
    ended_at: mutation.now,
    cancellation_details: { ...subscription.cancellation_details, reason },
  };
  return saveSubscriptionChange(mutation, subscription, ended, 'customer.subscription.deleted');
}

/** The card the subscription's invoices are charged to, if it still exists. */
export async function chargeableCard(
  store: TestObjectStore,
  subscription: TestSubscription,
): Promise<TestPaymentMethod | null> {
  const customer = await store.get('customer', testCustomerSchema, subscription.customer);
  const id = chargeablePaymentMethodId(subscription, customer?.invoice_settings.default_payment_method ?? null);
  return id === null ? null : store.get('payment_method', testPaymentMethodSchema, id);
}

/** A draft invoice for the period from `periodStart`, with the product's name and the customer's email. */
export async function draftInvoice(
  store: TestObjectStore,
  subscription: TestSubscription,
  input: { reason: TestInvoice['billing_reason']; periodStart: number; periodEnd: number; now: number },
  hostedUrl: (id: string) => string,
): Promise<TestInvoice> {
  const item = subscriptionItem(subscription);
  const product = await store.get('product', testProductSchema, item.price.product);
  const customer = await store.get('customer', testCustomerSchema, subscription.customer);
  return newInvoice({
    subscription,
    productName: product?.name ?? item.price.product,
    customerEmail: customer?.email ?? null,
    hostedUrl,
    ...input,
  });
}

const CANCELED_IS_FINAL = 'A canceled subscription can only update its cancellation_details and metadata.';

/** Stops the subscription at its period end (resumable until then), or now. */
export async function cancel(mutation: Mutation, id: string, atPeriodEnd: boolean): Promise<TestSubscription> {
  const subscription = await getSubscription(mutation.store, id);
  if (subscription.status === 'canceled') throw new ProviderRequestError(CANCELED_IS_FINAL);
  const periodEnd = subscriptionItem(subscription).current_period_end;
  // A past_due subscription's paid period is already over: stopping "at its end" is stopping now.
  if (!atPeriodEnd || periodEnd <= mutation.now) {
    return endSubscription(mutation, subscription, 'cancellation_requested');
  }
  return saveSubscriptionChange(mutation, subscription, {
    ...subscription,
    cancel_at_period_end: true,
    cancel_at: periodEnd,
    canceled_at: mutation.now,
    cancellation_details: { ...subscription.cancellation_details, reason: 'cancellation_requested' },
  });
}

/** Undoes a cancel at the period end. */
export async function resume(mutation: Mutation, id: string): Promise<TestSubscription> {
  const subscription = await getSubscription(mutation.store, id);
  if (subscription.status === 'canceled') throw new ProviderRequestError(CANCELED_IS_FINAL);
  if (!subscription.cancel_at_period_end && subscription.cancel_at === null) return subscription;
  return saveSubscriptionChange(mutation, subscription, {
    ...subscription,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    cancellation_details: { ...subscription.cancellation_details, reason: null },
  });
}

/** The card future invoices are charged to, on the subscription and as the customer's default. */
export async function setDefaultCard(
  mutation: Mutation,
  subscriptionId: string,
  paymentMethodId: string,
): Promise<TestSubscription> {
  const { store } = mutation;
  const subscription = await getSubscription(store, subscriptionId);
  if (subscription.status === 'canceled') throw new ProviderRequestError(CANCELED_IS_FINAL);
  const card = await store.get('payment_method', testPaymentMethodSchema, paymentMethodId);
  if (card === null || card.customer !== subscription.customer) {
    throw new ProviderRequestError(
      `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`,
      'resource_missing',
    );
  }
  const updated = await saveSubscriptionChange(mutation, subscription, {
    ...subscription,
    default_payment_method: card.id,
  });
  const customer = await store.get('customer', testCustomerSchema, subscription.customer);
  if (customer !== null) {
    const next = { ...customer, invoice_settings: { ...customer.invoice_settings, default_payment_method: card.id } };
    await store.put(next);
    await mutation.emit('customer.updated', next, changedAttributes(customer, next));
  }
  return updated;
}
