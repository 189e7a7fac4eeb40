import type { Db } from '../../../db/client';
import type { BillingProvider } from '../billing.provider';
import { ProviderRequestError } from '../billing.provider';
import { findEarliestDue, processDue } from './test-billing-cycle';
import type { CardInput } from './test-cards';
import {
  type CheckoutCompletion,
  type CheckoutView,
  checkoutView,
  completeSession,
  createSession,
} from './test-checkout';
import { DAY_MS, fromUnix, providerTime, toUnix } from './test-clock';
import { createEventDelivery, type DeliverEvent } from './test-events';
import { newWebhookSecret } from './test-ids';
import { type InvoiceView, invoiceView, payWithCard, payWithDefaultCard } from './test-invoice-payments';
import { createMutate, type Mutation } from './test-mutation';
import { newCustomer, newPrice, newProduct } from './test-objects';
import {
  testCheckoutSessionSchema,
  testInvoiceSchema,
  testPaymentMethodSchema,
  testPriceSchema,
  testProductSchema,
  testSubscriptionSchema,
} from './test-objects.schema';
import { confirmIntent, createIntent, detach } from './test-payment-methods';
import {
  toProviderCheckoutSession,
  toProviderInvoice,
  toProviderPaymentMethod,
  toProviderSubscription,
} from './test-provider.mapper';
import { createTestObjectStore } from './test-provider.store';
import { cancel, resume, setDefaultCard } from './test-subscriptions';

// The built-in test provider: Stripe test mode without Stripe, for `npm start` offline. Its state
// lives in test_billing_objects; its events go to the same webhook route as Stripe's, signed with
// its own secret. Before each change it catches up with what fell due as real time passed, so it
// behaves like Stripe between clock advances too.

export interface TestBillingClock {
  /** The provider's time: real time plus the offset the advances added. */
  now(): Promise<Date>;
  /** Moves forward by whole days, doing what falls due on the way in order; returns the new time. */
  advance(days: number): Promise<Date>;
}

export interface TestBillingProvider extends BillingProvider {
  readonly kind: 'test';
  readonly clock: TestBillingClock;
  /** What the hosted checkout page shows for the session. */
  checkoutPage(sessionId: string): Promise<CheckoutView>;
  /** Pays an open session with a typed card; a refused card throws ProviderRequestError. */
  completeCheckout(sessionId: string, card: CardInput): Promise<CheckoutCompletion>;
  /** What the hosted invoice page shows; null for an unknown invoice. */
  invoicePage(invoiceId: string): Promise<InvoiceView | null>;
  /** Attaches the typed card to the customer and pays the open invoice with it; refusals throw ProviderRequestError. */
  payInvoiceWithCard(invoiceId: string, card: CardInput): Promise<InvoiceView>;
  /** The stand-in for Stripe.js's confirmCardSetup; refusals throw ProviderRequestError. */
  confirmSetupIntent(input: CardInput & { clientSecret: string }): Promise<{ paymentMethodId: string }>;
  /** Posts the events not yet acknowledged (also done after every change). */
  deliverPendingEvents(): Promise<void>;
}

export interface TestProviderDeps {
  db: Db;
  /** The API's public origin: the hosted pages live under it. */
  apiUrl: string;
  deliver: DeliverEvent;
}

/** Guards against a due item that processing failed to move on (a bug would otherwise spin forever). */
const MAX_DUE_STEPS = 10_000;

/**
 * The clock's moves (advances and catching up) never interleave, or one would undo the other's.
 * A catch-up while a move is under way is skipped rather than queued: the move does what is due,
 * and the request may come from a webhook handler the move is waiting for.
 */
function createMoves() {
  let current: Promise<unknown> | null = null;
  const start = <T>(task: () => Promise<T>): Promise<T> => {
    const run: Promise<T> = task().finally(() => {
      if (current === run) current = null;
    });
    current = run;
    return run;
  };
  return {
    async whenIdle<T>(task: () => Promise<T>): Promise<T> {
      while (current !== null) await current.catch(() => undefined);
      return start(task);
    },
    unlessMoving(task: () => Promise<void>): Promise<void> {
      return current === null ? start(task) : Promise.resolve();
    },
  };
}

export function createTestProvider(deps: TestProviderDeps): TestBillingProvider {
  const webhookSecret = newWebhookSecret();
  const base = deps.apiUrl.replace(/\/+$/, '');
  const checkoutUrl = (id: string) => `${base}/test-billing/checkout/${id}`;
  const invoiceUrl = (id: string) => `${base}/test-billing/invoices/${id}`;
  const store = createTestObjectStore(deps.db);
  const events = createEventDelivery({ db: deps.db, secret: webhookSecret, deliver: deps.deliver });
  const mutate = createMutate({ db: deps.db, events });
  const moves = createMoves();

  const now = async () => providerTime(await store.readClock());

  /** Processes what is due up to `until` (unix seconds), earliest first; returns how many. */
  async function runDueUntil(until: number): Promise<number> {
    for (let steps = 0; steps < MAX_DUE_STEPS; steps += 1) {
      const done = await mutate(async (mutation) => {
        const due = await findEarliestDue(mutation.store, until);
        if (due === null) return false;
        await mutation.setClock(fromUnix(due.at));
        await processDue(mutation, due, invoiceUrl);
        return true;
      });
      if (!done) return steps;
    }
    throw new Error('The test clock found more due items than it can process in one move.');
  }

  function catchUp(): Promise<void> {
    return moves.unlessMoving(async () => {
      const clock = await store.readClock();
      const processed = await runDueUntil(toUnix(providerTime(clock)));
      // Processing set the clock back to each due moment; it now reads real time + offset again.
      if (processed > 0) await mutate(async (mutation) => mutation.store.put(clock));
    });
  }

  /** A change made by an API call or a hosted page: after catching up with the clock. */
  async function operate<T>(work: (mutation: Mutation) => Promise<T>): Promise<T> {
    await catchUp();
    return mutate(work);
  }

  return {
    kind: 'test',
    webhookSecret,
    clock: {
      now,
      advance: (days) =>
        moves.whenIdle(async () => {
          const target = new Date((await now()).getTime() + days * DAY_MS);
          await runDueUntil(toUnix(target));
          await mutate(async (mutation) => mutation.setClock(target));
          return target;
        }),
    },

    syncProduct: (input) =>
      operate(async ({ store: tx, now: at }) => {
        let product = input.productId ? await tx.get('product', testProductSchema, input.productId) : null;
        if (product === null) product = newProduct({ name: input.displayName, typeName: input.typeName }, at);
        let price = input.priceId ? await tx.get('price', testPriceSchema, input.priceId) : null;
        if (price === null || price.product !== product.id || price.unit_amount !== input.priceCents || !price.active) {
          // The old price is archived, not changed: running subscriptions keep being billed at it.
          if (price !== null && price.product === product.id && price.active) await tx.put({ ...price, active: false });
          price = newPrice(product.id, input.priceCents, at);
          await tx.put(price);
        }
        const changed =
          product.name !== input.displayName ||
          product.metadata.typeName !== input.typeName ||
          product.default_price !== price.id;
        const updated = {
          ...product,
          name: input.displayName,
          metadata: { ...product.metadata, typeName: input.typeName },
          default_price: price.id,
          updated: changed ? at : product.updated,
        };
        await tx.put(updated);
        return { productId: updated.id, priceId: price.id };
      }),

    createCustomer: (input) =>
      operate(async (mutation) => {
        const customer = newCustomer(input, mutation.now);
        await mutation.store.put(customer);
        return customer.id;
      }),

    createCheckoutSession: async (input) => {
      const session = await operate((mutation) => createSession(mutation, input, checkoutUrl));
      return { id: session.id, url: session.url ?? checkoutUrl(session.id) };
    },
    retrieveCheckoutSession: async (id) => {
      const session = await store.get('checkout.session', testCheckoutSessionSchema, id);
      return session === null ? null : toProviderCheckoutSession(session);
    },

    retrieveSubscription: async (id) => {
      const subscription = await store.get('subscription', testSubscriptionSchema, id);
      return subscription === null ? null : toProviderSubscription(subscription);
    },
    listSubscriptions: async (customerId) => {
      const subscriptions = await store.list(
        'subscription',
        testSubscriptionSchema,
        { field: 'customer', values: [customerId] },
        'desc',
      );
      // As Stripe's list without a status: every subscription that has not ended.
      return subscriptions
        .filter((subscription) => subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired')
        .map(toProviderSubscription);
    },
    cancelSubscription: async (id, options) =>
      toProviderSubscription(await operate((mutation) => cancel(mutation, id, options.atPeriodEnd))),
    resumeSubscription: async (id) => toProviderSubscription(await operate((mutation) => resume(mutation, id))),
    setDefaultPaymentMethod: async (subscriptionId, paymentMethodId) =>
      toProviderSubscription(await operate((mutation) => setDefaultCard(mutation, subscriptionId, paymentMethodId))),

    retrieveInvoice: async (id) => {
      const invoice = await store.get('invoice', testInvoiceSchema, id);
      return invoice === null ? null : toProviderInvoice(invoice);
    },
    listPaidInvoiceIds: async (subscriptionId) => {
      const subscription = await store.get('subscription', testSubscriptionSchema, subscriptionId);
      if (subscription === null) return [];
      // The subscription sits inside `parent`, out of the store's top-level filter: filter by customer first.
      const invoices = await store.list(
        'invoice',
        testInvoiceSchema,
        { field: 'customer', values: [subscription.customer] },
        'desc',
      );
      return invoices
        .filter(
          (invoice) => invoice.status === 'paid' && invoice.parent.subscription_details.subscription === subscriptionId,
        )
        .map((invoice) => invoice.id);
    },
    payInvoice: async (id) => {
      // A refused charge is stored (and reported) before the caller hears of it.
      const { invoice, error } = await operate((mutation) => payWithDefaultCard(mutation, id));
      if (error !== null) throw new ProviderRequestError(error.message, error.code);
      return toProviderInvoice(invoice);
    },

    createSetupIntent: async (customerId, metadata) => {
      const intent = await operate((mutation) => createIntent(mutation, customerId, metadata));
      return { clientSecret: intent.client_secret };
    },
    retrievePaymentMethod: async (id) => {
      const card = await store.get('payment_method', testPaymentMethodSchema, id);
      return card === null ? null : toProviderPaymentMethod(card);
    },
    listPaymentMethods: async (customerId) => {
      const cards = await store.list(
        'payment_method',
        testPaymentMethodSchema,
        { field: 'customer', values: [customerId] },
        'desc',
      );
      return cards.map(toProviderPaymentMethod);
    },
    detachPaymentMethod: (id) => operate((mutation) => detach(mutation, id)),

    checkoutPage: async (sessionId) => {
      await catchUp();
      return checkoutView(store, sessionId, toUnix(await now()));
    },
    completeCheckout: (sessionId, card) =>
      operate((mutation) => completeSession(mutation, sessionId, card, invoiceUrl)),
    invoicePage: async (invoiceId) => {
      await catchUp();
      return invoiceView(store, invoiceId);
    },
    payInvoiceWithCard: async (invoiceId, card) => {
      const { error } = await operate((mutation) => payWithCard(mutation, invoiceId, card));
      if (error !== null) throw new ProviderRequestError(error.message, error.code);
      const view = await invoiceView(store, invoiceId);
      if (view === null) throw new ProviderRequestError(`No such invoice: '${invoiceId}'`, 'resource_missing');
      return view;
    },
    confirmSetupIntent: async ({ clientSecret, ...card }) => {
      const paymentMethod = await operate((mutation) => confirmIntent(mutation, clientSecret, card));
      return { paymentMethodId: paymentMethod.id };
    },
    deliverPendingEvents: () => events.flush(),
  };
}
