import { API_MESSAGES } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createPgliteDatabase, createPostgresDatabase } from '../../db/client';
import { bearer, loginRequest, STRONG_PASSWORD, signUp } from '../../test-support/accounts';
import { databaseTargets } from '../../test-support/database-targets';
import { createTestApp, ROOMY_RATE_LIMITS, type TestContext, testConfig } from '../../test-support/test-app';
import { DATABASE_UNAVAILABLE_MESSAGE } from './system.routes';

describe.each(databaseTargets())('GET /health on $name', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(target);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 200 ok after a database round trip', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /health without a working database', () => {
  it('answers 503 when the embedded database is closed', async () => {
    const database = createPgliteDatabase();
    await database.migrate();
    const app = await buildApp({ config: testConfig(), db: database });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('answers 503 when the Postgres server cannot be reached', async () => {
    const database = createPostgresDatabase('postgres://postgres@127.0.0.1:1/nothing');
    const app = await buildApp({ config: testConfig(), db: database });
    const response = await app.inject({ method: 'GET', url: '/health' });
    await app.close();
    await database.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('answers 503 with the error shape, not 500, on every route that needs the database once it is gone', async () => {
    const database = createPgliteDatabase();
    await database.migrate();
    const app = await buildApp({ config: testConfig(), db: database, rateLimits: ROOMY_RATE_LIMITS });
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
  });
});
