import { API_MESSAGES, SIGN_IN_CODE_MESSAGES, SIGN_IN_CODE_REQUIRED } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRequest, STRONG_PASSWORD, signUp, signUpRequest } from '../test-support/accounts';
import { databaseTargets } from '../test-support/database-targets';
import { expectRateLimited, HOUR_MS } from '../test-support/rate-limits';
import {
  HUMAN_TOKEN,
  MIDDLING_TOKEN,
  type RecaptchaStandIn,
  startRecaptchaStandIn,
} from '../test-support/recaptcha-stand-in';
import { createTestApp, ROOMY_RATE_LIMITS, type TestContext, testConfig } from '../test-support/test-app';
import type { RateLimitSettings } from './rate-limit';

// Issue 9 point 4: ten wrong passwords from any mix of addresses used to lock the owner out.

const LIMITS: RateLimitSettings = {
  ...ROOMY_RATE_LIMITS,
  login: {
    perClient: { max: 100, timeWindowMs: HOUR_MS },
    perAccountAndClient: { max: 3, timeWindowMs: HOUR_MS },
    challengeAfter: { max: 3, timeWindowMs: HOUR_MS },
  },
};

describe.each(databaseTargets())('sign-in guard without reCAPTCHA on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The challenge (a mailed code without reCAPTCHA) comes later than one address's refusal here,
    // so the owner's own address is seen signing in past that refusal.
    const login = { ...LIMITS.login, challengeAfter: { max: 5, timeWindowMs: HOUR_MS } };
    ctx = await createTestApp(target, undefined, { rateLimits: { ...LIMITS, login } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sign-in: refuses an address past its wrong passwords for an account, not the owner elsewhere', async () => {
    await signUp(ctx.app, 'guessed@example.com');
    // The same account whatever the case and spaces of the typed email.
    for (const email of ['guessed@example.com', ' GUESSED@example.com', 'Guessed@Example.com ']) {
      expect((await loginRequest(ctx.app, email, 'Wr0ng!guess', '10.0.0.1')).statusCode).toBe(401);
    }
    expectRateLimited(await loginRequest(ctx.app, 'guessed@example.com', STRONG_PASSWORD, '10.0.0.1'));
    // The owner, from their own address, still signs in.
    expect((await loginRequest(ctx.app, 'guessed@example.com', STRONG_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
    // Another account from the guessing address is not affected.
    await signUp(ctx.app, 'bystander@example.com');
    expect((await loginRequest(ctx.app, 'bystander@example.com', STRONG_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('sign-in: wrong passwords from many addresses do not lock the owner out', async () => {
    await signUp(ctx.app, 'targeted@example.com');
    for (let index = 0; index < 12; index += 1) {
      const response = await loginRequest(ctx.app, 'TARGETED@example.com', 'Wr0ng!guess', `10.0.6.${index}`);
      expect(response.statusCode).toBe(401);
    }
    // Without reCAPTCHA the challenge is a mailed code (the owner's whole way in: sign-in-code.int.test.ts),
    // never a 429 for the owner's address.
    const owner = await loginRequest(ctx.app, 'targeted@example.com', STRONG_PASSWORD, '10.0.7.1');
    expect(owner.statusCode).toBe(401);
    expect(owner.json()).toEqual({ error: SIGN_IN_CODE_MESSAGES.required, code: SIGN_IN_CODE_REQUIRED });
  });
});

describe.each(databaseTargets())('sign-in guard with reCAPTCHA on $name', (target) => {
  let ctx: TestContext;
  let standIn: RecaptchaStandIn;
  beforeAll(async () => {
    standIn = await startRecaptchaStandIn();
    ctx = await createTestApp(
      target,
      testConfig({
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_VERIFY_URL: standIn.verifyUrl,
      }),
      { rateLimits: LIMITS },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const login = (email: string, password: string, recaptcha: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/user/login', payload: { email, password, recaptcha }, remoteAddress });

  it('challenges an account guessed from many addresses with a stricter score, and lets the owner in', async () => {
    for (const email of ['besieged@example.com', 'calm@example.com']) {
      const body = { email, password: STRONG_PASSWORD, displayName: 'B', recaptcha: HUMAN_TOKEN };
      expect((await signUpRequest(ctx.app, body)).statusCode).toBe(200);
    }
    expect((await login('besieged@example.com', STRONG_PASSWORD, MIDDLING_TOKEN, '10.1.0.1')).statusCode).toBe(200);
    for (let index = 0; index < 3; index += 1) {
      const response = await login(' Besieged@example.com', 'Wr0ng!guess', MIDDLING_TOKEN, `10.1.1.${index}`);
      expect(response.statusCode).toBe(401);
    }

    const doubtful = await login('besieged@example.com', STRONG_PASSWORD, MIDDLING_TOKEN, '10.1.0.1');
    expect(doubtful.statusCode).toBe(400);
    expect(doubtful.json()).toEqual({ error: API_MESSAGES.humanCheckFailed });
    expect((await login('besieged@example.com', STRONG_PASSWORD, HUMAN_TOKEN, '10.1.0.1')).statusCode).toBe(200);
    // Other accounts keep the ordinary score.
    expect((await login('calm@example.com', STRONG_PASSWORD, MIDDLING_TOKEN, '10.1.0.1')).statusCode).toBe(200);
  });
});
