import {
  BILLING_MESSAGES,
  toolCountResponseSchema,
  updatePaymentsToolResponseSchema,
  updateWidgetsToolResponseSchema,
} from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users, widgets } from '../../db/schema';
import { changeUserRow } from '../../test-support/accounts';
import { advanceClock, buyWidget, putOnSale, testProviderRouted } from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';
import { createTestProvider, ProviderUnavailableError } from '../billing';

// The admin console's maintenance tools (spec 003 §2 Tools, §7 PUT /devadmin/tool/*) against a
// real purchase on the built-in test provider: rows are damaged directly in the database, each
// tool repairs them and counts it, and a second run straight after answers zeros.

const ZERO_PAYMENT_COUNTS = { paymentMethodCount: 0, userIDCount: 0, userNameCount: 0, widgetNameCount: 0 };
const ZERO_WIDGET_COUNTS = { statusUpdatedCount: 0, dateUpdatedCount: 0, defaultMethodCount: 0 };

describe.each(databaseTargets())('admin tools on $name', (target) => {
  let ctx: TestContext;
  let admin: TestAccount;
  let customer: TestAccount;
  let widgetId: string;
  /** While set, the provider's events are lost on the way (an outage of our webhook route). */
  let losingEvents = false;

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, (database) => ({
      billingProvider: testProviderRouted(
        database,
        (deliver) => async (payload, signature) => (losingEvents ? { statusCode: 200 } : deliver(payload, signature)),
      ),
    }));
    const types = await seedWidgetTypes(ctx.database.db);
    await putOnSale(ctx.app, ctx.database.db, types.prorated, 500);
    admin = await account(ctx.app, ctx.database.db, 'tools-admin@example.com', { role: 'admin' });
    customer = await account(ctx.app, ctx.database.db, 'tools-customer@example.com');
    widgetId = await buyWidget(ctx.app, ctx.database.db, customer, {
      widgetType: types.prorated,
      title: 'Move-in calculator',
      htmlData: {},
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const run = async (tool: string, who: TestAccount = admin) => {
    const response = await ctx.app.inject({ method: 'PUT', url: `/devadmin/tool/${tool}`, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const paymentOfWidget = async () => {
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.widgetId, widgetId));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no payment row');
    return row;
  };
  const widgetRow = async () => {
    const [row] = await ctx.database.db.select().from(widgets).where(eq(widgets.id, widgetId));
    if (!row) throw new Error('no widget row');
    return row;
  };

  it('changes nothing on intact data', async () => {
    expect(toolCountResponseSchema.parse(await run('update-user'))).toEqual({ count: 0 });
    expect(updatePaymentsToolResponseSchema.parse(await run('update-payment'))).toEqual(ZERO_PAYMENT_COUNTS);
    expect(updateWidgetsToolResponseSchema.parse(await run('update-widget'))).toEqual(ZERO_WIDGET_COUNTS);
    expect(toolCountResponseSchema.parse(await run('add-renewal-payments'))).toEqual({ count: 0 });
  });

  it('update-user gives a paying user without a provider customer a new one', async () => {
    await changeUserRow(ctx.app, ctx.database.db, customer.id, { stripeCustomerId: null });
    expect(await run('update-user')).toEqual({ count: 1 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.stripeCustomerId).toMatch(/^cus_/);
    expect(await run('update-user')).toEqual({ count: 0 });
  });

  it('update-payment fills the method, user id, user name and widget name of a payment', async () => {
    const intact = await paymentOfWidget();
    expect(intact.methodDetail).toMatch(/4242$/);
    await ctx.database.db
      .update(payments)
      .set({ methodDetail: '', userId: null, userName: '', widgetName: '' })
      .where(eq(payments.id, intact.id));

    expect(await run('update-payment')).toEqual({
      paymentMethodCount: 1,
      userIDCount: 1,
      userNameCount: 1,
      widgetNameCount: 1,
    });
    expect(await paymentOfWidget()).toEqual(intact);
    expect(await run('update-payment')).toEqual(ZERO_PAYMENT_COUNTS);
  });

  it('update-widget puts back the status, renewal date and card the provider has', async () => {
    const intact = await widgetRow();
    await ctx.database.db
      .update(widgets)
      .set({ subStatus: 'canceled', expires: new Date('2020-01-01T00:00:00Z'), defaultPaymentMethod: null })
      .where(eq(widgets.id, widgetId));

    expect(await run('update-widget')).toEqual({ statusUpdatedCount: 1, dateUpdatedCount: 1, defaultMethodCount: 1 });
    const repaired = await widgetRow();
    expect(repaired.subStatus).toBe(intact.subStatus);
    expect(repaired.expires?.getTime()).toBe(intact.expires?.getTime());
    expect(repaired.defaultPaymentMethod).toBe(intact.defaultPaymentMethod);
    // The embed endpoint serves it again (its cached answer was refreshed with the status).
    expect((await ctx.app.inject({ method: 'GET', url: `/embed/${widgetId}` })).statusCode).toBe(200);
    expect(await run('update-widget')).toEqual(ZERO_WIDGET_COUNTS);
  });

  it("add-renewal-payments records a subscription's paid invoice that is missing", async () => {
    const intact = await paymentOfWidget();
    await ctx.database.db.delete(payments).where(eq(payments.id, intact.id));

    expect(await run('add-renewal-payments')).toEqual({ count: 1 });
    const { id: _newId, ...imported } = await paymentOfWidget();
    const { id: _oldId, ...original } = intact;
    expect(imported).toEqual(original);
    expect(await run('add-renewal-payments')).toEqual({ count: 0 });
  });

  it('a renewal whose events were lost: update-widget moves the renewal date, the import records the invoice', async () => {
    const before = await widgetRow();
    losingEvents = true;
    try {
      expect((await advanceClock(ctx.app, admin, 31)).statusCode).toBe(200);
    } finally {
      losingEvents = false;
    }
    expect((await widgetRow()).expires?.getTime()).toBe(before.expires?.getTime());

    expect(await run('update-widget')).toEqual({ statusUpdatedCount: 0, dateUpdatedCount: 1, defaultMethodCount: 0 });
    expect((await widgetRow()).expires?.getTime()).toBeGreaterThan(before.expires?.getTime() ?? 0);
    expect(await run('add-renewal-payments')).toEqual({ count: 1 });
    const recorded = await ctx.database.db.select().from(payments).where(eq(payments.widgetId, widgetId));
    expect(recorded.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(new Set(recorded.map((row) => row.stripeInvoiceId)).size).toBe(2);

    expect(await run('update-widget')).toEqual(ZERO_WIDGET_COUNTS);
    expect(await run('add-renewal-payments')).toEqual({ count: 0 });
  });

  it('add-renewal-payments imports every lost renewal, not only the latest invoice', async () => {
    const before = await ctx.database.db.select().from(payments).where(eq(payments.widgetId, widgetId));
    losingEvents = true;
    try {
      expect((await advanceClock(ctx.app, admin, 31)).statusCode).toBe(200);
      expect((await advanceClock(ctx.app, admin, 31)).statusCode).toBe(200);
    } finally {
      losingEvents = false;
    }

    expect(await run('add-renewal-payments')).toEqual({ count: 2 });
    const recorded = await ctx.database.db.select().from(payments).where(eq(payments.widgetId, widgetId));
    expect(recorded).toHaveLength(before.length + 2);
    expect(new Set(recorded.map((row) => row.stripeInvoiceId)).size).toBe(before.length + 2);
    expect(recorded.every((row) => row.status === 'paid' && row.amountCents === 500)).toBe(true);
    expect(await run('add-renewal-payments')).toEqual({ count: 0 });
    expect(await run('update-widget')).toEqual({ statusUpdatedCount: 0, dateUpdatedCount: 1, defaultMethodCount: 0 });
  });

  it('is for admins only', async () => {
    for (const tool of ['update-user', 'update-payment', 'update-widget', 'add-renewal-payments']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/devadmin/tool/${tool}`,
        headers: customer.headers,
      });
      expect(response.statusCode, tool).toBe(403);
      expect(response.json()).toHaveProperty('error');
    }
  });
});

describe.each(databaseTargets())('admin tools with an unreachable provider on $name', (target) => {
  let ctx: TestContext;
  let admin: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, (database) => ({
      billingProvider: (deliver) => {
        const provider = createTestProvider({ db: database.db, apiUrl: 'http://localhost:3080', deliver });
        const unreachable = async () => {
          throw new ProviderUnavailableError();
        };
        return {
          kind: 'test',
          provider: {
            ...provider,
            retrieveSubscription: unreachable,
            retrieveInvoice: unreachable,
            listPaidInvoiceIds: unreachable,
          },
        };
      },
    }));
    const types = await seedWidgetTypes(ctx.database.db);
    admin = await account(ctx.app, ctx.database.db, 'tools-outage-admin@example.com', { role: 'admin' });
    const owner = await account(ctx.app, ctx.database.db, 'tools-outage-customer@example.com');
    await insertWidget(ctx.database.db, {
      userId: owner.id,
      widgetTypeId: types.prorated,
      subscriptionId: 'sub_unreachable',
      subStatus: 'active',
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers the failure in the product's error shape, for the console's log", async () => {
    for (const tool of ['update-widget', 'add-renewal-payments']) {
      const response = await ctx.app.inject({ method: 'PUT', url: `/devadmin/tool/${tool}`, headers: admin.headers });
      expect(response.statusCode, tool).toBe(503);
      expect(response.json()).toEqual({ error: BILLING_MESSAGES.providerUnavailable });
    }
  });
});
