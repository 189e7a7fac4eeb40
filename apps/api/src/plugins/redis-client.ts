import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type DependencyWatch, watchDependency } from '../lib/dependency-watch';

// REDIS_URL (DESIGN "Hosts and configuration"): the counters of the rate limits, shared by every
// API process. Redis is a helper here, not a dependency the process cannot serve without: while it
// does not answer, each process counts in its own memory (per-process limits rather than none;
// rate-limit-store.ts, redis-failure-counters.ts) and goes back to Redis once it answers again. A
// Redis that is down at start or goes away later never stops or crashes the API.

/** A sign-in waits at most this long on Redis; past it the attempt is counted in memory. */
const COMMAND_TIMEOUT_MS = 1_000;
/** How long the start waits for a first connection before going on without one. */
const CONNECT_TIMEOUT_MS = 2_000;

export const REDIS_DOWN_MESSAGE = "Redis does not answer: rate limits count in this process's memory until it does";
export const REDIS_BACK_MESSAGE = 'Redis answers again: rate limits count in Redis';

/** The shared counters' connection, and whether it answers (GET /ready; the log says each change once). */
export interface SharedRedis {
  client: Redis;
  /** Whether Redis answered last: what the counters found and what the connection reported. */
  state: DependencyWatch['state'];
  /** A command answered. */
  answered(): void;
  /** A command failed: the counters fall back to memory. */
  failed(error: unknown): void;
  /** Lets pending replies arrive when connected; otherwise just stops reconnecting. */
  close(): Promise<void>;
}

/**
 * A client for `url`, connected when Redis answers within the connect timeout. It reconnects by
 * itself; while disconnected, commands fail at once (no queue of requests behind a dead link).
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const watch = watchDependency(log, { went: REDIS_DOWN_MESSAGE, cameBack: REDIS_BACK_MESSAGE });
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  let closing = false;
  // Without an error listener, ioredis reports every failed reconnect on stderr itself; the watch
  // logs the first only.
  client.on('error', (error: unknown) => {
    if (!closing) watch.down({ err: error });
  });
  client.on('close', () => {
    if (!closing) watch.down();
  });
  client.on('ready', () => watch.up());
  try {
    await client.connect();
  } catch (error) {
    watch.down({ err: error });
  }
  return {
    client,
    state: watch.state,
    answered: () => watch.up(),
    failed: (error) => watch.down(error === undefined ? {} : { err: error }),
    async close() {
      closing = true;
      if (client.status === 'ready') {
        try {
          await client.quit();
          return;
        } catch {
          // Lost while quitting: disconnect below.
        }
      }
      client.disconnect();
    },
  };
}
