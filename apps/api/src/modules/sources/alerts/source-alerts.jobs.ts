import { type JobQueue, SOURCE_ALERTS_JOB } from '../../jobs';
import { SOURCE_ALERT_EVERY_MINUTES, type SourceAlerts } from './source-alerts';

// The owner mails as a scheduled job: on Postgres pg-boss keeps the one schedule in the database,
// so however many API processes run, one round runs at a time; on PGlite the in-process queue.
// Only the server process starts it (server.ts), like the sources' refresh.

/** Works the job in this process and sets its schedule. */
export async function startSourceAlerts(jobs: JobQueue, alerts: Pick<SourceAlerts, 'run'>): Promise<void> {
  await jobs.work(SOURCE_ALERTS_JOB, async () => {
    await alerts.run();
  });
  await jobs.schedule(SOURCE_ALERTS_JOB, SOURCE_ALERT_EVERY_MINUTES, {}, { key: 'all' });
}
