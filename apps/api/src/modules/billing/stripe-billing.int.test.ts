import {
  checkoutSessionResponseSchema,
  devOutboxResponseSchema,
  subscriptionsResponseSchema,
} from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, payments, widgets, widgetTypes } from '../../db/schema';
import { emailOf, PAID_SETTINGS } from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, TEST_APP_URL, type TestContext, testConfig } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import type { StripeJson } from './stripe/stripe.fixtures';
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
import {
  invoiceJson,
  invoicePaymentJson,
  paymentIntentJson,
  paymentMethodJson,
} from './stripe/stripe-payments.fixtures';

// The whole purchase through the app with Stripe configured: the real SDK, api.stripe.com played
// by msw in Stripe's documented shapes, and events signed with the SDK's own test header.

const WEBHOOK_SECRET = 'whsec_WdgtAppTests';
const stripeApi = useStripeApi();

describe('billing on Stripe', () => {
  let ctx: TestContext;
  let yelpType: string;
  let buyer: TestAccount;
  let admin: TestAccount;

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
    admin = await account(ctx.app, ctx.database.db, 'boss@example.com', { role: 'admin' });
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

  /** The mails to the buyer about the widget, oldest first, read the way a developer does. */
  const mailsAbout = async (title: string) => {
    await ctx.app.mailer.settle();
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox', headers: admin.headers });
    return devOutboxResponseSchema
      .parse(response.json())
      .mails.filter((mail) => mail.to === 'ada@example.com' && mail.subject.includes(`“${title}”`))
      .reverse();
  };

  it('handles a failed renewal in Stripe’s shape, then mails a receipt linking Stripe’s invoice once it is paid', async () => {
    // Continues the purchase above: the widget 'Pizza reviews' on ids.subscription.
    const renewalId = 'in_1SWdgtAda0002';
    const hostedUrl = 'https://invoice.stripe.com/i/acct_1Wdgt/test_UmVuZXdhbDAwMDI';
    const renewalStart = PERIOD_END;
    const renewalEnd = PERIOD_END + 30 * 86_400;
    const line = {
      id: 'il_1SWdgtAda0002',
      object: 'line_item',
      amount: 999,
      currency: 'usd',
      description: '1 × Yelp reviews (at $9.99 / month)',
      invoice: renewalId,
      livemode: false,
      metadata: {},
      period: { start: renewalStart, end: renewalEnd },
      quantity: 1,
      subtotal: 999,
    } satisfies StripeJson<Stripe.InvoiceLineItem>;
    const renewal = (overrides: StripeJson<Stripe.Invoice>, payment: StripeJson<Stripe.InvoicePayment>) =>
      invoiceJson(
        {
          id: renewalId,
          billing_reason: 'subscription_cycle',
          created: PERIOD_END,
          hosted_invoice_url: hostedUrl,
          lines: { object: 'list', data: [line], has_more: false, url: `/v1/invoices/${renewalId}/lines` },
          ...overrides,
        },
        [payment],
      );
    // Stripe's card 4000 0000 0000 0341: attached fine, every charge declined.
    const declinedCard = paymentMethodJson({
      id: 'pm_1SWdgtVisa0341',
      card: { ...paymentMethodJson().card, last4: '0341', fingerprint: 'Fp0341WdgtDecline' },
    });
    // As Stripe leaves a failed attempt: the intent waits for a card, the one tried is in last_payment_error.
    const failedIntent = paymentIntentJson({
      id: 'pi_3SWdgtAda0002',
      status: 'requires_payment_method',
      amount: 999,
      amount_received: 0,
      payment_method: null,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_method: declinedCard,
      },
    });
    const metadata = { checkoutId: 'unused', widgetId: 'unused', userId: buyer.id };
    stripeApi.route(
      'GET',
      `/v1/subscriptions/${ids.subscription}`,
      subscriptionJson({
        metadata,
        status: 'past_due',
        latest_invoice: renewalId,
        default_payment_method: declinedCard.id,
      }),
    );
    stripeApi.route(
      'GET',
      `/v1/invoices/${renewalId}`,
      renewal(
        { status: 'open', amount_due: 999, amount_paid: 0, amount_remaining: 999, attempt_count: 1 },
        invoicePaymentJson(failedIntent, { id: 'inpay_1SWdgtAda0002', status: 'open', amount_paid: null }),
      ),
    );
    stripeApi.route('GET', `/v1/payment_methods/${declinedCard.id}`, declinedCard);

    const failed = await sendEvent('invoice.payment_failed', { id: renewalId, object: 'invoice' }, 'evt_failed');
    expect(failed.statusCode, failed.body).toBe(200);
    await ctx.app.jobs.drain();

    const [widget] = await ctx.database.db.select().from(widgets);
    expect(widget).toMatchObject({ subStatus: 'past_due', hostedUrl, defaultPaymentMethod: 'Visa •••• 0341' });
    const [failedPayment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.stripeInvoiceId, renewalId));
    // The card comes from last_payment_error.payment_method: payment_method is empty on a failed attempt.
    expect(failedPayment).toMatchObject({
      status: 'failed',
      amountCents: 999,
      methodDetail: 'Visa •••• 0341',
      invoiceUrl: hostedUrl,
    });
    const afterFailure = await mailsAbout('Pizza reviews');
    expect(afterFailure.map((mail) => mail.subject)).toEqual([
      'Receipt for “Pizza reviews”: $9.99',
      'Payment failed for “Pizza reviews”',
    ]);

    // The customer pays the invoice on Stripe's page with the 4242 card.
    const paidIntent = paymentIntentJson({ id: 'pi_3SWdgtAda0002', amount: 999, amount_received: 999 });
    stripeApi.route(
      'GET',
      `/v1/subscriptions/${ids.subscription}`,
      subscriptionJson({ metadata, latest_invoice: renewalId }, renewalEnd),
    );
    stripeApi.route(
      'GET',
      `/v1/invoices/${renewalId}`,
      renewal(
        { status: 'paid', amount_due: 999, amount_paid: 999, amount_remaining: 0, attempt_count: 2 },
        invoicePaymentJson(paidIntent, { id: 'inpay_1SWdgtAda0002', amount_paid: 999 }),
      ),
    );
    stripeApi.route('GET', `/v1/payment_methods/${ids.paymentMethod}`, paymentMethodJson());
    for (const [type, id] of [
      ['invoice.paid', 'evt_renewal_paid'],
      ['invoice.payment_succeeded', 'evt_renewal_succeeded'],
    ] as const) {
      expect((await sendEvent(type, { id: renewalId, object: 'invoice' }, id)).statusCode).toBe(200);
    }
    await ctx.app.jobs.drain();

    const mails = await mailsAbout('Pizza reviews');
    // One receipt for the renewal, though Stripe reported the payment twice.
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Receipt for “Pizza reviews”: $9.99',
      'Payment failed for “Pizza reviews”',
      'Receipt for “Pizza reviews”: $9.99',
    ]);
    const receipt = mails[2];
    expect(receipt?.text).toContain('Paid with Visa •••• 4242.');
    expect(receipt?.text).toContain('This pays for 1 November 2026 to 1 December 2026.');
    expect(receipt?.links).toEqual([hostedUrl]);

    const list = subscriptionsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/subscription', headers: buyer.headers })).json(),
    );
    expect(list.data[0]?.subStatus).toBe('active');
    expect(list.data[0]?.payments.map((payment) => [payment.status, payment.invoiceUrl])).toEqual([
      ['paid', hostedUrl],
      ['paid', 'https://invoice.stripe.com/i/acct_1Wdgt/test_YWNjdF8xV2RndA'],
    ]);
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
