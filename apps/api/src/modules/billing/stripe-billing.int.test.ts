import { checkoutSessionResponseSchema, subscriptionsResponseSchema } from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, payments, widgets, widgetTypes } from '../../db/schema';
import { emailOf, PAID_SETTINGS } from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, TEST_APP_URL, type TestContext, testConfig } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import {
  checkoutSessionJson,
  customerJson,
  eventJson,
  ids,
  PERIOD_END,
  priceJson,
  productJson,
  subscriptionJson,
} from './stripe/stripe.fixtures';
import { createStripeProvider } from './stripe/stripe.provider';
import { testStripeClient, useStripeApi } from './stripe/stripe-api.fixtures';
import { invoiceJson, paymentMethodJson } from './stripe/stripe-payments.fixtures';

// The whole purchase through the app with Stripe configured: the real SDK, api.stripe.com played
// by msw in Stripe's documented shapes, and events signed with the SDK's own test header.

const WEBHOOK_SECRET = 'whsec_WdgtAppTests';
const stripeApi = useStripeApi();

describe('billing on Stripe', () => {
  let ctx: TestContext;
  let yelpType: string;
  let buyer: TestAccount;

  beforeAll(async () => {
    const [target] = databaseTargets();
    if (!target) throw new Error('no database target');
    ctx = await createTestApp(
      target,
      testConfig({ STRIPE_SECRET_KEY: 'sk_test_WdgtAppTests', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }),
      {
        billingProvider: () => ({
          kind: 'stripe',
          provider: createStripeProvider({
            secretKey: 'sk_test_WdgtAppTests',
            webhookSecret: WEBHOOK_SECRET,
            client: testStripeClient(),
          }),
        }),
      },
    );
    const types = await seedWidgetTypes(ctx.database.db);
    yelpType = types.yelp;
    buyer = await account(ctx.app, ctx.database.db, 'ada@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const sendEvent = (type: Stripe.EventBase['type'], object: { id: string; object: string }, id: string) => {
    const payload = JSON.stringify({ ...eventJson(type, object), id });
    return ctx.app.inject({
      method: 'POST',
      url: '/webhook/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  };

  it('sells a paid type through Stripe Checkout and creates the widget from the signed events', async () => {
    // The type has never been synced: the checkout creates its product with a monthly price.
    stripeApi.route('POST', '/v1/products', productJson({ default_price: ids.price }));
    stripeApi.route('POST', '/v1/customers', customerJson());
    stripeApi.route('POST', '/v1/checkout/sessions', checkoutSessionJson());

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: buyer.headers,
      payload: {
        priceId: ids.price,
        customerEmail: await emailOf(ctx.database.db, buyer.id),
        widgetData: { title: 'Pizza reviews', widgetType: yelpType, htmlData: PAID_SETTINGS.yelp },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(checkoutSessionResponseSchema.parse(response.json()).url).toMatch(/^https:\/\/checkout\.stripe\.com\//);

    const product = stripeApi.requests.find((request) => request.path === '/v1/products');
    expect(product?.form.get('default_price_data[unit_amount]')).toBe('999');
    expect(product?.form.get('default_price_data[recurring][interval]')).toBe('month');
    const session = stripeApi.requests.find((request) => request.path === '/v1/checkout/sessions');
    const [checkout] = await ctx.database.db.select().from(checkouts);
    expect(session?.form.get('mode')).toBe('subscription');
    expect(session?.form.get('customer')).toBe(ids.customer);
    expect(session?.form.get('line_items[0][price]')).toBe(ids.price);
    expect(session?.form.get('success_url')).toBe(
      `${TEST_APP_URL}/editor?widgetId=${checkout?.widgetId}&checkout=success`,
    );
    expect(session?.form.get('subscription_data[metadata][checkoutId]')).toBe(checkout?.id);
    const [type] = await ctx.database.db.select().from(widgetTypes).where(eq(widgetTypes.id, yelpType));
    expect(type).toMatchObject({ stripeProductId: ids.product, stripePriceId: ids.price });

    // Stripe completes the session; every read the app makes after the event answers the truth.
    const metadata = { checkoutId: checkout?.id ?? '', widgetId: checkout?.widgetId ?? '', userId: buyer.id };
    stripeApi.route(
      'GET',
      `/v1/checkout/sessions/${ids.checkoutSession}`,
      checkoutSessionJson({ status: 'complete', payment_status: 'paid', subscription: ids.subscription, metadata }),
    );
    stripeApi.route('GET', `/v1/subscriptions/${ids.subscription}`, subscriptionJson({ metadata }));
    stripeApi.route('GET', `/v1/invoices/${ids.invoice}`, invoiceJson({ amount_due: 999, amount_paid: 999 }));
    stripeApi.route('GET', `/v1/payment_methods/${ids.paymentMethod}`, paymentMethodJson());
    stripeApi.route('GET', `/v1/prices/${ids.price}`, priceJson());

    const completed = await sendEvent(
      'checkout.session.completed',
      { id: ids.checkoutSession, object: 'checkout.session' },
      'evt_completed',
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const paid = await sendEvent('invoice.paid', { id: ids.invoice, object: 'invoice' }, 'evt_paid');
    expect(paid.statusCode, paid.body).toBe(200);
    // Answered at once; the events are processed by jobs.
    expect(paid.json()).toEqual({ received: true, outcome: 'queued' });
    await ctx.app.jobs.drain();
    // Stripe may send an event again; nothing changes the second time.
    expect((await sendEvent('invoice.paid', { id: ids.invoice, object: 'invoice' }, 'evt_paid')).json()).toMatchObject({
      outcome: 'duplicate',
    });

    const [widget] = await ctx.database.db.select().from(widgets);
    expect(widget).toMatchObject({
      id: checkout?.widgetId,
      title: 'Pizza reviews',
      subStatus: 'active',
      subscriptionId: ids.subscription,
      expires: new Date(PERIOD_END * 1000),
      defaultPaymentMethod: 'Visa •••• 4242',
    });
    const stored = await ctx.database.db.select().from(payments);
    expect(stored).toEqual([
      expect.objectContaining({ stripeInvoiceId: ids.invoice, status: 'paid', amountCents: 999 }),
    ]);
    const list = subscriptionsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/subscription', headers: buyer.headers })).json(),
    );
    expect(list.data.map((row) => row.subscriptionId)).toEqual([ids.subscription]);
  });

  it('answers 503 with a clear message when Stripe cannot be reached', async () => {
    stripeApi.fail('GET', `/v1/products/${ids.product}`);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: buyer.headers,
      payload: {
        priceId: ids.price,
        customerEmail: await emailOf(ctx.database.db, buyer.id),
        widgetData: { title: 'Again', widgetType: yelpType, htmlData: PAID_SETTINGS.yelp },
      },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'The payment provider is not answering right now. Please try again in a moment.',
    });
  });
});
