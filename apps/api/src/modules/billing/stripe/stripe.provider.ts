import Stripe from 'stripe';
import type {
  BillingProvider,
  ProviderPaymentMethod,
  ProviderProductInput,
  ProviderSubscription,
} from '../billing.provider';
import { isResourceMissing, toProviderError } from './stripe.errors';
import {
  INVOICE_EXPAND,
  idOf,
  toProviderCheckoutSession,
  toProviderInvoice,
  toProviderPaymentMethod,
  toProviderSubscription,
} from './stripe.mappers';

// The BillingProvider backed by Stripe's API through the official SDK. Every SDK call goes
// through `call` or `retrieve`, so no Stripe error reaches billing unmapped.

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** A ready client (tests pass one with retries off); otherwise one is built from the key. */
  client?: Stripe;
}

const CURRENCY = 'usd';

/** Runs a Stripe request, turning its errors into the provider errors. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toProviderError(error);
  }
}

/** Like `call`, but an id Stripe does not know answers null. */
async function retrieve<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw toProviderError(error);
  }
}

/** Whether a stored price still sells the type as it is now: prices are immutable at Stripe. */
function priceFits(price: Stripe.Price, productId: string, priceCents: number): boolean {
  return (
    price.active &&
    idOf(price.product) === productId &&
    price.unit_amount === priceCents &&
    price.currency === CURRENCY &&
    price.recurring?.interval === 'month' &&
    price.recurring.interval_count === 1
  );
}

/** The only price billing sells: whole cents in USD, once a month. */
function monthlyPrice(priceCents: number): Stripe.ProductCreateParams.DefaultPriceData {
  return { currency: CURRENCY, unit_amount: priceCents, recurring: { interval: 'month' } };
}

export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  // One retry covers a dropped connection; the SDK sends an idempotency key with every POST, so
  // the retry cannot create a second customer or subscription.
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 1, timeout: 10_000 });

  async function syncProduct(input: ProviderProductInput): Promise<{ productId: string; priceId: string }> {
    const product = input.productId === '' ? null : await retrieve(() => stripe.products.retrieve(input.productId));
    if (!product) {
      // The product and its first price in one request, so a failure cannot leave a product
      // without a price (and no stored id to find it by).
      const created = await call(() =>
        stripe.products.create({
          name: input.displayName,
          metadata: { widgetType: input.typeName },
          default_price_data: monthlyPrice(input.priceCents),
        }),
      );
      const priceId = idOf(created.default_price);
      if (priceId === null) throw new Error(`Stripe created product ${created.id} without its default price.`);
      return { productId: created.id, priceId };
    }

    // An archived product cannot be bought; the type is on sale, so the product is made active.
    const productChanges: Stripe.ProductUpdateParams = {};
    if (!product.active) productChanges.active = true;
    if (product.name !== input.displayName) productChanges.name = input.displayName;

    const price = input.priceId === '' ? null : await retrieve(() => stripe.prices.retrieve(input.priceId));
    let priceId = input.priceId;
    if (!price || !priceFits(price, product.id, input.priceCents)) {
      const created = await call(() =>
        stripe.prices.create({ product: product.id, ...monthlyPrice(input.priceCents) }),
      );
      priceId = created.id;
    }
    // The default price is what Stripe's dashboard and payment links offer; keep it the one sold.
    if (idOf(product.default_price) !== priceId) productChanges.default_price = priceId;
    if (Object.keys(productChanges).length > 0) {
      await call(() => stripe.products.update(product.id, productChanges));
    }
    return { productId: product.id, priceId };
  }

  async function updateSubscription(
    id: string,
    params: Stripe.SubscriptionUpdateParams,
  ): Promise<ProviderSubscription> {
    return toProviderSubscription(await call(() => stripe.subscriptions.update(id, params)));
  }

  return {
    kind: 'stripe',
    webhookSecret: options.webhookSecret,

    syncProduct,

    async createCustomer({ email, name, userId }) {
      const customer = await call(() => stripe.customers.create({ email, name, metadata: { userId } }));
      return customer.id;
    },

    async createCheckoutSession(input) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: input.customerId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          metadata: input.metadata,
          // The session's metadata stays on the session; the subscription's events need their own.
          subscription_data: { metadata: input.metadata },
        }),
      );
      // Only embedded checkouts come without a url, and this one is hosted.
      if (session.url === null) throw new Error(`Stripe created checkout session ${session.id} without a url.`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      const session = await retrieve(() => stripe.checkout.sessions.retrieve(id));
      return session && toProviderCheckoutSession(session);
    },

    async retrieveSubscription(id) {
      const subscription = await retrieve(() => stripe.subscriptions.retrieve(id));
      return subscription && toProviderSubscription(subscription);
    },

    async listSubscriptions(customerId) {
      return call(async () => {
        const subscriptions: ProviderSubscription[] = [];
        // Without a status filter Stripe lists every subscription that is not canceled.
        for await (const subscription of stripe.subscriptions.list({ customer: customerId, limit: 100 })) {
          const mapped = toProviderSubscription(subscription);
          if (mapped.status !== 'incomplete_expired') subscriptions.push(mapped);
        }
        return subscriptions;
      });
    },

    async cancelSubscription(id, { atPeriodEnd }) {
      if (atPeriodEnd) return updateSubscription(id, { cancel_at_period_end: true });
      return toProviderSubscription(await call(() => stripe.subscriptions.cancel(id)));
    },

    async resumeSubscription(id) {
      return updateSubscription(id, { cancel_at_period_end: false });
    },

    async setDefaultPaymentMethod(subscriptionId, paymentMethodId) {
      const subscription = await updateSubscription(subscriptionId, { default_payment_method: paymentMethodId });
      // The customer's default too, so invoices outside this subscription and the next card
      // update start from the card the user chose last.
      await call(() =>
        stripe.customers.update(subscription.customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        }),
      );
      return subscription;
    },

    async retrieveInvoice(id) {
      const invoice = await retrieve(() => stripe.invoices.retrieve(id, { expand: INVOICE_EXPAND }));
      return invoice && toProviderInvoice(invoice);
    },

    async listPaidInvoiceIds(subscriptionId) {
      return call(async () => {
        const invoiceIds: string[] = [];
        // Auto-pagination: a subscription renewed for years has more invoices than one page.
        for await (const invoice of stripe.invoices.list({
          subscription: subscriptionId,
          status: 'paid',
          limit: 100,
        })) {
          invoiceIds.push(invoice.id);
        }
        return invoiceIds;
      });
    },

    async payInvoice(id) {
      return toProviderInvoice(await call(() => stripe.invoices.pay(id, { expand: INVOICE_EXPAND })));
    },

    async createSetupIntent(customerId, metadata) {
      const intent = await call(() =>
        stripe.setupIntents.create({
          customer: customerId,
          usage: 'off_session',
          // `payment_method_types` is gone from this API version; this is its replacement.
          allowed_payment_method_types: ['card'],
          metadata,
        }),
      );
      if (intent.client_secret === null) throw new Error(`Stripe created set-up intent ${intent.id} without a secret.`);
      return { clientSecret: intent.client_secret };
    },

    async retrievePaymentMethod(id) {
      const paymentMethod = await retrieve(() => stripe.paymentMethods.retrieve(id));
      return paymentMethod && toProviderPaymentMethod(paymentMethod);
    },

    async listPaymentMethods(customerId) {
      return call(async () => {
        const paymentMethods: ProviderPaymentMethod[] = [];
        // Auto-pagination: a customer with more cards than one page holds still gets them all.
        for await (const paymentMethod of stripe.paymentMethods.list({
          customer: customerId,
          type: 'card',
          limit: 100,
        })) {
          paymentMethods.push(toProviderPaymentMethod(paymentMethod));
        }
        return paymentMethods;
      });
    },

    async detachPaymentMethod(id) {
      await call(() => stripe.paymentMethods.detach(id));
    },
  };
}
