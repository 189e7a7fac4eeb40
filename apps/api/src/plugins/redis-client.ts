import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// REDIS_URL (DESIGN "Hosts and configuration"): the counters of the rate limits, shared by every
// API process. Redis is a helper here, not a dependency: while it is unreachable the limits fail
// open (each caller lets the attempt through and the log says so) instead of refusing every
// sign-in, and a Redis that is down at start or goes away later never stops or crashes the API.

/** A sign-in waits at most this long on Redis; past it the attempt is let through uncounted. */
const COMMAND_TIMEOUT_MS = 1_000;
/** How long the start waits for a first connection before going on without one. */
const CONNECT_TIMEOUT_MS = 2_000;
/** One warning per outage per minute: a flood of requests must not become a flood of log lines. */
const WARNING_INTERVAL_MS = 60_000;

/** Calls `warn` at most once per interval; the repeats in between are dropped. */
export function throttledWarning(
  log: Pick<FastifyBaseLogger, 'warn'>,
  message: string,
  intervalMs = WARNING_INTERVAL_MS,
  now: () => number = Date.now,
): (error: unknown) => void {
  let lastAt = Number.NEGATIVE_INFINITY;
  return (error) => {
    if (now() - lastAt < intervalMs) return;
    lastAt = now();
    log.warn({ err: error }, message);
  };
}

const CONNECTION_MESSAGE = 'Redis connection failed; retrying';

/**
 * A client for `url`, connected when Redis answers within the connect timeout. It reconnects by
 * itself; while disconnected, commands fail at once (no queue of requests behind a dead link).
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const warn = throttledWarning(log, CONNECTION_MESSAGE);
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  // Without a listener, ioredis reports every failed reconnect on stderr itself.
  client.on('error', warn);
  try {
    await client.connect();
  } catch (error) {
    warn(error);
  }
  return client;
}

/** Lets pending replies arrive when connected; otherwise just stops reconnecting. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Lost while quitting: disconnect below.
    }
  }
  client.disconnect();
}
