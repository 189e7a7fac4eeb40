import {
  BILLING_MESSAGES,
  CARD_TOOLTIPS,
  paymentMethodsResponseSchema,
  subscriptionRowResponseSchema,
  subscriptionsResponseSchema,
  widgetListResponseSchema,
} from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, payments, widgets } from '../../db/schema';
import { STRONG_PASSWORD } from '../../test-support/accounts';
import { advanceClock, buyWidget, changeCard, putOnSale, TEST_CARDS } from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, TEST_APP_URL, type TestContext, testConfig } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

// A subscription's life after the purchase (spec 003 §2, §4, §7; spec 000 §7 payment methods):
// renewals on the test provider's clock, a failing card, recovery, cancel and resume, and what
// the embed endpoint serves at each step.

describe.each(databaseTargets())('subscription lifecycle on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    await putOnSale(ctx.app, ctx.database.db, types.prorated, 500);
    admin = await account(ctx.app, ctx.database.db, 'boss@example.com', { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  let counter = 0;
  beforeEach(async () => {
    counter += 1;
    customer = await account(ctx.app, ctx.database.db, `customer${counter}@example.com`);
  });

  const buy = (title: string) =>
    buyWidget(ctx.app, ctx.database.db, customer, { widgetType: types.prorated, title, htmlData: {} });
  const embedStatus = async (widgetId: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/embed/${widgetId}` })).statusCode;
  const rowOf = async (widgetId: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/subscription', headers: customer.headers });
    return subscriptionsResponseSchema.parse(response.json()).data.find((row) => row.id === widgetId);
  };
  const paymentsOf = (widgetId: string) =>
    ctx.database.db.select().from(payments).where(eq(payments.widgetId, widgetId)).orderBy(payments.created);

  it('renews on the clock: a second paid invoice and a renewal date a month later', async () => {
    const widgetId = await buy('Renews');
    const before = await rowOf(widgetId);
    expect((await advanceClock(ctx.app, admin, 31)).statusCode).toBe(200);
    const after = await rowOf(widgetId);
    expect(after?.subStatus).toBe('active');
    expect(Date.parse(after?.expires ?? '')).toBeGreaterThan(Date.parse(before?.expires ?? ''));
    expect((await paymentsOf(widgetId)).map((payment) => payment.status)).toEqual(['paid', 'paid']);
    expect(await embedStatus(widgetId)).toBe(200);
  });

  it('goes past_due when the renewal fails, keeps serving, mails the customer, and recovers with a new card', async () => {
    const widgetId = await buy('Fails then recovers');
    expect((await changeCard(ctx.app, customer, widgetId, TEST_CARDS.failsLater)).statusCode).toBe(200);
    expect(await embedStatus(widgetId)).toBe(200);

    await advanceClock(ctx.app, admin, 31);
    const pastDue = await rowOf(widgetId);
    expect(pastDue?.subStatus).toBe('past_due');
    expect(pastDue?.hostedUrl).toMatch(/^http:\/\/localhost:3080\/test-billing\/invoices\/in_/);
    expect((await paymentsOf(widgetId)).map((payment) => payment.status)).toEqual(['paid', 'failed']);
    // DESIGN "Data flow" 6: a grace period while the provider retries.
    expect(await embedStatus(widgetId)).toBe(200);

    await ctx.app.mailer.settle();
    const mails = await ctx.database.db.select().from(outbox);
    const mail = mails.find((entry) => entry.subject === 'Payment failed for “Fails then recovers”');
    expect(mail?.links).toEqual([`${TEST_APP_URL}/subscription`]);

    const recovered = await changeCard(ctx.app, customer, widgetId, TEST_CARDS.pays);
    expect(recovered.statusCode, recovered.body).toBe(200);
    const { data } = subscriptionRowResponseSchema.parse(recovered.json());
    expect(data).toMatchObject({
      subStatus: 'active',
      hostedUrl: null,
      defaultPaymentMethod: { detail: 'Visa •••• 4242' },
    });
    // The failed invoice is now paid: still one row per invoice.
    expect((await paymentsOf(widgetId)).map((payment) => payment.status)).toEqual(['paid', 'paid']);
  });

  it('cancels at the renewal date, can resume before it, and stops serving once it passes', async () => {
    const widgetId = await buy('Cancels');
    const canceled = await ctx.app.inject({
      method: 'DELETE',
      url: `/subscription/${widgetId}`,
      headers: customer.headers,
    });
    expect(canceled.statusCode).toBe(200);
    const row = subscriptionRowResponseSchema.parse(canceled.json()).data;
    expect(row.subStatus).toBe('active');
    expect(row.cancelAt).toBe(row.expires);

    const resumed = await ctx.app.inject({
      method: 'POST',
      url: `/subscription/${widgetId}/resume`,
      headers: customer.headers,
    });
    expect(subscriptionRowResponseSchema.parse(resumed.json()).data.cancelAt).toBeNull();
    const resumeAgain = await ctx.app.inject({
      method: 'POST',
      url: `/subscription/${widgetId}/resume`,
      headers: customer.headers,
    });
    expect(resumeAgain.statusCode).toBe(409);
    expect(resumeAgain.json()).toEqual({ error: BILLING_MESSAGES.notCanceling });

    await ctx.app.inject({ method: 'DELETE', url: `/subscription/${widgetId}`, headers: customer.headers });
    expect(await embedStatus(widgetId)).toBe(200);
    await advanceClock(ctx.app, admin, 32);
    expect((await rowOf(widgetId))?.subStatus).toBe('canceled');
    expect(await embedStatus(widgetId)).toBe(404);
    // Still on the dashboard, where buying it again restarts it.
    const list = widgetListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/widget/', headers: customer.headers })).json(),
    );
    expect(list.map((widget) => widget.id)).toContain(widgetId);
    const card = await ctx.app.inject({
      method: 'POST',
      url: `/subscription/create-setup-intent/${widgetId}`,
      headers: customer.headers,
    });
    expect(card.statusCode).toBe(409);
    expect(card.json()).toEqual({ error: CARD_TOOLTIPS.canceled });

    const rebought = await buyWidget(ctx.app, ctx.database.db, customer, {
      id: widgetId,
      widgetType: types.prorated,
      title: 'Cancels, bought again',
      htmlData: {},
    });
    expect(rebought).toBe(widgetId);
    expect(await rowOf(widgetId)).toMatchObject({
      subStatus: 'active',
      title: 'Cancels, bought again',
      cancelAt: null,
    });
    expect(await embedStatus(widgetId)).toBe(200);
  });

  it('lists the account’s cards and refuses to delete the one a live subscription uses', async () => {
    const widgetId = await buy('Card owner');
    const listed = paymentMethodsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/paymentMethod', headers: customer.headers })).json(),
    );
    expect(listed.paymentMethods).toEqual([
      expect.objectContaining({
        detail: 'Visa •••• 4242',
        card: expect.objectContaining({ last4: '4242', exp_month: 12 }),
      }),
    ]);
    const inUse = listed.paymentMethods[0]?._id ?? '';
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/paymentMethod/${inUse}`,
      headers: customer.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: BILLING_MESSAGES.cardInUse });

    const other = await account(ctx.app, ctx.database.db, `other${counter}@example.com`);
    const foreign = await ctx.app.inject({ method: 'DELETE', url: `/paymentMethod/${inUse}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);

    // Another card: the same one typed again would be merged into the one in use (issue 29 #6).
    await changeCard(ctx.app, customer, widgetId, TEST_CARDS.mastercard);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/paymentMethod/${inUse}`,
      headers: customer.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const after = paymentMethodsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/paymentMethod', headers: customer.headers })).json(),
    );
    expect(after.paymentMethods.map((method) => method._id)).not.toContain(inUse);
    expect(after.paymentMethods).toHaveLength(1);
  });

  it('ends the subscription at the provider when the paid widget is deleted', async () => {
    const widgetId = await buy('Deleted');
    const [row] = await ctx.database.db.select().from(widgets).where(eq(widgets.id, widgetId));
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/widget/${widgetId}`, headers: customer.headers });
    expect(deleted.statusCode).toBe(200);
    const subscription = await ctx.app.billing.provider.retrieveSubscription(row?.subscriptionId ?? '');
    expect(subscription?.status).toBe('canceled');
  });

  it('ends every subscription when the account is deleted', async () => {
    const widgetId = await buy('Account goes');
    const [row] = await ctx.database.db.select().from(widgets).where(eq(widgets.id, widgetId));
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/user/${customer.id}`,
      headers: customer.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(removed.statusCode).toBe(200);
    const subscription = await ctx.app.billing.provider.retrieveSubscription(row?.subscriptionId ?? '');
    expect(subscription?.status).toBe('canceled');
  });

  it('keeps every subscription route to the widget’s owner', async () => {
    const widgetId = await buy('Private');
    const other = await account(ctx.app, ctx.database.db, `nosy${counter}@example.com`);
    for (const [method, url] of [
      ['DELETE', `/subscription/${widgetId}`],
      ['POST', `/subscription/${widgetId}/resume`],
      ['POST', `/subscription/create-setup-intent/${widgetId}`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: other.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/subscription', headers: other.headers });
    expect(list.json()).toEqual({ data: [] });
    expect((await ctx.app.inject({ method: 'GET', url: '/subscription' })).statusCode).toBe(401);
  });

  it('moves the clock for admins only', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/dev/billing/advance', payload: { days: 1 } })).statusCode,
    ).toBe(401);
    expect((await advanceClock(ctx.app, customer, 1)).statusCode).toBe(403);
    expect((await advanceClock(ctx.app, admin, 0)).statusCode).toBe(400);
  });
});

describe('the test clock with Stripe configured', () => {
  it('does not exist', async () => {
    const [target] = databaseTargets();
    if (!target) throw new Error('no database target');
    const ctx = await createTestApp(
      target,
      testConfig({ STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET: 'whsec_unused' }),
    );
    try {
      const admin = await account(ctx.app, ctx.database.db, 'admin@example.com', { role: 'admin' });
      expect((await advanceClock(ctx.app, admin, 1)).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: '/test-billing/checkout/cs_test_x' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
