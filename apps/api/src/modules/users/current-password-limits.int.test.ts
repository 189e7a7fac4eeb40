import { ACCOUNT_MESSAGES } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit';
import { bearer, STRONG_PASSWORD, signUp } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { expectRateLimited } from '../../test-support/rate-limits';
import { createTestApp, ROOMY_RATE_LIMITS, type TestContext } from '../../test-support/test-app';

// Issue 25 §2: PUT /user/:id (email change) and DELETE /user/:id checked the current password with
// no limit (40 wrong guesses each, never a 429), and PUT told a right password from a wrong one.

const WRONG = 'Wr0ng!guess';
/** The product's allowance per account: the 11th check within the window is refused. */
const PER_ACCOUNT = DEFAULT_RATE_LIMITS.currentPassword.perAccount.max;

describe.each(databaseTargets())('current-password checks of the account routes on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, {
      rateLimits: { ...ROOMY_RATE_LIMITS, currentPassword: DEFAULT_RATE_LIMITS.currentPassword },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const changeEmail = (session: { id: string; token: string }, currentPassword: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/user/${session.id}`,
      headers: bearer(session.token),
      payload: { displayName: 'Sam Signup', email: `moved-${session.id}@example.com`, currentPassword },
      remoteAddress,
    });
  const deleteAccount = (session: { id: string; token: string }, password: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/user/${session.id}`,
      headers: bearer(session.token),
      payload: { password },
      remoteAddress,
    });

  it('PUT /user/:id: the 11th wrong guess is a 429, and the right password is refused while limited', async () => {
    const session = await signUp(ctx.app, 'email-guessed@example.com');
    // Spread over addresses: the allowance is the account's, whoever guesses.
    for (let index = 0; index < PER_ACCOUNT; index += 1) {
      const response = await changeEmail(session, WRONG, `10.25.1.${index}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong } });
    }
    expectRateLimited(await changeEmail(session, WRONG, '10.25.1.100'));
    expectRateLimited(await changeEmail(session, STRONG_PASSWORD, '10.25.1.101'));
    // A rename checks no password, so it is not held up.
    const rename = await ctx.app.inject({
      method: 'PUT',
      url: `/user/${session.id}`,
      headers: bearer(session.token),
      payload: { displayName: 'Renamed', email: 'email-guessed@example.com' },
      remoteAddress: '10.25.1.102',
    });
    expect(rename.statusCode).toBe(200);
  });

  it('DELETE /user/:id: the 11th wrong guess is a 429, and the right password is refused while limited', async () => {
    const session = await signUp(ctx.app, 'delete-guessed@example.com');
    for (let index = 0; index < PER_ACCOUNT; index += 1) {
      const response = await deleteAccount(session, WRONG, `10.25.2.${index}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ fieldErrors: { password: ACCOUNT_MESSAGES.currentPasswordWrong } });
    }
    expectRateLimited(await deleteAccount(session, WRONG, '10.25.2.100'));
    expectRateLimited(await deleteAccount(session, STRONG_PASSWORD, '10.25.2.101'));
    // Still there: the refused right password deleted nothing.
    const profile = await ctx.app.inject({ method: 'GET', url: '/user/profile', headers: bearer(session.token) });
    expect(profile.statusCode).toBe(200);
  });

  it('the password change, the email change and the deletion share one allowance', async () => {
    const session = await signUp(ctx.app, 'shared-guessed@example.com');
    const changePassword = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/user/resetPassword/${session.id}`,
        headers: bearer(session.token),
        payload: { currentPassword: WRONG, password: 'N3w!Passw0rd-2026' },
        remoteAddress,
      });
    // Four guesses on each of the first two routes and two on the third: ten in all.
    for (let index = 0; index < 4; index += 1) {
      expect((await changePassword(`10.25.3.${index}`)).statusCode).toBe(400);
      expect((await changeEmail(session, WRONG, `10.25.4.${index}`)).statusCode).toBe(400);
    }
    for (let index = 0; index < PER_ACCOUNT - 8; index += 1) {
      expect((await deleteAccount(session, WRONG, `10.25.5.${index}`)).statusCode).toBe(400);
    }
    expectRateLimited(await deleteAccount(session, WRONG, '10.25.5.100'));
    expectRateLimited(await changeEmail(session, STRONG_PASSWORD, '10.25.4.100'));
    expectRateLimited(await changePassword('10.25.3.100'));
  });
});
