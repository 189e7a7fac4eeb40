// @fastify/rate-limit's own stores, which its types do not describe: the fallback store
// (plugins/rate-limit-store.ts) counts with them rather than with counters of its own. Only what
// it calls is declared; the constructors' arguments are those of @fastify/rate-limit 11.

declare module '@fastify/rate-limit/store/LocalStore.js' {
  export interface RateLimitCount {
    current: number;
    ttl: number;
  }
  export type RateLimitCallback = (error: Error | null, result?: RateLimitCount) => void;
  /** What both stores answer. */
  export interface CountingStore {
    incr(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void;
    /** The count without adding to it (`createRateLimit(...)(request, { increment: false })`). */
    read(key: string, callback: RateLimitCallback, timeWindow: number, max: number): void;
  }

  /** Fixed windows in a bounded LRU map (`cache` keys; 5000 by default). */
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => CountingStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { CountingStore } from '@fastify/rate-limit/store/LocalStore.js';
  import type { Redis } from 'ioredis';

  /** Fixed windows in Redis, one key `<key><what keyGenerator answered>` each, expiring with its window. */
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => CountingStore;
  export default RedisStore;
}
