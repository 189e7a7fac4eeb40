import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, type TestDatabase } from '../test-support/database-targets';
import { tempDataDir, testConfig } from '../test-support/test-app';
import { createDatabase } from './client';
import { seed } from './seed';

const EXPECTED_TABLES = [
  'audit_log',
  'checkouts',
  'email_tokens',
  'job_dead_letters',
  'outbox',
  'payment_methods',
  'payments',
  'sign_in_codes',
  'site_visitors',
  'sites',
  'source_alerts',
  'source_cache',
  'source_reviews',
  'test_billing_objects',
  'users',
  'webhook_events',
  'widget_insights',
  'widget_types',
  'widgets',
];

async function publicTables(database: TestDatabase): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

describe.each(databaseTargets())('migrations on $name', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('create every table of the product', async () => {
    expect(await publicTables(database)).toEqual(EXPECTED_TABLES);
  });

  it('run again without changing anything', async () => {
    await database.migrate();
    expect(await publicTables(database)).toEqual(EXPECTED_TABLES);
  });

  it('enforce the constraints written in the schema', async () => {
    await expect(
      database.db.execute(
        sql`insert into users (display_name, email, password_hash, user_role) values ('A', 'a@example.com', 'h', 'root')`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`insert into users (display_name, email, password_hash) values ('A', 'Mixed@Example.com', 'h')`,
      ),
    ).rejects.toThrow();
  });
});

describe('embedded PGlite under DATA_DIR', () => {
  it('keeps its data after closing and reopening', async () => {
    const data = tempDataDir();
    try {
      const config = testConfig({ DATA_DIR: data.dir });
      expect(config.dataDir).toBe(data.dir);

      const first = createDatabase(config);
      expect(first.kind).toBe('pglite');
      await first.migrate();
      await seed(first.db, config);
      await first.close();

      const second = createDatabase(config);
      await second.migrate();
      const result = await second.db.execute<{ count: number }>(sql`select count(*)::int as count from widget_types`);
      const admins = await second.db.execute<{ email: string }>(sql`select email from users where user_role = 'admin'`);
      await second.close();

      expect(result.rows[0]?.count).toBe(9);
      expect(admins.rows.map((row) => row.email)).toEqual(['admin@widgetry.local']);
      expect(existsSync(path.join(data.dir, 'pglite', 'PG_VERSION'))).toBe(true);
    } finally {
      data.remove();
    }
  });
});
