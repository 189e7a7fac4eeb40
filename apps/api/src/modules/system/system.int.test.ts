import { API_MESSAGES } from '@widgetry/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createPgliteDatabase, createPostgresDatabase } from '../../db/client';
import { migrationsFolder } from '../../db/migrations-folder';
import { bearer, logCollector, loginRequest, STRONG_PASSWORD, signUp } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, ROOMY_RATE_LIMITS, type TestContext, testConfig } from '../../test-support/test-app';
import { migrationTimes } from './migration-status';
import {
  DATABASE_DOWN_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  MIGRATIONS_APPLIED_MESSAGE,
  MIGRATIONS_MISSING_MESSAGE,
  migrationsPendingMessage,
} from './system.routes';

const MIGRATION_COUNT = migrationTimes(migrationsFolder()).length;

describe.each(databaseTargets())('GET /health and GET /ready on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('/health answers 200 ok', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/ready answers 200 ok once every migration is applied', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      // No REDIS_URL: the limits count in memory by design.
      dependencies: { database: 'up', migrations: 'up', redis: 'unused', listen: 'up' },
    });
  });

  it('/ready answers 503 while the newest migration is missing, and 200 once it is applied again', async () => {
    // As a database looks to a new release's process before its migrations have run.
    await ctx.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const before = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      error: migrationsPendingMessage(1, MIGRATION_COUNT),
      dependencies: { database: 'up', migrations: 'down', redis: 'unused', listen: 'up' },
    });

    // Its tables are still there (only its record went), so restoring the record is enough.
    await ctx.database.db.execute(sql`
      insert into drizzle.__drizzle_migrations (hash, created_at)
      values ('restored', ${Math.max(...migrationTimes(migrationsFolder()))})`);
    const after = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(after.statusCode).toBe(200);
  });
});

describe('GET /health and GET /ready without a working database', () => {
  it('/ready answers 503 on a database no migration has run on; /health still 200', async () => {
    const database = createPgliteDatabase();
    const log = logCollector();
    const app = await buildApp({ config: testConfig(), db: database, logger: { level: 'info', stream: log.stream } });
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    await app.inject({ method: 'GET', url: '/ready' });
    const health = await app.inject({ method: 'GET', url: '/health' });
    await database.migrate();
    const migrated = await app.inject({ method: 'GET', url: '/ready' });
    await app.inject({ method: 'GET', url: '/ready' });
    await app.close();
    // Once when they were found missing, once when they were all there: not once per probe.
    expect(log.withMessage(MIGRATIONS_MISSING_MESSAGE)).toMatchObject([
      { pending: MIGRATION_COUNT, total: MIGRATION_COUNT },
    ]);
    expect(log.withMessage(MIGRATIONS_APPLIED_MESSAGE)).toHaveLength(1);
    await database.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      error: migrationsPendingMessage(MIGRATION_COUNT, MIGRATION_COUNT),
      dependencies: { database: 'up', migrations: 'down' },
    });
    expect(health.statusCode).toBe(200);
    expect(migrated.statusCode).toBe(200);
  });

  it('/ready answers 503 when the embedded database is closed; /health, which never asks it, 200', async () => {
    const database = createPgliteDatabase();
    await database.migrate();
    const log = logCollector();
    const app = await buildApp({ config: testConfig(), db: database, logger: { level: 'info', stream: log.stream } });
    await database.close();
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    const again = await app.inject({ method: 'GET', url: '/ready' });
    const health = await app.inject({ method: 'GET', url: '/health' });
    await app.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      error: DATABASE_UNAVAILABLE_MESSAGE,
      dependencies: { database: 'down', migrations: 'unknown', redis: 'unused' },
    });
    expect(again.statusCode).toBe(503);
    // Said once, not once per probe.
    expect(log.withMessage(DATABASE_DOWN_MESSAGE)).toHaveLength(1);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('/ready answers 503 when the Postgres server cannot be reached', async () => {
    const database = createPostgresDatabase('postgres://postgres@127.0.0.1:1/nothing');
    const app = await buildApp({ config: testConfig(), db: database });
    const response = await app.inject({ method: 'GET', url: '/ready' });
    await app.close();
    await database.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: DATABASE_UNAVAILABLE_MESSAGE, dependencies: { database: 'down' } });
  });

  it('answers 503 with the error shape, not 500, on every route that needs the database once it is gone', async () => {
    const database = createPgliteDatabase();
    await database.migrate();
    const log = logCollector();
    const app = await buildApp({
      config: testConfig(),
      db: database,
      rateLimits: ROOMY_RATE_LIMITS,
      logger: { level: 'error', stream: log.stream },
    });
    const session = await signUp(app, 'gone@example.com');
    await database.close();
    const answers = [
      await app.inject({ method: 'GET', url: '/widget/', headers: bearer(session.token) }),
      await app.inject({ method: 'GET', url: '/user/profile', headers: bearer(session.token) }),
      await loginRequest(app, 'gone@example.com', STRONG_PASSWORD),
    ];
    await app.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
    for (const answer of answers) expect(answer.json()).toEqual({ error: API_MESSAGES.databaseUnavailable });
    // One short line a request, naming the cause: an outage at 50 req/s must not log 3 KB of SQL,
    // parameters and stacks for each.
    const lines = log.withMessage('request failed: database unavailable');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line.cause).toBe('PGlite is closed');
      expect(line).not.toHaveProperty('err');
    }
  });
});
