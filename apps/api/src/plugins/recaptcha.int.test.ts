import { API_MESSAGES } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCollector, STRONG_PASSWORD, signUp } from '../test-support/accounts';
import { databaseTargets } from '../test-support/database-targets';
import {
  BORDERLINE_TOKEN,
  HUMAN_TOKEN,
  INVALID_TOKEN,
  LOW_SCORE_TOKEN,
  type RecaptchaStandIn,
  startRecaptchaStandIn,
  WRONG_ACTION_TOKEN,
} from '../test-support/recaptcha-stand-in';
import { createTestApp, type TestContext, testConfig } from '../test-support/test-app';
import { RECAPTCHA_SKIPPED_MESSAGE } from './recaptcha';

const SECRET = 'recaptcha-test-secret';
const HUMAN_CHECK_FAILED = { error: API_MESSAGES.humanCheckFailed };

describe.each(databaseTargets())('reCAPTCHA configured on $name', (target) => {
  let ctx: TestContext;
  let standIn: RecaptchaStandIn;
  let counter = 0;

  beforeAll(async () => {
    standIn = await startRecaptchaStandIn();
    ctx = await createTestApp(
      target,
      testConfig({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: standIn.verifyUrl }),
    );
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const signUpWith = (recaptcha: string | undefined) => {
    counter += 1;
    const payload = { email: `human${counter}@example.com`, password: STRONG_PASSWORD, displayName: 'H', recaptcha };
    return ctx.app.inject({ method: 'POST', url: '/user', payload, remoteAddress: '203.0.113.7' });
  };
  const loginWith = (email: string, recaptcha: string | undefined) =>
    ctx.app.inject({ method: 'POST', url: '/user/login', payload: { email, password: STRONG_PASSWORD, recaptcha } });

  it('lets a person sign up, sending the secret, the token and the client address to the verify URL', async () => {
    const before = standIn.requests.length;
    const response = await signUpWith(HUMAN_TOKEN);
    expect(response.statusCode).toBe(200);
    const sent = standIn.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0] ?? [])).toEqual({
      secret: SECRET,
      response: HUMAN_TOKEN,
      remoteip: '203.0.113.7',
    });
  });

  it('accepts a score exactly at the default threshold of 0.5', async () => {
    expect((await signUpWith(BORDERLINE_TOKEN)).statusCode).toBe(200);
  });

  it.each([
    ['a low score', LOW_SCORE_TOKEN],
    ['another action', WRONG_ACTION_TOKEN],
    ['a token Google rejects', INVALID_TOKEN],
  ])('refuses sign-up for %s with 400', async (_case, token) => {
    const response = await signUpWith(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(HUMAN_CHECK_FAILED);
  });

  it('refuses a missing token without asking the verify URL', async () => {
    const before = standIn.requests.length;
    const response = await signUpWith(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(HUMAN_CHECK_FAILED);
    expect(standIn.requests.length).toBe(before);
  });

  it('checks sign-in too, before the password', async () => {
    const email = `human${counter + 100}@example.com`;
    counter += 100;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/user',
      payload: { email, password: STRONG_PASSWORD, displayName: 'H', recaptcha: HUMAN_TOKEN },
    });
    expect(created.statusCode).toBe(200);
    expect((await loginWith(email, HUMAN_TOKEN)).statusCode).toBe(200);
    const bot = await loginWith(email, LOW_SCORE_TOKEN);
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toEqual(HUMAN_CHECK_FAILED);
  });
});

describe.each(databaseTargets())(
  'reCAPTCHA with a higher threshold or an unreachable verify URL on $name',
  (target) => {
    it('uses RECAPTCHA_MIN_SCORE', async () => {
      const standIn = await startRecaptchaStandIn();
      const ctx = await createTestApp(
        target,
        testConfig({
          RECAPTCHA_SITE_KEY: 'k',
          RECAPTCHA_SECRET: SECRET,
          RECAPTCHA_VERIFY_URL: standIn.verifyUrl,
          RECAPTCHA_MIN_SCORE: '0.7',
        }),
      );
      try {
        const signUpWith = (email: string, recaptcha: string) =>
          ctx.app.inject({
            method: 'POST',
            url: '/user',
            payload: { email, password: STRONG_PASSWORD, displayName: 'T', recaptcha },
          });
        expect((await signUpWith('borderline@example.com', BORDERLINE_TOKEN)).statusCode).toBe(400);
        expect((await signUpWith('clear@example.com', HUMAN_TOKEN)).statusCode).toBe(200);
      } finally {
        await ctx.close();
        await standIn.close();
      }
    });

    it('fails closed with the same 400 and logs why when the verify URL cannot be reached', async () => {
      const standIn = await startRecaptchaStandIn();
      const unreachable = standIn.verifyUrl;
      await standIn.close();
      const log = logCollector();
      const ctx = await createTestApp(
        target,
        testConfig({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: unreachable }),
        { logger: { level: 'info', stream: log.stream } },
      );
      try {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/user',
          payload: {
            email: 'offline@example.com',
            password: STRONG_PASSWORD,
            displayName: 'O',
            recaptcha: HUMAN_TOKEN,
          },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(HUMAN_CHECK_FAILED);
        expect(log.messages()).toContain('reCAPTCHA verification could not be completed; refusing the request');
      } finally {
        await ctx.close();
      }
    });
  },
);

describe.each(databaseTargets())('reCAPTCHA not configured on $name', (target) => {
  const log = logCollector();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig(), { logger: { level: 'info', stream: log.stream } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('skips the check, with or without a token, and says so in the log once', async () => {
    await signUp(ctx.app, 'no-captcha@example.com');
    const withToken = await ctx.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { email: 'no-captcha@example.com', password: STRONG_PASSWORD, recaptcha: 'anything' },
    });
    expect(withToken.statusCode).toBe(200);
    expect(log.messages().filter((message) => message === RECAPTCHA_SKIPPED_MESSAGE)).toHaveLength(1);
  });
});
