import {
  API_MESSAGES,
  BILLING_MESSAGES,
  settingsSchemaOf,
  subscriptionsResponseSchema,
  WIDGET_MESSAGES,
  widgetResponseSchema,
  widgetStatusResponseSchema,
} from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, webhookEvents, widgets, widgetTypes } from '../../db/schema';
import {
  buyWidget,
  emailOf,
  PAID_SETTINGS,
  payCheckoutPage,
  priceIdOf,
  putOnSale,
  startCheckout,
  TEST_CARDS,
  testProviderRouted,
} from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, TEST_APP_URL, type TestContext, testConfig } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import { signWebhookPayload } from './webhook-signature';

// Buying a paid widget through POST /create-checkout-session and the built-in test provider's
// hosted page, end to end through the app (spec 000 §4, §7; DESIGN "Security rules").

describe.each(databaseTargets())('checkout on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let buyer: TestAccount;
  let stranger: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    // The calculators are free in the catalogue; one of them sells for $5 here so the embed can
    // show that what is served follows the subscription.
    await putOnSale(ctx.app, ctx.database.db, types.prorated, 500);
    buyer = await account(ctx.app, ctx.database.db, 'buyer@example.com');
    stranger = await account(ctx.app, ctx.database.db, 'stranger@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const checkout = async (who: TestAccount, override: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: who.headers,
      payload: {
        priceId: await priceIdOf(ctx.database.db, types.prorated),
        customerEmail: await emailOf(ctx.database.db, who.id),
        widgetData: { title: 'Move-in', widgetType: types.prorated, htmlData: PAID_SETTINGS.prorated },
        ...override,
      },
    });

  it('gives every paid type a provider price id, shown in the catalogue', async () => {
    const rows = await ctx.database.db.select().from(widgetTypes);
    for (const row of rows) {
      if (row.priceCents > 0) expect(row.stripePriceId, row.name).toMatch(/^price_/);
      else expect(row.stripePriceId, row.name).toBe('');
    }
  });

  it('answers the hosted checkout page and creates nothing until it is paid', async () => {
    const response = await checkout(buyer);
    expect(response.statusCode, response.body).toBe(200);
    const { id, url } = response.json();
    expect(id).toMatch(/^cs_test_/);
    expect(url).toBe(`http://localhost:3080/test-billing/checkout/${id}`);
    expect(await ctx.database.db.select().from(widgets)).toEqual([]);
  });

  it.each([
    ['a client price that is not the type’s', { priceId: 'price_cheaper' }, 'priceId', BILLING_MESSAGES.priceChanged],
    [
      'another email than the account’s',
      { customerEmail: 'other@example.com' },
      'customerEmail',
      BILLING_MESSAGES.emailMismatch,
    ],
  ])('refuses %s with a field error', async (_case, override, field, message) => {
    const response = await checkout(buyer, override);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: message });
  });

  it('refuses a free type, settings that break the contract, and an unverified account', async () => {
    const free = await checkout(buyer, {
      widgetData: { title: 'Free', widgetType: types.affordability, htmlData: {} },
    });
    expect(free.statusCode).toBe(400);
    expect(free.json().fieldErrors).toEqual({ 'widgetData.widgetType': BILLING_MESSAGES.notPaidType });

    const hostile = await checkout(buyer, {
      widgetData: {
        title: 'Bad colour',
        widgetType: types.prorated,
        htmlData: { prorated: { heading: { headingColor: 'red;background:url(x)' } } },
      },
    });
    expect(hostile.statusCode).toBe(400);
    expect(Object.keys(hostile.json().fieldErrors)).toEqual(['widgetData.htmlData.prorated.heading.headingColor']);

    const unverified = await account(ctx.app, ctx.database.db, 'unverified@example.com', { verified: false });
    const refused = await checkout(unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: API_MESSAGES.emailNotVerified });
  });

  it('answers 401 when signed out and 404 for buying another user’s widget again', async () => {
    const signedOut = await ctx.app.inject({ method: 'POST', url: '/create-checkout-session', payload: {} });
    expect(signedOut.statusCode).toBe(401);
    const widgetId = await buyWidget(ctx.app, ctx.database.db, buyer, {
      widgetType: types.prorated,
      title: 'Mine',
      htmlData: PAID_SETTINGS.prorated ?? {},
    });
    const response = await checkout(stranger, {
      widgetData: { id: widgetId, title: 'Mine now', widgetType: types.prorated, htmlData: {} },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: WIDGET_MESSAGES.notFound });
  });

  it('creates the widget once the card pays: active, renewal a month ahead, one paid payment, listed', async () => {
    const widgetId = await buyWidget(ctx.app, ctx.database.db, buyer, {
      widgetType: types.prorated,
      title: 'Maple Court',
      htmlData: { prorated: { heading: { proratedHeading: 'Your first month' } } },
    });
    const loaded = await ctx.app.inject({ method: 'GET', url: `/widget/${widgetId}`, headers: buyer.headers });
    expect(loaded.statusCode).toBe(200);
    const { widget } = widgetResponseSchema.parse(loaded.json());
    expect(widget).toMatchObject({ id: widgetId, title: 'Maple Court', subStatus: 'active', hostedUrl: null });
    expect(settingsSchemaOf('prorated').parse(widget.htmlData.prorated).heading.proratedHeading).toBe(
      'Your first month',
    );
    const days = (Date.parse(widget.expires ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const stored = await ctx.database.db.select().from(payments).where(eq(payments.widgetId, widgetId));
    expect(stored).toEqual([
      expect.objectContaining({ amountCents: 500, status: 'paid', methodDetail: 'Visa •••• 4242', userId: buyer.id }),
    ]);

    const list = subscriptionsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/subscription', headers: buyer.headers })).json(),
    );
    const row = list.data.find((entry) => entry.id === widgetId);
    expect(row).toMatchObject({
      title: 'Maple Court',
      subStatus: 'active',
      cancelAt: null,
      defaultPaymentMethod: { detail: 'Visa •••• 4242' },
      widgetType: { name: 'prorated', price: 5 },
    });
    expect(row?.payments).toHaveLength(1);

    const embed = await ctx.app.inject({ method: 'GET', url: `/embed/${widgetId}` });
    expect(embed.statusCode).toBe(200);
  });

  it('returns to the editor of the bought widget on success, and to the draft’s editor on cancel', async () => {
    const { url } = await startCheckout(ctx.app, ctx.database.db, buyer, {
      widgetType: types.prorated,
      title: 'Returning',
      htmlData: {},
    });
    const page = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    const cancelHref = /href="([^"]*checkout=canceled[^"]*)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    expect(cancelHref).toBe(`${TEST_APP_URL}/editor?widgetType=${types.prorated}&checkout=canceled`);
    const paid = await payCheckoutPage(ctx.app, url);
    const location = new URL(String(paid.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_APP_URL}/editor`);
    expect(location.searchParams.get('checkout')).toBe('success');
    const widgetId = location.searchParams.get('widgetId') ?? '';
    const [created] = await ctx.database.db.select().from(widgets).where(eq(widgets.id, widgetId));
    expect(created?.title).toBe('Returning');
  });

  it('keeps the customer on the page with Stripe’s message when the card is declined', async () => {
    const before = await ctx.database.db.select().from(widgets);
    const { url } = await startCheckout(ctx.app, ctx.database.db, buyer, {
      widgetType: types.prorated,
      title: 'Declined',
      htmlData: {},
    });
    const declined = await payCheckoutPage(ctx.app, url, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(await ctx.database.db.select().from(widgets)).toHaveLength(before.length);
  });

  it('does not let a customer buy a widget that is still paid up', async () => {
    const widgetId = await buyWidget(ctx.app, ctx.database.db, buyer, {
      widgetType: types.prorated,
      title: 'Paid up',
      htmlData: {},
    });
    const again = await checkout(buyer, {
      widgetData: { id: widgetId, title: 'Paid up', widgetType: types.prorated, htmlData: {} },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: BILLING_MESSAGES.alreadySubscribed });
  });

  it('refuses an event with a bad or missing signature and changes nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_forged', object: 'checkout.session' } },
    });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(payload, 'whsec_wrong') },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'The webhook signature is missing or does not match.' });
    const recorded = await ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_forged'));
    expect(recorded).toEqual([]);
  });
});

describe.each(databaseTargets())('the success page before the provider’s event on $name', (target) => {
  let ctx: TestContext;
  const held: Array<{ payload: string; signature: string }> = [];
  let deliverToApp: ((payload: string, signature: string) => Promise<{ statusCode: number }>) | undefined;

  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig(), (database) => ({
      // Events are held back, as when Stripe's webhook is slower than the customer's browser.
      billingProvider: testProviderRouted(database, (deliver) => {
        deliverToApp = deliver;
        return async (payload, signature) => {
          held.push({ payload, signature });
          return { statusCode: 200 };
        };
      }),
    }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('finishes the purchase when the editor asks for the widget, and the late events change nothing', async () => {
    const types = await seedWidgetTypes(ctx.database.db);
    await ctx.app.billing.checkout.syncAllPrices();
    const buyer = await account(ctx.app, ctx.database.db, 'early@example.com');
    const widgetId = await buyWidget(ctx.app, ctx.database.db, buyer, {
      widgetType: types.yelp,
      title: 'Pizza reviews',
      htmlData: PAID_SETTINGS.yelp ?? {},
    });
    expect(held.length).toBeGreaterThan(0);
    expect(await ctx.database.db.select().from(widgets)).toEqual([]);

    const status = await ctx.app.inject({ method: 'GET', url: `/widget/status/${widgetId}`, headers: buyer.headers });
    expect(status.statusCode).toBe(200);
    expect(widgetStatusResponseSchema.parse(status.json()).subStatus).toBe('active');

    if (!deliverToApp) throw new Error('the app did not give the provider its delivery');
    for (const event of held) expect((await deliverToApp(event.payload, event.signature)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(widgets)).toHaveLength(1);
    expect(await ctx.database.db.select().from(payments)).toHaveLength(1);
  });
});
