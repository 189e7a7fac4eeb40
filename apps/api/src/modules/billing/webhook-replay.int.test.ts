import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, paymentMethods, payments, webhookEvents, widgets } from '../../db/schema';
import {
  advanceClock,
  buyWidget,
  changeCard,
  putOnSale,
  TEST_CARDS,
  testProviderRouted,
} from '../../test-support/billing';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext, testConfig } from '../../test-support/test-app';
import { account, seedWidgetTypes } from '../../test-support/widgets';

// Webhooks arrive late, twice and out of order (Stripe promises none of that ordering). A whole
// purchase → renewal → failed renewal → recovery → cancel history is lived once, every event it
// produced is kept, the rows it wrote are wiped, and the events are delivered again: each ten
// times, shuffled. What is left must be what the history left: one widget, one payment per
// invoice, the final status.

const COPIES = 10;

interface SignedDelivery {
  payload: string;
  signature: string;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    const held = copy[index];
    const swapped = copy[other];
    if (held === undefined || swapped === undefined) continue;
    copy[index] = swapped;
    copy[other] = held;
  }
  return copy;
}

describe.each(databaseTargets())('webhook replay on $name', (target) => {
  let ctx: TestContext;
  const delivered: SignedDelivery[] = [];
  let deliverToApp: ((payload: string, signature: string) => Promise<{ statusCode: number }>) | undefined;

  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig(), (database) => ({
      // Delivered as usual, and kept for the replay.
      billingProvider: testProviderRouted(database, (deliver) => {
        deliverToApp = deliver;
        return async (payload, signature) => {
          delivered.push({ payload, signature });
          return deliver(payload, signature);
        };
      }),
    }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('leaves one widget, one payment per invoice and the final status', async () => {
    const { db } = ctx.database;
    const types = await seedWidgetTypes(db);
    await putOnSale(ctx.app, db, types.prorated, 900);
    const admin = await account(ctx.app, db, 'boss@example.com', { role: 'admin' });
    const customer = await account(ctx.app, db, 'history@example.com');

    // The history.
    const widgetId = await buyWidget(ctx.app, db, customer, {
      widgetType: types.prorated,
      title: 'History',
      htmlData: {},
    });
    await advanceClock(ctx.app, admin, 31); // renewal, paid
    expect((await changeCard(ctx.app, customer, widgetId, TEST_CARDS.failsLater)).statusCode).toBe(200);
    await advanceClock(ctx.app, admin, 31); // renewal, declined: past_due
    expect((await changeCard(ctx.app, customer, widgetId, TEST_CARDS.pays)).statusCode).toBe(200); // recovered
    await ctx.app.inject({ method: 'DELETE', url: `/subscription/${widgetId}`, headers: customer.headers });
    await advanceClock(ctx.app, admin, 40); // the period ends: canceled

    const lived = {
      widgets: await db.select().from(widgets),
      payments: await db.select().from(payments).orderBy(payments.created),
      events: await db.select().from(webhookEvents),
    };
    expect(lived.widgets).toHaveLength(1);
    expect(lived.widgets[0]?.subStatus).toBe('canceled');
    expect(lived.payments.map((payment) => payment.status)).toEqual(['paid', 'paid', 'paid']);
    const eventTypes = new Set(delivered.map(({ payload }) => JSON.parse(payload).type));
    for (const type of [
      'checkout.session.completed',
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'invoice.paid',
      'invoice.payment_failed',
      'payment_method.attached',
    ]) {
      expect(eventTypes, type).toContain(type);
    }

    // Forget what the events wrote; keep the draft the checkout left (it lives in our database).
    await db.delete(widgets);
    await db.delete(payments);
    await db.delete(paymentMethods);
    await db.delete(webhookEvents);
    await db.update(checkouts).set({ status: 'open', completedAt: null });

    if (!deliverToApp) throw new Error('the app did not give the provider its delivery');
    const send = deliverToApp;
    const copies = shuffled(Array.from({ length: COPIES }, () => delivered).flat());
    for (const { payload, signature } of copies) {
      expect((await send(payload, signature)).statusCode).toBe(200);
    }

    const replayed = await db.select().from(widgets);
    expect(replayed).toHaveLength(1);
    expect(replayed[0]).toMatchObject({
      id: widgetId,
      subStatus: 'canceled',
      subscriptionId: lived.widgets[0]?.subscriptionId,
      expires: lived.widgets[0]?.expires,
      title: 'History',
    });
    const replayedPayments = await db.select().from(payments).orderBy(payments.created);
    expect(
      replayedPayments.map(({ stripeInvoiceId, status, amountCents }) => ({ stripeInvoiceId, status, amountCents })),
    ).toEqual(
      lived.payments.map(({ stripeInvoiceId, status, amountCents }) => ({ stripeInvoiceId, status, amountCents })),
    );
    expect(await db.select().from(webhookEvents)).toHaveLength(
      new Set(delivered.map((d) => JSON.parse(d.payload).id)).size,
    );
  });
});
