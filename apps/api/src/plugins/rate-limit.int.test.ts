import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginRequest,
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  signUp,
  signUpRequest,
} from '../test-support/accounts';
import { databaseTargets } from '../test-support/database-targets';
import { expectRateLimited, HOUR_MS } from '../test-support/rate-limits';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './rate-limit';

const SMALL: RateLimitSettings = {
  login: {
    perClient: { max: 6, timeWindowMs: HOUR_MS },
    perAccountAndClient: { max: 3, timeWindowMs: HOUR_MS },
    challengeAfter: { max: 3, timeWindowMs: HOUR_MS },
  },
  signUp: { perClient: { max: 4, timeWindowMs: HOUR_MS }, perAccount: { max: 2, timeWindowMs: HOUR_MS } },
  forgotPassword: { perClient: { max: 4, timeWindowMs: HOUR_MS }, perAccount: { max: 2, timeWindowMs: HOUR_MS } },
  verifyEmailRequest: { perClient: { max: 10, timeWindowMs: HOUR_MS }, perAccount: { max: 2, timeWindowMs: HOUR_MS } },
  preview: { perClient: { max: 3, timeWindowMs: HOUR_MS }, perAccount: { max: 3, timeWindowMs: HOUR_MS } },
  events: { perClient: { max: 3, timeWindowMs: HOUR_MS }, perAccount: { max: 3, timeWindowMs: HOUR_MS } },
  currentPassword: { perClient: { max: 4, timeWindowMs: HOUR_MS }, perAccount: { max: 2, timeWindowMs: HOUR_MS } },
  resetToken: { perClient: { max: 4, timeWindowMs: HOUR_MS }, perAccount: { max: 2, timeWindowMs: HOUR_MS } },
  verifyLink: { perClient: { max: 3, timeWindowMs: HOUR_MS }, perAccount: { max: 2, timeWindowMs: HOUR_MS } },
};

describe.each(databaseTargets())('rate limits on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { rateLimits: SMALL });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sign-in: limits one client address trying many accounts', async () => {
    for (let index = 0; index < 6; index += 1) {
      const response = await loginRequest(ctx.app, `spray${index}@example.com`, 'Wr0ng!guess', '10.0.1.1');
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await loginRequest(ctx.app, 'spray6@example.com', 'Wr0ng!guess', '10.0.1.1'));
    expect((await loginRequest(ctx.app, 'spray6@example.com', 'Wr0ng!guess', '10.0.1.2')).statusCode).toBe(401);
  });

  it('sign-up: limits attempts per email and per client address', async () => {
    const body = { email: 'dupe@example.com', password: STRONG_PASSWORD, displayName: 'Dupe' };
    expect((await signUpRequest(ctx.app, body, '10.0.2.1')).statusCode).toBe(200);
    expect((await signUpRequest(ctx.app, body, '10.0.2.2')).statusCode).toBe(409);
    expectRateLimited(await signUpRequest(ctx.app, body, '10.0.2.3'));

    for (let index = 0; index < 4; index += 1) {
      const response = await signUpRequest(ctx.app, { ...body, email: `farm${index}@example.com` }, '10.0.2.9');
      expect(response.statusCode).toBe(200);
    }
    expectRateLimited(await signUpRequest(ctx.app, { ...body, email: 'farm4@example.com' }, '10.0.2.9'));
  });

  it('forgot-password: limits mails per email, identically for unknown emails', async () => {
    await signUp(ctx.app, 'flooded@example.com');
    const forgot = (email: string, remoteAddress: string) =>
      ctx.app.inject({ method: 'POST', url: '/user/resetPassword', payload: { email }, remoteAddress });
    for (const email of ['flooded@example.com', 'ghost@example.com']) {
      expect((await forgot(email, '10.0.3.1')).statusCode).toBe(200);
      expect((await forgot(email, '10.0.3.2')).statusCode).toBe(200);
      expectRateLimited(await forgot(email, '10.0.3.3'));
    }
  });

  it('verification mail: limits requests per signed-in user', async () => {
    const session = await signUp(ctx.app, 'impatient@example.com');
    const request = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/user/verifyEmailRequest',
        headers: bearer(session.token),
        payload: { email: 'impatient@example.com' },
        remoteAddress,
      });
    expect((await request('10.0.4.1')).statusCode).toBe(200);
    expect((await request('10.0.4.2')).statusCode).toBe(200);
    expectRateLimited(await request('10.0.4.3'));
  });

  it('preview: limits renders per client address, signed in or not', async () => {
    const preview = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/widget/preview/',
        payload: { widget: { widgetType: { name: 'prorated' } } },
        remoteAddress,
      });
    for (let index = 0; index < 3; index += 1) expect((await preview('10.0.5.1')).statusCode).toBe(200);
    expectRateLimited(await preview('10.0.5.1'));
    expect((await preview('10.0.5.2')).statusCode).toBe(200);
  });
});

describe.each(databaseTargets())('default rate limits on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('let a person sign up, sign in, mistype a few times and reset, from one address', async () => {
    const session = await signUp(ctx.app, 'person@example.com');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await loginRequest(ctx.app, 'person@example.com', 'Typ0!wrong')).statusCode).toBe(401);
    }
    expect((await loginRequest(ctx.app, 'person@example.com', STRONG_PASSWORD)).statusCode).toBe(200);
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/user/resetPassword',
      payload: { email: 'person@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: `/user/resetPassword/${session.id}`,
      headers: bearer(session.token),
      payload: { password: OTHER_STRONG_PASSWORD, currentPassword: STRONG_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
  });
});
