import {
  ADMIN_LIST_MESSAGES,
  API_MESSAGES,
  adminStatsResponseSchema,
  ordersCollectionResponseSchema,
  paymentsCollectionResponseSchema,
} from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users, widgetTypes } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext, testConfig } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTargets())('admin orders and payments lists on $name', (target) => {
  let ctx: TestContext;
  let admin: TestAccount;
  let customer: TestAccount;
  /** Widget ids by fixture name, newest last: listing, yelp, rent, trust. */
  const ids: Record<string, string> = {};
  const paymentIds: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig(), { embed: { now: () => NOW } });
    const db = ctx.database.db;
    const types = await seedWidgetTypes(db);
    // Prices fixed here so the figures do not follow the catalogue's.
    for (const [name, priceCents] of [
      ['appfolio', 1999],
      ['yelp', 999],
      ['trustpilot', 999],
      ['prorated', 0],
    ] as const) {
      await db.update(widgetTypes).set({ priceCents }).where(eq(widgetTypes.name, name));
    }
    admin = await account(ctx.app, db, 'boss@example.com', { role: 'admin' });
    customer = await account(ctx.app, db, 'alice@example.com');
    const bob = await account(ctx.app, db, 'bob@corp.test');
    await db.update(users).set({ displayName: 'Alice Able' }).where(eq(users.id, customer.id));
    await db.update(users).set({ displayName: 'Bob Baker' }).where(eq(users.id, bob.id));

    const widgetFixtures = [
      ['listing', customer.id, types.appfolio, 'Downtown Listings', 'active', '2026-03-01T10:00:00.000Z'],
      ['yelp', customer.id, types.yelp, 'Yelp Reviews', 'past_due', '2026-03-02T23:59:59.500Z'],
      ['rent', bob.id, types.prorated, 'Rent 50%_off', 'active', '2026-03-03T00:00:00.000Z'],
      ['trust', bob.id, types.trustpilot, 'Trust Badge', 'canceled', '2026-03-04T08:00:00.000Z'],
    ] as const;
    for (const [key, userId, widgetTypeId, title, subStatus, createdAt] of widgetFixtures) {
      const row = await insertWidget(db, { userId, widgetTypeId, title, subStatus, createdAt: new Date(createdAt) });
      ids[key] = row.id;
    }

    const paymentFixtures = [
      ['p1', customer.id, ids.listing, 'Alice Able', 'Downtown Listings', 1999, null, '2026-03-01T12:00:00.000Z'],
      ['p2', customer.id, ids.yelp, 'Alice Able', 'Yelp Reviews', 999, 'failed', '2026-03-02T23:59:59.999Z'],
      ['p3', bob.id, ids.trust, 'Bob Baker', 'Trust Badge', 999, 'paid', '2026-03-03T00:00:00.000Z'],
      [
        'p4',
        bob.id,
        null,
        'Bob Baker',
        'Old Widget',
        5000,
        'failed',
        new Date(NOW.getTime() - 10 * DAY_MS).toISOString(),
      ],
      ['p5', customer.id, ids.listing, 'Alice Able', 'Downtown Listings', 500, 'failed', '2026-05-15T11:00:00.000Z'],
    ] as const;
    for (const [key, userId, widgetId, userName, widgetName, amountCents, status, created] of paymentFixtures) {
      const [row] = await db
        .insert(payments)
        .values({
          userId,
          widgetId,
          userName,
          widgetName,
          amountCents,
          status,
          created: new Date(created),
          methodDetail: 'Visa •••• 4242',
        })
        .returning();
      paymentIds[key] = row?.id ?? '';
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  const collection = (collectionName: string, query = '', who: TestAccount | undefined = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/devadmin/collection${query ? `?${query}` : ''}`,
      headers: who?.headers ?? {},
      payload: { collectionName },
    });

  async function orders(query = '') {
    const response = await collection('orders', query);
    expect(response.statusCode, response.body).toBe(200);
    const body = ordersCollectionResponseSchema.parse(response.json());
    const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    return { ...body, keys: body.documents.widgetArray.map((order) => byId[order.id]) };
  }

  async function paymentList(query = '') {
    const response = await collection('payments', query);
    expect(response.statusCode, response.body).toBe(200);
    const body = paymentsCollectionResponseSchema.parse(response.json());
    const byId = Object.fromEntries(Object.entries(paymentIds).map(([key, id]) => [id, key]));
    return { ...body, keys: body.documents.map((payment) => byId[payment.id]) };
  }

  describe('orders', () => {
    it('lists every order newest first with the page it sits on', async () => {
      const { keys, total, page, limit } = await orders();
      expect({ keys, total, page, limit }).toEqual({
        keys: ['trust', 'rent', 'yelp', 'listing'],
        total: 4,
        page: 1,
        limit: 20,
      });
    });

    it.each([
      ['name, case-insensitive', 'name=LISTINGS', ['listing']],
      ['name with the search wildcards taken literally', 'name=50%25_', ['rent']],
      ['customer by name', 'customer=bob', ['trust', 'rent']],
      ['customer by email', 'customer=ALICE%40EXAMPLE', ['yelp', 'listing']],
      ['status', 'status=active', ['rent', 'listing']],
      ['type', 'type=yelp', ['yelp']],
      ['minimum price', 'minPrice=10', ['listing']],
      ['maximum price', 'maxPrice=9.99', ['trust', 'rent', 'yelp']],
      ['both prices', 'minPrice=5&maxPrice=10', ['trust', 'yelp']],
      ['a price that is not a number (no bound)', 'minPrice=abc&maxPrice=', ['trust', 'rent', 'yelp', 'listing']],
      ['a day, its end inclusive', 'from=2026-03-02T00:00:00.000Z&to=2026-03-02T23:59:59.999Z', ['yelp']],
      ['filters together', 'customer=alice&status=past_due&type=yelp', ['yelp']],
      ['nothing matching', 'name=nothing-like-this', []],
    ])('filters by %s, with the total of the filter', async (_case, query, expected) => {
      const { keys, total } = await orders(query);
      expect(keys).toEqual(expected);
      expect(total).toBe(expected.length);
    });

    it('pages in the database: the total stays the whole list', async () => {
      expect(await orders('limit=3&page=1')).toMatchObject({
        keys: ['trust', 'rent', 'yelp'],
        total: 4,
        page: 1,
        limit: 3,
      });
      expect(await orders('limit=3&page=2')).toMatchObject({ keys: ['listing'], total: 4, page: 2, limit: 3 });
      expect(await orders('limit=3&page=9')).toMatchObject({ keys: [], total: 4 });
    });

    it('answers an order with its owner, type, payments and installations', async () => {
      const { documents } = await orders('name=Downtown');
      const [order] = documents.widgetArray;
      expect(order).toMatchObject({
        _id: ids.listing,
        id: ids.listing,
        title: 'Downtown Listings',
        subStatus: 'active',
        widgetType: { name: 'appfolio', price: 19.99 },
        userId: { id: customer.id, displayName: 'Alice Able', email: 'alice@example.com' },
        createdAt: '2026-03-01T10:00:00.000Z',
        sites: [],
        payment: [],
      });
      expect(order?.payments.map((payment) => payment.id)).toEqual([paymentIds.p5, paymentIds.p1]);
      expect(order?.htmlData).toHaveProperty('appfolio');
    });

    it.each([
      ['a filter of the payments list', 'minAmount=1', 'minAmount'],
      ['an unknown filter', 'color=red', 'color'],
    ])('refuses %s with a 400', async (_case, query, key) => {
      const response = await collection('orders', query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { [key]: ADMIN_LIST_MESSAGES.filterNotOfList } });
    });

    it('refuses a status the filter does not offer', async () => {
      const response = await collection('orders', 'status=unpaid');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual(['status']);
    });
  });

  describe('payments', () => {
    it('lists every payment newest first with the page it sits on', async () => {
      const { keys, total, page, limit } = await paymentList();
      expect({ keys, total, page, limit }).toEqual({
        keys: ['p4', 'p5', 'p3', 'p2', 'p1'],
        total: 5,
        page: 1,
        limit: 20,
      });
    });

    it.each([
      ['widget name, case-insensitive', 'widget=yelp', ['p2']],
      ['customer by name', 'customer=BAKER', ['p4', 'p3']],
      ['customer by email', 'customer=corp.test', ['p4', 'p3']],
      ['paid (a missing status is paid)', 'status=paid', ['p3', 'p1']],
      ['failed', 'status=failed', ['p4', 'p5', 'p2']],
      ['minimum amount', 'minAmount=19.99', ['p4', 'p1']],
      ['maximum amount', 'maxAmount=9.99', ['p5', 'p3', 'p2']],
      ['an amount that is not a number (no bound)', 'minAmount=ten&maxAmount=NaN', ['p4', 'p5', 'p3', 'p2', 'p1']],
      ['a day, its last millisecond included', 'from=2026-03-02T00:00:00.000Z&to=2026-03-02T23:59:59.999Z', ['p2']],
      ['filters together', 'customer=alice&status=failed&minAmount=6', ['p2']],
    ])('filters by %s, with the total of the filter', async (_case, query, expected) => {
      const { keys, total } = await paymentList(query);
      expect(keys).toEqual(expected);
      expect(total).toBe(expected.length);
    });

    it('pages in the database', async () => {
      expect(await paymentList('limit=2&page=3')).toMatchObject({ keys: ['p1'], total: 5, page: 3, limit: 2 });
    });

    it('answers a payment in dollars and unix seconds, paid when no status is stored', async () => {
      const { documents } = await paymentList('widget=downtown&status=paid');
      expect(documents).toEqual([
        {
          _id: paymentIds.p1,
          id: paymentIds.p1,
          userId: customer.id,
          userName: 'Alice Able',
          widgetId: ids.listing,
          widgetName: 'Downtown Listings',
          amount: 19.99,
          methodDetail: 'Visa •••• 4242',
          created: Date.parse('2026-03-01T12:00:00.000Z') / 1000,
        },
      ]);
    });

    it('refuses a filter of the orders list with a 400', async () => {
      const response = await collection('payments', 'type=yelp');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { type: ADMIN_LIST_MESSAGES.filterNotOfList } });
    });
  });

  it('answers the four figures of the console', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/devadmin/stats', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(adminStatsResponseSchema.parse(response.json())).toEqual({
      // Alice and Bob; the admin is not a customer.
      customers: 2,
      // The listing and the free rent calculator.
      activeSubscriptions: 2,
      // Active and past_due paid types: 19.99 + 9.99; the free type and the canceled one add nothing.
      monthlyRecurringRevenue: 29.98,
      // p4 (10 days ago); p5 is 31 days old.
      failedPayments30d: 1,
    });
  });

  it.each([
    ['POST', '/devadmin/collection', { collectionName: 'orders' }],
    ['POST', '/devadmin/collection', { collectionName: 'payments' }],
    ['GET', '/devadmin/stats', undefined],
    ['POST', '/devadmin/payment/00000000-0000-4000-8000-000000000000', {}],
    ['DELETE', '/devadmin/payment/00000000-0000-4000-8000-000000000000', undefined],
    ['DELETE', '/devadmin/widget/00000000-0000-4000-8000-000000000000', undefined],
  ] as const)('%s %s: 403 for a customer, 401 signed out', async (method, url, payload) => {
    const asCustomer = await ctx.app.inject({ method, url, headers: customer.headers, payload });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ error: API_MESSAGES.forbidden });
    const signedOut = await ctx.app.inject({ method, url, payload });
    expect(signedOut.statusCode).toBe(401);
  });
});
