import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mail } from '../lib/mail.types';
import { type MailQueue, type MailStore, mailerPlugin } from './mailer';

// A background mail whose request has answered must not be lost when the database goes away just
// after its token is stored: handing it to the job queue (SMTP) or the outbox (no SMTP) is tried
// again with the compose backoff. The proof that found it: proof-postgres-outage, where one of 25
// accepted reset mails was never queued (CI run of 960f58d).

const mail: Mail = { to: 'patient@example.com', subject: 'Reset', text: 'Reset', html: '<p>Reset</p>', links: [] };

/** Fails its first `failures` calls as a cut connection would, then keeps what it is given. */
function flaky(failures: number) {
  let calls = 0;
  const kept: Mail[] = [];
  const take = async (given: Mail) => {
    calls += 1;
    if (calls <= failures) throw new Error('Connection terminated unexpectedly');
    kept.push(given);
  };
  return { take, kept, calls: () => calls };
}

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function mailer(options: { smtpUrl?: string; outbox: MailStore; queue: MailQueue; retries: number }) {
  const app = Fastify({ logger: false });
  apps.push(app);
  // The mailer declares the database plugin as a dependency; these tests give it fakes instead.
  await app.register(fp(async () => {}, { name: 'db' }));
  await app.register(mailerPlugin, {
    config: { smtpUrl: options.smtpUrl, mailFrom: 'Widgetry <no-reply@example.com>' },
    outbox: options.outbox,
    queue: options.queue,
    composeRetry: { retries: options.retries, minTimeout: 5, factor: 1 },
  });
  await app.ready();
  return app.mailer;
}

const idleQueue = (send: MailQueue['send']): MailQueue => ({ send, work: async () => {}, drain: async () => {} });

describe('handing a background mail over', () => {
  it('queues it again when the queue refused it during a database cut (SMTP configured)', async () => {
    const queue = flaky(2);
    const m = await mailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      outbox: { insert: async () => {} },
      queue: idleQueue(queue.take),
      retries: 5,
    });
    m.sendInBackground(async () => mail);
    await m.settle();
    expect(queue.calls()).toBe(3);
    expect(queue.kept).toEqual([mail]);
  });

  it('keeps it in the outbox again when the insert failed (no SMTP)', async () => {
    const outbox = flaky(1);
    const m = await mailer({ outbox: { insert: outbox.take }, queue: idleQueue(async () => {}), retries: 5 });
    m.sendInBackground(mail);
    await m.settle();
    expect(outbox.kept).toEqual([mail]);
  });

  it('gives up after its retries', async () => {
    const queue = flaky(Number.POSITIVE_INFINITY);
    const m = await mailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      outbox: { insert: async () => {} },
      queue: idleQueue(queue.take),
      retries: 2,
    });
    m.sendInBackground(mail);
    await m.settle();
    expect(queue.calls()).toBe(3);
    expect(queue.kept).toEqual([]);
  });
});
