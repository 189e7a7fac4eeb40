import {
  ADMIN_TOOLS_MESSAGES,
  availableWidgetResponseSchema,
  availableWidgetsResponseSchema,
} from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetTypes } from '../../db/schema';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

// Adding and deleting products in the admin console (spec 003 §2 Products, §7 POST and DELETE
// /devadmin/availableWidget): only registry types, each once, and never one that has widgets.

describe.each(databaseTargets())('admin products on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    admin = await account(ctx.app, ctx.database.db, 'products-admin@example.com', { role: 'admin' });
    customer = await account(ctx.app, ctx.database.db, 'products-customer@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const product = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    displayName: 'Affordability Calculator',
    category: 'misc',
    price: 0,
    ...extra,
  });
  const create = (who: TestAccount, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/devadmin/availableWidget', headers: who.headers, payload: body });
  const remove = (who: TestAccount, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/devadmin/availableWidget/${id}`, headers: who.headers });
  const names = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/devadmin/availableWidget', headers: admin.headers });
    return availableWidgetsResponseSchema.parse(response.json()).availableWidgets.map((type) => type.name);
  };

  it('refuses a name already in the catalogue with 409', async () => {
    const response = await create(admin, product('yelp'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ADMIN_TOOLS_MESSAGES.productExists });
  });

  it('refuses a name that is not a registry type with a field error', async () => {
    const response = await create(admin, product('nosuchwidget'));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toContain('name');
  });

  it('deletes a product without widgets, and adds it back with a synced paid price', async () => {
    const deleted = await remove(admin, types.affordability);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await names()).not.toContain('affordability');

    // The form lowercases the id; the server does too.
    const created = await create(admin, product('Affordability', { price: 7.5 }));
    expect(created.statusCode, created.body).toBe(200);
    const { availableWidget } = availableWidgetResponseSchema.parse(created.json());
    expect(availableWidget).toMatchObject({ name: 'affordability', price: 7.5, category: 'misc' });
    expect(availableWidget.stripePriceId).toMatch(/^price_/);
    expect(availableWidget.stripeProductId).toMatch(/^prod_/);
    expect(await names()).toContain('affordability');
  });

  it('refuses to delete a product that has widgets, with a clear 409', async () => {
    await insertWidget(ctx.database.db, { userId: customer.id, widgetTypeId: types.yelp });
    const response = await remove(admin, types.yelp);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: ADMIN_TOOLS_MESSAGES.productInUse });
    const [row] = await ctx.database.db.select().from(widgetTypes).where(eq(widgetTypes.id, types.yelp));
    expect(row?.name).toBe('yelp');
  });

  it('answers 404 for an unknown product', async () => {
    expect((await remove(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove(admin, 'not-an-id')).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    expect((await create(customer, product('affordability'))).statusCode).toBe(403);
    expect((await remove(customer, types.prorated)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'DELETE', url: `/devadmin/availableWidget/${types.prorated}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
