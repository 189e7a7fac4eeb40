import { API_MESSAGES, logoutResponseSchema, SESSION_TOKEN_HEADER } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_RENEW_AFTER_SECONDS, TOKEN_LIFETIME_SECONDS } from '../../plugins/auth';
import { bearer, loginRequest, profileRequest, STRONG_PASSWORD, signUp } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, TEST_APP_URL, type TestContext } from '../../test-support/test-app';

// Issue 9 point 7 (sessions): sign-out ends the session on the server, and a session lasts days,
// renewed while used, instead of a 30-day token that outlived any sign-out.

describe.each(databaseTargets())('sessions on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const logout = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/user/logout', headers });

  it("POST /user/logout ends the session at once, and the account's other sessions with it", async () => {
    const session = await signUp(ctx.app, 'leaving@example.com');
    const other = (await loginRequest(ctx.app, 'leaving@example.com', STRONG_PASSWORD)).json().token as string;
    expect((await profileRequest(ctx.app, session.token)).statusCode).toBe(200);

    const response = await logout(bearer(session.token));
    expect(response.statusCode).toBe(200);
    expect(logoutResponseSchema.parse(response.json())).toEqual({ success: true });

    for (const token of [session.token, other]) {
      const refused = await profileRequest(ctx.app, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: API_MESSAGES.unauthorized });
    }
    // Signing in again starts a working session.
    const again = (await loginRequest(ctx.app, 'leaving@example.com', STRONG_PASSWORD)).json().token as string;
    expect((await profileRequest(ctx.app, again)).statusCode).toBe(200);
  });

  it('POST /user/logout needs a session', async () => {
    const response = await logout();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: API_MESSAGES.unauthorized });
  });

  it('a token lasts days, not 30 days', async () => {
    const session = await signUp(ctx.app, 'idle@example.com');
    const issuedAt = Math.floor(Date.now() / 1000) - TOKEN_LIFETIME_SECONDS - 60;
    const stale = ctx.app.jwt.sign({ sub: session.id, ver: 0, iat: issuedAt });
    expect(TOKEN_LIFETIME_SECONDS).toBeLessThanOrEqual(7 * 24 * 60 * 60);
    expect((await profileRequest(ctx.app, stale)).statusCode).toBe(401);
  });

  it('renews a session in use: a token over a day old gets a fresh one in X-Session-Token', async () => {
    const session = await signUp(ctx.app, 'busy@example.com');
    const fresh = await profileRequest(ctx.app, session.token);
    expect(fresh.headers[SESSION_TOKEN_HEADER]).toBeUndefined();

    const issuedAt = Math.floor(Date.now() / 1000) - SESSION_RENEW_AFTER_SECONDS - 60;
    const dayOld = ctx.app.jwt.sign({ sub: session.id, ver: 0, iat: issuedAt });
    const answer = await profileRequest(ctx.app, dayOld);
    expect(answer.statusCode).toBe(200);
    const renewed = answer.headers[SESSION_TOKEN_HEADER];
    expect(typeof renewed).toBe('string');
    const renewedClaims = ctx.app.jwt.decode<{ iat: number; exp: number }>(String(renewed));
    expect(renewedClaims?.iat).toBeGreaterThan(issuedAt);
    expect((await profileRequest(ctx.app, String(renewed))).statusCode).toBe(200);
  });

  it('lets the dashboard read the renewed token across origins', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health', headers: { origin: TEST_APP_URL } });
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain(SESSION_TOKEN_HEADER);
  });
});
