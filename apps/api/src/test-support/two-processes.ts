import { type App, buildApp } from '../app';
import { createPostgres, type TestDatabase } from './database-targets';
import { OFFLINE_FETCHER, ROOMY_RATE_LIMITS, testConfig } from './test-app';

export interface TwoProcesses {
  database: TestDatabase;
  /** Runs on the test's own pool. */
  a: App;
  /** Opens its own pool and change listener, as a second API process would. */
  b: App;
  close(): Promise<void>;
}

/** Two API apps sharing one fresh Postgres database on the server of `adminUrl`, both ready. */
export async function twoProcesses(adminUrl: string): Promise<TwoProcesses> {
  let databaseUrl = '';
  const database = await createPostgres(adminUrl, (url) => {
    databaseUrl = url.toString();
    return url;
  });
  const options = {
    config: testConfig({ DATABASE_URL: databaseUrl }),
    rateLimits: ROOMY_RATE_LIMITS,
    sources: { fetcher: OFFLINE_FETCHER },
  };
  const a = await buildApp({ ...options, db: database });
  const b = await buildApp(options);
  await Promise.all([a.ready(), b.ready()]);
  return {
    database,
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await database.dispose();
    },
  };
}
