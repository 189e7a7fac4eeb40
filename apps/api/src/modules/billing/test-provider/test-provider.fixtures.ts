import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../../db/client';
import { testBillingObjects } from '../../../db/schema';
import type { DatabaseTarget, TestDatabase } from '../../../test-support/database-targets';
import { verifyWebhook } from '../webhook-signature';
import type { CardInput } from './test-cards';
import { type TestEvent, testEventSchema } from './test-objects.schema';
import { createTestProvider, type TestBillingProvider } from './test-provider';

// Shared by the test provider's integration tests: a provider whose webhook endpoint checks each
// signature, records what it accepted, and answers what the test says.

export const API_URL = 'http://api.widgetry.test';
export const APP_URL = 'http://app.widgetry.test';

export const CARDS = {
  visa: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  mastercard: { cardNumber: '5555 5555 5555 4444', expiry: '12/34', cvc: '123' },
  chargeFails: { cardNumber: '4000 0000 0000 0341', expiry: '1234', cvc: '123' },
  declined: { cardNumber: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' },
  nonTest: { cardNumber: '4111 1111 1111 1111', expiry: '12 / 34', cvc: '123' },
  invalidNumber: { cardNumber: '4242 4242 4242 4241', expiry: '12 / 34', cvc: '123' },
} satisfies Record<string, CardInput>;

/** What the webhook route is told to do with an event: its status, and a look at the provider. */
export type WebhookHandler = (event: TestEvent, provider: TestBillingProvider) => Promise<number> | number;

export interface ProviderHarness {
  provider: TestBillingProvider;
  /** Events the endpoint accepted (2xx), in delivery order. */
  accepted: TestEvent[];
  /** Every delivery attempt: event id and the status answered. */
  attempts: { id: string; type: string; status: number }[];
  /** Signatures that did not verify (should stay empty). */
  badSignatures: string[];
  acceptedTypes(): string[];
  /** Forgets what was delivered so far (a test looks at one step's events). */
  reset(): void;
  handle(handler: WebhookHandler): void;
}

export function createHarness(db: Db): ProviderHarness {
  const accepted: TestEvent[] = [];
  const attempts: ProviderHarness['attempts'] = [];
  const badSignatures: string[] = [];
  let handler: WebhookHandler = () => 200;
  const provider: TestBillingProvider = createTestProvider({
    db,
    apiUrl: API_URL,
    deliver: async (payload, signature) => {
      try {
        verifyWebhook(payload, signature, provider.webhookSecret);
      } catch (error) {
        badSignatures.push(String(error));
        return { statusCode: 400 };
      }
      const event = testEventSchema.parse(JSON.parse(payload));
      const status = await handler(event, provider);
      attempts.push({ id: event.id, type: event.type, status });
      if (status >= 200 && status < 300) accepted.push(event);
      return { statusCode: status };
    },
  });
  return {
    provider,
    accepted,
    attempts,
    badSignatures,
    acceptedTypes: () => accepted.map((event) => event.type),
    reset() {
      accepted.length = 0;
      attempts.length = 0;
    },
    handle(next) {
      handler = next;
    },
  };
}

/** Empties the provider's table, so each test starts with no objects and a clock at real time. */
export async function clearTestObjects(db: Db): Promise<void> {
  await db.delete(testBillingObjects);
}

/** How many objects of a type are stored. */
export async function countObjects(db: Db, type: string): Promise<number> {
  const rows = await db
    .select({ id: testBillingObjects.id })
    .from(testBillingObjects)
    .where(eq(testBillingObjects.type, type));
  return rows.length;
}

/** A customer and a $12.50/month product, as billing sets them up before a checkout. */
export async function seedCatalog(provider: TestBillingProvider, email = 'buyer@example.com') {
  const { productId, priceId } = await provider.syncProduct({
    typeName: 'prorated',
    displayName: 'Prorated Rent Calculator',
    priceCents: 1250,
    productId: '',
    priceId: '',
  });
  const customerId = await provider.createCustomer({ email, name: 'Bea Buyer', userId: 'user-1' });
  return { productId, priceId, customerId };
}

export const CHECKOUT_METADATA = { checkoutId: 'checkout-1', widgetId: 'widget-1', userId: 'user-1' };

export async function openCheckout(provider: TestBillingProvider, email?: string) {
  const catalog = await seedCatalog(provider, email);
  const session = await provider.createCheckoutSession({
    customerId: catalog.customerId,
    priceId: catalog.priceId,
    successUrl: `${APP_URL}/home?checkout={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${APP_URL}/editor?canceled=1`,
    metadata: CHECKOUT_METADATA,
  });
  return { ...catalog, session };
}

/** A paid checkout: the subscription it started. */
export async function subscribe(provider: TestBillingProvider, card: CardInput = CARDS.visa) {
  const opened = await openCheckout(provider);
  const completion = await provider.completeCheckout(opened.session.id, card);
  if (!completion.paid) throw new Error('The checkout was not paid.');
  const session = await provider.retrieveCheckoutSession(opened.session.id);
  const subscriptionId = session?.subscriptionId;
  if (subscriptionId === null || subscriptionId === undefined) throw new Error('No subscription.');
  const subscription = await provider.retrieveSubscription(subscriptionId);
  if (subscription === null) throw new Error('No subscription.');
  return { ...opened, subscription };
}

/** Saves a card through a setup intent (the dashboard's card update). */
export async function saveCard(provider: TestBillingProvider, customerId: string, card: CardInput) {
  const { clientSecret } = await provider.createSetupIntent(customerId, { widgetId: 'widget-1' });
  return provider.confirmSetupIntent({ clientSecret, ...card });
}

/** What useProviderHarness keeps: the file's database, and the harness of the running test. */
export interface HarnessContext {
  database: TestDatabase;
  harness: ProviderHarness;
}

/**
 * One database per test file, and before each test a cleared table and a fresh harness. The
 * context's fields are set by the hooks, so read them inside tests and hooks only.
 */
export function useProviderHarness(target: DatabaseTarget): HarnessContext {
  let database: TestDatabase | undefined;
  let harness: ProviderHarness | undefined;
  const context: HarnessContext = {
    get database() {
      if (!database) throw new Error('the database is created in beforeAll');
      return database;
    },
    get harness() {
      if (!harness) throw new Error('the harness is created in beforeEach');
      return harness;
    },
  };
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await clearTestObjects(context.database.db);
    harness = createHarness(context.database.db);
  });
  return context;
}
