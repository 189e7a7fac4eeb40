import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore, {
  type CountingStore,
  type RateLimitCallback,
  type RateLimitCount,
} from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from './redis-client';

// Issue 25 §4: with REDIS_URL the limits count in Redis, and while Redis does not answer each
// process counts in its own memory (per-process limits, not none); once Redis answers again the
// counting goes back to it. The counts kept in memory meanwhile are not carried over: Redis still
// holds what it counted before the outage, and the memory's windows run out by themselves.
//
// Keys read `<prefix>rl:<limit>:<key>` (e.g. `widgetry:rl:login:client:10.0.0.1`): each limit's
// keyGenerator answers `<limit>:<key>`. @fastify/rate-limit's own Redis store would put the route's
// method and URL in between, which a limit made with createRateLimit does not have
// (`undefinedundefined-`), so this store builds its Redis store itself.

/** The limits keep their fixed windows: no longer window for attempts past the limit. */
const CONTINUE_EXCEEDING = false;
const EXPONENTIAL_BACKOFF = false;

type StoreMethod = 'incr' | 'read';

/** A @fastify/rate-limit store: Redis while it answers, this process's memory while it does not. */
export function redisWithMemoryFallback(shared: SharedRedis, keyPrefix: string): FastifyRateLimitStoreCtor {
  return class RedisWithMemoryFallback implements FastifyRateLimitStore {
    private readonly redis: CountingStore = new RedisStore(
      CONTINUE_EXCEEDING,
      EXPONENTIAL_BACKOFF,
      shared.client,
      `${keyPrefix}rl:`,
    );
    // Each limit its own map, as @fastify/rate-limit does without Redis.
    private readonly memory: CountingStore = new LocalStore(CONTINUE_EXCEEDING, EXPONENTIAL_BACKOFF);

    incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void {
      this.count('read', key, callback, timeWindow, max);
    }

    /** A limit made with createRateLimit (or a route's config): counters of its own. */
    child(): FastifyRateLimitStore {
      return new RedisWithMemoryFallback();
    }

    private count(method: StoreMethod, key: string, callback: RateLimitCallback, timeWindow: number, max: number) {
      const inMemory = () => this.memory[method](key, callback, timeWindow, max);
      // Disconnected: ioredis would refuse the command at once anyway (no offline queue).
      if (shared.client.status !== 'ready') {
        shared.failed(undefined);
        inMemory();
        return;
      }
      this.redis[method](
        key,
        (error: Error | null, result?: RateLimitCount) => {
          if (error !== null || result === undefined) {
            shared.failed(error);
            inMemory();
            return;
          }
          shared.answered();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }
  };
}
