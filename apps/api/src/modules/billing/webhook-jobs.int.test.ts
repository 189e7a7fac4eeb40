import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookEvents } from '../../db/schema';
import { databaseTargets, withPgClient } from '../../test-support/database-targets';
import { createTestApp, type TestContext, testConfig } from '../../test-support/test-app';
import type { JobQueue } from '../jobs';
import { createInProcessQueue, createPgBossQueue } from '../jobs';
import { signWebhookPayload } from './webhook-signature';

// A verified event is answered 200 before it is processed (Stripe gives up on a slow endpoint), and
// a job processes it once, however often it was delivered. On PGlite with the in-process queue,
// and on Postgres with pg-boss (TEST_DATABASE_URL).

/** The queue with every handler held until `opened` resolves. */
function held(inner: JobQueue, opened: Promise<void>): JobQueue {
  return {
    ...inner,
    work: (type, handler) =>
      inner.work(type, async (data, run) => {
        await opened;
        await handler(data, run);
      }),
  };
}

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const silent = { warn: () => {}, error: () => {} };

describe.each(databaseTargets())('webhook events as jobs on $name', (target) => {
  let ctx: TestContext;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const bossSchema = `pgboss_test_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    const queue =
      target.name === 'postgres'
        ? createPgBossQueue({
            connectionString: adminUrl,
            log: silent,
            schema: bossSchema,
            pollingIntervalSeconds: 0.5,
          })
        : createInProcessQueue({ log: silent });
    ctx = await createTestApp(target, testConfig(), { jobs: held(queue, opened) });
  });
  afterAll(async () => {
    await ctx.close();
    if (target.name === 'postgres') {
      await withPgClient(adminUrl, (client) => client.query(`DROP SCHEMA IF EXISTS "${bossSchema}" CASCADE`));
    }
  });

  const deliver = (payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/webhook/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(payload, ctx.app.billing.provider.webhookSecret),
      },
      payload,
    });

  it('answers 200 before processing, and processes an event delivered twice once', async () => {
    const handled = vi.spyOn(ctx.app.billing.sync, 'handleEvent');
    const payload = JSON.stringify({
      id: 'evt_async_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_async', object: 'customer' } },
    });
    const recorded = () => ctx.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_async_1'));

    // The job is held: the answers come while nothing has been processed.
    for (const _copy of [1, 2]) {
      const response = await deliver(payload);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'queued' });
    }
    expect(handled).not.toHaveBeenCalled();
    expect(await recorded()).toEqual([]);

    open();
    await expect.poll(() => handled.mock.calls.length, { timeout: 30_000, interval: 50 }).toBe(2);
    await ctx.app.jobs.drain();
    const outcomes = await Promise.all(handled.mock.results.map((result) => result.value));
    expect(outcomes.sort()).toEqual(['duplicate', 'ignored']);
    expect(await recorded()).toEqual([expect.objectContaining({ id: 'evt_async_1', type: 'customer.created' })]);

    // Delivered again once processed: answered as a duplicate, with no job.
    const again = await deliver(payload);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    await ctx.app.jobs.drain();
    expect(handled).toHaveBeenCalledTimes(2);
    handled.mockRestore();
  });

  it('still refuses a bad signature without queueing anything', async () => {
    const handled = vi.spyOn(ctx.app.billing.sync, 'handleEvent');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      payload: JSON.stringify({ id: 'evt_forged_async', object: 'event', type: 'customer.created' }),
    });
    expect(response.statusCode).toBe(400);
    await ctx.app.jobs.drain();
    expect(handled).not.toHaveBeenCalled();
    handled.mockRestore();
  });
});
