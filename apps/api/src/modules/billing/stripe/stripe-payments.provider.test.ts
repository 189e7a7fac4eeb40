import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ProviderRequestError, ProviderUnavailableError } from '../billing.provider';
import { errorJson, ids, listJson, PERIOD_START, type StripeJson } from './stripe.fixtures';
import { createStripeProvider } from './stripe.provider';
import { allOf, testStripeClient, useStripeApi } from './stripe-api.fixtures';
import {
  chargeJson,
  invoiceJson,
  invoicePaymentJson,
  paymentIntentJson,
  paymentMethodJson,
  setupIntentJson,
} from './stripe-payments.fixtures';

// The payments half of the Stripe provider (invoices, card set-up, cards) and how Stripe's
// failures reach billing, against a mocked api.stripe.com.

const api = useStripeApi();
const provider = createStripeProvider({ secretKey: 'unused', webhookSecret: 'whsec_test', client: testStripeClient() });

const notFound = (what: string, id: string) =>
  errorJson('invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing', param: 'id' });

const declined = errorJson('card_error', 'Your card was declined.', {
  code: 'card_declined',
  decline_code: 'generic_decline',
});

/** A charge attempt that failed: the intent waits for a new card and names the one it tried. */
function failedIntent() {
  return paymentIntentJson({
    status: 'requires_payment_method',
    amount_received: 0,
    payment_method: null,
    last_payment_error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_method: paymentMethodJson({ id: 'pm_Declined0341' }),
    },
  });
}

describe('retrieveInvoice', () => {
  it('expands the payments and maps a paid subscription invoice', async () => {
    api.route('GET', '/v1/invoices/:id', invoiceJson());

    expect(await provider.retrieveInvoice(ids.invoice)).toEqual({
      id: ids.invoice,
      customerId: ids.customer,
      subscriptionId: ids.subscription,
      status: 'paid',
      amountCents: 1500,
      attemptCount: 1,
      created: new Date(PERIOD_START * 1000),
      hostedUrl: 'https://invoice.stripe.com/i/acct_1Wdgt/test_YWNjdF8xV2RndA',
      paymentMethodId: ids.paymentMethod,
      // The fixture has no line: no period to tell.
      period: null,
    });
    expect(allOf(api.only('GET', `/v1/invoices/${ids.invoice}`).query, 'expand')).toEqual([
      'payments.data.payment.payment_intent',
      'payments.data.payment.charge',
    ]);
  });

  it('maps a failed renewal: the amount due, the attempts and the card last tried', async () => {
    api.route(
      'GET',
      '/v1/invoices/:id',
      invoiceJson({ status: 'open', amount_paid: 0, amount_due: 1500, amount_remaining: 1500, attempt_count: 2 }, [
        invoicePaymentJson(failedIntent(), { status: 'open', amount_paid: null }),
      ]),
    );

    expect(await provider.retrieveInvoice(ids.invoice)).toMatchObject({
      status: 'open',
      amountCents: 1500,
      attemptCount: 2,
      paymentMethodId: 'pm_Declined0341',
    });
  });

  it('reads the paid payment when the default one failed and another paid it', async () => {
    api.route(
      'GET',
      '/v1/invoices/:id',
      invoiceJson({}, [
        invoicePaymentJson(failedIntent(), { id: 'inpay_Default', status: 'canceled', amount_paid: null }),
        invoicePaymentJson(paymentIntentJson({ id: 'pi_Attached', payment_method: 'pm_NewCard' }), {
          id: 'inpay_Attached',
          is_default: false,
        }),
      ]),
    );

    expect((await provider.retrieveInvoice(ids.invoice))?.paymentMethodId).toBe('pm_NewCard');
  });

  it('reads the card of a payment made by a charge without an intent', async () => {
    const payment = invoicePaymentJson('unused', {
      payment: { type: 'charge', charge: chargeJson({ payment_method: 'pm_Charged' }) },
    });
    api.route('GET', '/v1/invoices/:id', invoiceJson({}, [payment]));

    expect((await provider.retrieveInvoice(ids.invoice))?.paymentMethodId).toBe('pm_Charged');
  });

  it('maps an invoice outside a subscription, never charged, without a hosted page', async () => {
    api.route(
      'GET',
      '/v1/invoices/:id',
      invoiceJson({ status: 'draft', parent: null, attempt_count: 0, amount_paid: 0, hosted_invoice_url: null }, []),
    );

    expect(await provider.retrieveInvoice(ids.invoice)).toMatchObject({
      status: 'draft',
      subscriptionId: null,
      attemptCount: 0,
      hostedUrl: null,
      paymentMethodId: null,
    });
  });

  it('answers null for an invoice Stripe does not know', async () => {
    api.route('GET', '/v1/invoices/:id', notFound('invoice', 'in_gone'), 404);

    expect(await provider.retrieveInvoice('in_gone')).toBeNull();
  });

  it('answers null only for resource_missing, not for any 404', async () => {
    const message = `Unrecognized request URL (GET: /v1/invoices/${ids.invoice}). Please see https://stripe.com/docs.`;
    api.route('GET', '/v1/invoices/:id', errorJson('invalid_request_error', message), 404);

    await expect(provider.retrieveInvoice(ids.invoice)).rejects.toMatchObject({
      name: 'ProviderRequestError',
      message,
    });
  });
});

describe('payInvoice', () => {
  it('pays the invoice, expanding its payments in the same request', async () => {
    api.route('POST', '/v1/invoices/:id/pay', invoiceJson({ attempt_count: 3 }));

    expect(await provider.payInvoice(ids.invoice)).toMatchObject({ status: 'paid', attemptCount: 3 });
    expect(allOf(api.only('POST', `/v1/invoices/${ids.invoice}/pay`).form, 'expand')).toEqual([
      'payments.data.payment.payment_intent',
      'payments.data.payment.charge',
    ]);
  });

  it("turns a decline into ProviderRequestError with Stripe's message and code", async () => {
    api.route('POST', '/v1/invoices/:id/pay', declined, 402);

    const error = await provider.payInvoice(ids.invoice).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ProviderRequestError);
    expect(error).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
  });
});

describe('createSetupIntent', () => {
  it('starts an off-session card set-up for the customer and returns its client secret', async () => {
    const intent = setupIntentJson();
    api.route('POST', '/v1/setup_intents', intent);

    expect(await provider.createSetupIntent(ids.customer, { widgetId: 'wdg_01' })).toEqual({
      clientSecret: intent.client_secret,
    });
    expect(Object.fromEntries(api.only('POST', '/v1/setup_intents').form)).toEqual({
      customer: ids.customer,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'metadata[widgetId]': 'wdg_01',
    });
  });
});

describe('payment methods', () => {
  it('maps a card with its owner', async () => {
    api.route('GET', '/v1/payment_methods/:id', paymentMethodJson());

    expect(await provider.retrievePaymentMethod(ids.paymentMethod)).toEqual({
      id: ids.paymentMethod,
      customerId: ids.customer,
      card: {
        brand: 'visa',
        last4: '4242',
        country: 'US',
        expMonth: 8,
        expYear: 2030,
        fingerprint: 'Xt5EWLLDS7FJjR1c',
      },
      created: new Date((PERIOD_START - 600) * 1000),
    });
  });

  it('maps a detached card to no owner', async () => {
    api.route('GET', '/v1/payment_methods/:id', paymentMethodJson({ customer: null }));

    expect((await provider.retrievePaymentMethod(ids.paymentMethod))?.customerId).toBeNull();
  });

  it('refuses a payment method that is not a card', async () => {
    const { card: _card, ...base } = paymentMethodJson();
    const bankAccount = {
      ...base,
      id: 'pm_Bank',
      type: 'us_bank_account',
      us_bank_account: {
        account_holder_type: 'individual',
        account_type: 'checking',
        bank_name: 'STRIPE TEST BANK',
        last4: '6789',
      },
    } satisfies StripeJson<Stripe.PaymentMethod>;
    api.route('GET', '/v1/payment_methods/:id', bankAccount);

    await expect(provider.retrievePaymentMethod('pm_Bank')).rejects.toMatchObject({
      name: 'ProviderRequestError',
      code: 'payment_method_unsupported_type',
    });
  });

  it('answers null for a payment method Stripe does not know', async () => {
    api.route('GET', '/v1/payment_methods/:id', notFound('PaymentMethod', 'pm_gone'), 404);

    expect(await provider.retrievePaymentMethod('pm_gone')).toBeNull();
  });

  it("lists all of the customer's cards, following Stripe's pages", async () => {
    const first = [paymentMethodJson({ id: 'pm_A' }), paymentMethodJson({ id: 'pm_B' })];
    const visa = paymentMethodJson().card;
    const mastercard = { ...visa, brand: 'mastercard', display_brand: 'mastercard', last4: '4444' };
    const second = [paymentMethodJson({ id: 'pm_C', card: mastercard })];
    api.route('GET', '/v1/payment_methods', ({ query }) =>
      query.get('starting_after') === 'pm_B'
        ? listJson('/v1/payment_methods', second)
        : listJson('/v1/payment_methods', first, true),
    );

    const cards = await provider.listPaymentMethods(ids.customer);

    expect(cards.map((card) => [card.id, card.card.brand, card.card.last4])).toEqual([
      ['pm_A', 'visa', '4242'],
      ['pm_B', 'visa', '4242'],
      ['pm_C', 'mastercard', '4444'],
    ]);
    expect(api.requests).toHaveLength(2);
    const [page] = api.requests;
    expect(page?.query.get('customer')).toBe(ids.customer);
    expect(page?.query.get('type')).toBe('card');
  });

  it("lists the ids of a subscription's paid invoices, following Stripe's pages", async () => {
    api.route('GET', '/v1/invoices', ({ query }) =>
      query.get('starting_after') === 'in_B'
        ? listJson('/v1/invoices', [invoiceJson({ id: 'in_C' })])
        : listJson('/v1/invoices', [invoiceJson({ id: 'in_A' }), invoiceJson({ id: 'in_B' })], true),
    );

    expect(await provider.listPaidInvoiceIds(ids.subscription)).toEqual(['in_A', 'in_B', 'in_C']);
    expect(api.requests).toHaveLength(2);
    const [page] = api.requests;
    expect(page?.query.get('subscription')).toBe(ids.subscription);
    expect(page?.query.get('status')).toBe('paid');
  });

  it('detaches a card', async () => {
    api.route('POST', '/v1/payment_methods/:id/detach', paymentMethodJson({ customer: null }));

    await provider.detachPaymentMethod(ids.paymentMethod);

    expect(api.calls()).toEqual([`POST /v1/payment_methods/${ids.paymentMethod}/detach`]);
  });
});

describe('failures', () => {
  it('a 500 is ProviderUnavailableError, after one request (retries are the client’s business)', async () => {
    api.route('GET', '/v1/invoices/:id', errorJson('api_error', 'An unknown error occurred'), 500);

    await expect(provider.retrieveInvoice(ids.invoice)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(api.requests).toHaveLength(1);
  });

  it('a connection that fails is ProviderUnavailableError', async () => {
    api.fail('POST', '/v1/setup_intents');

    const error = await provider.createSetupIntent(ids.customer, {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error).toHaveProperty('cause', expect.any(Stripe.errors.StripeConnectionError));
    expect(api.requests).toHaveLength(1);
  });

  it('a rate limit is ProviderUnavailableError', async () => {
    api.route(
      'POST',
      '/v1/payment_methods/:id/detach',
      errorJson('invalid_request_error', 'Too many requests made to the API too quickly', { code: 'rate_limit' }),
      429,
    );

    await expect(provider.detachPaymentMethod(ids.paymentMethod)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it("an invalid request is ProviderRequestError with Stripe's message and code", async () => {
    const message = 'The payment method you provided is not attached to a customer so detachment is impossible.';
    api.route(
      'POST',
      '/v1/payment_methods/:id/detach',
      errorJson('invalid_request_error', message, { code: 'payment_method_unexpected_state' }),
      400,
    );

    const error = await provider.detachPaymentMethod(ids.paymentMethod).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ProviderRequestError);
    expect(error).toMatchObject({ message, code: 'payment_method_unexpected_state' });
  });

  it('a 404 outside a retrieve is ProviderRequestError, not null', async () => {
    api.route('POST', '/v1/invoices/:id/pay', notFound('invoice', 'in_gone'), 404);

    await expect(provider.payInvoice('in_gone')).rejects.toMatchObject({
      name: 'ProviderRequestError',
      code: 'resource_missing',
    });
  });

  it('a rejected API key stays a Stripe error: a misconfiguration, not an outage', async () => {
    api.route(
      'GET',
      '/v1/payment_methods/:id',
      { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****ests' } },
      401,
    );

    const error = await provider.retrievePaymentMethod(ids.paymentMethod).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
