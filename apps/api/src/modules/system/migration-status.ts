import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../../db/client';

// Readiness (GET /ready) asks whether this process's migrations are all in the database: a process
// started beside one still migrating, or a release whose migrations never ran, is alive but must
// not get traffic. Drizzle's migrator (db/client.ts, with its defaults) records each migration it
// applies in drizzle.__drizzle_migrations, and applies every one newer than the newest recorded:
// the same rule decides here, so "ready" means exactly "migrate() would do nothing".

/** When each migration of `folder` was generated (its journal's `when`), oldest first. */
export function migrationTimes(folder: string): number[] {
  return readMigrationFiles({ migrationsFolder: folder }).map((migration) => migration.folderMillis);
}

/** How many of the migrations generated at `times` the database has not applied. */
export async function countPendingMigrations(db: Db, times: readonly number[]): Promise<number> {
  // to_regclass answers null, rather than failing, for a database no migration has touched.
  const table = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (table.rows[0]?.present !== true) return times.length;
  const newest = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = newest.rows[0];
  if (row === undefined) return times.length;
  const appliedUpTo = Number(row.created_at);
  return times.filter((time) => time > appliedUpTo).length;
}
