// TRUST_PROXY (DESIGN "Hosts and configuration"): behind the proxies it names, the client address
// every per-client limit counts is X-Forwarded-For's client; without it, X-Forwarded-For is just a
// header anyone can write, and a different value on each request must not buy a fresh allowance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRequest, signUp } from '../test-support/accounts';
import { databaseTargets } from '../test-support/database-targets';
import { expectRateLimited, HOUR_MS } from '../test-support/rate-limits';
import { createTestApp, type TestContext, testConfig } from '../test-support/test-app';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './rate-limit';

const ROOMY = { max: 1000, timeWindowMs: HOUR_MS };
/** Two forgot-password mails per client address, and two wrong passwords per account and address. */
const LIMITS: RateLimitSettings = {
  ...DEFAULT_RATE_LIMITS,
  forgotPassword: { perClient: { max: 2, timeWindowMs: HOUR_MS }, perAccount: ROOMY },
  login: { perClient: ROOMY, perAccountAndClient: { max: 2, timeWindowMs: HOUR_MS }, challengeAfter: ROOMY },
};

const PROXY = '10.9.0.1';
const WRONG_PASSWORD = 'Wr0ng!guess';

// The limits are in the app, not the database: the embedded database is enough.
const pglite = databaseTargets().filter((target) => target.name === 'pglite');

/** Forgot-password for an address nobody has (answered 200 like any other) through `via`. */
function forgot(ctx: TestContext, remoteAddress: string, forwardedFor?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/user/resetPassword',
    payload: { email: `nobody-${Math.random()}@example.com` },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
}

function wrongPassword(ctx: TestContext, email: string, remoteAddress: string, forwardedFor: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/user/login',
    payload: { email, password: WRONG_PASSWORD },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

describe.each(pglite)('without TRUST_PROXY ($name)', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig(), { rateLimits: LIMITS });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('counts per-client limits by the socket address, whatever X-Forwarded-For claims', async () => {
    expect((await forgot(ctx, '198.51.100.1', '203.0.113.1')).statusCode).toBe(200);
    expect((await forgot(ctx, '198.51.100.1', '203.0.113.2')).statusCode).toBe(200);
    expectRateLimited(await forgot(ctx, '198.51.100.1', '203.0.113.3'));
    expectRateLimited(await forgot(ctx, '198.51.100.1'));
    // Another socket address has its own allowance.
    expect((await forgot(ctx, '198.51.100.2', '203.0.113.3')).statusCode).toBe(200);
  });

  it("counts an account's wrong passwords by the socket address too", async () => {
    await signUp(ctx.app, 'guessed@example.com');
    expect((await wrongPassword(ctx, 'guessed@example.com', '198.51.100.5', '203.0.113.1')).statusCode).toBe(401);
    expect((await wrongPassword(ctx, 'guessed@example.com', '198.51.100.5', '203.0.113.2')).statusCode).toBe(401);
    expectRateLimited(await wrongPassword(ctx, 'guessed@example.com', '198.51.100.5', '203.0.113.3'));
  });
});

describe.each(pglite)('with TRUST_PROXY naming the proxy ($name)', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig({ TRUST_PROXY: `${PROXY}, 10.8.0.0/16` }), { rateLimits: LIMITS });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('counts each forwarded client on its own, and the same client across proxies', async () => {
    expect((await forgot(ctx, PROXY, '203.0.113.1')).statusCode).toBe(200);
    expect((await forgot(ctx, PROXY, '203.0.113.1')).statusCode).toBe(200);
    expectRateLimited(await forgot(ctx, PROXY, '203.0.113.1'));
    // One client reaching the API through another trusted proxy (in the CIDR) is still limited.
    expectRateLimited(await forgot(ctx, '10.8.4.2', '203.0.113.1'));
    // Other clients behind the same proxy keep their allowance.
    expect((await forgot(ctx, PROXY, '203.0.113.2')).statusCode).toBe(200);
    expect((await forgot(ctx, PROXY, '203.0.113.3')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    expect((await forgot(ctx, '198.51.100.9', '203.0.113.10')).statusCode).toBe(200);
    expect((await forgot(ctx, '198.51.100.9', '203.0.113.11')).statusCode).toBe(200);
    expectRateLimited(await forgot(ctx, '198.51.100.9', '203.0.113.12'));
  });

  it("counts an account's wrong passwords per forwarded client", async () => {
    await signUp(ctx.app, 'guessed@example.com');
    expect((await wrongPassword(ctx, 'guessed@example.com', PROXY, '203.0.113.20')).statusCode).toBe(401);
    expect((await wrongPassword(ctx, 'guessed@example.com', PROXY, '203.0.113.20')).statusCode).toBe(401);
    expectRateLimited(await wrongPassword(ctx, 'guessed@example.com', PROXY, '203.0.113.20'));
    expect((await wrongPassword(ctx, 'guessed@example.com', PROXY, '203.0.113.21')).statusCode).toBe(401);
    // Only the address behind the proxy changed: the account is not locked for its other clients.
    expect((await loginRequest(ctx.app, 'guessed@example.com', WRONG_PASSWORD, '198.51.100.30')).statusCode).toBe(401);
  });
});

describe.each(pglite)('with TRUST_PROXY as a hop count ($name)', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target, testConfig({ TRUST_PROXY: '1' }), { rateLimits: LIMITS });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('takes the address the one proxy saw, not what the client wrote before it', async () => {
    // The proxy appends the address it saw; anything to its left was written by the client.
    expect((await forgot(ctx, PROXY, 'forged-1, 203.0.113.40')).statusCode).toBe(200);
    expect((await forgot(ctx, PROXY, '203.0.113.99, 203.0.113.40')).statusCode).toBe(200);
    expectRateLimited(await forgot(ctx, PROXY, '203.0.113.41, 203.0.113.40'));
    expect((await forgot(ctx, PROXY, '203.0.113.40, 203.0.113.42')).statusCode).toBe(200);
  });
});
