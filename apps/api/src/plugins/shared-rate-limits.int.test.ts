import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { logCollector, loginRequest } from '../test-support/accounts';
import { databaseTargets, type TestDatabase } from '../test-support/database-targets';
import { eventually } from '../test-support/eventually';
import { expectRateLimited, HOUR_MS } from '../test-support/rate-limits';
import { redisInspector, TEST_REDIS_URL, UNREACHABLE_REDIS_URL, uniqueKeyPrefix } from '../test-support/redis';
import { OFFLINE_FETCHER, ROOMY_RATE_LIMITS, testConfig } from '../test-support/test-app';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './rate-limit';
import { REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE } from './redis-client';

// Issue 15: with REDIS_URL every API process counts against one allowance, so a guesser cannot
// multiply the limits by the number of processes behind the load balancer. Two apps built on one
// database and one Redis stand for two processes.

const LIMITS: RateLimitSettings = {
  ...ROOMY_RATE_LIMITS,
  // The product's sign-in limits: the 11th wrong password from one address is refused.
  login: { ...DEFAULT_RATE_LIMITS.login, perClient: { max: 1000, timeWindowMs: HOUR_MS } },
  preview: { perClient: { max: 3, timeWindowMs: HOUR_MS }, perAccount: { max: 3, timeWindowMs: HOUR_MS } },
  events: { perClient: { max: 3, timeWindowMs: HOUR_MS }, perAccount: { max: 3, timeWindowMs: HOUR_MS } },
  forgotPassword: { perClient: { max: 100, timeWindowMs: HOUR_MS }, perAccount: { max: 2, timeWindowMs: HOUR_MS } },
};

const WRONG_PASSWORD = 'Wr0ng!guess';

/** Ceiling for what ioredis does by itself (reconnecting); it takes a second or two. */
const RECOVERY_CEILING_MS = 20_000;

/** A TCP relay to the test Redis that can be cut (every connection closed at once) and restored. */
async function startRelay(): Promise<{ url: string; cut(): void; restore(): void; close(): Promise<void> }> {
  const target = new URL(TEST_REDIS_URL);
  let up = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = tcpConnect(Number(target.port || '6379'), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the relay has no port');
  const url = new URL(TEST_REDIS_URL);
  url.host = `127.0.0.1:${address.port}`;
  return {
    url: url.toString(),
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function preview(app: App, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/widget/preview/',
    payload: { widget: { widgetType: { name: 'prorated' } } },
    remoteAddress,
  });
}

function forgotPassword(app: App, email: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/user/resetPassword', payload: { email }, remoteAddress });
}

describe.each(databaseTargets())('rate limits shared through Redis on $name', (target) => {
  let database: TestDatabase;
  const apps: App[] = [];

  /** One more API "process" on the test's database. */
  async function startProcess(env: Record<string, string>, options: { redisKeyPrefix?: string; logger?: object } = {}) {
    const app = await buildApp({
      config: testConfig(env),
      db: database,
      rateLimits: LIMITS,
      sources: { fetcher: OFFLINE_FETCHER },
      ...options,
    });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    database = await target.create();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await database.dispose();
  });

  describe('with REDIS_URL', () => {
    let a: App;
    let b: App;
    // Each test builds its two processes afresh, with a key prefix of its own.
    const twoProcesses = async (prefix: string) => {
      a = await startProcess({ REDIS_URL: TEST_REDIS_URL }, { redisKeyPrefix: prefix });
      b = await startProcess({ REDIS_URL: TEST_REDIS_URL }, { redisKeyPrefix: prefix });
    };

    it('sign-in: 11 wrong passwords for one account from one address, spread over both, are refused', async () => {
      const prefix = uniqueKeyPrefix();
      const own = redisInspector(prefix);
      try {
        await twoProcesses(prefix);
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const app = attempt % 2 === 0 ? a : b;
          expect((await loginRequest(app, 'spread@example.com', WRONG_PASSWORD, '10.5.0.1')).statusCode).toBe(401);
        }
        expectRateLimited(await loginRequest(a, 'spread@example.com', WRONG_PASSWORD, '10.5.0.1'));
        expectRateLimited(await loginRequest(b, 'spread@example.com', WRONG_PASSWORD, '10.5.0.1'));
        // Only that address is refused for that account.
        expect((await loginRequest(b, 'spread@example.com', WRONG_PASSWORD, '10.5.0.2')).statusCode).toBe(401);

        // Every key is the run's own, named by its limit and key, and expires with its window.
        expect((await own.keys()).sort()).toEqual(
          [
            `${prefix}rl:login:client:10.5.0.1`,
            `${prefix}rl:login:client:10.5.0.2`,
            `${prefix}sign-in:account:spread@example.com`,
            `${prefix}sign-in:pair:10.5.0.1 spread@example.com`,
            `${prefix}sign-in:pair:10.5.0.2 spread@example.com`,
          ].sort(),
        );
        for (const ttl of await own.ttls()) {
          expect(ttl).toBeGreaterThan(0);
          expect(ttl).toBeLessThanOrEqual(HOUR_MS);
        }
      } finally {
        await own.clear();
      }
    });

    it('per-client limits add up across processes', async () => {
      const prefix = uniqueKeyPrefix();
      const own = redisInspector(prefix);
      try {
        await twoProcesses(prefix);
        expect((await preview(a, '10.5.1.1')).statusCode).toBe(200);
        expect((await preview(b, '10.5.1.1')).statusCode).toBe(200);
        expect((await preview(a, '10.5.1.1')).statusCode).toBe(200);
        expectRateLimited(await preview(b, '10.5.1.1'));
        expectRateLimited(await preview(a, '10.5.1.1'));
        expect((await preview(b, '10.5.1.2')).statusCode).toBe(200);
      } finally {
        await own.clear();
      }
    });

    it('per-account limits add up across processes and addresses', async () => {
      const prefix = uniqueKeyPrefix();
      const own = redisInspector(prefix);
      try {
        await twoProcesses(prefix);
        expect((await forgotPassword(a, 'inbox@example.com', '10.5.2.1')).statusCode).toBe(200);
        expect((await forgotPassword(b, 'inbox@example.com', '10.5.2.2')).statusCode).toBe(200);
        expectRateLimited(await forgotPassword(a, 'inbox@example.com', '10.5.2.3'));
        expect((await forgotPassword(b, 'other-inbox@example.com', '10.5.2.3')).statusCode).toBe(200);
        expect(await own.keys()).toContain(`${prefix}rl:forgotPassword:account:email:inbox@example.com`);
      } finally {
        await own.clear();
      }
    });
  });

  it('without REDIS_URL each process counts on its own, as before', async () => {
    const a = await startProcess({});
    const b = await startProcess({});
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await loginRequest(a, 'alone@example.com', WRONG_PASSWORD, '10.5.3.1')).statusCode).toBe(401);
    }
    expectRateLimited(await loginRequest(a, 'alone@example.com', WRONG_PASSWORD, '10.5.3.1'));
    expect((await loginRequest(b, 'alone@example.com', WRONG_PASSWORD, '10.5.3.1')).statusCode).toBe(401);
  });

  it('with Redis down at start the API starts, holds the limits in memory and says so once', async () => {
    const log = logCollector();
    const app = await startProcess(
      { REDIS_URL: UNREACHABLE_REDIS_URL },
      { logger: { level: 'warn', stream: log.stream } },
    );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await preview(app, '10.5.4.1')).statusCode).toBe(200);
    }
    expectRateLimited(await preview(app, '10.5.4.1'));
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await loginRequest(app, 'down@example.com', WRONG_PASSWORD, '10.5.4.1')).statusCode).toBe(401);
    }
    expectRateLimited(await loginRequest(app, 'down@example.com', WRONG_PASSWORD, '10.5.4.1'));
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.json().dependencies.redis).toBe('down');
    expect(log.withMessage(REDIS_DOWN_MESSAGE)).toHaveLength(1);
  });

  it('when the link to Redis is cut and restored, limits hold in memory, then count in Redis again', async () => {
    const relay = await startRelay();
    const prefix = uniqueKeyPrefix();
    const own = redisInspector(prefix);
    const log = logCollector();
    try {
      const app = await startProcess(
        { REDIS_URL: relay.url },
        { redisKeyPrefix: prefix, logger: { level: 'info', stream: log.stream } },
      );
      const redisState = async () => (await app.inject({ method: 'GET', url: '/ready' })).json().dependencies.redis;
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await preview(app, '10.5.5.1')).statusCode).toBe(200);
      expectRateLimited(await preview(app, '10.5.5.1'));

      relay.cut();
      // Memory counts from nothing: another address gets its allowance, and no more.
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await preview(app, '10.5.5.3')).statusCode).toBe(200);
      expectRateLimited(await preview(app, '10.5.5.3'));
      expect(await redisState()).toBe('down');

      relay.restore();
      expect(await eventually(redisState, (state) => state === 'up', { ceilingMs: RECOVERY_CEILING_MS })).toBe('up');
      // Redis's counts are back: the address it refused is refused again, the one memory refused is not.
      expectRateLimited(await preview(app, '10.5.5.1'));
      expect((await preview(app, '10.5.5.3')).statusCode).toBe(200);
      expect(log.withMessage(REDIS_DOWN_MESSAGE)).toHaveLength(1);
      expect(log.withMessage(REDIS_BACK_MESSAGE)).toHaveLength(1);
    } finally {
      await relay.close();
      await own.clear();
    }
  });
});
