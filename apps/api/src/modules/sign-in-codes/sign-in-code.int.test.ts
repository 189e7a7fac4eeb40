import { SIGN_IN_CODE_MESSAGES, SIGN_IN_CODE_REQUIRED } from '@widgetry/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCodes, users } from '../../db/schema';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit';
import { RECAPTCHA_OFF_IN_PRODUCTION_MESSAGE, RECAPTCHA_SKIPPED_MESSAGE } from '../../plugins/recaptcha';
import { logCollector, STRONG_PASSWORD, signUp } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import {
  createTestApp,
  PRODUCTION_ENV,
  ROOMY_RATE_LIMITS,
  type TestContext,
  testConfig,
} from '../../test-support/test-app';
import { account } from '../../test-support/widgets';
import { outboxResponseSchema } from '../mail';
import { CODE_MAILS_PER_HOUR, CODE_MAX_GUESSES } from './sign-in-codes.service';

// Issue 25 §3: without RECAPTCHA_SECRET an account guessed from many addresses was only logged as
// challenged: 20 addresses x 9 guesses = 180 wrong passwords, none refused, and the right one let in.

const WRONG = 'Wr0ng!guess';
const SUBJECT = 'Your Widgetry sign-in code';
const CODE_REQUIRED = { error: SIGN_IN_CODE_MESSAGES.required, code: SIGN_IN_CODE_REQUIRED };
const CODE_WRONG = { error: SIGN_IN_CODE_MESSAGES.wrong, code: SIGN_IN_CODE_REQUIRED };
/** The product's own sign-in limits: 10 wrong passwords in 15 minutes from all addresses together. */
const CHALLENGE_AFTER = DEFAULT_RATE_LIMITS.login.challengeAfter.max;

describe.each(databaseTargets())('sign-in code without reCAPTCHA on $name', (target) => {
  let ctx: TestContext;
  let adminHeaders: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, {
      rateLimits: { ...ROOMY_RATE_LIMITS, login: DEFAULT_RATE_LIMITS.login },
    });
    adminHeaders = (await account(ctx.app, ctx.database.db, 'code-admin@example.com', { role: 'admin' })).headers;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const login = (email: string, password: string, remoteAddress: string, signInCode?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { email, password, ...(signInCode === undefined ? {} : { signInCode }) },
      remoteAddress,
    });

  /** The codes mailed to this address, newest first, read from the dev outbox as a developer would. */
  async function mailedCodes(email: string): Promise<string[]> {
    await ctx.app.mailer.settle();
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox', headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    return outboxResponseSchema
      .parse(response.json())
      .mails.filter((mail) => mail.to === email && mail.subject === SUBJECT)
      .map((mail) => {
        const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
        expect(mail.html).toContain(code);
        return code ?? '';
      });
  }

  /** Wrong passwords from as many addresses, one each, until the account is challenged. */
  async function besiege(email: string, prefix: string) {
    for (let index = 0; index < CHALLENGE_AFTER; index += 1) {
      expect((await login(email, WRONG, `${prefix}.${index}`)).statusCode).toBe(401);
    }
  }

  it('180 guesses from 20 addresses: none accepted without the code; the owner signs in with the mailed one', async () => {
    const email = 'besieged-owner@example.com';
    await signUp(ctx.app, email);
    // Each round, the 20 addresses guess at once, as a botnet would.
    const rounds = [];
    for (let round = 0; round < 9; round += 1) {
      const guesses = Array.from({ length: 20 }, (_, address) => login(email, WRONG, `10.30.${address}.1`));
      rounds.push(
        (await Promise.all(guesses)).map((response) => ({ status: response.statusCode, body: response.json() })),
      );
    }
    expect(rounds.flat().map((answer) => answer.status)).toEqual(Array(180).fill(401));
    // The first round's 20 wrong passwords pass the 10 allowed: from then on every answer asks for the code.
    expect(
      rounds
        .slice(1)
        .flat()
        .every((answer) => answer.body.code === SIGN_IN_CODE_REQUIRED),
    ).toBe(true);
    // Wrong passwords mail nothing: the owner's inbox is not the guessers' to fill.
    expect(await mailedCodes(email)).toEqual([]);

    // The right password alone gets exactly the answer a wrong one gets, and no session.
    const rightAlone = await login(email, STRONG_PASSWORD, '10.30.99.1');
    expect(rightAlone.statusCode).toBe(401);
    expect(rightAlone.json()).toEqual(CODE_REQUIRED);
    const wrongAlone = await login(email, WRONG, '10.30.99.2');
    expect(wrongAlone.json()).toEqual(CODE_REQUIRED);

    const [code] = await mailedCodes(email);
    expect(code).toMatch(/^\d{6}$/);
    // A wrong password with the right code is refused as a wrong code is, and spends nothing.
    const guessed = await login(email, WRONG, '10.30.99.3', code);
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json()).toEqual(CODE_WRONG);

    const signedIn = await login(email, STRONG_PASSWORD, '10.30.99.1', ` ${code} `);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token: expect.any(String), user: { email } });
    // Single use.
    const reused = await login(email, STRONG_PASSWORD, '10.30.99.1', code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(CODE_WRONG);
    // 180 argon2 checks and more: a ceiling for a busy 2-core machine, not a timing.
  }, 180_000);

  it(`a code takes ${CODE_MAX_GUESSES} guesses at most; then a new one is mailed`, async () => {
    const email = 'code-guessed@example.com';
    await signUp(ctx.app, email);
    await besiege(email, '10.31.0');
    expect((await login(email, STRONG_PASSWORD, '10.31.1.1')).json()).toEqual(CODE_REQUIRED);
    const [code] = await mailedCodes(email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let guess = 0; guess < CODE_MAX_GUESSES; guess += 1) {
      const response = await login(email, STRONG_PASSWORD, '10.31.1.1', wrongCode);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(CODE_WRONG);
    }
    // Out of guesses: the right code no longer opens the account.
    expect((await login(email, STRONG_PASSWORD, '10.31.1.1', code)).json()).toEqual(CODE_WRONG);

    // The owner asks again and gets a new code at once, which works.
    expect((await login(email, STRONG_PASSWORD, '10.31.1.1')).json()).toEqual(CODE_REQUIRED);
    const codes = await mailedCodes(email);
    expect(codes).toHaveLength(2);
    expect((await login(email, STRONG_PASSWORD, '10.31.1.1', codes[0])).statusCode).toBe(200);
  });

  it('refuses an expired code, and mails a new one when asked', async () => {
    const email = 'code-expired@example.com';
    const session = await signUp(ctx.app, email);
    await besiege(email, '10.32.0');
    await login(email, STRONG_PASSWORD, '10.32.1.1');
    const [code] = await mailedCodes(email);
    await ctx.database.db
      .update(signInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInCodes.userId, session.id));
    const expired = await login(email, STRONG_PASSWORD, '10.32.1.1', code);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(CODE_WRONG);

    await login(email, STRONG_PASSWORD, '10.32.1.1');
    const codes = await mailedCodes(email);
    expect(codes).toHaveLength(2);
    expect((await login(email, STRONG_PASSWORD, '10.32.1.1', codes[0])).statusCode).toBe(200);
  });

  it(`mails a code at most once a minute and ${CODE_MAILS_PER_HOUR} times an hour; a newer code replaces the older`, async () => {
    const email = 'code-flood@example.com';
    const session = await signUp(ctx.app, email);
    await besiege(email, '10.33.0');
    /** As if every code so far had been sent a minute earlier. */
    const aMinuteLater = () =>
      ctx.database.db
        .update(signInCodes)
        .set({ createdAt: sql`${signInCodes.createdAt} - interval '61 seconds'` })
        .where(eq(signInCodes.userId, session.id));

    await login(email, STRONG_PASSWORD, '10.33.1.1');
    await login(email, STRONG_PASSWORD, '10.33.1.1');
    expect(await mailedCodes(email)).toHaveLength(1);
    for (let mail = 2; mail <= CODE_MAILS_PER_HOUR + 1; mail += 1) {
      await aMinuteLater();
      await login(email, STRONG_PASSWORD, '10.33.1.1');
    }
    const codes = await mailedCodes(email);
    expect(codes).toHaveLength(CODE_MAILS_PER_HOUR);
    // Only the latest works: an older mail's code was replaced.
    expect((await login(email, STRONG_PASSWORD, '10.33.1.1', codes[1])).json()).toEqual(CODE_WRONG);
    expect((await login(email, STRONG_PASSWORD, '10.33.1.1', codes[0])).statusCode).toBe(200);
  });

  it('asks no code of an account that was not guessed', async () => {
    const email = 'code-calm@example.com';
    await signUp(ctx.app, email);
    expect((await login(email, STRONG_PASSWORD, '10.34.0.1')).statusCode).toBe(200);
    expect(await mailedCodes(email)).toEqual([]);
  });

  it('refuses a code that is not six digits as a field error', async () => {
    const response = await login('code-calm@example.com', STRONG_PASSWORD, '10.34.0.2', '12ab56');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ fieldErrors: { signInCode: SIGN_IN_CODE_MESSAGES.format } });
  });

  it('keeps no code once the account is deleted', async () => {
    const session = await signUp(ctx.app, 'code-deleted@example.com');
    await besiege('code-deleted@example.com', '10.35.0');
    await login('code-deleted@example.com', STRONG_PASSWORD, '10.35.1.1');
    await ctx.app.mailer.settle();
    await ctx.database.db.delete(users).where(eq(users.id, session.id));
    const rows = await ctx.database.db.select().from(signInCodes).where(eq(signInCodes.userId, session.id));
    expect(rows).toEqual([]);
  });
});

describe('the start log without reCAPTCHA', () => {
  const [pglite] = databaseTargets();
  it('warns in production, naming what protects sign-in instead', async () => {
    if (!pglite) throw new Error('PGlite is always a target');
    const log = logCollector();
    const ctx = await createTestApp(pglite, testConfig(PRODUCTION_ENV), {
      logger: { level: 'info', stream: log.stream },
    });
    try {
      expect(log.withMessage(RECAPTCHA_OFF_IN_PRODUCTION_MESSAGE)).toEqual([expect.objectContaining({ level: 40 })]);
      expect(log.messages()).not.toContain(RECAPTCHA_SKIPPED_MESSAGE);
    } finally {
      await ctx.close();
    }
  });

  it('only notes it outside production', async () => {
    const log = logCollector();
    const [target] = databaseTargets();
    if (!target) throw new Error('PGlite is always a target');
    const ctx = await createTestApp(target, testConfig(), { logger: { level: 'info', stream: log.stream } });
    try {
      expect(log.withMessage(RECAPTCHA_SKIPPED_MESSAGE)).toEqual([expect.objectContaining({ level: 30 })]);
      expect(log.messages()).not.toContain(RECAPTCHA_OFF_IN_PRODUCTION_MESSAGE);
    } finally {
      await ctx.close();
    }
  });
});
