import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/database-targets';
import { verifyWebhook } from '../webhook-signature';
import { createTestProvider } from './test-provider';
import {
  API_URL,
  CARDS,
  createHarness,
  openCheckout,
  saveCard,
  seedCatalog,
  useProviderHarness,
} from './test-provider.fixtures';

describe.each(databaseTargets())('test billing events on $name', (target) => {
  const env = useProviderHarness(target);

  it('has a fresh whsec_ secret per instance and signs every event with it, the Stripe way', async () => {
    const other = createHarness(env.database.db);
    expect(env.harness.provider.kind).toBe('test');
    expect(env.harness.provider.webhookSecret).toMatch(/^whsec_[A-Za-z0-9_-]{32,}$/);
    expect(other.provider.webhookSecret).not.toBe(env.harness.provider.webhookSecret);

    const { customerId } = await seedCatalog(env.harness.provider);
    // A provider whose endpoint keeps the raw delivery, to check the signature independently.
    const deliveries: { payload: string; signature: string }[] = [];
    const raw = createTestProvider({
      db: env.database.db,
      apiUrl: API_URL,
      deliver: async (payload, signature) => {
        deliveries.push({ payload, signature });
        return { statusCode: 200 };
      },
    });
    await saveCard(raw, customerId, CARDS.visa);
    expect(deliveries.map((delivery) => JSON.parse(delivery.payload).type)).toEqual([
      'payment_method.attached',
      'setup_intent.succeeded',
    ]);
    for (const { payload, signature } of deliveries) {
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
      expect(verifyWebhook(payload, signature, raw.webhookSecret).type).toBe(JSON.parse(payload).type);
      expect(() => verifyWebhook(payload, signature, other.provider.webhookSecret)).toThrow();
      expect(() => verifyWebhook(`${payload} `, signature, raw.webhookSecret)).toThrow();
    }
  });

  it('keeps events the endpoint refused and delivers them, in order, on the next operation', async () => {
    const { customerId } = await seedCatalog(env.harness.provider);
    env.harness.handle(() => 500);
    const first = await saveCard(env.harness.provider, customerId, CARDS.visa);
    expect(env.harness.attempts.map((attempt) => attempt.status)).toEqual([500, 500]);
    expect(env.harness.accepted).toEqual([]);

    env.harness.handle(() => 200);
    const second = await saveCard(env.harness.provider, customerId, CARDS.mastercard);
    expect(env.harness.acceptedTypes()).toEqual([
      'payment_method.attached',
      'setup_intent.succeeded',
      'payment_method.attached',
      'setup_intent.succeeded',
    ]);
    expect(
      env.harness.accepted.map((event) => event.data.object.id).filter((id) => String(id).startsWith('pm_')),
    ).toEqual([first.paymentMethodId, second.paymentMethodId]);
    // Delivered events are marked; nothing is posted twice once taken.
    env.harness.reset();
    await env.harness.provider.deliverPendingEvents();
    expect(env.harness.attempts).toEqual([]);
  });

  it('lets the webhook handler change the provider while an event is being delivered', async () => {
    const opened = await openCheckout(env.harness.provider);
    const { paymentMethodId } = await saveCard(env.harness.provider, opened.customerId, CARDS.mastercard);
    env.harness.reset();
    env.harness.handle(async (event, provider) => {
      if (event.type === 'checkout.session.completed') {
        const session = await provider.retrieveCheckoutSession(String(event.data.object.id));
        await provider.setDefaultPaymentMethod(String(session?.subscriptionId), paymentMethodId);
      }
      return 200;
    });
    await env.harness.provider.completeCheckout(opened.session.id, CARDS.visa);
    expect(env.harness.acceptedTypes().slice(-3)).toEqual([
      'checkout.session.completed',
      'customer.subscription.updated',
      'customer.updated',
    ]);
  });
});
