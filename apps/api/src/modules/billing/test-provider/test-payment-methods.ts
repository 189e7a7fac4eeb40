import { timingSafeEqual } from 'node:crypto';
import { ProviderRequestError } from '../billing.provider';
import { type CardInput, checkCard } from './test-cards';
import { fromUnix } from './test-clock';
import { changedAttributes } from './test-events';
import type { Mutation } from './test-mutation';
import { newPaymentMethod, newSetupIntent } from './test-objects';
import {
  type TestPaymentMethod,
  testCustomerSchema,
  testPaymentMethodSchema,
  testSetupIntentSchema,
} from './test-objects.schema';
import { missing } from './test-subscriptions';

// Cards saved outside a checkout: a setup intent confirmed with a card (the stand-in for
// Stripe.js's confirmCardSetup), and detaching one. A card refused at setup is not kept.

export async function createIntent(mutation: Mutation, customerId: string, metadata: Record<string, string>) {
  const customer = await mutation.store.get('customer', testCustomerSchema, customerId);
  if (customer === null) throw missing('customer', customerId);
  const intent = newSetupIntent(customer.id, metadata, mutation.now);
  await mutation.store.put(intent);
  return intent;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Attaches the card to the intent's customer; returns the payment method. Refusals throw. */
export async function confirmIntent(
  mutation: Mutation,
  clientSecret: string,
  input: CardInput,
): Promise<TestPaymentMethod> {
  const { store, now } = mutation;
  const id = clientSecret.split('_secret_')[0] ?? '';
  const intent = await store.get('setup_intent', testSetupIntentSchema, id);
  // The secret is what authorises the confirmation, so a wrong one is answered like an unknown id.
  if (intent === null || !sameSecret(intent.client_secret, clientSecret)) throw missing('setupintent', id);
  if (intent.status !== 'requires_payment_method') {
    throw new ProviderRequestError(
      `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
      'setup_intent_unexpected_state',
    );
  }
  const check = checkCard(input, fromUnix(now));
  if (!check.ok) throw new ProviderRequestError(check.error.message, check.error.code);
  const customer = await store.get('customer', testCustomerSchema, intent.customer);
  if (customer === null) throw missing('customer', intent.customer);

  const card = newPaymentMethod(check.card, { customer: customer.id, email: customer.email, name: null }, now);
  await store.put(card);
  await mutation.emit('payment_method.attached', card);
  const succeeded = { ...intent, status: 'succeeded' as const, payment_method: card.id };
  await store.put(succeeded);
  await mutation.emit('setup_intent.succeeded', succeeded);
  return card;
}

/** Detaches the card from its customer (and stops it being the customer's default). */
export async function detach(mutation: Mutation, id: string): Promise<void> {
  const { store } = mutation;
  const card = await store.get('payment_method', testPaymentMethodSchema, id);
  if (card === null) throw missing('payment_method', id);
  if (card.customer === null) {
    throw new ProviderRequestError(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
      'payment_method_unexpected_state',
    );
  }
  const detached = { ...card, customer: null };
  await store.put(detached);
  await mutation.emit('payment_method.detached', detached, { customer: card.customer });
  const customer = await store.get('customer', testCustomerSchema, card.customer);
  if (customer !== null && customer.invoice_settings.default_payment_method === id) {
    const next = { ...customer, invoice_settings: { ...customer.invoice_settings, default_payment_method: null } };
    await store.put(next);
    await mutation.emit('customer.updated', next, changedAttributes(customer, next));
  }
}
