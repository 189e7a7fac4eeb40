import { INSIGHTS_RETENTION_MONTHS } from '@widgetry/contracts';
import { z } from 'zod';
import type { JobQueue } from '../jobs';
import { defineJob } from '../jobs';
import { utcDay } from '../visitors';
import type { InsightsRepository } from './insights.repository';

// Issue 30: the event rollups are kept 13 months (a year's comparison and the month before), then
// dropped by a job scheduled like the other periodic jobs (pg-boss keeps one schedule on Postgres,
// the in-process queue runs it on PGlite). Only the server process starts it (server.ts).

/** Hourly: a day's rows go within the hour after they pass the bound. */
export const INSIGHTS_RETENTION_EVERY_MINUTES = 60;

/**
 * insights.retention: drops the rollups older than INSIGHTS_RETENTION_MONTHS. Exclusive; a failed
 * round is not retried: the next one drops the same rows.
 */
export const INSIGHTS_RETENTION_JOB = defineJob(
  'insights.retention',
  z.object({}),
  { limit: 0, delaySeconds: 0, backoff: false },
  { policy: 'exclusive', deadLetter: false, keepCompletedSeconds: 60 * 60, expireInSeconds: 10 * 60 },
);

/** The first day kept on `now`: the same day of the month 13 months back (UTC). */
export function firstKeptDay(now: Date): string {
  const bound = new Date(now.getTime());
  bound.setUTCMonth(bound.getUTCMonth() - INSIGHTS_RETENTION_MONTHS);
  return utcDay(bound);
}

/** Drops the rollups before the first day kept; answers how many rows went. */
export function dropOldInsights(repo: Pick<InsightsRepository, 'dropBefore'>, now: Date): Promise<number> {
  return repo.dropBefore(firstKeptDay(now));
}

/** Works the job in this process and sets its schedule. */
export async function startInsightsRetention(
  jobs: JobQueue,
  repo: Pick<InsightsRepository, 'dropBefore'>,
  now: () => Date,
): Promise<void> {
  await jobs.work(INSIGHTS_RETENTION_JOB, async () => {
    await dropOldInsights(repo, now());
  });
  await jobs.schedule(INSIGHTS_RETENTION_JOB, INSIGHTS_RETENTION_EVERY_MINUTES, {}, { key: 'all' });
}
