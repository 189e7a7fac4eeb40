import { type Job, type JobResult, PgBoss } from 'pg-boss';
import { CONNECT_TIMEOUT_MS } from '../../db/client';
import {
  type DeadLetter,
  errorMessage,
  type JobHandler,
  type JobLog,
  type JobQueue,
  type JobType,
  PermanentJobError,
  type SendOptions,
} from './jobs';

// The queue on Postgres (DATABASE_URL): pg-boss keeps jobs, retries and schedules in its own
// schema, so a job outlives a restart, every API process shares the work, and a schedule runs
// once however many processes there are. The tables are pg-boss's; apps/api/drizzle never sees them.

export const PG_BOSS_SCHEMA = 'pgboss';
/** pg-boss's dead-letter queue of a job type. */
export const deadLetterQueueOf = (name: string) => `${name}.dead`;

export interface PgBossQueueOptions {
  connectionString: string;
  log: JobLog;
  /** Its own schema; tests give each run a fresh one. */
  schema?: string;
  /** How often an idle worker asks for jobs (a job sent by this process wakes its worker at once). */
  pollingIntervalSeconds?: number;
}

/** Every 1–59 minutes, or hourly, as cron (pg-boss schedules are cron expressions, checked each minute). */
export function cronEvery(minutes: number): string {
  if (minutes === 60) return '0 * * * *';
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 59) {
    throw new Error(`A schedule runs every 1 to 59 minutes, or 60, not ${minutes}.`);
  }
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

const DEAD_LETTER_RETENTION_SECONDS = 30 * 24 * 60 * 60;

export function createPgBossQueue({
  connectionString,
  log,
  schema = PG_BOSS_SCHEMA,
  pollingIntervalSeconds = 2,
}: PgBossQueueOptions): JobQueue {
  const boss = new PgBoss({
    connectionString,
    schema,
    // Its own small pool beside the request pool: polling never takes a request's connection.
    max: 4,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'widgetry-jobs',
  });
  // pg-boss reports a database that went away here (and keeps trying); without a listener an
  // 'error' event would end the process.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const queues = new Map<string, Promise<void>>();
  const handlers = new Map<string, () => Promise<void>>();
  /** Worker ids per queue, to wake this process's worker when it sends a job. */
  const workers = new Map<string, string>();
  let booted: Promise<void> | undefined;
  let running = false;
  let stopped = false;
  let stopping: Promise<void> | undefined;
  /** Whether boss.start() was ever called: then there are timers and a pool to close. */
  let startedOnce = false;

  /** Connects and installs or migrates pg-boss's schema, once; sending needs no workers. */
  function boot(): Promise<void> {
    if (stopped) return Promise.reject(new Error('The job queue has been stopped.'));
    if (!booted) {
      startedOnce = true;
      const starting = boss.start().then(() => undefined);
      booted = starting;
      // A start that failed (database away) is tried again by the next call.
      starting.catch(() => {
        if (booted === starting) booted = undefined;
      });
    }
    return booted;
  }

  function ensureQueue<T extends object>(type: JobType<T>): Promise<void> {
    let created = queues.get(type.name);
    if (!created) {
      created = (async () => {
        await boot();
        const deadLetter = type.deadLetter ? deadLetterQueueOf(type.name) : undefined;
        if (deadLetter) {
          // Nobody works a dead-letter queue: its jobs are the record, kept a month.
          await boss.createQueue(deadLetter, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS, retryLimit: 0 });
        }
        const options = {
          policy: type.policy,
          retryLimit: type.retry.limit,
          retryDelay: type.retry.delaySeconds,
          retryBackoff: type.retry.backoff,
          ...(type.retry.maxDelaySeconds === undefined ? {} : { retryDelayMax: type.retry.maxDelaySeconds }),
          expireInSeconds: type.expireInSeconds,
          deleteAfterSeconds: type.keepCompletedSeconds,
          ...(deadLetter ? { deadLetter } : {}),
        };
        // createQueue leaves an existing queue as it is: changed retries and retention reach it
        // by update (a queue's policy is fixed once created).
        await boss.createQueue(type.name, options);
        const { policy: _policy, deadLetter: _deadLetter, ...updatable } = options;
        await boss.updateQueue(type.name, { ...updatable, deadLetter: deadLetter ?? null });
      })();
      // A failed attempt (database away) is tried again by the next call.
      created.catch(() => queues.delete(type.name));
      queues.set(type.name, created);
    }
    return created;
  }

  function attach<T extends object>(type: JobType<T>, handler: JobHandler<T>): () => Promise<void> {
    return async () => {
      await ensureQueue(type);
      const id = await boss.work<unknown>(
        type.name,
        // Each of the type's `concurrency` workers takes one job at a time; a job sent here wakes the
        // first of them, the others find theirs at their next poll.
        { batchSize: 1, localConcurrency: type.concurrency, pollingIntervalSeconds, perJobResults: true },
        async (jobs): Promise<JobResult[]> => {
          const results: JobResult[] = [];
          for (const job of jobs) results.push(await runOne(type, handler, job));
          return results;
        },
      );
      workers.set(type.name, id);
    };
  }

  async function runOne<T extends object>(
    type: JobType<T>,
    handler: JobHandler<T>,
    job: Job<unknown>,
  ): Promise<JobResult> {
    const attempt = job.retryCount + 1;
    try {
      const parsed = type.schema.safeParse(job.data);
      if (!parsed.success) throw new PermanentJobError(`The ${type.name} job's payload is not valid.`);
      await handler(parsed.data, { id: job.id, attempt });
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const details = { err: error, job: type.name, id: job.id, attempt };
      const output = { message: errorMessage(error) };
      if (error instanceof PermanentJobError) {
        log.error(details, 'job failed for good');
        return { id: job.id, status: 'deadletter', output };
      }
      if (job.retryCount >= type.retry.limit) log.error(details, 'job failed for good');
      else log.warn(details, 'job failed, will retry');
      return { id: job.id, status: 'failed', output };
    }
  }

  async function isIdle(names: string[]): Promise<boolean> {
    const { rows } = await boss
      .getDb()
      .executeSql(
        `SELECT count(*)::int AS waiting FROM ${schema}.job WHERE name = ANY($1::text[]) AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
        [names],
      );
    return Number(rows[0]?.waiting ?? 0) === 0;
  }

  return {
    kind: 'pg-boss',

    async send<T extends object>(type: JobType<T>, data: T, options: SendOptions = {}) {
      const parsed = type.schema.parse(data);
      await ensureQueue(type);
      const id = await boss.send(
        type.name,
        // pg-boss keeps objects; every payload schema is an object.
        { ...parsed },
        options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey },
      );
      const worker = workers.get(type.name);
      if (id !== null && worker !== undefined) boss.notifyWorker(worker);
      return id;
    },

    async work(type, handler) {
      const start = attach(type, handler);
      handlers.set(type.name, start);
      if (running) await start();
    },

    async schedule(type, everyMinutes, data, options = {}) {
      const parsed = type.schema.parse(data);
      await ensureQueue(type);
      await boss.schedule(
        type.name,
        cronEvery(everyMinutes),
        { ...parsed },
        {
          ...(options.key === undefined ? {} : { key: options.key }),
          // An exclusive type's scheduled job skips a round while the last one still runs.
          ...(type.policy === 'exclusive' && options.key !== undefined ? { singletonKey: options.key } : {}),
        },
      );
    },

    async schedules() {
      await boot();
      return (await boss.getSchedules()).map(({ name, key }) => ({ name, key }));
    },

    async deadLetters(type) {
      await boot();
      const { rows } = await boss
        .getDb()
        .executeSql(
          `SELECT id, data, source_output ->> 'message' AS error, created_on FROM ${schema}.job WHERE name = $1 ORDER BY created_on, id`,
          [deadLetterQueueOf(type.name)],
        );
      return rows.map(
        (row): DeadLetter => ({
          id: String(row.id),
          name: type.name,
          data: row.data,
          error: typeof row.error === 'string' ? row.error : '',
          failedAt: new Date(row.created_on),
        }),
      );
    },

    async drain(types) {
      if (!running) return;
      // Only queues this process works: a queue nobody here works would never drain.
      const names = [...workers.keys()].filter((name) => !types || types.some((type) => type.name === name));
      if (names.length === 0) return;
      while (!(await isIdle(names))) {
        for (const name of names) {
          const worker = workers.get(name);
          if (worker !== undefined) boss.notifyWorker(worker);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async start() {
      if (running || stopped) return;
      running = true;
      await boot();
      for (const start of handlers.values()) await start();
    },

    stop() {
      stopping ??= (async () => {
        stopped = true;
        running = false;
        // Graceful: workers take no new job, and the ones running finish (up to pg-boss's timeout).
        if (!startedOnce) return;
        // A start that failed (database away) may still leave timers and a pool to close.
        await booted?.catch(() => undefined);
        await boss
          .stop({ graceful: true, close: true })
          .catch((error: unknown) => log.error({ err: error }, 'job queue did not stop cleanly'));
      })();
      return stopping;
    },
  };
}
