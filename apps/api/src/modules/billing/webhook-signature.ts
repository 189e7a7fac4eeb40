import Stripe from 'stripe';

// Both providers sign their webhook events the Stripe way (the `Stripe-Signature` header: a
// timestamp and an HMAC-SHA256 of "timestamp.payload"), so one check on POST /webhook/stripe
// serves both. The SDK's own functions do the work; nothing here reimplements the scheme.

/** The event envelope every handled event has; the object is read again from the provider. */
export interface SignedEvent {
  id: string;
  type: string;
  objectId: string;
}

/**
 * Checks the signature over the raw body (not a re-serialised parse) and returns the event's id,
 * type and object id. Throws on a missing, stale or wrong signature.
 */
export function verifyWebhook(rawBody: string | Buffer, signature: string | undefined, secret: string): SignedEvent {
  if (!signature) throw new Error('The Stripe-Signature header is missing.');
  const event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  const object: unknown = event.data.object;
  const objectId =
    typeof object === 'object' && object !== null && 'id' in object && typeof object.id === 'string' ? object.id : '';
  return { id: event.id, type: event.type, objectId };
}

/** The Stripe-Signature header for a payload, signed now (the test provider's events, tests). */
export function signWebhookPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
