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
  /** Applies the checked-in migrations from apps/api/drizzle that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export function createPostgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the
  // pool replaces it and the next query reports any lasting problem.
  pool.on('error', (error) => console.error(`Postgres connection error: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
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
