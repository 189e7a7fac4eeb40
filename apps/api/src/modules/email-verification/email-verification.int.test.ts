import { ACCOUNT_MESSAGES, API_MESSAGES, verifyEmailResponseSchema } from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema';
import { bearer, profileRequest, STRONG_PASSWORD, signUp } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import {
  createMailingTestApp,
  latestMailLink,
  type MailingTestContext,
  REFUSED_RECIPIENT_PREFIX,
} from '../../test-support/smtp-server';
import { TEST_APP_URL } from '../../test-support/test-app';

const VERIFY_SUBJECT = 'Verify your email address';

describe.each(databaseTargets())('email verification on $name', (target) => {
  let ctx: MailingTestContext;

  beforeAll(async () => {
    ctx = await createMailingTestApp(target);
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The uid of the newest verification mail to the address, as /verify-email reads it. */
  async function latestUid(email: string): Promise<string> {
    const link = await latestMailLink(ctx, email, VERIFY_SUBJECT);
    expect(link.startsWith(`${TEST_APP_URL}/verify-email?uid=`)).toBe(true);
    return new URL(link).searchParams.get('uid') ?? '';
  }

  const verify = (uid: string) =>
    ctx.app.inject({ method: 'GET', url: `/user/verifyEmail/${encodeURIComponent(uid)}` });
  const requestMail = (token: string | undefined, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/user/verifyEmailRequest',
      headers: token === undefined ? {} : bearer(token),
      payload: { email },
    });

  describe('GET /user/verifyEmail/:uid', () => {
    it('verifies the email from the sign-up link, without a session', async () => {
      const session = await signUp(ctx.app, 'verify@example.com');
      const response = await verify(await latestUid('verify@example.com'));
      expect(response.statusCode).toBe(200);
      expect(verifyEmailResponseSchema.parse(response.json())).toEqual({
        success: true,
        user: { ...session.user, emailVerified: true },
      });
      expect((await profileRequest(ctx.app, session.token)).json().user.emailVerified).toBe(true);
    });

    it('answers 400 with the spec-style message for a used link', async () => {
      await signUp(ctx.app, 'reuse@example.com');
      const uid = await latestUid('reuse@example.com');
      expect((await verify(uid)).statusCode).toBe(200);
      const again = await verify(uid);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: ACCOUNT_MESSAGES.verifyLinkInvalid });
    });

    it('answers 400 for an expired link and leaves the email unverified', async () => {
      const session = await signUp(ctx.app, 'expired@example.com');
      const uid = await latestUid('expired@example.com');
      await ctx.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.userId, session.id));
      const response = await verify(uid);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.verifyLinkInvalid });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, session.id));
      expect(row?.emailVerified).toBe(false);
    });

    it('answers 400 for a made-up uid', async () => {
      const response = await verify('made-up-token');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: ACCOUNT_MESSAGES.verifyLinkInvalid });
    });

    it('does not accept a password-reset token as a verification uid', async () => {
      const session = await signUp(ctx.app, 'crossed@example.com');
      await ctx.app.inject({ method: 'POST', url: '/user/resetPassword', payload: { email: 'crossed@example.com' } });
      await ctx.app.mailer.settle();
      const resetLink = ctx.smtp.mailsTo('crossed@example.com').find((mail) => mail.subject !== VERIFY_SUBJECT)
        ?.links[0];
      const resetToken = new URL(resetLink ?? 'http://x').searchParams.get('token') ?? '';
      expect(resetToken).not.toBe('');
      expect((await verify(resetToken)).statusCode).toBe(400);
      expect((await profileRequest(ctx.app, session.token)).json().user.emailVerified).toBe(false);
    });
  });

  describe('POST /user/verifyEmailRequest', () => {
    it('mails a fresh link to the own address; every unexpired link works until one is used', async () => {
      await signUp(ctx.app, 'again@example.com');
      const session = await signUp(ctx.app, 'resend@example.com');
      const first = await latestUid('resend@example.com');

      const response = await requestMail(session.token, 'Resend@Example.com');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const second = await latestUid('resend@example.com');
      expect(second).not.toBe(first);

      // The first mail promised 24 hours: asking again must not break its link.
      expect((await verify(first)).statusCode).toBe(200);
      // Once one link is used, the others are spent too.
      expect((await verify(second)).statusCode).toBe(400);
    });

    it('answers 400 on the email field for an address that is not the account\u2019s', async () => {
      const session = await signUp(ctx.app, 'mine-only@example.com');
      await signUp(ctx.app, 'someone-else@example.com');
      await ctx.app.mailer.settle();
      const before = ctx.smtp.mailsTo('someone-else@example.com').length;
      const response = await requestMail(session.token, 'someone-else@example.com');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { email: ACCOUNT_MESSAGES.verifyEmailNotYours } });
      await ctx.app.mailer.settle();
      expect(ctx.smtp.mailsTo('someone-else@example.com')).toHaveLength(before);
    });

    it('answers 400 on the email field when the address is already verified', async () => {
      const session = await signUp(ctx.app, 'done@example.com');
      await verify(await latestUid('done@example.com'));
      const response = await requestMail(session.token, 'done@example.com');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { email: ACCOUNT_MESSAGES.emailAlreadyVerified } });
    });

    it('answers 401 without a session', async () => {
      const response = await requestMail(undefined, 'anyone@example.com');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: API_MESSAGES.unauthorized });
    });

    it('answers 503 when the mail server refuses the mail', async () => {
      const session = await signUp(ctx.app, `${REFUSED_RECIPIENT_PREFIX}-verify@example.com`);
      const response = await requestMail(session.token, `${REFUSED_RECIPIENT_PREFIX}-verify@example.com`);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: API_MESSAGES.mailNotSent });
    });
  });

  it('an email change moves the account once its link is opened; links sent to the old address then stop working', async () => {
    const session = await signUp(ctx.app, 'old-address@example.com');
    const oldUid = await latestUid('old-address@example.com');
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/user/${session.id}`,
      headers: bearer(session.token),
      payload: { displayName: 'Mover', email: 'new-address@example.com', currentPassword: STRONG_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const changeLink = await latestMailLink(ctx, 'new-address@example.com', 'Confirm your new email address');
    const response = await verify(new URL(changeLink).searchParams.get('uid') ?? '');
    expect(response.json().user).toMatchObject({ email: 'new-address@example.com', emailVerified: true });
    expect((await verify(oldUid)).statusCode).toBe(400);
  });
});
