import { type ProviderCheckoutInput, ProviderRequestError } from '../billing.provider';
import { type CardInput, checkCard } from './test-cards';
import { addMonths, fromUnix } from './test-clock';
import { newId } from './test-ids';
import { chargeInvoice, chargeResult, openInvoice } from './test-invoices';
import type { Mutation } from './test-mutation';
import { newCheckoutSession, newPaymentMethod, newSubscription } from './test-objects';
import {
  type TestCheckoutSession,
  testCheckoutSessionSchema,
  testCustomerSchema,
  testPriceSchema,
  testProductSchema,
} from './test-objects.schema';
import type { TestObjectStore } from './test-provider.store';
import { draftInvoice, missing } from './test-subscriptions';

// The hosted checkout: a session for one unit of a monthly price, and its completion with a card.
// As in Stripe Checkout, a card refused (or whose first charge fails) leaves nothing behind; a paid
// one attaches the card, starts the subscription with its first invoice paid, completes the session.

/** What the hosted checkout page shows for a session. */
export type CheckoutView =
  | { state: 'missing' }
  | { state: 'expired'; cancelUrl: string }
  | { state: 'complete'; successUrl: string }
  | {
      state: 'open';
      sessionId: string;
      productName: string;
      amountCents: number;
      customerEmail: string | null;
      cancelUrl: string;
    };

export type CheckoutCompletion = { paid: true; successUrl: string } | { paid: false; view: CheckoutView };

/** Stripe fills in the session id where the success URL asks for it. */
function successUrlOf(session: TestCheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

export async function createSession(
  mutation: Mutation,
  input: ProviderCheckoutInput,
  pageUrl: (id: string) => string,
): Promise<TestCheckoutSession> {
  const customer = await mutation.store.get('customer', testCustomerSchema, input.customerId);
  if (customer === null) throw missing('customer', input.customerId);
  const price = await mutation.store.get('price', testPriceSchema, input.priceId);
  if (price === null || !price.active) throw missing('price', input.priceId);
  const product = await mutation.store.get('product', testProductSchema, price.product);
  const session = newCheckoutSession(
    {
      customer,
      price,
      productName: product?.name ?? price.product,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      metadata: input.metadata,
      pageUrl,
    },
    mutation.now,
  );
  await mutation.store.put(session);
  return session;
}

export async function checkoutView(store: TestObjectStore, id: string, now: number): Promise<CheckoutView> {
  const session = await store.get('checkout.session', testCheckoutSessionSchema, id);
  if (session === null) return { state: 'missing' };
  if (session.status === 'complete') return { state: 'complete', successUrl: successUrlOf(session) };
  if (session.status === 'expired' || session.expires_at <= now)
    return { state: 'expired', cancelUrl: session.cancel_url };
  const line = session.line_items.data[0];
  const customer = await store.get('customer', testCustomerSchema, session.customer);
  return {
    state: 'open',
    sessionId: session.id,
    productName: line?.description ?? '',
    amountCents: session.amount_total,
    customerEmail: customer?.email ?? null,
    cancelUrl: session.cancel_url,
  };
}

/** Pays an open session with the card; a refused card throws ProviderRequestError and changes nothing. */
export async function completeSession(
  mutation: Mutation,
  id: string,
  input: CardInput,
  invoiceUrl: (id: string) => string,
): Promise<CheckoutCompletion> {
  const { store, now } = mutation;
  const view = await checkoutView(store, id, now);
  const session = await store.get('checkout.session', testCheckoutSessionSchema, id);
  if (view.state !== 'open' || session === null) return { paid: false, view };
  const customer = await store.get('customer', testCustomerSchema, session.customer);
  const price = session.line_items.data[0]?.price;
  if (customer === null || price === undefined) throw missing('customer', session.customer);

  const check = checkCard(input, fromUnix(now));
  if (!check.ok) throw new ProviderRequestError(check.error.message, check.error.code);
  const card = newPaymentMethod(check.card, { customer: customer.id, email: customer.email, name: null }, now);
  // The first invoice is charged before anything is kept, so a card that fails it leaves no trace.
  const refusal = chargeResult(card, customer.id);
  if (refusal !== null) throw new ProviderRequestError(refusal.message, refusal.code);

  await store.put(card);
  await mutation.emit('payment_method.attached', card);
  const subscriptionId = newId('sub_');
  const periodEnd = addMonths(now, 1);
  const pending = newSubscription({
    id: subscriptionId,
    customer: customer.id,
    price,
    paymentMethod: card.id,
    latestInvoice: '',
    metadata: session.metadata,
    periodStart: now,
    periodEnd,
  });
  const draft = await draftInvoice(
    store,
    pending,
    { reason: 'subscription_create', periodStart: now, periodEnd, now },
    invoiceUrl,
  );
  const subscription = { ...pending, latest_invoice: draft.id };
  await store.put(subscription);
  await mutation.emit('customer.subscription.created', subscription);
  const invoice = await openInvoice(mutation, draft);
  await chargeInvoice(mutation, invoice, card, null);

  const completed: TestCheckoutSession = {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    url: null,
    customer_details: { email: customer.email, name: customer.name },
    subscription: subscription.id,
    invoice: invoice.id,
  };
  await store.put(completed);
  await mutation.emit('checkout.session.completed', completed);
  return { paid: true, successUrl: successUrlOf(completed) };
}
