import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { CONNECT_TIMEOUT_MS, type Db, QUERY_TIMEOUT_MS } from '../../db/client';
import type { EmbedCache } from './embed.cache';

// Issue 15: every API process keeps its own embed cache, yet a widget saved, paused or re-priced
// through one process must stop being served stale by the others within a second, not after the
// cache's minute. On Postgres each local invalidation is announced with NOTIFY once the change is
// committed (every caller invalidates after its write returns), and one dedicated connection per
// process LISTENs and forgets what the others announce. Notifications sent while that connection
// is down are lost, so every (re)connect forgets the whole cache. PGlite serves one process only:
// the local invalidation is all there is.

/** The channel in the app's own database; NOTIFY reaches only listeners of the same database. */
export const EMBED_INVALIDATION_CHANNEL = 'widgetry_embed_invalidate';
/** How the listening connection shows in pg_stat_activity. */
export const EMBED_LISTENER_APPLICATION_NAME = 'widgetry-embed-invalidation';

/** A connection whose network silently vanished answers nothing; this finds it within a minute. */
const HEARTBEAT_INTERVAL_MS = 30_000;
const FIRST_RETRY_DELAY_MS = 100;
const MAX_RETRY_DELAY_MS = 5_000;

const notificationSchema = z.object({ origin: z.string(), widgetId: z.string() });

export interface SharedInvalidationOptions {
  /** The Postgres every process shares (DATABASE_URL); undefined on PGlite: local only. */
  databaseUrl: string | undefined;
  /** The app's database: announcements go through its pool, with its timeouts. */
  db: Db;
  log: FastifyBaseLogger;
}

/** The embed cache, whose invalidations reach every process; start() listens, close() stops. */
export interface SharedEmbedCache extends EmbedCache {
  start(): Promise<void>;
  close(): Promise<void>;
}

export function shareInvalidations(cache: EmbedCache, options: SharedInvalidationOptions): SharedEmbedCache {
  const { databaseUrl, db, log } = options;
  if (databaseUrl === undefined) {
    return { ...cache, start: async () => {}, close: async () => {} };
  }
  const connectionString = databaseUrl;
  // This process's own announcements come back to it; it has already forgotten those ids.
  const origin = randomUUID();
  let listener: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  const lost = new WeakSet<pg.Client>();
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;

  function onNotification(message: pg.Notification): void {
    if (message.channel !== EMBED_INVALIDATION_CHANNEL || message.payload === undefined) return;
    let parsed: z.infer<typeof notificationSchema>;
    try {
      parsed = notificationSchema.parse(JSON.parse(message.payload));
    } catch {
      log.warn({ payload: message.payload }, 'embed cache: ignored a malformed invalidation');
      return;
    }
    if (parsed.origin !== origin) cache.invalidate(parsed.widgetId);
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer !== undefined) return;
    const delay = Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  /** Drops a connection that failed or ended (once, whichever event comes first) and tries again. */
  function lose(client: pg.Client, error: unknown): void {
    if (lost.has(client)) return;
    lost.add(client);
    if (listener === client) {
      listener = undefined;
      clearInterval(heartbeatTimer);
      if (!closed) log.warn({ err: error }, 'embed cache: invalidation listener lost; reconnecting');
    }
    client.end().catch(() => {});
    scheduleReconnect();
  }

  function connect(): Promise<void> {
    if (closed || listener !== undefined) return Promise.resolve();
    connecting ??= listen().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      application_name: EMBED_LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', onNotification);
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${EMBED_INVALIDATION_CHANNEL}`);
    } catch (error) {
      if (failures === 0) log.warn({ err: error }, 'embed cache: invalidation listener cannot connect; retrying');
      lose(client, error);
      return;
    }
    // Closed while connecting: lose() ends it without trying again.
    if (closed) {
      lose(client, undefined);
      return;
    }
    listener = client;
    if (failures > 0) log.info('embed cache: invalidation listener connected again');
    failures = 0;
    // Whatever changed while nobody listened was not heard: nothing cached before now is trusted.
    cache.clear();
    heartbeatTimer = setInterval(() => {
      client.query('SELECT 1').catch((error: unknown) => lose(client, error));
    }, HEARTBEAT_INTERVAL_MS);
    heartbeatTimer.unref();
  }

  async function announce(widgetId: string): Promise<void> {
    const payload = JSON.stringify({ origin, widgetId });
    try {
      await db.execute(sql`select pg_notify(${EMBED_INVALIDATION_CHANNEL}, ${payload})`);
    } catch (error) {
      // The other processes serve the old answer until their cache's TTL ends.
      log.warn({ err: error, widgetId }, 'embed cache: could not announce an invalidation');
    }
  }

  return {
    ...cache,
    invalidate(widgetId: string): void {
      cache.invalidate(widgetId);
      void announce(widgetId);
    },
    /** Resolves once listening, or once the first attempt failed (retries go on in the background). */
    start: () => connect(),
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeatTimer);
      await connecting;
      const client = listener;
      listener = undefined;
      if (client) {
        lost.add(client);
        await client.end().catch(() => {});
      }
    },
  };
}
