import { ACCOUNT_MESSAGES, API_MESSAGES, PASSWORD_MESSAGES, userResponseSchema } from '@widgetry/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type UserRow, users, widgets, widgetTypes } from '../../db/schema';
import { seed } from '../../db/seed';
import {
  bearer,
  changeUserRow,
  logCollector,
  loginRequest,
  profileRequest,
  STRONG_PASSWORD,
  signUp,
  signUpRequest,
} from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { REFUSED_RECIPIENT_PREFIX, startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import { createTestApp, TEST_APP_URL, type TestContext, testConfig } from '../../test-support/test-app';

describe.each(databaseTargets())('accounts (/user) on $name', (target) => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  const deletedAccounts: UserRow[] = [];
  const log = logCollector();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createTestApp(target, testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Widgetry <hello@widgetry.test>' }), {
      onAccountDeleted: [
        async (user) => {
          deletedAccounts.push(user);
        },
      ],
      logger: { level: 'info', stream: log.stream },
    });
    await seed(ctx.database.db, { adminEmail: undefined, adminPassword: undefined });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  async function userRow(id: string) {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  describe('POST /user', () => {
    it('creates an unverified customer, answers { token, id, user } and mails a verification link', async () => {
      const response = await signUpRequest(ctx.app, {
        email: '  New.User@Example.com ',
        password: STRONG_PASSWORD,
        displayName: 'New User',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['id', 'token', 'user']);
      expect(body.user).toEqual({
        id: body.id,
        displayName: 'New User',
        email: 'new.user@example.com',
        emailVerified: false,
        userRole: 'customer',
        createdAt: expect.any(String),
      });
      // The profile also says whether an email change is under way (none yet).
      expect((await profileRequest(ctx.app, body.token)).json()).toEqual({
        user: { ...body.user, pendingEmail: null },
      });

      const row = await userRow(body.id);
      // argon2id at the OWASP minimum (DESIGN "Security rules").
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

      await ctx.app.mailer.settle();
      const [mail, ...more] = smtp.mailsTo('new.user@example.com');
      expect(more).toEqual([]);
      expect(mail?.from).toBe('hello@widgetry.test');
      expect(mail?.subject).toBe('Verify your email address');
      expect(mail?.text).toContain('Hi New User,');
      expect(mail?.links).toHaveLength(1);
      expect(mail?.links[0]).toMatch(new RegExp(`^${TEST_APP_URL}/verify-email\\?uid=[A-Za-z0-9_-]{43}$`));
      expect(mail?.html).toContain(`href="${mail?.links[0]}"`);
    });

    it('ignores a userRole, an emailVerified or any other unknown field in the body', async () => {
      const response = await signUpRequest(ctx.app, {
        email: 'sneaky@example.com',
        password: STRONG_PASSWORD,
        displayName: 'Sneaky',
        userRole: 'admin',
        emailVerified: true,
        tokenVersion: 99,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ userRole: 'customer', emailVerified: false });
      expect(await userRow(response.json().id)).toMatchObject({
        userRole: 'customer',
        emailVerified: false,
        tokenVersion: 0,
      });
    });

    it.each([
      ['Sh0rt!', PASSWORD_MESSAGES.tooShort],
      ['', PASSWORD_MESSAGES.tooShort],
      ['lowercase1!', PASSWORD_MESSAGES.uppercase],
      ['UPPERCASE1!', PASSWORD_MESSAGES.lowercase],
      ['NoNumbers!!', PASSWORD_MESSAGES.number],
      ['NoSpecial123', PASSWORD_MESSAGES.special],
      [`Aa1!${'x'.repeat(125)}`, PASSWORD_MESSAGES.tooLong],
      // Several rules fail: only the first in spec order is reported.
      ['abc', PASSWORD_MESSAGES.tooShort],
      ['abcdefgh', PASSWORD_MESSAGES.uppercase],
    ])('refuses the password %j with exactly %j', async (password, message) => {
      const response = await signUpRequest(ctx.app, { email: 'rules@example.com', password, displayName: 'Rules' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { password: message } });
    });

    it('answers a bad email and a missing name with their field errors', async () => {
      const response = await signUpRequest(ctx.app, {
        email: 'not-an-email',
        password: STRONG_PASSWORD,
        displayName: ' ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        fieldErrors: { email: 'Please enter a valid email address.', displayName: 'Please enter your name.' },
      });
    });

    it('answers 409 with an email field error for a taken email, in any letter case', async () => {
      await signUp(ctx.app, 'taken@example.com');
      const response = await signUpRequest(ctx.app, {
        email: 'TAKEN@example.com',
        password: STRONG_PASSWORD,
        displayName: 'Second',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ fieldErrors: { email: API_MESSAGES.emailTaken } });
    });

    it('escapes the display name in the HTML of the mail', async () => {
      await signUp(ctx.app, 'markup@example.com', { displayName: '<img src=x onerror=alert(1)> & "Co"' });
      await ctx.app.mailer.settle();
      const [mail] = smtp.mailsTo('markup@example.com');
      expect(mail?.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;,');
      expect(mail?.html).not.toContain('<img');
      expect(mail?.text).toContain('Hi <img src=x onerror=alert(1)> & "Co",');
    });

    it('still creates the account when the mail server refuses the mail, and logs the failure', async () => {
      const email = `${REFUSED_RECIPIENT_PREFIX}@example.com`;
      const session = await signUp(ctx.app, email);
      await ctx.app.mailer.settle();
      expect(smtp.mailsTo(email)).toEqual([]);
      expect(await userRow(session.id)).toBeDefined();
      expect(log.messages()).toContain('mail could not be sent');
    });
  });

  describe('POST /user/login', () => {
    it('answers { token, id, user } for the right password, whatever the email case', async () => {
      const created = await signUp(ctx.app, 'login@example.com', { displayName: 'Lou Login' });
      const response = await loginRequest(ctx.app, 'Login@Example.COM', STRONG_PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ token: expect.any(String), id: created.id, user: created.user });
      expect((await profileRequest(ctx.app, body.token)).statusCode).toBe(200);
    });

    it('answers the same 401 for a wrong password and for an unknown email', async () => {
      await signUp(ctx.app, 'wrongpass@example.com');
      const wrong = await loginRequest(ctx.app, 'wrongpass@example.com', 'Wr0ng!Password');
      const unknown = await loginRequest(ctx.app, 'nobody@example.com', STRONG_PASSWORD);
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: API_MESSAGES.invalidCredentials });
      }
      expect(unknown.body).toBe(wrong.body);
    });

    it('does not apply the new-password rules to a sign-in', async () => {
      const response = await loginRequest(ctx.app, 'nobody@example.com', 'weak');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /user/profile', () => {
    it('answers { user } for the session and 401 without one', async () => {
      const session = await signUp(ctx.app, 'profile@example.com', { displayName: 'Pat Profile' });
      const response = await profileRequest(ctx.app, session.token);
      expect(response.statusCode).toBe(200);
      expect(userResponseSchema.strict().parse(response.json())).toEqual({
        user: { ...session.user, pendingEmail: null },
      });
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/user/profile' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: API_MESSAGES.unauthorized });
    });
  });

  describe('PUT /user/:userId', () => {
    const update = (userId: string, token: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: `/user/${userId}`, headers: bearer(token), payload });

    it('changes the name and keeps the verification when the email stays', async () => {
      const session = await signUp(ctx.app, 'rename@example.com', { displayName: 'Old Name' });
      await changeUserRow(ctx.app, ctx.database.db, session.id, { emailVerified: true });
      const response = await update(session.id, session.token, {
        displayName: 'New Name',
        email: 'Rename@example.com',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: { ...session.user, displayName: 'New Name', emailVerified: true, pendingEmail: null },
      });
    });

    it.each([
      ['without the current password', undefined, ACCOUNT_MESSAGES.currentPasswordForEmail],
      ['with a wrong current password', 'Wrong#123x', ACCOUNT_MESSAGES.currentPasswordWrong],
    ])(
      'refuses a new email %s, beside the password field, changing and mailing nothing',
      async (_case, currentPassword, message) => {
        const email = `guarded-${currentPassword ? 'wrong' : 'none'}@example.com`;
        const session = await signUp(ctx.app, email);
        await ctx.app.mailer.settle();
        const response = await update(session.id, session.token, {
          displayName: 'Guarded',
          email: 'thief@example.com',
          ...(currentPassword ? { currentPassword } : {}),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ fieldErrors: { currentPassword: message } });
        expect((await userRow(session.id))?.email).toBe(email);
        await ctx.app.mailer.settle();
        expect(smtp.mailsTo('thief@example.com')).toEqual([]);
      },
    );

    it('keeps the old address until the new one is confirmed, mails both, and audits the request and the change', async () => {
      const session = await signUp(ctx.app, 'before@example.com');
      await changeUserRow(ctx.app, ctx.database.db, session.id, { emailVerified: true });
      const response = await update(session.id, session.token, {
        displayName: 'Sam',
        email: 'after@example.com',
        currentPassword: STRONG_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      // Nothing moved yet: the verified address stays, so saving widgets is never blocked meanwhile.
      expect(response.json().user).toMatchObject({
        email: 'before@example.com',
        emailVerified: true,
        pendingEmail: 'after@example.com',
      });
      expect((await profileRequest(ctx.app, session.token)).json().user.pendingEmail).toBe('after@example.com');

      await ctx.app.mailer.settle();
      const [confirm] = smtp.mailsTo('after@example.com');
      expect(confirm?.subject).toBe('Confirm your new email address');
      const [notice] = smtp
        .mailsTo('before@example.com')
        .filter((mail) => mail.subject !== 'Verify your email address');
      expect(notice?.subject).toBe('Your Widgetry email address is being changed');
      expect(notice?.text).toContain('after@example.com');

      const link = new URL(confirm?.links[0] ?? 'http://missing');
      expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/verify-email`);
      const uid = link.searchParams.get('uid') ?? '';
      const opened = await ctx.app.inject({ method: 'GET', url: `/user/verifyEmail/${uid}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.json().user).toMatchObject({ email: 'after@example.com', emailVerified: true });
      expect(await userRow(session.id)).toMatchObject({ email: 'after@example.com', emailVerified: true });
      expect((await profileRequest(ctx.app, session.token)).json().user.pendingEmail).toBeNull();
      // The link works once.
      expect((await ctx.app.inject({ method: 'GET', url: `/user/verifyEmail/${uid}` })).statusCode).toBe(400);

      const actions = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, session.id))).map(
        (row) => row.action,
      );
      expect(actions).toEqual(expect.arrayContaining(['account.email_change_requested', 'account.email_changed']));
    });

    it('lets only the latest change win: an older change link stops working', async () => {
      const session = await signUp(ctx.app, 'undecided@example.com');
      const ask = (email: string) =>
        update(session.id, session.token, { displayName: 'U', email, currentPassword: STRONG_PASSWORD });
      expect((await ask('first-choice@example.com')).statusCode).toBe(200);
      expect((await ask('second-choice@example.com')).statusCode).toBe(200);
      await ctx.app.mailer.settle();
      const uidOf = (to: string) =>
        new URL(smtp.mailsTo(to)[0]?.links[0] ?? 'http://missing').searchParams.get('uid') ?? '';
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/user/verifyEmail/${uidOf('first-choice@example.com')}` }))
          .statusCode,
      ).toBe(400);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/user/verifyEmail/${uidOf('second-choice@example.com')}` }))
          .statusCode,
      ).toBe(200);
      expect((await userRow(session.id))?.email).toBe('second-choice@example.com');
    });

    it('ignores userRole and emailVerified in the body', async () => {
      const session = await signUp(ctx.app, 'climber@example.com');
      const response = await update(session.id, session.token, {
        displayName: 'Climber',
        email: 'climber@example.com',
        userRole: 'admin',
        emailVerified: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ userRole: 'customer', emailVerified: false });
      expect(await userRow(session.id)).toMatchObject({ userRole: 'customer', emailVerified: false });
    });

    it('answers 409 when the new email belongs to another account', async () => {
      await signUp(ctx.app, 'owner@example.com');
      const session = await signUp(ctx.app, 'wannabe@example.com');
      const response = await update(session.id, session.token, {
        displayName: 'W',
        email: 'OWNER@example.com',
        currentPassword: STRONG_PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ fieldErrors: { email: API_MESSAGES.emailTaken } });
      expect((await userRow(session.id))?.email).toBe('wannabe@example.com');
    });

    it('answers 403 for another user and leaves that user alone', async () => {
      const victim = await signUp(ctx.app, 'victim@example.com', { displayName: 'Victim' });
      const attacker = await signUp(ctx.app, 'attacker@example.com');
      const response = await update(victim.id, attacker.token, { displayName: 'Pwned', email: 'pwned@example.com' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: API_MESSAGES.forbidden });
      expect(await userRow(victim.id)).toMatchObject({ displayName: 'Victim', email: 'victim@example.com' });
    });

    it('answers 401 without a session', async () => {
      const session = await signUp(ctx.app, 'nosession@example.com');
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/user/${session.id}`,
        payload: { displayName: 'X', email: 'nosession@example.com' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('DELETE /user/:userId', () => {
    const remove = (userId: string, token: string, payload: Record<string, unknown> = { password: STRONG_PASSWORD }) =>
      ctx.app.inject({ method: 'DELETE', url: `/user/${userId}`, headers: bearer(token), payload });

    it.each([
      ['no password', {}, ACCOUNT_MESSAGES.passwordToDelete],
      ['a wrong password', { password: 'Wrong#123x' }, ACCOUNT_MESSAGES.currentPasswordWrong],
    ])('asks for the password: %s deletes nothing', async (_case, payload, message) => {
      const session = await signUp(ctx.app, `careful-${Object.keys(payload).length}@example.com`);
      const response = await remove(session.id, session.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { password: message } });
      expect(await userRow(session.id)).toBeDefined();
    });

    it('answers 403 for another user and deletes nothing', async () => {
      const victim = await signUp(ctx.app, 'keep@example.com');
      const attacker = await signUp(ctx.app, 'deleter@example.com');
      const response = await remove(victim.id, attacker.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: API_MESSAGES.forbidden });
      expect(await userRow(victim.id)).toBeDefined();
      expect(await userRow(attacker.id)).toBeDefined();
    });

    it('deletes the own account with its widgets, runs the deletion hooks, audits, and ends the session', async () => {
      const session = await signUp(ctx.app, 'leaving@example.com');
      const [type] = await ctx.database.db.select().from(widgetTypes).where(eq(widgetTypes.name, 'prorated'));
      if (!type) throw new Error('the catalogue is not seeded');
      await ctx.database.db.insert(widgets).values({ userId: session.id, widgetTypeId: type.id, title: 'Mine' });

      const response = await remove(session.id, session.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });

      expect(await userRow(session.id)).toBeUndefined();
      expect(await ctx.database.db.select().from(widgets).where(eq(widgets.userId, session.id))).toEqual([]);
      expect(deletedAccounts.map((user) => user.id)).toContain(session.id);
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, session.id), eq(auditLog.action, 'account.deleted')));
      expect(audit).toHaveLength(1);

      const after = await profileRequest(ctx.app, session.token);
      expect(after.statusCode).toBe(401);
      expect((await loginRequest(ctx.app, 'leaving@example.com', STRONG_PASSWORD)).statusCode).toBe(401);
      const check = await ctx.app.inject({ method: 'GET', url: '/', headers: bearer(session.token) });
      expect(check.json()).toMatchObject({ user: null, isUserLoggedIn: false });
    });
  });
});
