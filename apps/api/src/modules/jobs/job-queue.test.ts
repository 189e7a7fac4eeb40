import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from '../../db/client';
import { createJobQueue } from './job-queue';

const log = { warn: () => {}, error: () => {} };
// Neither queue touches the database until it is started: an empty one will do.
const database = createPgliteDatabase();
const { db } = database;
afterAll(() => database.close());

describe('the job queue an app gets', () => {
  it('is pg-boss on DATABASE_URL’s Postgres', async () => {
    const queue = createJobQueue({ databaseUrl: 'postgres://127.0.0.1:1/none' }, { kind: 'postgres', db }, log);
    expect(queue.kind).toBe('pg-boss');
    await queue.stop();
  });

  it('runs in-process on PGlite, and on a Postgres database a test passed in without DATABASE_URL', async () => {
    expect(createJobQueue({ databaseUrl: undefined }, { kind: 'pglite', db }, log).kind).toBe('in-process');
    expect(createJobQueue({ databaseUrl: undefined }, { kind: 'postgres', db }, log).kind).toBe('in-process');
  });
});
