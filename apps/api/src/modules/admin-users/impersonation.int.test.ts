import { ADMIN_USER_MESSAGES, API_MESSAGES, impersonationResponseSchema } from '@widgetry/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { bearer, changeUserRow, OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

// Switch user and switch back (spec 003 §4, spec 000 §4): GET /devadmin/user/{id}. An
// impersonation token acts as the customer for 30 minutes, never as an admin, and never takes the
// account over (password, email, deletion).

const THIRTY_ONE_MINUTES_MS = 31 * 60 * 1000;

describe.each(databaseTargets())('impersonation on $name', (target) => {
  let ctx: TestContext;
  let types: Awaited<ReturnType<typeof seedWidgetTypes>>;
  let admin: TestAccount;
  let otherAdmin: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp(target);
    types = await seedWidgetTypes(ctx.database.db);
    admin = await account(ctx.app, ctx.database.db, 'root@example.com', { role: 'admin' });
    otherAdmin = await account(ctx.app, ctx.database.db, 'root-2@example.com', { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const switchTo = (token: string | undefined, id: string) =>
    ctx.app.inject({ method: 'GET', url: `/devadmin/user/${id}`, headers: token === undefined ? {} : bearer(token) });
  const auditRows = (action: string, actorId: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorId, actorId)));

  /** A customer with one widget, and an impersonation token for them from `admin`. */
  async function impersonate(email: string) {
    const customer = await account(ctx.app, ctx.database.db, email);
    const widget = await insertWidget(ctx.database.db, { userId: customer.id, widgetTypeId: types.affordability });
    const response = await switchTo(admin.token, customer.id);
    expect(response.statusCode, response.body).toBe(200);
    const { user } = impersonationResponseSchema.parse(response.json());
    return { customer, widget, user, headers: bearer(user.token) };
  }

  it('answers the customer with an impersonation token that works on the customer routes', async () => {
    const { customer, widget, user, headers } = await impersonate('acted-as@example.com');
    expect(user).toMatchObject({ id: customer.id, email: 'acted-as@example.com', userRole: 'customer' });
    expect(user.token).not.toBe(customer.token);
    const list = await ctx.app.inject({ method: 'GET', url: '/widget/', headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain(widget.id);
    const profile = await ctx.app.inject({ method: 'GET', url: '/user/profile', headers });
    expect(profile.json().user.id).toBe(customer.id);
  });

  it('names the admin in the token and expires it within 30 minutes', async () => {
    const { user } = await impersonate('short-lived@example.com');
    const claims = ctx.app.jwt.decode<{ imp?: string; iat: number; exp: number }>(user.token);
    expect(claims?.imp).toBe(admin.id);
    expect((claims?.exp ?? Infinity) - (claims?.iat ?? 0)).toBeLessThanOrEqual(30 * 60);
  });

  it('stops working after 30 minutes', async () => {
    const { headers, customer } = await impersonate('expiring@example.com');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + THIRTY_ONE_MINUTES_MS });
    const response = await ctx.app.inject({ method: 'GET', url: '/widget/', headers });
    expect(response.statusCode).toBe(401);
    // The customer's own week-long session is untouched.
    expect((await ctx.app.inject({ method: 'GET', url: '/widget/', headers: customer.headers })).statusCode).toBe(200);
  });

  it('answers 403 on every /devadmin route', async () => {
    const { headers, customer } = await impersonate('no-admin-rights@example.com');
    for (const url of ['/devadmin', '/devadmin/user', '/devadmin/details', `/devadmin/user/${customer.id}`]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: ADMIN_USER_MESSAGES.impersonationForbidden });
    }
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/devadmin/user/${otherAdmin.id}`, headers });
    expect(deleted.statusCode).toBe(403);
  });

  it('answers 403 on the password, the email and the account deletion, but lets the name change', async () => {
    const { headers, customer } = await impersonate('not-yours@example.com');
    const forbidden = { error: ADMIN_USER_MESSAGES.impersonationForbidden };
    const password = await ctx.app.inject({
      method: 'POST',
      url: `/user/resetPassword/${customer.id}`,
      headers,
      payload: { password: OTHER_STRONG_PASSWORD, currentPassword: STRONG_PASSWORD },
    });
    expect(password.statusCode).toBe(403);
    expect(password.json()).toEqual(forbidden);
    const email = await ctx.app.inject({
      method: 'PUT',
      url: `/user/${customer.id}`,
      headers,
      payload: { displayName: 'Sam Signup', email: 'taken-over@example.com' },
    });
    expect(email.statusCode).toBe(403);
    expect(email.json()).toEqual(forbidden);
    const remove = await ctx.app.inject({ method: 'DELETE', url: `/user/${customer.id}`, headers });
    expect(remove.statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ email: 'not-yours@example.com' });

    const name = await ctx.app.inject({
      method: 'PUT',
      url: `/user/${customer.id}`,
      headers,
      payload: { displayName: 'Fixed Name', email: 'not-yours@example.com' },
    });
    expect(name.statusCode, name.body).toBe(200);
  });

  it('writes the start to the audit log', async () => {
    const { customer } = await impersonate('audited@example.com');
    const rows = await auditRows('admin.impersonation_started', admin.id);
    const row = rows.find((entry) => entry.targetId === customer.id);
    expect(row?.details).toMatchObject({ at: expect.any(String), expiresAt: expect.any(String) });
  });

  it('switches back with the admin token: a fresh admin session, the end audit-logged', async () => {
    await impersonate('switch-back@example.com');
    const before = (await auditRows('admin.impersonation_ended', admin.id)).length;
    const response = await switchTo(admin.token, admin.id);
    expect(response.statusCode, response.body).toBe(200);
    const { user } = impersonationResponseSchema.parse(response.json());
    expect(user).toMatchObject({ id: admin.id, userRole: 'admin' });
    expect(ctx.app.jwt.decode<{ imp?: string }>(user.token)?.imp).toBeUndefined();
    const works = await ctx.app.inject({ method: 'GET', url: '/devadmin/user', headers: bearer(user.token) });
    expect(works.statusCode).toBe(200);
    expect(await auditRows('admin.impersonation_ended', admin.id)).toHaveLength(before + 1);
  });

  it('ends with the admin: a lost admin role or a new admin session version stops the token', async () => {
    const lender = await account(ctx.app, ctx.database.db, 'lender@example.com', { role: 'admin' });
    const customer = await account(ctx.app, ctx.database.db, 'borrowed@example.com');
    const { user } = impersonationResponseSchema.parse((await switchTo(lender.token, customer.id)).json());
    const me = () => ctx.app.inject({ method: 'GET', url: '/user/profile', headers: bearer(user.token) });
    expect((await me()).statusCode).toBe(200);
    await changeUserRow(ctx.app, ctx.database.db, lender.id, { userRole: 'customer' });
    expect((await me()).statusCode).toBe(401);
    await changeUserRow(ctx.app, ctx.database.db, lender.id, { userRole: 'admin' });
    expect((await me()).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/user/logout', headers: lender.headers });
    expect((await me()).statusCode).toBe(401);
  });

  it('a sign-out while impersonating signs the admin out and leaves the customer signed in', async () => {
    const signer = await account(ctx.app, ctx.database.db, 'signer@example.com', { role: 'admin' });
    const customer = await account(ctx.app, ctx.database.db, 'stays-in@example.com');
    const { user } = impersonationResponseSchema.parse((await switchTo(signer.token, customer.id)).json());
    const out = await ctx.app.inject({ method: 'POST', url: '/user/logout', headers: bearer(user.token) });
    expect(out.statusCode).toBe(200);
    const profile = (headers: { authorization: string }) =>
      ctx.app.inject({ method: 'GET', url: '/user/profile', headers });
    expect((await profile(bearer(user.token))).statusCode).toBe(401);
    expect((await profile(signer.headers)).statusCode).toBe(401);
    expect((await profile(customer.headers)).statusCode).toBe(200);
  });

  it('refuses another admin (403), a customer caller (403), no session (401) and an unknown id (404)', async () => {
    const other = await switchTo(admin.token, otherAdmin.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: ADMIN_USER_MESSAGES.cannotImpersonateAdmin });
    const customer = await account(ctx.app, ctx.database.db, 'curious@example.com');
    const byCustomer = await switchTo(customer.token, admin.id);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual({ error: API_MESSAGES.forbidden });
    const anonymous = await switchTo(undefined, customer.id);
    expect(anonymous.statusCode).toBe(401);
    expect((await switchTo(admin.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await switchTo(admin.token, 'not-an-id')).statusCode).toBe(404);
  });
});
