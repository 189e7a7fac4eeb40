import { ADMIN_MESSAGES } from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgets } from '../../db/schema';
import { buyWidget, putOnSale } from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

// Edit Subscription (spec 003 §2) on an order the payment provider bills: the provider owns its
// status and renewal date, so the form may rename it or cancel it (carried out at the provider),
// and any other change is refused beside its field instead of being undone by the next webhook.

describe.each(databaseTargets())('Edit Subscription of a provider-billed order on $name', (target) => {
  let ctx: TestContext;
  let admin: TestAccount;
  let customer: TestAccount;
  let typeId: string;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    typeId = (await seedWidgetTypes(ctx.database.db)).prorated;
    await putOnSale(ctx.app, ctx.database.db, typeId, 700);
    admin = await account(ctx.app, ctx.database.db, 'billed-admin@example.com', { role: 'admin' });
    customer = await account(ctx.app, ctx.database.db, 'billed-customer@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function boughtOrder() {
    const id = await buyWidget(ctx.app, ctx.database.db, customer, { widgetType: typeId, title: 'Paid', htmlData: {} });
    const [row] = await ctx.database.db.select().from(widgets).where(eq(widgets.id, id));
    if (!row?.subscriptionId || !row.expires) throw new Error('the purchase left no subscription');
    return { ...row, subscriptionId: row.subscriptionId, expires: row.expires };
  }
  const edit = (id: string, widget: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/widget/${id}`, headers: admin.headers, payload: { widget } });

  it('renames it when the form sends back the status and the date as shown (day only)', async () => {
    const order = await boughtOrder();
    const response = await edit(order.id, {
      title: 'Renamed by support',
      subStatus: 'active',
      expires: order.expires.toISOString().slice(0, 10),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db.select().from(widgets).where(eq(widgets.id, order.id));
    expect(row?.title).toBe('Renamed by support');
    expect(row?.expires?.getTime()).toBe(order.expires.getTime());
    expect(row?.subStatus).toBe('active');
  });

  it.each([
    ['a status other than canceled', { subStatus: 'past_due' }, 'widget.subStatus'],
    ['another renewal date', { subStatus: 'active', expires: '2031-01-01' }, 'widget.expires'],
  ])('refuses %s beside the field, changing nothing here or at the provider', async (_case, change, field) => {
    const order = await boughtOrder();
    const response = await edit(order.id, { title: 'Paid', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ fieldErrors: { [field]: ADMIN_MESSAGES.providerBilled } });
    const [row] = await ctx.database.db.select().from(widgets).where(eq(widgets.id, order.id));
    expect(row).toMatchObject({ subStatus: 'active', expires: order.expires });
    expect((await ctx.app.billing.provider.retrieveSubscription(order.subscriptionId))?.status).toBe('active');
  });

  it('cancels the subscription at the provider when set to canceled, and the widget stops being served', async () => {
    const order = await boughtOrder();
    expect((await ctx.app.inject({ method: 'GET', url: `/embed/${order.id}` })).statusCode).toBe(200);

    const response = await edit(order.id, { title: 'Paid', subStatus: 'canceled' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().widget.subStatus).toBe('canceled');
    expect((await ctx.app.billing.provider.retrieveSubscription(order.subscriptionId))?.status).toBe('canceled');
    expect((await ctx.app.inject({ method: 'GET', url: `/embed/${order.id}` })).statusCode).toBe(404);
  });
});
