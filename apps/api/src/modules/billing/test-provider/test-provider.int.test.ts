import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/database-targets';
import { ProviderRequestError } from '../billing.provider';
import { addMonths, toUnix } from './test-clock';
import {
  testCheckoutSessionSchema,
  testInvoiceSchema,
  testPaymentMethodSchema,
  testPriceSchema,
  testProductSchema,
  testSubscriptionSchema,
} from './test-objects.schema';
import {
  API_URL,
  APP_URL,
  CARDS,
  CHECKOUT_METADATA,
  countObjects,
  openCheckout,
  saveCard,
  seedCatalog,
  subscribe,
  useProviderHarness,
} from './test-provider.fixtures';
import { createTestObjectStore } from './test-provider.store';

describe.each(databaseTargets())('test billing provider on $name', (target) => {
  const env = useProviderHarness(target);

  const stored = () => createTestObjectStore(env.database.db);

  it('keeps products and prices in step with the widget type: a new price when the amount changes', async () => {
    const input = { typeName: 'yelp', displayName: 'Yelp Reviews', priceCents: 900, productId: '', priceId: '' };
    const first = await env.harness.provider.syncProduct(input);
    expect(first.productId).toMatch(/^prod_/);
    expect(first.priceId).toMatch(/^price_/);
    expect(await env.harness.provider.syncProduct({ ...input, ...first })).toEqual(first);

    const repriced = await env.harness.provider.syncProduct({
      ...input,
      ...first,
      priceCents: 1100,
      displayName: 'Yelp',
    });
    expect(repriced.productId).toBe(first.productId);
    expect(repriced.priceId).not.toBe(first.priceId);
    const store = stored();
    expect(await store.get('price', testPriceSchema, repriced.priceId)).toMatchObject({
      object: 'price',
      unit_amount: 1100,
      currency: 'usd',
      recurring: { interval: 'month' },
      product: first.productId,
      active: true,
    });
    expect((await store.get('price', testPriceSchema, first.priceId))?.active).toBe(false);
    expect(await store.get('product', testProductSchema, first.productId)).toMatchObject({
      name: 'Yelp',
      default_price: repriced.priceId,
      metadata: { typeName: 'yelp' },
    });
  });

  it('creates a checkout session in subscription mode with its hosted page, open for 24 hours', async () => {
    const { session, customerId } = await openCheckout(env.harness.provider);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${API_URL}/test-billing/checkout/${session.id}`);
    const data = await stored().get('checkout.session', testCheckoutSessionSchema, session.id);
    expect(data).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      customer: customerId,
      metadata: CHECKOUT_METADATA,
      success_url: `${APP_URL}/home?checkout={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_URL}/editor?canceled=1`,
    });
    expect((data?.expires_at ?? 0) - (data?.created ?? 0)).toBe(24 * 60 * 60);
    expect(await env.harness.provider.retrieveCheckoutSession(session.id)).toEqual({
      id: session.id,
      status: 'open',
      customerId,
      subscriptionId: null,
      metadata: CHECKOUT_METADATA,
    });
    expect(await env.harness.provider.retrieveCheckoutSession('cs_test_unknown')).toBeNull();
    await expect(
      env.harness.provider.createCheckoutSession({
        customerId: 'cus_nobody',
        priceId: 'price_x',
        successUrl: APP_URL,
        cancelUrl: APP_URL,
        metadata: {},
      }),
    ).rejects.toThrow(new ProviderRequestError("No such customer: 'cus_nobody'", 'resource_missing'));
    expect(env.harness.accepted).toEqual([]);
  });

  it('completes a checkout: card attached, subscription active for a month, first invoice paid, events in order', async () => {
    const opened = await openCheckout(env.harness.provider);
    // The webhook handler reads the provider back, as billing does: it must see the stored state.
    const seenByHandler: Record<string, unknown> = {};
    env.harness.handle(async (event, provider) => {
      if (event.type === 'checkout.session.completed') {
        const session = await provider.retrieveCheckoutSession(String(event.data.object.id));
        seenByHandler.session = session;
        seenByHandler.subscription = await provider.retrieveSubscription(String(session?.subscriptionId));
      }
      return 200;
    });
    const before = toUnix(await env.harness.provider.clock.now());
    const completion = await env.harness.provider.completeCheckout(opened.session.id, CARDS.visa);
    expect(completion).toEqual({ paid: true, successUrl: `${APP_URL}/home?checkout=${opened.session.id}` });

    expect(env.harness.acceptedTypes()).toEqual([
      'payment_method.attached',
      'customer.subscription.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
      'checkout.session.completed',
    ]);
    expect(env.harness.badSignatures).toEqual([]);
    for (const event of env.harness.accepted) {
      expect(event).toMatchObject({
        id: expect.stringMatching(/^evt_/),
        object: 'event',
        api_version: '2026-10-28.endive',
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      expect(event.created).toBeGreaterThanOrEqual(before);
    }
    const [attached, created, invoiceCreated, finalized, paid, succeeded, completed] = env.harness.accepted;
    expect(attached?.data.object).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: opened.customerId,
    });
    expect(attached?.data.object.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    expect(created?.data.object).toMatchObject({
      object: 'subscription',
      status: 'active',
      metadata: CHECKOUT_METADATA,
    });
    expect(invoiceCreated?.data.object).toMatchObject({ object: 'invoice', status: 'draft' });
    expect(finalized?.data.object).toMatchObject({ object: 'invoice', status: 'open' });
    expect(paid?.data.object).toMatchObject({ object: 'invoice', status: 'paid', amount_paid: 1250 });
    expect(succeeded?.data.object.id).toBe(paid?.data.object.id);
    expect(completed?.data.object).toMatchObject({ object: 'checkout.session', status: 'complete' });

    const session = await env.harness.provider.retrieveCheckoutSession(opened.session.id);
    expect(session).toMatchObject({ status: 'complete', customerId: opened.customerId });
    const subscriptionId = String(session?.subscriptionId);
    expect(seenByHandler.session).toEqual(session);

    const subscription = await stored().get('subscription', testSubscriptionSchema, subscriptionId);
    const item = subscription?.items.data[0];
    const paymentMethodId = String(attached?.data.object.id);
    expect(subscription).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      status: 'active',
      customer: opened.customerId,
      cancel_at_period_end: false,
      cancel_at: null,
      default_payment_method: paymentMethodId,
      metadata: CHECKOUT_METADATA,
    });
    expect(item?.price).toMatchObject({ id: opened.priceId, unit_amount: 1250 });
    expect(item?.current_period_start).toBeGreaterThanOrEqual(before);
    expect(item?.current_period_end).toBe(addMonths(item?.current_period_start ?? 0, 1));

    const provided = await env.harness.provider.retrieveSubscription(subscriptionId);
    expect(seenByHandler.subscription).toEqual(provided);
    expect(provided).toEqual({
      id: subscriptionId,
      customerId: opened.customerId,
      status: 'active',
      currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000),
      cancelAt: null,
      defaultPaymentMethodId: paymentMethodId,
      latestInvoiceId: expect.stringMatching(/^in_/),
      metadata: CHECKOUT_METADATA,
    });
    const invoiceId = String(provided?.latestInvoiceId);
    expect(await env.harness.provider.retrieveInvoice(invoiceId)).toEqual({
      id: invoiceId,
      customerId: opened.customerId,
      subscriptionId,
      status: 'paid',
      amountCents: 1250,
      attemptCount: 1,
      created: expect.any(Date),
      hostedUrl: `${API_URL}/test-billing/invoices/${invoiceId}`,
      paymentMethodId,
      // The month paid for: the subscription's first period.
      period: {
        start: new Date((item?.current_period_start ?? 0) * 1000),
        end: new Date((item?.current_period_end ?? 0) * 1000),
      },
    });
    expect(await stored().get('invoice', testInvoiceSchema, invoiceId)).toMatchObject({
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      next_payment_attempt: null,
    });
    expect(await env.harness.provider.listPaymentMethods(opened.customerId)).toEqual([
      {
        id: paymentMethodId,
        customerId: opened.customerId,
        card: {
          brand: 'visa',
          last4: '4242',
          country: 'US',
          expMonth: 12,
          expYear: 2034,
          fingerprint: expect.stringMatching(/^[\w-]{16}$/),
        },
        created: new Date(Number(attached?.data.object.created) * 1000),
      },
    ]);
  });

  it('creates nothing when the card is refused at checkout, with Stripe’s message', async () => {
    const { session } = await openCheckout(env.harness.provider);
    const refusals = [
      [CARDS.declined, 'Your card was declined.'],
      [CARDS.chargeFails, 'Your card was declined.'],
      [CARDS.nonTest, expect.stringContaining('used a non test card')],
      [CARDS.invalidNumber, 'Your card number is invalid.'],
      [{ ...CARDS.visa, expiry: '01 / 20' }, "Your card's expiration year is in the past."],
    ] as const;
    for (const [card, message] of refusals) {
      const attempt = env.harness.provider.completeCheckout(session.id, card);
      await expect(attempt).rejects.toBeInstanceOf(ProviderRequestError);
      await expect(attempt).rejects.toMatchObject({ message });
    }
    for (const type of ['payment_method', 'subscription', 'invoice', 'event']) {
      expect(await countObjects(env.database.db, type)).toBe(0);
    }
    expect((await env.harness.provider.retrieveCheckoutSession(session.id))?.status).toBe('open');
    expect(env.harness.accepted).toEqual([]);
  });

  it('saves a card through a setup intent; a declined one is not kept', async () => {
    const { customerId } = await seedCatalog(env.harness.provider);
    const { clientSecret } = await env.harness.provider.createSetupIntent(customerId, { widgetId: 'widget-1' });
    expect(clientSecret).toMatch(/^seti_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);

    await expect(env.harness.provider.confirmSetupIntent({ clientSecret, ...CARDS.declined })).rejects.toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
    });
    expect(await countObjects(env.database.db, 'payment_method')).toBe(0);
    await expect(
      env.harness.provider.confirmSetupIntent({ clientSecret: `${clientSecret}x`, ...CARDS.visa }),
    ).rejects.toMatchObject({ code: 'resource_missing' });

    const { paymentMethodId } = await env.harness.provider.confirmSetupIntent({ clientSecret, ...CARDS.chargeFails });
    expect(env.harness.acceptedTypes()).toEqual(['payment_method.attached', 'setup_intent.succeeded']);
    expect(env.harness.accepted[1]?.data.object).toMatchObject({
      object: 'setup_intent',
      status: 'succeeded',
      payment_method: paymentMethodId,
      customer: customerId,
      metadata: { widgetId: 'widget-1' },
    });
    expect(await stored().get('payment_method', testPaymentMethodSchema, paymentMethodId)).toMatchObject({
      customer: customerId,
      card: { last4: '0341' },
      metadata: { test_card_behaviour: 'charge_fails' },
    });
    expect(await env.harness.provider.retrievePaymentMethod(paymentMethodId)).toMatchObject({ customerId });
    await expect(env.harness.provider.confirmSetupIntent({ clientSecret, ...CARDS.visa })).rejects.toMatchObject({
      code: 'setup_intent_unexpected_state',
    });
  });

  it('sets the default card on the subscription and the customer, and detaches a card', async () => {
    const { subscription, customerId } = await subscribe(env.harness.provider);
    const { paymentMethodId } = await saveCard(env.harness.provider, customerId, CARDS.mastercard);
    env.harness.reset();

    const updated = await env.harness.provider.setDefaultPaymentMethod(subscription.id, paymentMethodId);
    expect(updated.defaultPaymentMethodId).toBe(paymentMethodId);
    expect(env.harness.acceptedTypes()).toEqual(['customer.subscription.updated', 'customer.updated']);
    expect(env.harness.accepted[0]?.data.previous_attributes).toEqual({
      default_payment_method: subscription.defaultPaymentMethodId,
    });
    expect(env.harness.accepted[1]?.data.object).toMatchObject({
      object: 'customer',
      invoice_settings: { default_payment_method: paymentMethodId },
    });
    await expect(env.harness.provider.setDefaultPaymentMethod(subscription.id, 'pm_unknown')).rejects.toMatchObject({
      code: 'resource_missing',
    });

    env.harness.reset();
    const old = String(subscription.defaultPaymentMethodId);
    await env.harness.provider.detachPaymentMethod(old);
    expect(env.harness.acceptedTypes()).toEqual(['payment_method.detached']);
    expect(env.harness.accepted[0]?.data.previous_attributes).toEqual({ customer: customerId });
    expect(await env.harness.provider.retrievePaymentMethod(old)).toMatchObject({ id: old, customerId: null });
    expect((await env.harness.provider.listPaymentMethods(customerId)).map((card) => card.id)).toEqual([
      paymentMethodId,
    ]);
    await expect(env.harness.provider.detachPaymentMethod(old)).rejects.toBeInstanceOf(ProviderRequestError);
  });

  it('cancels at the period end and resumes; cancels now', async () => {
    const { subscription } = await subscribe(env.harness.provider);
    env.harness.reset();

    const scheduled = await env.harness.provider.cancelSubscription(subscription.id, { atPeriodEnd: true });
    expect(scheduled).toMatchObject({ status: 'active', cancelAt: subscription.currentPeriodEnd });
    expect(env.harness.acceptedTypes()).toEqual(['customer.subscription.updated']);
    expect(env.harness.accepted[0]?.data.object).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: toUnix(subscription.currentPeriodEnd),
    });
    expect(env.harness.accepted[0]?.data.previous_attributes).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });

    env.harness.reset();
    const resumed = await env.harness.provider.resumeSubscription(subscription.id);
    expect(resumed).toMatchObject({ status: 'active', cancelAt: null });
    expect(env.harness.acceptedTypes()).toEqual(['customer.subscription.updated']);
    expect(env.harness.accepted[0]?.data.object).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    env.harness.reset();
    const canceled = await env.harness.provider.cancelSubscription(subscription.id, { atPeriodEnd: false });
    expect(canceled.status).toBe('canceled');
    expect(env.harness.acceptedTypes()).toEqual(['customer.subscription.deleted']);
    expect(env.harness.accepted[0]?.data.object).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    await expect(env.harness.provider.resumeSubscription(subscription.id)).rejects.toBeInstanceOf(ProviderRequestError);
    await expect(env.harness.provider.payInvoice(String(subscription.latestInvoiceId))).rejects.toMatchObject({
      message: 'Invoice is already paid',
    });
  });
});
