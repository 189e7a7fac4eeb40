import { describe, expect, it } from 'vitest';
import type { ProviderProductInput } from '../billing.provider';
import {
  checkoutMetadata,
  checkoutSessionJson,
  customerJson,
  errorJson,
  ids,
  PERIOD_END,
  PERIOD_START,
  priceJson,
  productJson,
  subscriptionJson,
} from './stripe.fixtures';
import { createStripeProvider } from './stripe.provider';
import { testStripeClient, useStripeApi } from './stripe-api.fixtures';

// The catalogue, customers, checkout and subscription half of the Stripe provider, against a
// mocked api.stripe.com: what the SDK sent, and what billing gets back.

const api = useStripeApi();
const provider = createStripeProvider({ secretKey: 'unused', webhookSecret: 'whsec_test', client: testStripeClient() });

const notFound = (what: string, id: string) =>
  errorJson('invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing', param: 'id' });

const prorated: ProviderProductInput = {
  typeName: 'prorated',
  displayName: 'Prorated rent calculator',
  priceCents: 1500,
  productId: ids.product,
  priceId: ids.price,
};

describe('syncProduct', () => {
  it('creates the product with its monthly USD price in one request when never synced', async () => {
    api.route('POST', '/v1/products', productJson({ id: 'prod_New', default_price: 'price_New' }));

    const synced = await provider.syncProduct({ ...prorated, productId: '', priceId: '' });

    expect(synced).toEqual({ productId: 'prod_New', priceId: 'price_New' });
    expect(api.calls()).toEqual(['POST /v1/products']);
    const { form } = api.only('POST', '/v1/products');
    expect(form.get('name')).toBe('Prorated rent calculator');
    expect(form.get('metadata[widgetType]')).toBe('prorated');
    expect(form.get('default_price_data[currency]')).toBe('usd');
    expect(form.get('default_price_data[unit_amount]')).toBe('1500');
    expect(form.get('default_price_data[recurring][interval]')).toBe('month');
  });

  it('creates them again when the stored product is gone at Stripe', async () => {
    api.route('GET', '/v1/products/:id', notFound('product', ids.product), 404);
    api.route('POST', '/v1/products', productJson({ id: 'prod_New', default_price: 'price_New' }));

    expect(await provider.syncProduct(prorated)).toEqual({ productId: 'prod_New', priceId: 'price_New' });
    expect(api.calls()).toEqual([`GET /v1/products/${ids.product}`, 'POST /v1/products']);
  });

  it('returns the stored ids unchanged when product and price still match', async () => {
    api.route('GET', '/v1/products/:id', productJson());
    api.route('GET', '/v1/prices/:id', priceJson());

    expect(await provider.syncProduct(prorated)).toEqual({ productId: ids.product, priceId: ids.price });
    expect(api.calls()).toEqual([`GET /v1/products/${ids.product}`, `GET /v1/prices/${ids.price}`]);
  });

  it.each([
    ['the amount changed', priceJson({ unit_amount: 1200 })],
    ['the price is in another currency', priceJson({ currency: 'eur' })],
    ['the price is yearly', priceJson({ recurring: { interval: 'year', interval_count: 1 } })],
    ['the price bills every 3 months', priceJson({ recurring: { interval: 'month', interval_count: 3 } })],
    ['the price is archived', priceJson({ active: false })],
    ['the price belongs to another product', priceJson({ product: 'prod_Other' })],
  ])('creates a new price and makes it the default when %s', async (_case, storedPrice) => {
    api.route('GET', '/v1/products/:id', productJson());
    api.route('GET', '/v1/prices/:id', storedPrice);
    api.route('POST', '/v1/prices', priceJson({ id: 'price_New' }));
    api.route('POST', '/v1/products/:id', productJson({ default_price: 'price_New' }));

    expect(await provider.syncProduct(prorated)).toEqual({ productId: ids.product, priceId: 'price_New' });

    const created = api.only('POST', '/v1/prices').form;
    expect(Object.fromEntries(created)).toEqual({
      product: ids.product,
      currency: 'usd',
      unit_amount: '1500',
      'recurring[interval]': 'month',
    });
    expect(Object.fromEntries(api.only('POST', `/v1/products/${ids.product}`).form)).toEqual({
      default_price: 'price_New',
    });
  });

  it('creates a price for a stored product that has none yet', async () => {
    api.route('GET', '/v1/products/:id', productJson({ default_price: null }));
    api.route('POST', '/v1/prices', priceJson({ id: 'price_New' }));
    api.route('POST', '/v1/products/:id', productJson({ default_price: 'price_New' }));

    expect(await provider.syncProduct({ ...prorated, priceId: '' })).toEqual({
      productId: ids.product,
      priceId: 'price_New',
    });
    expect(api.calls()).toEqual([
      `GET /v1/products/${ids.product}`,
      'POST /v1/prices',
      `POST /v1/products/${ids.product}`,
    ]);
  });

  it('makes a fitting stored price the default again when the product points elsewhere', async () => {
    api.route('GET', '/v1/products/:id', productJson({ default_price: 'price_SetInTheDashboard' }));
    api.route('GET', '/v1/prices/:id', priceJson());
    api.route('POST', '/v1/products/:id', productJson());

    expect(await provider.syncProduct(prorated)).toEqual({ productId: ids.product, priceId: ids.price });
    expect(Object.fromEntries(api.only('POST', `/v1/products/${ids.product}`).form)).toEqual({
      default_price: ids.price,
    });
  });

  it('reactivates an archived product and renames it, keeping a price that still fits', async () => {
    api.route('GET', '/v1/products/:id', productJson({ active: false, name: 'Old name' }));
    api.route('GET', '/v1/prices/:id', priceJson());
    api.route('POST', '/v1/products/:id', productJson());

    expect(await provider.syncProduct(prorated)).toEqual({ productId: ids.product, priceId: ids.price });
    expect(Object.fromEntries(api.only('POST', `/v1/products/${ids.product}`).form)).toEqual({
      active: 'true',
      name: 'Prorated rent calculator',
    });
  });
});

describe('createCustomer', () => {
  it('sends the email, the name and the user id as metadata', async () => {
    api.route('POST', '/v1/customers', customerJson());

    expect(await provider.createCustomer({ email: 'ada@example.com', name: 'Ada Lovelace', userId: 'usr_01' })).toBe(
      ids.customer,
    );
    expect(Object.fromEntries(api.only('POST', '/v1/customers').form)).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      'metadata[userId]': 'usr_01',
    });
  });
});

describe('createCheckoutSession', () => {
  const input = {
    customerId: ids.customer,
    priceId: ids.price,
    successUrl: 'https://app.widgetry.test/editor?checkout=done',
    cancelUrl: 'https://app.widgetry.test/editor?checkout=canceled',
    metadata: checkoutMetadata,
  };

  it('opens a hosted subscription checkout for one unit, with the metadata on session and subscription', async () => {
    const session = checkoutSessionJson();
    api.route('POST', '/v1/checkout/sessions', session);

    expect(await provider.createCheckoutSession(input)).toEqual({ id: ids.checkoutSession, url: session.url });
    expect(Object.fromEntries(api.only('POST', '/v1/checkout/sessions').form)).toEqual({
      mode: 'subscription',
      customer: ids.customer,
      'line_items[0][price]': ids.price,
      'line_items[0][quantity]': '1',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      'metadata[checkoutId]': 'chk_01',
      'metadata[widgetId]': 'wdg_01',
      'metadata[userId]': 'usr_01',
      'subscription_data[metadata][checkoutId]': 'chk_01',
      'subscription_data[metadata][widgetId]': 'wdg_01',
      'subscription_data[metadata][userId]': 'usr_01',
    });
  });

  it('throws when Stripe answers without a url to send the user to', async () => {
    api.route('POST', '/v1/checkout/sessions', checkoutSessionJson({ url: null }));

    await expect(provider.createCheckoutSession(input)).rejects.toThrow(/without a url/);
  });
});

describe('retrieveCheckoutSession', () => {
  it('maps a completed session with its customer, subscription and metadata', async () => {
    api.route(
      'GET',
      '/v1/checkout/sessions/:id',
      checkoutSessionJson({ status: 'complete', subscription: ids.subscription }),
    );

    expect(await provider.retrieveCheckoutSession(ids.checkoutSession)).toEqual({
      id: ids.checkoutSession,
      status: 'complete',
      customerId: ids.customer,
      subscriptionId: ids.subscription,
      metadata: checkoutMetadata,
    });
  });

  it('answers null for a session Stripe does not know', async () => {
    api.route('GET', '/v1/checkout/sessions/:id', notFound('checkout.session', 'cs_test_gone'), 404);

    expect(await provider.retrieveCheckoutSession('cs_test_gone')).toBeNull();
  });
});

describe('retrieveSubscription', () => {
  it("maps the subscription, its renewal date coming from the item's current_period_end", async () => {
    // An expanded customer and invoice must map to their ids like unexpanded ones.
    const renewal = PERIOD_END + 7_200;
    api.route('GET', '/v1/subscriptions/:id', subscriptionJson({ customer: customerJson() }, renewal));

    expect(await provider.retrieveSubscription(ids.subscription)).toEqual({
      id: ids.subscription,
      customerId: ids.customer,
      status: 'active',
      currentPeriodEnd: new Date(renewal * 1000),
      cancelAt: null,
      defaultPaymentMethodId: 'pm_1SWdgtVisa4242',
      latestInvoiceId: 'in_1SWdgtAda0001',
      metadata: checkoutMetadata,
    });
  });

  it.each([
    ['cancel_at_period_end with cancel_at', { cancel_at_period_end: true, cancel_at: PERIOD_END }, PERIOD_END],
    ['cancel_at_period_end without cancel_at', { cancel_at_period_end: true, cancel_at: null }, PERIOD_END + 60],
    ['a set cancel date', { cancel_at_period_end: false, cancel_at: PERIOD_START + 86_400 }, PERIOD_START + 86_400],
    ['neither', { cancel_at_period_end: false, cancel_at: null }, null],
  ])('reads cancelAt from %s', async (_case, fields, expected) => {
    api.route('GET', '/v1/subscriptions/:id', subscriptionJson(fields, PERIOD_END + 60));

    const subscription = await provider.retrieveSubscription(ids.subscription);
    expect(subscription?.cancelAt).toEqual(expected === null ? null : new Date(expected * 1000));
  });

  it('answers null for a subscription Stripe does not know', async () => {
    api.route('GET', '/v1/subscriptions/:id', notFound('subscription', 'sub_gone'), 404);

    expect(await provider.retrieveSubscription('sub_gone')).toBeNull();
  });

  it('refuses a status the domain does not know rather than guess', async () => {
    api.route('GET', '/v1/subscriptions/:id', subscriptionJson({ status: 'hibernating' }));

    await expect(provider.retrieveSubscription(ids.subscription)).rejects.toThrow(/unknown subscription status/);
  });
});

describe('cancel, resume and the default card', () => {
  it('cancels at the period end by setting cancel_at_period_end', async () => {
    api.route('POST', '/v1/subscriptions/:id', subscriptionJson({ cancel_at_period_end: true, cancel_at: PERIOD_END }));

    const subscription = await provider.cancelSubscription(ids.subscription, { atPeriodEnd: true });

    expect(Object.fromEntries(api.only('POST', `/v1/subscriptions/${ids.subscription}`).form)).toEqual({
      cancel_at_period_end: 'true',
    });
    expect(subscription.status).toBe('active');
    expect(subscription.cancelAt).toEqual(new Date(PERIOD_END * 1000));
  });

  it('cancels now with DELETE', async () => {
    api.route(
      'DELETE',
      '/v1/subscriptions/:id',
      subscriptionJson({ status: 'canceled', canceled_at: PERIOD_START + 600, ended_at: PERIOD_START + 600 }),
    );

    const subscription = await provider.cancelSubscription(ids.subscription, { atPeriodEnd: false });

    expect(api.calls()).toEqual([`DELETE /v1/subscriptions/${ids.subscription}`]);
    expect(subscription.status).toBe('canceled');
  });

  it('resumes by clearing cancel_at_period_end', async () => {
    api.route('POST', '/v1/subscriptions/:id', subscriptionJson());

    const subscription = await provider.resumeSubscription(ids.subscription);

    expect(Object.fromEntries(api.only('POST', `/v1/subscriptions/${ids.subscription}`).form)).toEqual({
      cancel_at_period_end: 'false',
    });
    expect(subscription.cancelAt).toBeNull();
  });

  it("sets the card on the subscription, then as the customer's invoice default", async () => {
    api.route('POST', '/v1/subscriptions/:id', subscriptionJson({ default_payment_method: 'pm_New' }));
    api.route('POST', '/v1/customers/:id', customerJson());

    const subscription = await provider.setDefaultPaymentMethod(ids.subscription, 'pm_New');

    expect(subscription.defaultPaymentMethodId).toBe('pm_New');
    expect(api.calls()).toEqual([`POST /v1/subscriptions/${ids.subscription}`, `POST /v1/customers/${ids.customer}`]);
    expect(api.only('POST', `/v1/subscriptions/${ids.subscription}`).form.get('default_payment_method')).toBe('pm_New');
    expect(api.only('POST', `/v1/customers/${ids.customer}`).form.get('invoice_settings[default_payment_method]')).toBe(
      'pm_New',
    );
  });
});

describe('the client the provider builds itself', () => {
  it('is a stripe provider that authenticates with the secret key', async () => {
    const own = createStripeProvider({ secretKey: 'sk_test_FromConfig', webhookSecret: 'whsec_FromConfig' });
    api.route('POST', '/v1/customers', customerJson());

    expect(own.kind).toBe('stripe');
    expect(own.webhookSecret).toBe('whsec_FromConfig');
    await own.createCustomer({ email: 'ada@example.com', name: 'Ada Lovelace', userId: 'usr_01' });
    expect(api.only('POST', '/v1/customers').authorization).toBe('Bearer sk_test_FromConfig');
  });
});
