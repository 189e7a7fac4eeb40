// Issue 15: several API processes started together (a rolling deploy, a scaled-up service) all
// call migrate() on one Postgres database. They take turns under an advisory lock: every call
// succeeds, and the database ends with one set of tables and one journal entry per migration.
// Needs real Postgres (TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPgClient } from '../test-support/database-targets';
import { createPostgresDatabase, type Database, MIGRATION_LOCK_KEY } from './client';
import { migrationsFolder } from './migrations-folder';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const PROCESSES = 4;
const MIGRATIONS = readMigrationFiles({ migrationsFolder: migrationsFolder() });

/** A fresh, empty database on the test server: its URL, and how to drop it. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `widgetry_lock_${randomBytes(6).toString('hex')}`;
  await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/** Sessions of this database waiting for (not holding) an advisory lock. */
async function waitingForAdvisoryLock(client: pg.Client): Promise<number> {
  const result = await client.query<{ waiting: string }>(
    `select count(*) as waiting from pg_locks
     where locktype = 'advisory' and not granted
       and database = (select oid from pg_database where datname = current_database())`,
  );
  return Number(result.rows[0]?.waiting);
}

async function heldAdvisoryLocks(client: pg.Client): Promise<number> {
  const result = await client.query<{ held: string }>(
    `select count(*) as held from pg_locks
     where locktype = 'advisory' and granted
       and database = (select oid from pg_database where datname = current_database())`,
  );
  return Number(result.rows[0]?.held);
}

async function publicTables(client: pg.Client): Promise<string[]> {
  const result = await client.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

/** The migration journal: one hash per applied migration, in order. */
async function journal(client: pg.Client): Promise<string[]> {
  const result = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id');
  return result.rows.map((row) => row.hash);
}

describe.skipIf(adminUrl === '')('migrations from several processes at once', () => {
  let referenceTables: string[];
  beforeAll(async () => {
    // What one migrate() alone leaves, to compare the concurrent runs with.
    const reference = await emptyDatabase();
    try {
      const database = createPostgresDatabase(reference.url);
      await database.migrate();
      await database.close();
      referenceTables = await withPgClient(reference.url, publicTables);
    } finally {
      await reference.drop();
    }
    expect(referenceTables.length).toBeGreaterThan(0);
  });

  let target: { url: string; drop(): Promise<void> };
  let databases: Database[] = [];
  beforeAll(async () => {
    target = await emptyDatabase();
    databases = Array.from({ length: PROCESSES }, () => createPostgresDatabase(target.url));
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
    await target?.drop();
  });

  it('all succeed, one after another, leaving one set of tables and one journal', async () => {
    await withPgClient(target.url, async (holder) => {
      // Hold the lock first, so every migrate() is certainly under way and waiting at the same
      // moment, however the machine schedules them; then let them race for it.
      await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
      const runs = databases.map((database) => database.migrate());
      const settled = Promise.allSettled(runs);
      await expect.poll(() => waitingForAdvisoryLock(holder), { timeout: 30_000, interval: 50 }).toBe(PROCESSES);
      // Nobody migrated while the lock was held elsewhere.
      expect(await publicTables(holder)).toEqual([]);
      await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);

      const results = await settled;
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual(
        Array.from({ length: PROCESSES }, () => 'ok'),
      );
      expect(await publicTables(holder)).toEqual(referenceTables);
      expect(await journal(holder)).toEqual(MIGRATIONS.map((migration) => migration.hash));
      // Every process let go of the lock.
      expect(await heldAdvisoryLocks(holder)).toBe(0);
    });
  });

  it('all succeed when simply started together, and again on a migrated database', async () => {
    const fresh = await emptyDatabase();
    const started = Array.from({ length: PROCESSES }, () => createPostgresDatabase(fresh.url));
    try {
      const first = await Promise.allSettled(started.map((database) => database.migrate()));
      const again = await Promise.allSettled(started.map((database) => database.migrate()));
      for (const result of [...first, ...again]) expect(result.status).toBe('fulfilled');
      await withPgClient(fresh.url, async (client) => {
        expect(await publicTables(client)).toEqual(referenceTables);
        expect(await journal(client)).toEqual(MIGRATIONS.map((migration) => migration.hash));
        expect(await heldAdvisoryLocks(client)).toBe(0);
      });
    } finally {
      for (const database of started) await database.close();
      await fresh.drop();
    }
  });
});
