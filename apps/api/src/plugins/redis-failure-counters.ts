import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { SharedRedis } from './redis-client';
import { type FailureCounter, type FailureCounters, memoryFailureCounters } from './sign-in-guard';

// The sign-in guard's wrong-password counts in Redis, so attempts spread over several API processes
// add up to one count. Same fixed windows as the in-memory counters: the first failure sets the
// key's expiry, later ones only increment, and Redis drops the key when the window ends.

/**
 * Increments and makes sure the key expires: set on the first failure, and again on any key found
 * without an expiry (a window must never outlive its length).
 */
const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return count
`;

/** The count and what is left of the window, read together. */
const READ_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

const readReplySchema = z.tuple([z.number(), z.number()]);

/** Keys `<keyPrefix>sign-in:<kind>:<key>`, e.g. `widgetry:sign-in:account:owner@example.com`. */
export function redisFailureCounters(client: Redis, keyPrefix: string): FailureCounters {
  return (kind, timeWindowMs) => {
    const keyOf = (key: string) => `${keyPrefix}sign-in:${kind}:${key}`;
    return {
      async read(key) {
        const [count, ttl] = readReplySchema.parse(await client.eval(READ_SCRIPT, 1, keyOf(key)));
        // PTTL answers -2 for a key that is gone and -1 for one without expiry (never left so).
        return count > 0 && ttl > 0 ? { count, msLeft: ttl } : { count: 0, msLeft: 0 };
      },
      async add(key) {
        await client.eval(ADD_SCRIPT, 1, keyOf(key), timeWindowMs);
      },
      async clear(key) {
        await client.del(keyOf(key));
      },
    };
  };
}

/**
 * Issue 25 §4: the counts in Redis while it answers, in this process's memory while it does not
 * (per-process limits rather than none), and in Redis again once it answers.
 */
export function redisWithMemoryFallbackCounters(shared: SharedRedis, keyPrefix: string): FailureCounters {
  const inRedis = redisFailureCounters(shared.client, keyPrefix);
  const inMemory = memoryFailureCounters();
  return (kind, timeWindowMs) => {
    const redis = inRedis(kind, timeWindowMs);
    const memory = inMemory(kind, timeWindowMs);
    async function either<T>(run: (counter: FailureCounter) => Promise<T>): Promise<T> {
      // Disconnected: ioredis would refuse the command at once anyway (no offline queue).
      if (shared.client.status !== 'ready') {
        shared.failed(undefined);
        return run(memory);
      }
      let result: T;
      try {
        result = await run(redis);
      } catch (error) {
        shared.failed(error);
        return run(memory);
      }
      shared.answered();
      return result;
    }
    return {
      read: (key) => either((counter) => counter.read(key)),
      add: (key) => either((counter) => counter.add(key)),
      clear: (key) => either((counter) => counter.clear(key)),
    };
  };
}
