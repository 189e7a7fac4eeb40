import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, type Database, QUERY_TIMEOUT_MS } from './client';

// Issue 15: every API process keeps caches (embed answers, signed-in users, account reads) that
// another process's write, or a trigger's, can make stale. On Postgres one dedicated connection
// per process LISTENs on the channels those caches name and hands each notification to its cache.
// Notifications sent while that connection is down are lost, so every (re)connect tells each cache
// to forget everything, and a cache that must never be stale asks isListening() before trusting
// what it holds. A network that silently stops delivering (no error, no end) is noticed by a
// heartbeat: the connection counts as listening only while it has answered within the last
// LISTENER_FRESHNESS_MS, so such a cache stops answering from memory within that time. PGlite is one process: it hands a committed statement's notifications to its
// listeners before the statement's promise resolves, and it is always listening.

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'widgetry-change-listener';

/** How often the listening connection is asked to answer (SELECT 1): one tiny query a second. */
const HEARTBEAT_INTERVAL_MS = 1_000;
/**
 * How recently the listening connection must have answered to count as listening: two missed
 * heartbeats and a half. Also the longest a signed-in answer is served from memory once this
 * process can no longer hear the database (issue 15's outage proof allows 2 s before a 503).
 */
export const LISTENER_FRESHNESS_MS = 2_500;
const FIRST_RETRY_DELAY_MS = 100;
const MAX_RETRY_DELAY_MS = 5_000;

export interface ChannelHandler {
  /** A NOTIFY on the channel, with its payload ('' when none). */
  onNotify(payload: string): void;
  /** The listener (re)connected: whatever was announced meanwhile was missed. */
  onReset(): void;
}

export interface ChangeListener {
  /** Subscribes a handler to a channel; call before start(). */
  subscribe(channel: string, handler: ChannelHandler): void;
  /** True while the connection listens: notifications reach the handlers. */
  isListening(): boolean;
  /** NOTIFY through the app's pool (with its timeouts); false when it could not be sent. */
  announce(channel: string, payload: string): Promise<boolean>;
  /**
   * Resolves once every change committed before the call has been handed to the subscribers (a
   * round trip on the listening connection: the server sends pending notifications first); at
   * once when not listening. For a test or a script that changes the database around the app.
   */
  caughtUp(): Promise<void>;
  /** Resolves once listening, or once the first attempt failed (retries go on in the background). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The change listener of the app's database: its own connection on Postgres, PGlite's on PGlite. */
export function createChangeListener(database: Database, log: FastifyBaseLogger): ChangeListener {
  const handlers = new Map<string, ChannelHandler[]>();
  const subscribe = (channel: string, handler: ChannelHandler) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
  };
  const announce = async (channel: string, payload: string) => {
    try {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
      return true;
    } catch (error) {
      log.warn({ err: error, channel }, 'change listener: could not announce a change');
      return false;
    }
  };
  const notify = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) handler.onNotify(payload);
  };
  const { notifications } = database;
  const transport =
    'url' in notifications
      ? listenOnPostgres(notifications.url, handlers, notify, log)
      : listenOnPglite(notifications.pglite, handlers, notify, log);
  return { subscribe, announce, ...transport };
}

type Transport = Pick<ChangeListener, 'isListening' | 'caughtUp' | 'start' | 'close'>;

function listenOnPglite(
  pglite: PGlite,
  handlers: ReadonlyMap<string, ChannelHandler[]>,
  notify: (channel: string, payload: string) => void,
  log: FastifyBaseLogger,
): Transport {
  let listening = false;
  const stops: Array<() => Promise<void>> = [];
  return {
    isListening: () => listening,
    // PGlite hands a statement's notifications over before the statement's promise resolves.
    caughtUp: async () => {},
    async start() {
      if (listening) return;
      try {
        for (const channel of handlers.keys()) {
          stops.push(await pglite.listen(channel, (payload) => notify(channel, payload)));
        }
        listening = true;
      } catch (error) {
        // A closed database: the caches stay untrusted, and every request reads (and reports) it.
        log.warn({ err: error }, 'change listener: cannot listen on the embedded database');
      }
    },
    async close() {
      listening = false;
      // A closed PGlite has dropped its listeners with it.
      if (!pglite.closed) for (const stop of stops.splice(0)) await stop();
    },
  };
}

function listenOnPostgres(
  databaseUrl: string,
  handlers: ReadonlyMap<string, ChannelHandler[]>,
  notify: (channel: string, payload: string) => void,
  log: FastifyBaseLogger,
): Transport {
  let listener: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  const lost = new WeakSet<pg.Client>();
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let heardAt = 0;

  function onNotification(message: pg.Notification): void {
    heardAt = performance.now();
    notify(message.channel, message.payload ?? '');
  }

  /** One SELECT 1 at a time, the next a second after the last answer; a failure drops the connection. */
  function heartbeat(client: pg.Client): void {
    heartbeatTimer = setTimeout(() => {
      client.query('SELECT 1').then(
        () => {
          heardAt = performance.now();
          if (listener === client) heartbeat(client);
        },
        (error: unknown) => lose(client, error),
      );
    }, HEARTBEAT_INTERVAL_MS);
    heartbeatTimer.unref();
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
      clearTimeout(heartbeatTimer);
      if (!closed) log.warn({ err: error }, 'change listener: connection lost; reconnecting');
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
      connectionString: databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', onNotification);
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('connection ended')));
    try {
      await client.connect();
      // Channel names are the app's own constants, never input.
      await client.query([...handlers.keys()].map((channel) => `LISTEN ${channel};`).join(' '));
    } catch (error) {
      if (failures === 0) log.warn({ err: error }, 'change listener: cannot connect; retrying');
      lose(client, error);
      return;
    }
    // Closed while connecting: lose() ends it without trying again.
    if (closed) {
      lose(client, undefined);
      return;
    }
    listener = client;
    if (failures > 0) log.info('change listener: connected again');
    failures = 0;
    for (const list of handlers.values()) for (const handler of list) handler.onReset();
    heardAt = performance.now();
    heartbeat(client);
  }

  return {
    isListening: () => listener !== undefined && performance.now() - heardAt <= LISTENER_FRESHNESS_MS,
    async caughtUp() {
      await listener?.query('SELECT 1');
    },
    start: () => connect(),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(heartbeatTimer);
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
