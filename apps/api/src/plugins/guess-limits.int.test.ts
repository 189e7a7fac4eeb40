import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, OTHER_STRONG_PASSWORD, signUp } from '../test-support/accounts';
import { databaseTargets } from '../test-support/database-targets';
import { expectRateLimited, HOUR_MS } from '../test-support/rate-limits';
import { createTestApp, ROOMY_RATE_LIMITS, type TestContext } from '../test-support/test-app';
import type { RateLimitSettings } from './rate-limit';

// Issue 9 point 5: guesses that send no mail were not limited at all (300 current-password
// checks in 9 s, each an argon2 hash).

const LIMITS: RateLimitSettings = {
  ...ROOMY_RATE_LIMITS,
  currentPassword: { perClient: { max: 4, timeWindowMs: HOUR_MS }, perAccount: { max: 2, timeWindowMs: HOUR_MS } },
  resetToken: { perClient: { max: 4, timeWindowMs: HOUR_MS }, perAccount: { max: 2, timeWindowMs: HOUR_MS } },
  verifyLink: { perClient: { max: 3, timeWindowMs: HOUR_MS }, perAccount: { max: 2, timeWindowMs: HOUR_MS } },
};

describe.each(databaseTargets())('guess limits on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { rateLimits: LIMITS });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('current password: limits checks with a session per account across addresses, and per client', async () => {
    const session = await signUp(ctx.app, 'changer@example.com');
    const change = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/user/resetPassword/${session.id}`,
        headers: bearer(session.token),
        payload: { password: OTHER_STRONG_PASSWORD, currentPassword: 'Wr0ng!guess' },
        remoteAddress,
      });
    expect((await change('10.0.8.1')).statusCode).toBe(400);
    expect((await change('10.0.8.2')).statusCode).toBe(400);
    expectRateLimited(await change('10.0.8.3'));

    const sessions = await Promise.all(['c1', 'c2', 'c3'].map((name) => signUp(ctx.app, `${name}@example.com`)));
    const fromOneClient = sessions.flatMap((other) => [other, other]).slice(0, 5);
    const answers = [];
    for (const other of fromOneClient) {
      answers.push(
        await ctx.app.inject({
          method: 'POST',
          url: `/user/resetPassword/${other.id}`,
          headers: bearer(other.token),
          payload: { password: OTHER_STRONG_PASSWORD, currentPassword: 'Wr0ng!guess' },
          remoteAddress: '10.0.8.9',
        }),
      );
    }
    expect(answers.slice(0, 4).map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400]);
    expectRateLimited(answers[4] ?? { statusCode: 0, json: () => null, headers: {} });
  });

  it('reset token: limits guesses per account across addresses, and per client', async () => {
    const target = await signUp(ctx.app, 'reset-target@example.com');
    const guess = (userId: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/user/resetPassword/${userId}`,
        headers: bearer('a-guessed-reset-token-that-is-not-a-jwt-000000'),
        payload: { password: OTHER_STRONG_PASSWORD },
        remoteAddress,
      });
    expect((await guess(target.id, '10.0.9.1')).statusCode).toBe(403);
    expect((await guess(target.id, '10.0.9.2')).statusCode).toBe(403);
    expectRateLimited(await guess(target.id, '10.0.9.3'));

    const others = await Promise.all(['r1', 'r2', 'r3'].map((name) => signUp(ctx.app, `${name}@example.com`)));
    const ids = [others[0], others[0], others[1], others[1], others[2]].map((other) => other?.id ?? '');
    const statuses = [];
    for (const id of ids.slice(0, 4)) statuses.push((await guess(id, '10.0.9.9')).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403]);
    expectRateLimited(await guess(ids[4] ?? '', '10.0.9.9'));
  });

  // Issue 29 #21: the reset page checks its link on load; each check is a guess like a reset.
  it('reset link check: GET counts against the reset-token allowance, per account and per client', async () => {
    const target = await signUp(ctx.app, 'check-target@example.com');
    const check = (userId: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/user/resetPassword/${userId}`,
        headers: bearer('a-guessed-reset-token-that-is-not-a-jwt-000000'),
        remoteAddress,
      });
    expect((await check(target.id, '10.0.11.1')).statusCode).toBe(403);
    expect((await check(target.id, '10.0.11.2')).statusCode).toBe(403);
    expectRateLimited(await check(target.id, '10.0.11.3'));

    const others = await Promise.all(['k1', 'k2', 'k3'].map((name) => signUp(ctx.app, `${name}@example.com`)));
    const ids = [others[0], others[0], others[1], others[1], others[2]].map((other) => other?.id ?? '');
    const statuses = [];
    for (const id of ids.slice(0, 4)) statuses.push((await check(id, '10.0.11.9')).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403]);
    expectRateLimited(await check(ids[4] ?? '', '10.0.11.9'));
  });

  it('verification link: limits guesses per client, and per signed-in account', async () => {
    const open = (uid: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: `/user/verifyEmail/${uid}`, headers, remoteAddress });
    for (let index = 0; index < 3; index += 1) {
      expect((await open(`guessed-uid-${index}`, '10.0.10.1')).statusCode).toBe(400);
    }
    expectRateLimited(await open('guessed-uid-3', '10.0.10.1'));
    expect((await open('guessed-uid-3', '10.0.10.2')).statusCode).toBe(400);

    const session = await signUp(ctx.app, 'link-guesser@example.com');
    expect((await open('guessed-uid-a', '10.0.10.3', bearer(session.token))).statusCode).toBe(400);
    expect((await open('guessed-uid-b', '10.0.10.4', bearer(session.token))).statusCode).toBe(400);
    expectRateLimited(await open('guessed-uid-c', '10.0.10.5', bearer(session.token)));
  });
});
