import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/database-targets';
import type { StripeJson } from '../stripe/stripe.fixtures';
import { createStripeProvider } from '../stripe/stripe.provider';
import { testStripeClient, useStripeApi } from '../stripe/stripe-api.fixtures';
import { DAY_MS } from './test-clock';
import { newInvoice } from './test-invoices';
import { type TestInvoice, type TestPaymentMethod, testInvoiceSchema } from './test-objects.schema';
import { CARDS, saveCard, subscribe, useProviderHarness } from './test-provider.fixtures';
import { toProviderInvoice } from './test-provider.mapper';
import { createTestObjectStore } from './test-provider.store';

// Issue 29 #28: the test provider's objects are Stripe's. Its stored JSON must type-check as the
// SDK's objects (`satisfies` below), and the production Stripe provider, reading that JSON from a
// mocked api.stripe.com, must see what billing sees through the test provider. A failed charge is
// where they used to part: Stripe clears payment_intent.payment_method and names the card in
// last_payment_error.payment_method, which only the Stripe mapper's failed-charge path reads.

const stripeApi = useStripeApi();
const stripeProvider = createStripeProvider({
  secretKey: 'unused',
  webhookSecret: 'whsec_test',
  client: testStripeClient(),
});

/** The compiler checks the test provider's shapes against the SDK's types. */
const asStripeInvoice = (invoice: TestInvoice) => invoice satisfies StripeJson<Stripe.Invoice>;
const asStripePaymentMethod = (card: TestPaymentMethod) => card satisfies StripeJson<Stripe.PaymentMethod>;

describe.each(databaseTargets())('test provider objects read as Stripe on $name', (target) => {
  const env = useProviderHarness(target);

  const storedInvoice = async (id: string) => {
    const invoice = await createTestObjectStore(env.database.db).get('invoice', testInvoiceSchema, id);
    if (invoice === null) throw new Error(`No invoice ${id}`);
    return invoice;
  };

  /** What billing reads of the invoice through each provider: the test one, and Stripe's on the same JSON. */
  const readBothWays = async (invoiceId: string) => {
    const json = asStripeInvoice(await storedInvoice(invoiceId));
    stripeApi.route('GET', `/v1/invoices/${invoiceId}`, json);
    return {
      json,
      test: await env.harness.provider.retrieveInvoice(invoiceId),
      stripe: await stripeProvider.retrieveInvoice(invoiceId),
    };
  };

  it('reads a paid invoice the same through both mappers', async () => {
    const bought = await subscribe(env.harness.provider);
    const { test, stripe } = await readBothWays(bought.subscription.latestInvoiceId ?? '');
    expect(test?.status).toBe('paid');
    expect(test?.paymentMethodId).toBe(bought.subscription.defaultPaymentMethodId);
    expect(stripe).toEqual(test);
  });

  it('fails a charge as Stripe does, and the Stripe mapper finds the card it tried', async () => {
    const bought = await subscribe(env.harness.provider);
    const { paymentMethodId } = await saveCard(env.harness.provider, bought.customerId, CARDS.chargeFails);
    await env.harness.provider.setDefaultPaymentMethod(bought.subscription.id, paymentMethodId);
    const renewal = bought.subscription.currentPeriodEnd.getTime();
    const now = (await env.harness.provider.clock.now()).getTime();
    await env.harness.provider.clock.advance(Math.ceil((renewal - now) / DAY_MS) + 1);

    const failed = await env.harness.provider.retrieveSubscription(bought.subscription.id);
    expect(failed?.status).toBe('past_due');
    const { json, test, stripe } = await readBothWays(failed?.latestInvoiceId ?? '');
    const intent = json.payments.data[0]?.payment.payment_intent;
    expect(intent?.payment_method).toBeNull();
    const tried = intent?.last_payment_error?.payment_method;
    expect(tried && asStripePaymentMethod(tried).id).toBe(paymentMethodId);

    expect(test).toMatchObject({ status: 'open', attemptCount: 1, paymentMethodId });
    expect(stripe).toEqual(test);
  });
});

describe('failed attempts stored before the Stripe shape', () => {
  it('still parse, and name the card the old way', () => {
    const draft = newInvoice({
      subscription: {
        id: 'sub_old',
        object: 'subscription',
        status: 'past_due',
        customer: 'cus_old',
        items: { object: 'list', data: [], has_more: false, url: '/v1/subscription_items' },
        billing_cycle_anchor: 0,
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        cancellation_details: { comment: null, feedback: null, reason: null },
        collection_method: 'charge_automatically',
        created: 0,
        start_date: 0,
        currency: 'usd',
        default_payment_method: 'pm_old',
        latest_invoice: null,
        livemode: false,
        metadata: {},
      },
      productName: 'Old',
      customerEmail: null,
      reason: 'subscription_cycle',
      periodStart: 0,
      periodEnd: 1,
      hostedUrl: (id) => `https://example.test/${id}`,
      now: 0,
    });
    const oldIntent = {
      id: 'pi_old',
      object: 'payment_intent',
      amount: 0,
      amount_received: 0,
      currency: 'usd',
      customer: 'cus_old',
      created: 0,
      status: 'requires_payment_method',
      payment_method: 'pm_old',
      last_payment_error: { type: 'card_error', code: 'resource_missing', decline_code: null, message: 'No card.' },
      livemode: false,
      metadata: {},
    };
    const stored = {
      ...draft,
      status: 'open',
      attempt_count: 1,
      payments: {
        ...draft.payments,
        data: [
          {
            id: 'inpay_old',
            object: 'invoice_payment',
            amount_paid: null,
            amount_requested: 0,
            created: 0,
            currency: 'usd',
            invoice: draft.id,
            is_default: true,
            livemode: false,
            status: 'open',
            payment: { type: 'payment_intent', payment_intent: oldIntent },
            status_transitions: { canceled_at: null, paid_at: null },
          },
        ],
      },
    };
    const invoice = testInvoiceSchema.parse(JSON.parse(JSON.stringify(stored)));
    expect(invoice.payments.data[0]?.payment.payment_intent.last_payment_error?.decline_code).toBeUndefined();
    expect(toProviderInvoice(invoice).paymentMethodId).toBe('pm_old');
  });
});
