import { afterEach, describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mail.types';
import { logCollector } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext, testConfig } from '../../test-support/test-app';
import { createOutboxRepository } from './outbox.repository';

// A background mail given as a composer (its link token still to be stored) is composed again
// while composing fails, and the app's close does not wait out that backoff. The end-to-end case
// (a reset asked for while the token table is gone) is in password-reset.int.test.ts.

const [pglite] = databaseTargets();

const mailTo = (to: string): Mail => ({ to, subject: 'Hello', text: 'Hello there', html: '<p>Hello</p>', links: [] });

/** A composer that fails its first `failures` calls, then composes a mail to `to`. */
function flakyComposer(to: string, failures: number) {
  let calls = 0;
  return {
    compose: async (): Promise<Mail> => {
      calls += 1;
      if (calls <= failures) throw new Error('Connection terminated unexpectedly');
      return mailTo(to);
    },
    calls: () => calls,
  };
}

describe('composing a background mail again', () => {
  let ctx: TestContext | undefined;
  const log = logCollector();

  async function app(retry: { retries: number; minTimeout: number }) {
    if (!pglite) throw new Error('PGlite target missing');
    ctx = await createTestApp(pglite, testConfig(), {
      logger: { level: 'warn', stream: log.stream },
      mailComposeRetry: { ...retry, factor: 1 },
    });
    return ctx;
  }
  const outbox = async (c: TestContext) =>
    (await createOutboxRepository(c.database.db).listRecent(10)).map((mail) => mail.to);

  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
    log.lines.length = 0;
  });

  it('delivers a mail whose composing failed twice', async () => {
    const c = await app({ retries: 5, minTimeout: 5 });
    const composer = flakyComposer('patient@example.com', 2);
    c.app.mailer.sendInBackground(composer.compose);
    await c.app.mailer.settle();
    expect(composer.calls()).toBe(3);
    expect(await outbox(c)).toEqual(['patient@example.com']);
    const retries = log.withMessage('mail not composed yet, retrying');
    expect(retries).toHaveLength(2);
    // One short line a try, naming the cause (not a wrapped database error's SQL and stacks).
    for (const line of retries) {
      expect(line.cause).toBe('Connection terminated unexpectedly');
      expect(line).not.toHaveProperty('err');
    }
  });

  it('gives up after its retries and says so in the log', async () => {
    const c = await app({ retries: 2, minTimeout: 5 });
    const composer = flakyComposer('never@example.com', Number.POSITIVE_INFINITY);
    c.app.mailer.sendInBackground(composer.compose);
    await c.app.mailer.settle();
    expect(composer.calls()).toBe(3);
    expect(await outbox(c)).toEqual([]);
    expect(log.messages()).toContain('mail could not be composed');
  });

  it('stops waiting when the app closes (a minute-long backoff would outlast the test)', async () => {
    const c = await app({ retries: 5, minTimeout: 10 * 60_000 });
    const composer = flakyComposer('late@example.com', Number.POSITIVE_INFINITY);
    c.app.mailer.sendInBackground(composer.compose);
    await expect.poll(() => log.messages()).toContain('mail not composed yet, retrying');
    await c.app.close();
    expect(composer.calls()).toBe(1);
    expect(log.messages()).toContain('mail could not be composed');
  });
});
