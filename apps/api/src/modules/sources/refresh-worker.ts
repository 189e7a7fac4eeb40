import {
  type JobQueue,
  SOURCE_FORGET_JOB,
  SOURCE_KINDS,
  SOURCE_READ_JOB,
  SOURCE_REFRESH_JOB,
  type SourceKind,
  sourceReadKey,
} from '../jobs';

// The background refresh of cached sources, as jobs. Every REFRESH_EVERY_MINUTES a plan job per
// kind (reviews, listings) finds the sources of that kind that are due and sends one read job per
// source, keyed by its source_cache row with the exclusive policy: a source never has two jobs
// queued or running, in this process or another, however many processes plan at once. Each read
// job reads its one source under the database lease (which also keeps a preview read off it) and
// records the outcome and backoff on the row, so a slow or failing source holds up no other. On
// Postgres the schedule and the jobs are pg-boss's and survive restarts; on PGlite they run in
// process. Only the server process starts it (server.ts), so tests and scripts that build the app
// make no request of their own to third-party sites. Hourly, a forget job deletes the sources idle
// for months that no widget points at (forget-idle-sources.ts).

/** How often each kind of source is looked at (cron's smallest step). */
export const REFRESH_EVERY_MINUTES = 1;

/**
 * Sources of a kind a plan sends jobs for, the most overdue first. A source already queued is
 * refused by its key and found due again by the next plan, so this bounds the work of one plan,
 * not how many sources are ever refreshed.
 */
export const SOURCES_PER_PLAN = 50;

/** What the jobs ask of the sources (sources.ts answers with the reviews and listings services). */
export interface SourceRefresher {
  /** The source_cache ids of up to `limit` sources of the kind due and not being read. */
  due(kind: SourceKind, limit: number): Promise<string[]>;
  /** Reads that one source unless another reader holds it; answers whether this call read it. */
  refreshOne(kind: SourceKind, id: string): Promise<boolean>;
  /** Deletes sources idle for long that no widget points at (forget-idle-sources.ts); answers how many. */
  forgetIdle(): Promise<number>;
}

/** How often idle sources are looked for: they are idle for months, an hour is plenty. */
export const FORGET_EVERY_MINUTES = 60;

/** One plan of a kind: a read job for each due source without one; answers how many were sent. */
export async function planSourceRefresh(jobs: JobQueue, refresher: SourceRefresher, kind: SourceKind): Promise<number> {
  let sent = 0;
  for (const id of await refresher.due(kind, SOURCES_PER_PLAN)) {
    const job = { kind, id };
    if ((await jobs.send(SOURCE_READ_JOB, job, { singletonKey: sourceReadKey(job) })) !== null) sent += 1;
  }
  return sent;
}

/** Works the plan and read jobs in this process (tests call it alone and plan by hand). */
export async function workSourceRefresh(jobs: JobQueue, refresher: SourceRefresher): Promise<void> {
  await jobs.work(SOURCE_READ_JOB, async ({ kind, id }) => {
    await refresher.refreshOne(kind, id);
  });
  await jobs.work(SOURCE_REFRESH_JOB, async ({ kind }) => {
    await planSourceRefresh(jobs, refresher, kind);
  });
  await jobs.work(SOURCE_FORGET_JOB, async () => {
    await refresher.forgetIdle();
  });
}

/** Works the jobs here and sets the plans' schedule (kept in the database on pg-boss). */
export async function startSourceRefresh(jobs: JobQueue, refresher: SourceRefresher): Promise<void> {
  await workSourceRefresh(jobs, refresher);
  for (const kind of SOURCE_KINDS) {
    await jobs.schedule(SOURCE_REFRESH_JOB, REFRESH_EVERY_MINUTES, { kind }, { key: kind });
  }
  await jobs.schedule(SOURCE_FORGET_JOB, FORGET_EVERY_MINUTES, {}, { key: 'all' });
}
