import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDeadLetters } from '../../db/schema';
import type { Mail } from '../../lib/mail.types';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext, testConfig } from '../../test-support/test-app';
import { createDeadLettersRepository, createInProcessQueue, MAIL_JOB, type ManualClock, manualClock } from '../jobs';

// Background mail over SMTP is a job: a server that answers "try again later" (4xx) gets the mail
// on a later try, after the backoff; one that refuses the address (5xx) is asked once and the mail
// is kept in the dead-letter record. The queue's clock is moved by hand: no real waiting.

/** An SMTP server that answers 451 to the first `busyTries` tries per recipient, 550 to `refused…`. */
async function flakySmtpServer(busyTries: number) {
  const tries = new Map<string, number>();
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const seen = (tries.get(address.address) ?? 0) + 1;
      tries.set(address.address, seen);
      if (address.address.startsWith('refused')) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      } else if (seen <= busyTries) {
        callback(Object.assign(new Error('Busy, try again later'), { responseCode: 451 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The SMTP server has no port.');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    triesOf: (address: string) => tries.get(address) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mailTo = (to: string): Mail => ({
  to,
  subject: 'Hello',
  text: 'Hello there',
  html: '<p>Hello there</p>',
  links: [],
});

// The mail path does not depend on the database kind; PGlite is enough.
const [pglite] = databaseTargets();

describe('mail as jobs over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof flakySmtpServer>>;
  let ctx: TestContext;
  let clock: ManualClock;

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite target missing');
    smtp = await flakySmtpServer(2);
    clock = manualClock();
    ctx = await createTestApp(
      pglite,
      testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'hello@widgetry.test' }),
      (database) => ({
        jobs: createInProcessQueue({
          log: { warn: () => {}, error: () => {} },
          clock,
          deadLetters: createDeadLettersRepository(database.db),
        }),
      }),
    );
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('retries a mail the server is too busy for, with backoff, until it is taken', async () => {
    ctx.app.mailer.sendInBackground(mailTo('patient@example.com'));
    await ctx.app.mailer.settle();
    expect(smtp.triesOf('patient@example.com')).toBe(1);
    expect(smtp.received).toEqual([]);

    // MAIL_JOB waits 30 s, then 60 s.
    clock.advance(29_999);
    await ctx.app.mailer.settle();
    expect(smtp.triesOf('patient@example.com')).toBe(1);
    clock.advance(1);
    await ctx.app.mailer.settle();
    expect(smtp.triesOf('patient@example.com')).toBe(2);
    clock.advance(60_000);
    await ctx.app.mailer.settle();
    expect(smtp.triesOf('patient@example.com')).toBe(3);
    expect(smtp.received).toEqual(['patient@example.com']);
    expect(await ctx.app.jobs.deadLetters(MAIL_JOB)).toEqual([]);
  });

  it('asks once for an address the server refuses, and keeps the mail as a dead letter', async () => {
    ctx.app.mailer.sendInBackground(mailTo('refused@example.com'));
    await ctx.app.mailer.settle();
    clock.advance(24 * 60 * 60 * 1000);
    await ctx.app.mailer.settle();
    expect(smtp.triesOf('refused@example.com')).toBe(1);
    const letters = await ctx.app.jobs.deadLetters(MAIL_JOB);
    expect(letters).toEqual([
      expect.objectContaining({ name: 'mail.send', data: expect.objectContaining({ to: 'refused@example.com' }) }),
    ]);
    expect(letters[0]?.error).toContain('Mailbox unavailable');
    // Kept in the database (job_dead_letters), so the record outlives a restart.
    const rows = await ctx.database.db.select().from(jobDeadLetters);
    expect(rows).toEqual([expect.objectContaining({ id: letters[0]?.id, name: 'mail.send' })]);
  });
});
