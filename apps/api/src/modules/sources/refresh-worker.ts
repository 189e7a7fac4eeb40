import { SOURCE_KINDS, SOURCE_REFRESH_JOB, type SourceRefreshJob } from '../jobs/job-types';
import type { JobQueue } from '../jobs/jobs';

// The background refresh of cached sources, as scheduled jobs: every REFRESH_EVERY_MINUTES a job
// per kind (reviews, listings) reads the sources of that kind that are due, one after another.
// The job type is exclusive per kind, so a slow round is never overlapped nor queued up behind,
// in this process or another; the lease in the database keeps a preview read off a source being
// refreshed. On Postgres the schedule is pg-boss's and survives restarts. Only the server process
// starts it (server.ts), so tests and scripts that build the app make no request of their own to
// third-party sites.

/** How often each kind of source is looked at (cron's smallest step). */
export const REFRESH_EVERY_MINUTES = 1;

/** Reads up to a round's worth of due sources of a kind; answers how many were read. */
export type RefreshKind = (kind: SourceRefreshJob['kind']) => Promise<number>;

export async function startSourceRefresh(jobs: JobQueue, refreshKind: RefreshKind): Promise<void> {
  await jobs.work(SOURCE_REFRESH_JOB, async ({ kind }) => {
    await refreshKind(kind);
  });
  for (const kind of SOURCE_KINDS) {
    await jobs.schedule(SOURCE_REFRESH_JOB, REFRESH_EVERY_MINUTES, { kind }, { key: kind });
  }
}
