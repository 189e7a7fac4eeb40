import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { bearer, STRONG_PASSWORD } from './test-support/accounts';
import { databaseTargets } from './test-support/database-targets';
import { createTestApp, type TestContext } from './test-support/test-app';
import { account, insertWidget, seedWidgetTypes } from './test-support/widgets';

// Who may call what, for every route the API registers (issue "Admin console": an authorization
// matrix from Fastify's own route list). A route added without an entry here fails the first test.
// Each route runs against fresh accounts and a fresh widget, so a route that ends a session or
// deletes something cannot change the answer of the next one. Those accounts are written straight
// to the database with one password hash made by a real sign-up, so the suite pays for argon2 once
// instead of three times per caller per route.

const ACTORS = ['anonymous', 'owner', 'otherCustomer', 'admin', 'impersonating'] as const;
type Actor = (typeof ACTORS)[number];

/**
 * 'allowed': past the gate (not 401/403); 'found': past the gate and the resource was visible
 * (not 404 either); a number: exactly that status.
 */
type Outcome = 'allowed' | 'found' | number;

interface Fixture {
  ownerId: string;
  ownerEmail: string;
  otherId: string;
  adminId: string;
  widgetId: string;
  typeId: string;
  unique: string;
}

interface Entry {
  request(fx: Fixture): { url: string; payload?: unknown };
  expect: Record<Actor, Outcome>;
}

const everyone = (outcome: Outcome): Record<Actor, Outcome> => ({
  anonymous: outcome,
  owner: outcome,
  otherCustomer: outcome,
  admin: outcome,
  impersonating: outcome,
});
const signedIn = (outcome: Outcome = 'found'): Record<Actor, Outcome> => ({ ...everyone(outcome), anonymous: 401 });
/** The owner's widget: hidden (404) from another customer; admins manage every widget. */
const ownWidget: Record<Actor, Outcome> = { ...signedIn(), otherCustomer: 404 };
/** The owner's subscription routes: only the owner (and someone acting as them) sees it. */
const ownSubscription = (outcome: Outcome): Record<Actor, Outcome> => ({
  anonymous: 401,
  owner: outcome,
  otherCustomer: 404,
  admin: 404,
  impersonating: outcome,
});
/** Admin only, never with an impersonation token. */
const adminOnly = (outcome: Outcome = 'found'): Record<Actor, Outcome> => ({
  anonymous: 401,
  owner: 403,
  otherCustomer: 403,
  admin: outcome,
  impersonating: 403,
});

const MATRIX: Record<string, Entry> = {
  'GET /health': { request: () => ({ url: '/health' }), expect: everyone('found') },
  'GET /ready': { request: () => ({ url: '/ready' }), expect: everyone('found') },
  'GET /': { request: () => ({ url: '/' }), expect: everyone('found') },
  'POST /user/logout': { request: () => ({ url: '/user/logout' }), expect: signedIn() },
  'POST /user': {
    request: (fx) => ({
      url: '/user',
      payload: { email: `new-${fx.unique}@example.com`, password: STRONG_PASSWORD, displayName: 'New' },
    }),
    expect: everyone('found'),
  },
  'POST /user/login': {
    request: (fx) => ({ url: '/user/login', payload: { email: fx.ownerEmail, password: STRONG_PASSWORD } }),
    expect: everyone('found'),
  },
  'GET /user/profile': { request: () => ({ url: '/user/profile' }), expect: signedIn() },
  'PUT /user/:userId': {
    request: (fx) => ({ url: `/user/${fx.ownerId}`, payload: { displayName: 'Renamed', email: fx.ownerEmail } }),
    expect: { anonymous: 401, owner: 'found', otherCustomer: 403, admin: 403, impersonating: 'found' },
  },
  'DELETE /user/:userId': {
    request: (fx) => ({ url: `/user/${fx.ownerId}`, payload: { password: STRONG_PASSWORD } }),
    expect: { anonymous: 401, owner: 'found', otherCustomer: 403, admin: 403, impersonating: 403 },
  },
  'POST /user/resetPassword': {
    request: (fx) => ({ url: '/user/resetPassword', payload: { email: fx.ownerEmail } }),
    expect: everyone('found'),
  },
  'GET /user/resetPassword/:userId': {
    // Whether an emailed reset link still works: only that link's token says yes; a session is no
    // reset token, so every caller here is told the link has expired, and nothing changes.
    request: (fx) => ({ url: `/user/resetPassword/${fx.ownerId}` }),
    expect: { anonymous: 403, owner: 403, otherCustomer: 403, admin: 403, impersonating: 403 },
  },
  'POST /user/resetPassword/:userId': {
    // The emailed link's token or the owner's own session (the account page); without either it
    // is the spec's 403 'link expired'. Acting as the owner may not change their password.
    request: (fx) => ({ url: `/user/resetPassword/${fx.ownerId}`, payload: { password: STRONG_PASSWORD } }),
    expect: { anonymous: 403, owner: 'allowed', otherCustomer: 403, admin: 403, impersonating: 403 },
  },
  'POST /user/verifyEmailRequest': {
    request: (fx) => ({ url: '/user/verifyEmailRequest', payload: { email: fx.ownerEmail } }),
    expect: { anonymous: 401, owner: 'allowed', otherCustomer: 'allowed', admin: 'allowed', impersonating: 'allowed' },
  },
  'GET /user/verifyEmail/:uid': {
    request: () => ({ url: '/user/verifyEmail/not-a-real-token' }),
    expect: everyone('allowed'),
  },
  'GET /widget/': { request: () => ({ url: '/widget/' }), expect: signedIn() },
  'GET /widget/status/:id': { request: (fx) => ({ url: `/widget/status/${fx.widgetId}` }), expect: ownWidget },
  'GET /widget/:id': { request: (fx) => ({ url: `/widget/${fx.widgetId}` }), expect: ownWidget },
  'GET /widget/:id/source': { request: (fx) => ({ url: `/widget/${fx.widgetId}/source` }), expect: ownWidget },
  'GET /widget/:id/reviews': { request: (fx) => ({ url: `/widget/${fx.widgetId}/reviews` }), expect: ownWidget },
  'GET /widget/:id/insights': {
    request: (fx) => ({ url: `/widget/${fx.widgetId}/insights?days=7` }),
    expect: ownWidget,
  },
  'POST /widget/:id/source/sync': {
    request: (fx) => ({ url: `/widget/${fx.widgetId}/source/sync`, payload: {} }),
    expect: ownWidget,
  },
  'POST /widget/': {
    request: (fx) => ({ url: '/widget/', payload: { widget: { title: 'New', widgetType: fx.typeId, htmlData: {} } } }),
    expect: signedIn(),
  },
  'PUT /widget/:id': {
    request: (fx) => ({
      url: `/widget/${fx.widgetId}`,
      payload: { widget: { title: 'Edited', widgetType: fx.typeId, htmlData: {} } },
    }),
    expect: ownWidget,
  },
  'DELETE /widget/:id': { request: (fx) => ({ url: `/widget/${fx.widgetId}` }), expect: ownWidget },
  'GET /widget/:id/sites': { request: (fx) => ({ url: `/widget/${fx.widgetId}/sites` }), expect: ownWidget },
  'PUT /widget/:id/paused': {
    request: (fx) => ({ url: `/widget/${fx.widgetId}/paused`, payload: { paused: true } }),
    expect: ownWidget,
  },
  'GET /widget/:id/installation': {
    request: (fx) => ({ url: `/widget/${fx.widgetId}/installation?site=mysite.com` }),
    expect: ownWidget,
  },
  'DELETE /widget/:widgetId/site/:siteId': {
    // No such site: the owner gets past the gate to a 404 of the site, as everyone else gets the widget's.
    request: (fx) => ({ url: `/widget/${fx.widgetId}/site/${fx.otherId}` }),
    expect: signedIn('allowed'),
  },
  'POST /widget/preview/': {
    request: (fx) => ({ url: '/widget/preview/', payload: { widget: { widgetType: fx.typeId, htmlData: {} } } }),
    expect: everyone('allowed'),
  },
  'POST /create-checkout-session': {
    request: (fx) => ({
      url: '/create-checkout-session',
      payload: {
        priceId: 'price_x',
        customerEmail: fx.ownerEmail,
        widgetData: { title: 'x', widgetType: fx.typeId, htmlData: {} },
      },
    }),
    expect: signedIn('allowed'),
  },
  'GET /subscription': { request: () => ({ url: '/subscription' }), expect: signedIn() },
  // The fixture widget is free and has no subscription: even its owner gets 404 there.
  'DELETE /subscription/:widgetId': {
    request: (fx) => ({ url: `/subscription/${fx.widgetId}` }),
    expect: ownSubscription(404),
  },
  'POST /subscription/:widgetId/resume': {
    request: (fx) => ({ url: `/subscription/${fx.widgetId}/resume` }),
    expect: ownSubscription(404),
  },
  'POST /subscription/create-setup-intent/:widgetId': {
    request: (fx) => ({ url: `/subscription/create-setup-intent/${fx.widgetId}` }),
    expect: ownSubscription(404),
  },
  'PUT /subscription/update-payment-method/:widgetId': {
    request: (fx) => ({
      url: `/subscription/update-payment-method/${fx.widgetId}`,
      payload: { paymentMethodId: 'pm_x', customerId: 'cus_x' },
    }),
    expect: ownSubscription(404),
  },
  'GET /paymentMethod': { request: () => ({ url: '/paymentMethod' }), expect: signedIn() },
  'DELETE /paymentMethod/:id': {
    request: () => ({ url: '/paymentMethod/pm_not_yours' }),
    expect: signedIn('allowed'),
  },
  'GET /devadmin/availableWidget': { request: () => ({ url: '/devadmin/availableWidget' }), expect: adminOnly() },
  'PUT /devadmin/availableWidget': {
    request: () => ({ url: '/devadmin/availableWidget', payload: {} }),
    expect: adminOnly('allowed'),
  },
  'POST /devadmin/availableWidget': {
    request: () => ({ url: '/devadmin/availableWidget', payload: {} }),
    expect: adminOnly('allowed'),
  },
  'DELETE /devadmin/availableWidget/:id': {
    request: (fx) => ({ url: `/devadmin/availableWidget/${fx.typeId}` }),
    expect: adminOnly('allowed'),
  },
  'POST /devadmin/upload': { request: () => ({ url: '/devadmin/upload' }), expect: adminOnly('allowed') },
  // Product images appear on public pages.
  'GET /devadmin/uploads/:name': {
    request: () => ({ url: '/devadmin/uploads/0123456789abcdef0123456789abcdef.png' }),
    expect: everyone(404),
  },
  'PUT /devadmin/tool/update-user': { request: () => ({ url: '/devadmin/tool/update-user' }), expect: adminOnly() },
  'PUT /devadmin/tool/update-payment': {
    request: () => ({ url: '/devadmin/tool/update-payment' }),
    expect: adminOnly(),
  },
  'PUT /devadmin/tool/update-widget': { request: () => ({ url: '/devadmin/tool/update-widget' }), expect: adminOnly() },
  'PUT /devadmin/tool/add-renewal-payments': {
    request: () => ({ url: '/devadmin/tool/add-renewal-payments' }),
    expect: adminOnly(),
  },
  'GET /devadmin': { request: () => ({ url: '/devadmin' }), expect: adminOnly() },
  'GET /devadmin/details': { request: () => ({ url: '/devadmin/details' }), expect: adminOnly() },
  'GET /devadmin/details/:userId': {
    request: (fx) => ({ url: `/devadmin/details/${fx.ownerId}` }),
    expect: adminOnly(),
  },
  'GET /devadmin/user': { request: () => ({ url: '/devadmin/user' }), expect: adminOnly() },
  'GET /devadmin/sources': { request: () => ({ url: '/devadmin/sources' }), expect: adminOnly() },
  'POST /devadmin/sources/:id/read': {
    // No cached source has this id: the admin is answered 404, everyone else is refused first.
    request: () => ({ url: '/devadmin/sources/00000000-0000-4000-8000-000000000000/read' }),
    expect: adminOnly(404),
  },
  'POST /devadmin/user': {
    request: (fx) => ({
      url: '/devadmin/user',
      payload: { displayName: 'Made', email: `made-${fx.unique}@example.com`, password: STRONG_PASSWORD },
    }),
    expect: adminOnly(),
  },
  'PUT /devadmin/user': {
    request: (fx) => ({
      url: '/devadmin/user',
      payload: { id: fx.otherId, displayName: 'Other', email: `other-${fx.unique}@example.com` },
    }),
    expect: adminOnly(),
  },
  'DELETE /devadmin/user/:id': { request: (fx) => ({ url: `/devadmin/user/${fx.otherId}` }), expect: adminOnly() },
  'GET /devadmin/user/:id': { request: (fx) => ({ url: `/devadmin/user/${fx.ownerId}` }), expect: adminOnly() },
  'POST /devadmin/collection': {
    request: () => ({ url: '/devadmin/collection', payload: { collectionName: 'payments' } }),
    expect: adminOnly(),
  },
  'DELETE /devadmin/widget/:id': { request: (fx) => ({ url: `/devadmin/widget/${fx.widgetId}` }), expect: adminOnly() },
  'POST /devadmin/payment/:userId': {
    request: (fx) => ({
      url: `/devadmin/payment/${fx.ownerId}`,
      payload: { userId: fx.ownerId, amount: 5, widgetId: fx.widgetId, method: 'Cash', created: 1_790_000_000 },
    }),
    expect: adminOnly(),
  },
  'DELETE /devadmin/payment/:id': {
    request: (fx) => ({ url: `/devadmin/payment/${fx.widgetId}` }),
    expect: adminOnly('allowed'),
  },
  'GET /devadmin/stats': { request: () => ({ url: '/devadmin/stats' }), expect: adminOnly() },
  'GET /devadmin/insights': { request: () => ({ url: '/devadmin/insights?days=7' }), expect: adminOnly() },
  'GET /dev/outbox': { request: () => ({ url: '/dev/outbox' }), expect: adminOnly() },
  'POST /dev/billing/advance': {
    request: () => ({ url: '/dev/billing/advance', payload: { days: 1 } }),
    expect: adminOnly(),
  },
  'POST /dev/sources/reviews': {
    // The fixture widget is a calculator: past the gate, an admin gets the 400 "not a review widget".
    request: (fx) => ({
      url: '/dev/sources/reviews',
      payload: {
        widgetId: fx.widgetId,
        data: {
          source: 'yelp',
          business: {
            name: 'X',
            logoUrl: null,
            rating: null,
            totalReviews: null,
            url: 'https://www.yelp.com/biz/x',
            writeReviewUrl: null,
          },
          reviews: [],
          fetchedAt: '2026-11-24T00:00:00.000Z',
        },
      },
    }),
    expect: { ...adminOnly(400) },
  },
  'POST /dev/sources/listings': {
    // The fixture widget is a calculator: past the gate, an admin gets the 400 "not a listing widget".
    request: (fx) => ({
      url: '/dev/sources/listings',
      payload: {
        widgetId: fx.widgetId,
        data: { source: 'appfolio', listings: [], fetchedAt: '2026-11-24T00:00:00.000Z' },
      },
    }),
    expect: { ...adminOnly(400) },
  },
  // Signed by the provider, not by a user: no token opens it, an unsigned body is a 400 for all.
  'POST /webhook/stripe': { request: () => ({ url: '/webhook/stripe', payload: {} }), expect: everyone(400) },
  // The test provider's hosted pages stand in for Stripe's, which know no user of ours.
  'GET /test-billing/checkout/:id': {
    request: () => ({ url: '/test-billing/checkout/cs_test_x' }),
    expect: everyone(404),
  },
  'POST /test-billing/checkout/:id': {
    request: () => ({ url: '/test-billing/checkout/cs_test_x', payload: {} }),
    expect: everyone('allowed'),
  },
  'GET /test-billing/invoices/:id': { request: () => ({ url: '/test-billing/invoices/in_x' }), expect: everyone(404) },
  'POST /test-billing/invoices/:id': {
    request: () => ({ url: '/test-billing/invoices/in_x', payload: {} }),
    expect: everyone('allowed'),
  },
  'POST /test-billing/setup-intents/confirm': {
    request: () => ({
      url: '/test-billing/setup-intents/confirm',
      payload: { clientSecret: 'seti_x_secret_y', cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123' },
    }),
    expect: everyone(404),
  },
  'GET /embed/:id': { request: (fx) => ({ url: `/embed/${fx.widgetId}` }), expect: everyone('found') },
  'POST /embed/:id/events': {
    request: (fx) => ({ url: `/embed/${fx.widgetId}/events`, payload: { events: [{ name: 'calculated' }] } }),
    expect: everyone('found'),
  },
  // The API's OpenAPI document and its reference page (plugins/openapi.ts): public, like the API's shape.
  'GET /docs': { request: () => ({ url: '/docs' }), expect: everyone('found') },
  'GET /docs/json': { request: () => ({ url: '/docs/json' }), expect: everyone('found') },
  'GET /docs/yaml': { request: () => ({ url: '/docs/yaml' }), expect: everyone('found') },
  'GET /docs/static/index.html': { request: () => ({ url: '/docs/static/index.html' }), expect: everyone('found') },
  'GET /docs/static/swagger-initializer.js': {
    request: () => ({ url: '/docs/static/swagger-initializer.js' }),
    expect: everyone('found'),
  },
  'GET /docs/static/*': { request: () => ({ url: '/docs/static/swagger-ui.css' }), expect: everyone('found') },
};

/**
 * The admin forms that share a customer route (spec 003 §7): the same path, told apart by the
 * fields only an admin may send. They are checked like routes of their own.
 */
const ADMIN_FORMS: Record<string, Entry> = {
  'POST /widget/ as Add Manual Order': {
    request: (fx) => ({
      url: '/widget/',
      payload: {
        widget: { title: 'Manual', widgetType: fx.typeId, userId: fx.ownerId, subStatus: 'active', htmlData: {} },
      },
    }),
    expect: adminOnly(),
  },
  'PUT /widget/:id as Edit Subscription': {
    request: (fx) => ({
      url: `/widget/${fx.widgetId}`,
      payload: { widget: { title: 'Edited', widgetType: fx.typeId, subStatus: 'active', htmlData: {} } },
    }),
    expect: adminOnly(),
  },
};

function passes(outcome: Outcome, status: number): boolean {
  if (typeof outcome === 'number') return status === outcome;
  if (status === 401 || status === 403) return false;
  return outcome === 'allowed' || status !== 404;
}

describe.each(databaseTargets())('authorization matrix on $name', (target) => {
  let ctx: TestContext;
  let typeId = '';
  let counter = 0;

  let passwordHash = '';

  beforeAll(async () => {
    ctx = await createTestApp(target);
    typeId = (await seedWidgetTypes(ctx.database.db)).prorated;
    const template = await account(ctx.app, ctx.database.db, 'password-template@example.com');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, template.id));
    passwordHash = row?.passwordHash ?? '';
  });

  /** A verified account whose password is STRONG_PASSWORD, and its session headers. */
  async function quickAccount(email: string, userRole: 'admin' | 'customer' = 'customer') {
    const [row] = await ctx.database.db
      .insert(users)
      .values({ email, displayName: email.split('@', 1)[0] ?? email, passwordHash, emailVerified: true, userRole })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { id: row.id, email: row.email, headers: bearer(ctx.app.signToken(row)) };
  }
  afterAll(async () => {
    await ctx.close();
  });

  /** Fresh accounts, a fresh widget and each actor's headers. */
  async function freshActors(): Promise<{ fx: Fixture; headers: Record<Actor, Record<string, string>> }> {
    counter += 1;
    const unique = `${counter}`;
    const { db } = ctx.database;
    const owner = await quickAccount(`owner-${unique}@example.com`);
    const other = await quickAccount(`other-${unique}@example.com`);
    const admin = await quickAccount(`admin-${unique}@example.com`, 'admin');
    const widget = await insertWidget(db, { userId: owner.id, widgetTypeId: typeId });
    const switched = await ctx.app.inject({ method: 'GET', url: `/devadmin/user/${owner.id}`, headers: admin.headers });
    const impersonationToken: unknown = switched.json().user?.token;
    if (typeof impersonationToken !== 'string') throw new Error(`no impersonation token: ${switched.body}`);
    return {
      fx: {
        ownerId: owner.id,
        ownerEmail: owner.email,
        otherId: other.id,
        adminId: admin.id,
        widgetId: widget.id,
        typeId,
        unique,
      },
      headers: {
        anonymous: {},
        owner: owner.headers,
        otherCustomer: other.headers,
        admin: admin.headers,
        impersonating: bearer(impersonationToken),
      },
    };
  }

  it('has an entry for every route the app registers, and no entry for a route it does not', async () => {
    await ctx.app.ready();
    const registered = ctx.app.registeredRoutes
      .filter((route) => route.method !== 'OPTIONS')
      .map((route) => `${route.method} ${route.url}`);
    expect([...registered].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(Object.entries({ ...MATRIX, ...ADMIN_FORMS }))(
    '%s answers each caller as the matrix says',
    async (route, entry) => {
      const method = route.split(' ', 1)[0];
      if (method !== 'GET' && method !== 'POST' && method !== 'PUT' && method !== 'DELETE') {
        throw new Error(`unexpected method in ${route}`);
      }
      const answers: Record<string, number> = {};
      for (const actor of ACTORS) {
        // Each caller gets its own fresh world: a sign-out or a delete cannot leak into the next.
        const { fx, headers } = await freshActors();
        const { url, payload } = entry.request(fx);
        const response = await ctx.app.inject({
          method,
          url,
          headers: headers[actor],
          ...(payload === undefined
            ? {}
            : { payload: JSON.stringify(payload), headers: { ...headers[actor], 'content-type': 'application/json' } }),
        });
        answers[actor] = response.statusCode;
      }
      const wrong = ACTORS.filter((actor) => !passes(entry.expect[actor], answers[actor] ?? 0)).map(
        (actor) => `${actor}: expected ${entry.expect[actor]}, got ${answers[actor]}`,
      );
      expect(wrong, route).toEqual([]);
    },
  );
});
