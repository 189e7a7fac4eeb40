import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../db/client';

/** A fresh, migrated database that only one test file uses; dispose() closes and removes it. */
export interface TestDatabase extends Database {
  dispose(): Promise<void>;
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  create(): Promise<TestDatabase>;
}

async function createPglite(): Promise<TestDatabase> {
  const database = createPgliteDatabase();
  await database.migrate();
  return { ...database, dispose: () => database.close() };
}

/** Runs `run` on one connection to `url` (TEST_DATABASE_URL's server: create or drop a database, look at a table), closed after. */
export async function withPgClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database on the server of `adminUrl`. `via` rewrites the address the app
 * connects to (a test's TCP proxy in front of the server); creating and dropping it go direct.
 */
export async function createPostgres(adminUrl: string, via: (url: URL) => URL = (url) => url): Promise<TestDatabase> {
  // The name is ours (hex only), so quoting it into the statement is safe.
  const name = `widgetry_test_${randomBytes(6).toString('hex')}`;
  await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createPostgresDatabase(via(url).toString());
  const dispose = async () => {
    await database.close();
    await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  };
  try {
    await database.migrate();
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...database, dispose };
}

/** PGlite always; real Postgres too when TEST_DATABASE_URL points at a server we may create databases on. */
export function databaseTargets(env: Record<string, string | undefined> = process.env): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [{ name: 'pglite', create: createPglite }];
  const adminUrl = env.TEST_DATABASE_URL;
  if (adminUrl !== undefined && adminUrl !== '') {
    targets.push({ name: 'postgres', create: () => createPostgres(adminUrl) });
  }
  return targets;
}
