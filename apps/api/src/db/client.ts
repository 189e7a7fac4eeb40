import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { FailFastPool } from './fail-fast-pool';
import { acquireInstanceLock, type InstanceLock } from './instance-lock';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

export type Schema = typeof schema;

interface RowsResult<TRow> {
  rows: TRow[];
}

/** What both drivers' raw `execute` results have in common: the rows. */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The Drizzle database every repository takes; both drivers share the pg-core query builder. */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Db;
  /**
   * Background writes (the embed path's batched installations and visitor counts): on Postgres a
   * small pool of its own, so a burst of them never takes the connections requests read with;
   * on PGlite (one connection anyway) the same as `db`.
   */
  writes: Db;
  /**
   * Where NOTIFYs are heard (db/change-listener.ts): the server's URL, for a connection of its own,
   * or the embedded PGlite itself.
   */
  notifications: { url: string } | { pglite: PGlite };
  /** Applies the checked-in migrations from apps/api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// DESIGN "Security rules": database calls have connection, statement and query timeouts, so an
// unreachable or stalled database is a quick 503 (plugins/errors.ts), never a request that hangs.

/** Opening a connection, or waiting for a free one: a healthy server answers in milliseconds. */
export const CONNECT_TIMEOUT_MS = 2_000;
/**
 * The server cancels a statement running longer (SQLSTATE 57014). Every request's queries are
 * index lookups; a statement this slow means a struggling server, and the client gets a 503.
 */
export const STATEMENT_TIMEOUT_MS = 4_000;
/**
 * The client gives up waiting for an answer: a stalled network, where the server cannot cancel
 * anything. Above the statement timeout, so a slow but reachable server reports its own cancel.
 */
export const QUERY_TIMEOUT_MS = 5_000;
/** A transaction left open by a stuck client holds locks; the server ends its session. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;
/** TCP keepalive probes find a connection whose network went away while it sat idle in the pool. */
const KEEPALIVE_DELAY_MS = 10_000;

/** The pool every request uses: bounded waits everywhere. */
export function postgresPoolConfig(connectionString: string): pg.PoolConfig {
  return {
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  };
}

/** Connections of the background-write pool: a flush uses one at a time, the second spares a wait behind a slow one. */
const WRITE_POOL_MAX = 2;

/** A connection that failed is never handed out again; its socket is closed at once. */
function discardOnError(pool: pg.Pool): void {
  // pool.query (what Drizzle calls) releases a client with the error it failed with, and the pool
  // then removes it; the socket of one that lost its server or timed out may still be stalled, so
  // it is destroyed rather than left waiting for a goodbye that never arrives.
  pool.on('release', (error: Error | undefined, client: pg.PoolClient) => {
    if (error !== undefined && isDatabaseUnavailable(error)) client.connection?.stream?.destroy();
  });
  // An idle connection dropped by the server or the network (restart, failover) must not crash
  // the process; the pool removes it and the next query reports any lasting problem.
  pool.on('error', (error) => console.error(`Postgres connection error: ${error.message}`));
}

/**
 * The advisory lock every API process takes around its migrations (the ASCII of "Widgetry" as a
 * bigint), so processes started together migrate one after another: the first applies what is
 * new, the others wait, then find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = '6298675949100888697';

/**
 * Runs the migrations on one connection of their own while it holds MIGRATION_LOCK_KEY. The lock
 * belongs to the session, so a process that dies mid-way frees it with its connection, and the
 * next one re-runs its (transactional) migration. Migrations may rewrite a large table: this
 * connection has none of the statement and query timeouts meant for requests, and a process
 * waits as long as another one migrates.
 */
async function migrateHoldingLock(connectionString: string): Promise<void> {
  const connection = new pg.Client({
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  // A connection lost while waiting or migrating fails the query in progress; the event itself
  // must not crash the process.
  connection.on('error', (error) => console.error(`Postgres migration connection error: ${error.message}`));
  await connection.connect();
  try {
    const tried = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [
      MIGRATION_LOCK_KEY,
    ]);
    if (tried.rows[0]?.locked !== true) {
      console.log('Waiting for another API process to finish the database migrations');
      await connection.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
    try {
      await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      // A connection that broke has dropped the lock already, and its error is the one to report.
      await connection.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await connection.end();
  }
}

export function createPostgresDatabase(connectionString: string): Database {
  const pool = new FailFastPool(postgresPoolConfig(connectionString));
  discardOnError(pool);
  const db = drizzlePg({ client: pool, schema });
  const writePool = new FailFastPool({ ...postgresPoolConfig(connectionString), max: WRITE_POOL_MAX });
  discardOnError(writePool);
  return {
    kind: 'postgres',
    db,
    writes: drizzlePg({ client: writePool, schema }),
    notifications: { url: connectionString },
    migrate: () => migrateHoldingLock(connectionString),
    close: async () => {
      await Promise.all([pool.end(), writePool.end()]);
    },
  };
}

/** PGlite on disk under `dataDir`, or in memory without one (tests: a fresh database each time). */
export function createPgliteDatabase(dataDir?: string): Database {
  let lock: InstanceLock | undefined;
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireInstanceLock(dataDir);
  }
  const client = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    writes: db,
    notifications: { pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

/** Postgres when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/pglite. */
export function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Database {
  if (config.databaseUrl !== undefined) return createPostgresDatabase(config.databaseUrl);
  return createPgliteDatabase(path.join(config.dataDir, 'pglite'));
}

export async function migrate(database: Database): Promise<void> {
  await database.migrate();
}
