import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createDeadLettersRepository } from './dead-letters.repository';
import { createInProcessQueue } from './in-process-queue';
import type { JobLog, JobQueue } from './jobs';
import { createPgBossQueue } from './pg-boss-queue';

/**
 * pg-boss when the app runs on DATABASE_URL's Postgres (jobs shared by every API process, kept
 * over restarts); on the embedded PGlite the in-process runner, as the one process owns the data.
 */
export function createJobQueue(
  config: Pick<Config, 'databaseUrl'>,
  database: Pick<Database, 'kind' | 'db'>,
  log: JobLog,
): JobQueue {
  if (config.databaseUrl !== undefined && database.kind === 'postgres') {
    return createPgBossQueue({ connectionString: config.databaseUrl, log });
  }
  return createInProcessQueue({ log, deadLetters: createDeadLettersRepository(database.db) });
}
