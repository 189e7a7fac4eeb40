// Issue 15: GET /widget/ and GET /subscription are answered from each process's memory
// (account-reads.cache.ts). Whatever changes what they show, through this process or around it
// (another process, the embed's installation writes, a payment recorded by a webhook job, a product
// edited), must show in the next answers: at once for this process's own requests, and as soon as
// the database's triggers are heard otherwise (ctx.app.changes.caughtUp() waits for that).
import { subscriptionsResponseSchema, type Widget, widgetListResponseSchema } from '@widgetry/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sites, widgetTypes } from '../../db/schema';
import { PAID_SETTINGS, payCheckoutPage, putOnSale, startCheckout } from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

describe.each(databaseTargets())('account reads on $name', (target) => {
  let ctx: TestContext;
  let owner: TestAccount;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'reads@example.com');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const list = async (who: TestAccount = owner): Promise<Widget[]> => {
    const response = await ctx.app.inject({ method: 'GET', url: '/widget/', headers: who.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return widgetListResponseSchema.parse(response.json());
  };
  const subscriptions = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/subscription', headers: owner.headers });
    expect(response.statusCode).toBe(200);
    return subscriptionsResponseSchema.parse(response.json()).data;
  };
  /** Runs `change` with the table's announcing trigger off: a change nobody hears. */
  async function unannounced(table: string, trigger: string, change: () => Promise<unknown>) {
    await ctx.database.db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
    try {
      await change();
    } finally {
      await ctx.database.db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
    }
  }

  it("shows this process's own save in the very next answer", async () => {
    const before = await list();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/widget/',
      headers: owner.headers,
      payload: { widget: { title: 'Fresh', widgetType: types.prorated, htmlData: {} } },
    });
    expect(created.statusCode).toBe(200);
    const after = await list();
    expect(after.map((widget) => widget.title)).toEqual(['Fresh', ...before.map((widget) => widget.title)]);
  });

  it('counts a site recorded around the app once the trigger announces it, and not before', async () => {
    const widget = await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.prorated });
    await ctx.app.changes.caughtUp();
    const count = async () => (await list()).find((one) => one.id === widget.id)?.siteCount;
    expect(await count()).toBe(0);

    // Unannounced, the answer kept in memory still says 0: the list is served from the cache.
    await unannounced('sites', 'sites_notify_account_data', () =>
      ctx.database.db.insert(sites).values({ widgetId: widget.id, domain: 'quiet.example.com' }),
    );
    expect(await count()).toBe(0);

    await ctx.database.db.insert(sites).values({ widgetId: widget.id, domain: 'shop.example.com' });
    await ctx.app.changes.caughtUp();
    expect(await count()).toBe(2);
  });

  it('shows a payment recorded around the app in the subscription list', async () => {
    const widget = await insertWidget(ctx.database.db, {
      userId: owner.id,
      widgetTypeId: types.trustpilot,
      subscriptionId: 'sub_reads_1',
      subStatus: 'active',
    });
    await ctx.app.changes.caughtUp();
    const paid = async () => (await subscriptions()).find((row) => row.id === widget.id)?.payments.length;
    expect(await paid()).toBe(0);

    await unannounced('payments', 'payments_notify_account_data', () =>
      ctx.database.db.insert(payments).values({ widgetId: widget.id, amountCents: 999, status: 'paid' }),
    );
    expect(await paid()).toBe(0);

    // The payment names only the widget (a payer deleted since, say): its owner is told all the same.
    await ctx.database.db.insert(payments).values({ widgetId: widget.id, amountCents: 999, status: 'paid' });
    await ctx.app.changes.caughtUp();
    expect(await paid()).toBe(2);
  });

  it("shows a product's new name in every user's list (a catalogue change)", async () => {
    await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.affordability });
    await ctx.app.changes.caughtUp();
    const names = async () =>
      (await list())
        .filter((one) => one.widgetType.id === types.affordability)
        .map((one) => one.widgetType.displayName);
    const before = await names();
    expect(before).toHaveLength(1);

    await unannounced('widget_types', 'widget_types_notify_account_data', () =>
      ctx.database.db
        .update(widgetTypes)
        .set({ displayName: 'Unheard' })
        .where(eq(widgetTypes.id, types.affordability)),
    );
    expect(await names()).toEqual(before);

    await ctx.database.db
      .update(widgetTypes)
      .set({ displayName: 'Can I Afford It?' })
      .where(eq(widgetTypes.id, types.affordability));
    await ctx.app.changes.caughtUp();
    expect(await names()).toEqual(['Can I Afford It?']);
  });
  // A write request forgets only what its caller can change: with the announcing trigger off, the
  // request's own forget is all that can make a kept list read again.
  const titlesOf = async (who: TestAccount) => (await list(who)).map((widget) => widget.title);

  it("a user's write shows in their own next answer and leaves another user's kept list kept", async () => {
    const bystander = await account(ctx.app, ctx.database.db, 'bystander@example.com');
    // Nothing announced earlier may land in the middle of the test.
    await ctx.app.changes.caughtUp();
    const mine = await titlesOf(owner);
    expect(await titlesOf(bystander)).toEqual([]);

    await unannounced('widgets', 'widgets_notify_account_data', async () => {
      // The bystander's list changes unheard: only a forget of their list would show it.
      await insertWidget(ctx.database.db, { userId: bystander.id, widgetTypeId: types.prorated, title: 'Unheard' });
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/widget/',
        headers: owner.headers,
        payload: { widget: { title: 'Written unannounced', widgetType: types.prorated, htmlData: {} } },
      });
      expect(created.statusCode).toBe(200);
    });

    expect(await titlesOf(owner)).toEqual(['Written unannounced', ...mine]);
    expect(await titlesOf(bystander)).toEqual([]);
  });

  it("an admin's write (deleting a customer's widget) forgets every user's kept lists", async () => {
    const admin = await account(ctx.app, ctx.database.db, 'reads-admin@example.com', { role: 'admin' });
    const customer = await account(ctx.app, ctx.database.db, 'reads-customer@example.com');
    const widget = await insertWidget(ctx.database.db, {
      userId: customer.id,
      widgetTypeId: types.prorated,
      title: 'To be removed',
    });
    await ctx.app.changes.caughtUp();
    expect(await titlesOf(customer)).toEqual(['To be removed']);

    await unannounced('widgets', 'widgets_notify_account_data', async () => {
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/devadmin/widget/${widget.id}`,
        headers: admin.headers,
      });
      expect(removed.statusCode, removed.body).toBe(200);
    });

    expect(await titlesOf(customer)).toEqual([]);
  });
  it("the test provider's hosted page, paying a checkout, forgets the kept lists: the buyer's next list shows it", async () => {
    // Last: the calculator on sale stays on sale.
    await putOnSale(ctx.app, ctx.database.db, types.prorated, 500);
    const buyer = await account(ctx.app, ctx.database.db, 'reads-buyer@example.com');
    await ctx.app.changes.caughtUp();
    const bought = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/subscription', headers: buyer.headers });
      expect(response.statusCode).toBe(200);
      return subscriptionsResponseSchema.parse(response.json()).data.map((row) => row.title);
    };
    const { url } = await startCheckout(ctx.app, ctx.database.db, buyer, {
      widgetType: types.prorated,
      title: 'Bought unannounced',
      htmlData: PAID_SETTINGS.prorated ?? {},
    });
    // Kept after the buyer's own checkout request: the page's payment is what must make it read again.
    expect(await bought()).toEqual([]);

    await unannounced('widgets', 'widgets_notify_account_data', () =>
      unannounced('payments', 'payments_notify_account_data', async () => {
        // The page is not signed in: it stands in for the provider, whose webhook it has processed.
        const paid = await payCheckoutPage(ctx.app, url);
        expect(paid.statusCode, paid.body).toBe(303);
      }),
    );

    expect(await bought()).toEqual(['Bought unannounced']);
  });
});
