import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisInspector, TEST_REDIS_URL, uniqueKeyPrefix } from '../test-support/redis';
import { redisFailureCounters } from './redis-failure-counters';
import { createSignInGuard, type SignInGuard } from './sign-in-guard';

// The sign-in guard counting in Redis: two guards (two API processes) on one prefix share their
// counts, and Redis ends each window by itself.

const MINUTE_MS = 60_000;
const LIMITS = {
  perAccountAndClient: { max: 2, timeWindowMs: 15 * MINUTE_MS },
  challengeAfter: { max: 3, timeWindowMs: 15 * MINUTE_MS },
};
/** Ceiling for a window Redis ends on its own; the windows below are far shorter. */
const EXPIRY_CEILING_MS = 10_000;

describe('sign-in guard counting in Redis', () => {
  const prefix = uniqueKeyPrefix();
  const inspector = redisInspector(prefix);
  let first: Redis;
  let second: Redis;

  beforeAll(() => {
    first = new Redis(TEST_REDIS_URL);
    second = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await first.quit();
    await second.quit();
    await inspector.clear();
  });

  /** Two processes' guards on one Redis; each test names its own accounts. */
  const twoGuards = (limits = LIMITS): [SignInGuard, SignInGuard] => [
    createSignInGuard(limits, redisFailureCounters(first, prefix)),
    createSignInGuard(limits, redisFailureCounters(second, prefix)),
  ];

  it('adds up wrong passwords from both and refuses the pair for what is left of the window', async () => {
    const [one, two] = twoGuards();
    await one.recordFailure('pair@example.com', '10.0.0.1');
    expect(await two.check('pair@example.com', '10.0.0.1')).toEqual({
      refusedForSeconds: undefined,
      challenged: false,
    });
    await two.recordFailure(' PAIR@example.com', '10.0.0.1');
    const refused = await one.check('pair@example.com', '10.0.0.1');
    expect(refused.refusedForSeconds).toBeGreaterThan(14 * 60);
    expect(refused.refusedForSeconds).toBeLessThanOrEqual(15 * 60);
    expect((await two.check('pair@example.com', '10.0.0.2')).refusedForSeconds).toBeUndefined();
  });

  it('challenges an account guessed through both; a right password clears only the pair', async () => {
    const [one, two] = twoGuards();
    await one.recordFailure('besieged@example.com', '10.0.1.1');
    await two.recordFailure('besieged@example.com', '10.0.1.2');
    await one.recordFailure('besieged@example.com', '10.0.1.1');
    expect(await two.check('besieged@example.com', '10.0.1.9')).toEqual({
      refusedForSeconds: undefined,
      challenged: true,
    });
    expect((await two.check('besieged@example.com', '10.0.1.1')).refusedForSeconds).toBeGreaterThan(0);
    await two.recordSuccess('besieged@example.com', '10.0.1.1');
    expect(await one.check('besieged@example.com', '10.0.1.1')).toEqual({
      refusedForSeconds: undefined,
      challenged: true,
    });
  });

  it('sets an expiry on every key, and Redis ends the window', async () => {
    const short = { max: 1, timeWindowMs: 300 };
    const [one, two] = twoGuards({ perAccountAndClient: short, challengeAfter: short });
    await one.recordFailure('brief@example.com', '10.0.2.1');
    expect((await two.check('brief@example.com', '10.0.2.1')).refusedForSeconds).toBe(1);
    for (const ttl of await inspector.ttls()) expect(ttl).toBeGreaterThan(0);

    const deadline = Date.now() + EXPIRY_CEILING_MS;
    let check = await two.check('brief@example.com', '10.0.2.1');
    while (check.refusedForSeconds !== undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      check = await two.check('brief@example.com', '10.0.2.1');
    }
    expect(check).toEqual({ refusedForSeconds: undefined, challenged: false });
  });
});
