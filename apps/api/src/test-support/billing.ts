import {
  checkoutSessionResponseSchema,
  setupIntentResponseSchema,
  testCardSetupResponseSchema,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Db } from '../db/client';
import { users, widgetTypes } from '../db/schema';
import type { ConfiguredProvider, DeliverEvent } from '../modules/billing/configured-provider';
import { createTestProvider } from '../modules/billing/test-provider/test-provider';
import type { TestDatabase } from './database-targets';
import type { TestAccount } from './widgets';

// Buying through the built-in test provider the way a customer does: the checkout session, then
// the provider's own hosted page, then (for card changes) its card confirmation and our route.

/** Stripe's test cards, with Stripe's meaning. */
export const TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  failsLater: '4000 0000 0000 0341',
  declined: '4000 0000 0000 0002',
  mastercard: '5555 5555 5555 4444',
} as const;

/** Valid settings per type, enough to pass the required-source check. */
export const PAID_SETTINGS: Partial<Record<WidgetTypeName, Record<string, unknown>>> = {
  yelp: { yelp: { businessId: 'pizza-place-sf', url: 'https://www.yelp.com/biz/pizza-place-sf' } },
  prorated: { prorated: {} },
};

/**
 * Puts a type on sale at `cents` a month and syncs the provider's price, as an admin's price
 * change does: the calculators are free in the catalogue, and billing tests sell one of them.
 */
export async function putOnSale(app: App, db: Db, typeId: string, cents: number): Promise<void> {
  await db.update(widgetTypes).set({ priceCents: cents }).where(eq(widgetTypes.id, typeId));
  await app.billing.checkout.syncAllPrices();
}

export async function priceIdOf(db: Db, typeId: string): Promise<string> {
  const [row] = await db
    .select({ priceId: widgetTypes.stripePriceId })
    .from(widgetTypes)
    .where(eq(widgetTypes.id, typeId));
  return row?.priceId ?? '';
}

export async function emailOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

/** The path and query of a URL on another origin, for app.inject. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export interface Purchase {
  sessionId: string;
  url: string;
}

/** POST /create-checkout-session with the type's current price and the account's own email. */
export async function startCheckout(
  app: App,
  db: Db,
  who: TestAccount,
  widgetData: { widgetType: string; title: string; htmlData: Record<string, unknown>; id?: string },
): Promise<Purchase> {
  const response = await app.inject({
    method: 'POST',
    url: '/create-checkout-session',
    headers: who.headers,
    payload: {
      priceId: await priceIdOf(db, widgetData.widgetType),
      customerEmail: await emailOf(db, who.id),
      widgetData,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { id, url } = checkoutSessionResponseSchema.parse(response.json());
  return { sessionId: id, url };
}

/** Submits the test provider's hosted checkout page, as the browser's form post does. */
export function payCheckoutPage(app: App, url: string, card: string = TEST_CARDS.pays) {
  return app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: card, expiry: '12 / 34', cvc: '123' }).toString(),
  });
}

/** Buys a widget end to end and answers its id (from the success address the page redirects to). */
export async function buyWidget(
  app: App,
  db: Db,
  who: TestAccount,
  widgetData: { widgetType: string; title: string; htmlData: Record<string, unknown>; id?: string },
): Promise<string> {
  const { url } = await startCheckout(app, db, who, widgetData);
  const paid = await payCheckoutPage(app, url);
  expect(paid.statusCode, paid.body).toBe(303);
  const success = new URL(String(paid.headers.location));
  expect(success.searchParams.get('checkout')).toBe('success');
  return success.searchParams.get('widgetId') ?? '';
}

/** The card update of spec 003 §4 with the test provider standing in for Stripe.js. */
export async function changeCard(app: App, who: TestAccount, widgetId: string, card: string) {
  const intent = await app.inject({
    method: 'POST',
    url: `/subscription/create-setup-intent/${widgetId}`,
    headers: who.headers,
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, customerId } = setupIntentResponseSchema.parse(intent.json());
  const confirmed = await app.inject({
    method: 'POST',
    url: '/test-billing/setup-intents/confirm',
    payload: { clientSecret, cardNumber: card, expiry: '12 / 34', cvc: '123' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { paymentMethodId } = testCardSetupResponseSchema.parse(confirmed.json());
  return app.inject({
    method: 'PUT',
    url: `/subscription/update-payment-method/${widgetId}`,
    headers: who.headers,
    payload: { paymentMethodId, customerId },
  });
}

/** POST /dev/billing/advance as the given admin. */
export function advanceClock(app: App, admin: TestAccount, days: number) {
  return app.inject({ method: 'POST', url: '/dev/billing/advance', headers: admin.headers, payload: { days } });
}

/**
 * createTestApp's billingProvider: the built-in provider, with its deliveries to the app passed
 * through `route` (a test holds them back, or keeps them to deliver again).
 */
export function testProviderRouted(database: TestDatabase, route: (deliver: DeliverEvent) => DeliverEvent) {
  return (deliver: DeliverEvent): ConfiguredProvider => ({
    kind: 'test',
    provider: createTestProvider({ db: database.db, apiUrl: 'http://localhost:3080', deliver: route(deliver) }),
  });
}
