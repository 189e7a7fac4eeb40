import {
  ADMIN_MESSAGES,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  BILLING_MESSAGES,
  WIDGET_API_MESSAGES,
  WIDGET_ERROR_CODES,
} from '@widgetry/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, widgets } from '../../db/schema';
import { buyWidget, emailOf, priceIdOf, putOnSale } from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext, testConfig } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

// Issue 25 §6: a customer holds at most WIDGETS_PER_USER_MAX widgets (default 200; 500 were
// created in 1.5 s before), an admin can give one user their own limit, and simultaneous creates
// cannot slip past it. A paid widget is created by its checkout once paid, so the limit is checked
// before the checkout starts (and before the purchase popup), never after the payment.

const DEFAULT_LIMIT = 3;

describe.each(databaseTargets())('widget limit per user on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let admin: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig({ WIDGETS_PER_USER_MAX: String(DEFAULT_LIMIT) }));
    types = await seedWidgetTypes(ctx.database.db);
    admin = await account(ctx.app, ctx.database.db, 'limit-admin@example.com', { role: 'admin' });
    // A paid type beside the free calculator the other tests create.
    await putOnSale(ctx.app, ctx.database.db, types.monthlypayment, 500);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const create = (who: TestAccount, title = 'Rent helper') =>
    ctx.app.inject({
      method: 'POST',
      url: '/widget/',
      headers: who.headers,
      payload: { widget: { title, widgetType: types.prorated, htmlData: {} } },
    });

  const paidWidget = (title = 'Mortgage helper') => ({
    title,
    widgetType: types.monthlypayment,
    htmlData: { monthlypayment: {} },
  });

  /** Buy: POST /create-checkout-session for a new paid widget, or (with `id`) for one bought before. */
  const startBuying = async (who: TestAccount, id?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: who.headers,
      payload: {
        priceId: await priceIdOf(ctx.database.db, types.monthlypayment),
        customerEmail: await emailOf(ctx.database.db, who.id),
        widgetData: { ...paidWidget(), ...(id === undefined ? {} : { id }) },
      },
    });

  async function checkoutCount(userId: string): Promise<number> {
    const [row] = await ctx.database.db.select({ total: count() }).from(checkouts).where(eq(checkouts.userId, userId));
    return row?.total ?? 0;
  }

  async function storedCount(userId: string): Promise<number> {
    const [row] = await ctx.database.db.select({ total: count() }).from(widgets).where(eq(widgets.userId, userId));
    return row?.total ?? 0;
  }

  /** The admin console's Edit User for `who`, with `extra` (the widget limit) beside the form's fields. */
  const editUser = (who: TestAccount, email: string, extra: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/devadmin/user',
      headers: admin.headers,
      payload: { id: who.id, displayName: 'Lim Iter', email, userRole: 'customer', password: '', ...extra },
    });

  it('refuses the widget past WIDGETS_PER_USER_MAX with a clear message, and lets one in again after a delete', async () => {
    const customer = await account(ctx.app, ctx.database.db, 'limit-default@example.com');
    for (let index = 0; index < DEFAULT_LIMIT; index += 1) {
      expect((await create(customer, `Widget ${index}`)).statusCode).toBe(200);
    }
    const refused = await create(customer, 'One too many');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: WIDGET_API_MESSAGES.widgetLimitReached(DEFAULT_LIMIT),
      code: WIDGET_ERROR_CODES.widgetLimitReached,
    });
    expect(refused.json().error).toContain(`at most ${DEFAULT_LIMIT} widgets`);
    expect(await storedCount(customer.id)).toBe(DEFAULT_LIMIT);

    // The limit is on widgets held, not on widgets ever made.
    const [first] = await ctx.database.db.select().from(widgets).where(eq(widgets.userId, customer.id)).limit(1);
    if (!first) throw new Error('no widget stored');
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/widget/${first.id}`, headers: customer.headers });
    expect(removed.statusCode).toBe(200);
    expect((await create(customer, 'After a delete')).statusCode).toBe(200);
  });

  it("counts only the caller's own widgets", async () => {
    const full = await account(ctx.app, ctx.database.db, 'limit-full@example.com');
    const other = await account(ctx.app, ctx.database.db, 'limit-other@example.com');
    for (let index = 0; index < DEFAULT_LIMIT; index += 1) expect((await create(full)).statusCode).toBe(200);
    expect((await create(full)).statusCode).toBe(403);
    expect((await create(other)).statusCode).toBe(200);
  });

  it("lets an admin raise one user's limit in Edit User, keep it on later edits and give the default back", async () => {
    const email = 'limit-raised@example.com';
    const customer = await account(ctx.app, ctx.database.db, email);
    for (let index = 0; index < DEFAULT_LIMIT; index += 1) expect((await create(customer)).statusCode).toBe(200);
    expect((await create(customer)).statusCode).toBe(403);

    const raised = await editUser(customer, email, { widgetLimit: DEFAULT_LIMIT + 2 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(adminUserResponseSchema.parse(raised.json()).user.widgetLimit).toBe(DEFAULT_LIMIT + 2);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/devadmin/user?search=${encodeURIComponent(email)}`,
      headers: admin.headers,
    });
    expect(adminUsersResponseSchema.parse(listed.json()).users.map((user) => user.widgetLimit)).toEqual([
      DEFAULT_LIMIT + 2,
    ]);

    expect((await create(customer)).statusCode).toBe(200);
    expect((await create(customer)).statusCode).toBe(200);
    const refused = await create(customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(WIDGET_API_MESSAGES.widgetLimitReached(DEFAULT_LIMIT + 2));

    // A form that does not send the limit (an older console) leaves it as it is.
    const renamed = await editUser(customer, email, {});
    expect(adminUserResponseSchema.parse(renamed.json()).user.widgetLimit).toBe(DEFAULT_LIMIT + 2);

    // null: the configured default again, which this user is now past.
    const reset = await editUser(customer, email, { widgetLimit: null });
    expect(adminUserResponseSchema.parse(reset.json()).user.widgetLimit).toBeNull();
    expect((await create(customer)).json().error).toBe(WIDGET_API_MESSAGES.widgetLimitReached(DEFAULT_LIMIT));
  });

  it('refuses a widget limit that is not a whole number from 0 up, beside the field', async () => {
    const email = 'limit-bad@example.com';
    const customer = await account(ctx.app, ctx.database.db, email);
    for (const bad of [-1, 2.5, '10', 1_000_000]) {
      const response = await editUser(customer, email, { widgetLimit: bad });
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json(), String(bad)).toEqual({ fieldErrors: { widgetLimit: ADMIN_MESSAGES.widgetLimitInvalid } });
    }
  });

  it('lets no more than the limit through when many creates arrive at once', async () => {
    const email = 'limit-flood@example.com';
    const customer = await account(ctx.app, ctx.database.db, email);
    const limit = 5;
    expect((await editUser(customer, email, { widgetLimit: limit })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => create(customer, `Flood ${index}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status !== 200 && status !== 403)).toEqual([]);
    expect(await storedCount(customer.id)).toBe(limit);
  });

  it('refuses to start a checkout for a new paid widget past the limit, and says so before the purchase popup', async () => {
    const email = 'limit-buyer@example.com';
    const customer = await account(ctx.app, ctx.database.db, email);
    expect((await editUser(customer, email, { widgetLimit: 2 })).statusCode).toBe(200);
    // With room left, saving a paid type asks for the purchase (402) and the checkout starts.
    const unpaid = await ctx.app.inject({
      method: 'POST',
      url: '/widget/',
      headers: customer.headers,
      payload: { widget: paidWidget() },
    });
    expect(unpaid.statusCode, unpaid.body).toBe(402);
    const boughtId = await buyWidget(ctx.app, ctx.database.db, customer, paidWidget('Bought'));
    expect((await create(customer)).statusCode).toBe(200);
    expect(await storedCount(customer.id)).toBe(2);
    const checkoutsBefore = await checkoutCount(customer.id);

    const refusal = {
      error: WIDGET_API_MESSAGES.widgetLimitReached(2),
      code: WIDGET_ERROR_CODES.widgetLimitReached,
    };
    // The save of a paid type hears of the limit at once, not after a purchase popup.
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/widget/',
      headers: customer.headers,
      payload: { widget: paidWidget('One too many') },
    });
    expect(save.statusCode, save.body).toBe(403);
    expect(save.json()).toEqual(refusal);
    // Buy, sent anyway (an editor opened before the last widget was added): no checkout to pay.
    const buy = await startBuying(customer);
    expect(buy.statusCode, buy.body).toBe(403);
    expect(buy.json()).toEqual(refusal);
    expect(await checkoutCount(customer.id)).toBe(checkoutsBefore);
    expect(await storedCount(customer.id)).toBe(2);

    // Buying a widget already held adds none, so the limit is not what answers: this one is still
    // paid for, and says so.
    const again = await startBuying(customer, boughtId);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ error: BILLING_MESSAGES.alreadySubscribed });
  });
});
