import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { logCollector, loginRequest } from '../test-support/accounts';
import { databaseTargets, type TestDatabase } from '../test-support/database-targets';
import { eventually } from '../test-support/eventually';
import { expectRateLimited, HOUR_MS } from '../test-support/rate-limits';
import { redisInspector, startRedisServer, uniqueKeyPrefix } from '../test-support/redis';
import { OFFLINE_FETCHER, ROOMY_RATE_LIMITS, testConfig } from '../test-support/test-app';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './rate-limit';
import { REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE } from './redis-client';

// Issue 25 §4: with Redis stopped the limits used to switch off (25 wrong sign-ins in a row, all
// 401, never 429) while /ready said "ok". Now each process counts in its own memory while Redis
// does not answer, and in Redis again once it does; /ready names Redis's state, and the log says
// once that Redis went and once that it came back. The Redis here is a redis-server of the test's
// own, stopped (SIGTERM) and started again; it keeps nothing on disk, so it comes back empty.

const LIMITS: RateLimitSettings = {
  ...ROOMY_RATE_LIMITS,
  // The product's sign-in limits: the 11th wrong password for one account from one address is refused.
  login: { ...DEFAULT_RATE_LIMITS.login, perClient: { max: 1000, timeWindowMs: HOUR_MS } },
  preview: { perClient: { max: 3, timeWindowMs: HOUR_MS }, perAccount: { max: 3, timeWindowMs: HOUR_MS } },
  events: { perClient: { max: 3, timeWindowMs: HOUR_MS }, perAccount: { max: 3, timeWindowMs: HOUR_MS } },
};
const WRONG_PASSWORD = 'Wr0ng!guess';
/** Ceiling for ioredis to notice the server is gone, or back (it retries with a growing delay). */
const RECONNECT_CEILING_MS = 30_000;

function preview(app: App, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/widget/preview/',
    payload: { widget: { widgetType: { name: 'prorated' } } },
    remoteAddress,
  });
}

const ready = async (app: App) => (await app.inject({ method: 'GET', url: '/ready' })).json();

describe.each(databaseTargets())('rate limits while Redis is stopped, on $name', (target) => {
  const prefix = uniqueKeyPrefix();
  const log = logCollector();
  let database: TestDatabase;
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let app: App;

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await target.create();
    app = await buildApp({
      config: testConfig({ REDIS_URL: redis.url }),
      db: database,
      rateLimits: LIMITS,
      sources: { fetcher: OFFLINE_FETCHER },
      redisKeyPrefix: prefix,
      logger: { level: 'info', stream: log.stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await redis?.stop();
  });

  it('count in memory during the outage, in Redis once it is back, and say each change once', async () => {
    expect(await ready(app)).toEqual({
      status: 'ok',
      dependencies: { database: 'up', migrations: 'up', redis: 'up', listen: 'up' },
    });

    await redis.stop();
    const down = await eventually(
      () => ready(app),
      (body) => body.dependencies?.redis === 'down',
      { ceilingMs: RECONNECT_CEILING_MS },
    );
    // Still ready: the process serves without Redis, with per-process limits.
    expect(down).toEqual({
      status: 'ok',
      dependencies: { database: 'up', migrations: 'up', redis: 'down', listen: 'up' },
    });

    // Sign-in: ten wrong passwords for one account from one address, then refused (before: 401 for ever).
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await loginRequest(app, 'outage@example.com', WRONG_PASSWORD, '10.6.0.1')).statusCode).toBe(401);
    }
    expectRateLimited(await loginRequest(app, 'outage@example.com', WRONG_PASSWORD, '10.6.0.1'));
    expectRateLimited(await loginRequest(app, 'outage@example.com', WRONG_PASSWORD, '10.6.0.1'));
    expect((await loginRequest(app, 'outage@example.com', WRONG_PASSWORD, '10.6.0.2')).statusCode).toBe(401);
    // A limit made with createRateLimit (per client address) holds too.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await preview(app, '10.6.0.3')).statusCode).toBe(200);
    expectRateLimited(await preview(app, '10.6.0.3'));

    await redis.start();
    const back = await eventually(
      () => ready(app),
      (body) => body.dependencies?.redis === 'up',
      { ceilingMs: RECONNECT_CEILING_MS },
    );
    expect(back.dependencies.redis).toBe('up');

    // The counts are Redis's again: it came back empty, so what memory counted is gone.
    expect((await preview(app, '10.6.0.3')).statusCode).toBe(200);
    expect((await loginRequest(app, 'outage@example.com', WRONG_PASSWORD, '10.6.0.1')).statusCode).toBe(401);
    const own = redisInspector(prefix, redis.url);
    try {
      expect((await own.keys()).sort()).toEqual(
        [
          `${prefix}rl:preview:client:10.6.0.3`,
          `${prefix}rl:login:client:10.6.0.1`,
          `${prefix}sign-in:pair:10.6.0.1 outage@example.com`,
          `${prefix}sign-in:account:outage@example.com`,
        ].sort(),
      );
      for (const ttl of await own.ttls()) {
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(HOUR_MS);
      }
    } finally {
      await own.clear();
    }

    // Once each, however many requests met the outage.
    expect(log.withMessage(REDIS_DOWN_MESSAGE)).toHaveLength(1);
    expect(log.withMessage(REDIS_BACK_MESSAGE)).toHaveLength(1);
    const messages = log.messages();
    expect(messages.indexOf(REDIS_DOWN_MESSAGE)).toBeLessThan(messages.indexOf(REDIS_BACK_MESSAGE));
  });
});
