import { API_MESSAGES, collectionsResponseSchema, OUTBOX_COLLECTION } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, logCollector, signUp } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, PRODUCTION_ENV, TEST_APP_URL, type TestContext, testConfig } from '../../test-support/test-app';
import { account } from '../../test-support/widgets';
import { createOutboxRepository } from './outbox.repository';
import { outboxResponseSchema } from './outbox.routes';

/** Whether GET /devadmin lists the outbox, so the console offers it without asking GET /dev/outbox. */
async function listsOutbox(ctx: TestContext, headers: { authorization: string }): Promise<boolean> {
  const response = await ctx.app.inject({ method: 'GET', url: '/devadmin', headers });
  expect(response.statusCode).toBe(200);
  return collectionsResponseSchema.parse(response.json()).collections.includes(OUTBOX_COLLECTION);
}

describe.each(databaseTargets())('dev outbox (no SMTP_URL) on $name', (target) => {
  let ctx: TestContext;
  let adminHeaders: { authorization: string };
  const log = logCollector();

  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig(), { logger: { level: 'info', stream: log.stream } });
    adminHeaders = (await account(ctx.app, ctx.database.db, 'outbox-admin@example.com', { role: 'admin' })).headers;
    await ctx.app.mailer.settle();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const listOutbox = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox', headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    return outboxResponseSchema.parse(response.json()).mails;
  };

  it('answers only to an admin: 401 without a token, 403 for a customer', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: API_MESSAGES.unauthorized });

    const customer = await account(ctx.app, ctx.database.db, 'outbox-customer@example.com');
    const refused = await ctx.app.inject({ method: 'GET', url: '/dev/outbox', headers: customer.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: API_MESSAGES.forbidden });
    expect(refused.body).not.toContain('outbox-customer@example.com');
  });

  it('is listed among the collections of GET /devadmin', async () => {
    expect(await listsOutbox(ctx, adminHeaders)).toBe(true);
  });

  it('keeps the mails of sign-up and forgot-password with their links, newest first, and logs each link', async () => {
    const session = await signUp(ctx.app, 'outbox@example.com', { displayName: 'Olly' });
    await ctx.app.mailer.settle();
    await ctx.app.inject({ method: 'POST', url: '/user/resetPassword', payload: { email: 'outbox@example.com' } });
    await ctx.app.mailer.settle();

    const [reset, verify] = await listOutbox();
    expect(verify).toMatchObject({ to: 'outbox@example.com', subject: 'Verify your email address' });
    expect(verify?.links).toEqual([expect.stringMatching(new RegExp(`^${TEST_APP_URL}/verify-email\\?uid=`))]);
    expect(reset).toMatchObject({ to: 'outbox@example.com', subject: 'Reset your Widgetry password' });
    expect(reset?.links).toEqual([
      expect.stringMatching(new RegExp(`^${TEST_APP_URL}/resetPassword\\?userId=${session.id}&token=`)),
    ]);
    for (const mail of [reset, verify]) {
      expect(mail?.text).toContain(mail?.links[0]);
      expect(mail?.html).toContain('<html');
      expect(Number.isNaN(Date.parse(mail?.createdAt ?? ''))).toBe(false);
    }

    expect(log.messages()).toContain(`Mail to outbox@example.com: Verify your email address ${verify?.links[0]}`);
    expect(log.messages()).toContain(`Mail to outbox@example.com: Reset your Widgetry password ${reset?.links[0]}`);

    // The link works as the dashboard would use it.
    const uid = new URL(verify?.links[0] ?? '').searchParams.get('uid') ?? '';
    const verified = await ctx.app.inject({ method: 'GET', url: `/user/verifyEmail/${uid}` });
    expect(verified.json()).toMatchObject({ success: true, user: { emailVerified: true } });
  });

  it('lists at most the 50 newest mails', async () => {
    const outbox = createOutboxRepository(ctx.database.db);
    for (let index = 0; index < 55; index += 1) {
      await outbox.insert({
        to: `bulk${index}@example.com`,
        subject: `Bulk ${index}`,
        text: 't',
        html: 'h',
        links: [],
      });
    }
    const mails = await listOutbox();
    expect(mails).toHaveLength(50);
    expect(mails[0]?.subject).toBe('Bulk 54');
  });
});

describe.each(databaseTargets())('dev outbox in production on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig(PRODUCTION_ENV));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('does not exist, not even for an admin, though mail still lands in the outbox table', async () => {
    const admin = await account(ctx.app, ctx.database.db, 'prod@example.com', { role: 'admin' });
    await ctx.app.mailer.settle();
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox', headers: admin.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: API_MESSAGES.notFound });
    const stored = await createOutboxRepository(ctx.database.db).listRecent(10);
    expect(stored.map((mail) => mail.to)).toEqual(['prod@example.com']);
    expect(await listsOutbox(ctx, admin.headers)).toBe(false);
  });
});

describe.each(databaseTargets())('dev outbox with SMTP_URL set on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Nothing listens there and nothing is sent: the route table alone is under test.
    ctx = await createTestApp(target, testConfig({ SMTP_URL: 'smtp://127.0.0.1:9' }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('does not exist, not even for an admin', async () => {
    const admin = bearer(ctx.app.signToken(await adminRow(ctx)));
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox', headers: admin });
    expect(response.statusCode).toBe(404);
    expect(await listsOutbox(ctx, admin)).toBe(false);
  });
});

/** An admin written directly: signing up would queue a verification mail for the unreachable SMTP server. */
async function adminRow(ctx: TestContext) {
  const [row] = await ctx.database.db
    .insert(users)
    .values({ email: 'smtp-admin@example.com', displayName: 'A', passwordHash: 'x', userRole: 'admin' })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
