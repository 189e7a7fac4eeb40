import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signWebhookPayload, verifyWebhook } from '../webhook-signature';
import { eventJson, ids, subscriptionJson } from './stripe.fixtures';
import { invoiceJson } from './stripe-payments.fixtures';

// POST /webhook/stripe trusts an event only with a valid Stripe-Signature over the exact raw
// body. These are the events Stripe sends, signed as Stripe (and the test provider) sign them.

const secret = 'whsec_WdgtWebhookTests0001';
const failedPayment = JSON.stringify(
  eventJson('invoice.payment_failed', invoiceJson({ status: 'open', amount_paid: 0, attempt_count: 1 })),
);

describe('verifyWebhook', () => {
  it("accepts a correctly signed event and returns its id, type and object's id", () => {
    expect(verifyWebhook(failedPayment, signWebhookPayload(failedPayment, secret), secret)).toEqual({
      id: 'evt_1SWdgtAda0001',
      type: 'invoice.payment_failed',
      objectId: ids.invoice,
    });
  });

  it('accepts the raw body as a Buffer, as the route receives it', () => {
    const payload = JSON.stringify(eventJson('customer.subscription.updated', subscriptionJson()));

    expect(verifyWebhook(Buffer.from(payload), signWebhookPayload(payload, secret), secret)).toMatchObject({
      type: 'customer.subscription.updated',
      objectId: ids.subscription,
    });
  });

  it('gives an empty object id when the object has none', () => {
    const payload = JSON.stringify(eventJson('invoice.payment_failed', { object: 'invoice' }));

    expect(verifyWebhook(payload, signWebhookPayload(payload, secret), secret).objectId).toBe('');
  });

  it('rejects a body changed after signing', () => {
    const signature = signWebhookPayload(failedPayment, secret);
    const tampered = failedPayment.replace('"status":"open"', '"status":"paid"');
    expect(tampered).not.toBe(failedPayment);

    expect(() => verifyWebhook(tampered, signature, secret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('rejects the same body re-serialised (the signature covers the raw bytes)', () => {
    const signature = signWebhookPayload(failedPayment, secret);
    const reformatted = JSON.stringify(JSON.parse(failedPayment), null, 2);

    expect(() => verifyWebhook(reformatted, signature, secret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('rejects a signature made with another secret', () => {
    const signature = signWebhookPayload(failedPayment, 'whsec_SomeoneElse');

    expect(() => verifyWebhook(failedPayment, signature, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('rejects a signature older than the tolerance, so a captured event cannot be replayed later', () => {
    const anHourAgo = Math.floor(Date.now() / 1000) - 3_600;
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: failedPayment,
      secret,
      timestamp: anHourAgo,
    });

    expect(() => verifyWebhook(failedPayment, signature, secret)).toThrow(/tolerance/i);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
  ])('rejects a %s Stripe-Signature header', (_case, header) => {
    expect(() => verifyWebhook(failedPayment, header, secret)).toThrow('The Stripe-Signature header is missing.');
  });

  it('rejects a header that is not a Stripe signature', () => {
    expect(() => verifyWebhook(failedPayment, 'sha256=deadbeef', secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });
});

describe('signWebhookPayload', () => {
  it('writes the Stripe-Signature format: a timestamp and a v1 HMAC', () => {
    expect(signWebhookPayload(failedPayment, secret)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });
});
