import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createJobQueue } from './job-queue';
import type { JobQueue } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (webhook events, mail, source refreshes); server start and stop drive it, tests drain it. */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  config: Pick<Config, 'databaseUrl'>;
  /** Default pg-boss on DATABASE_URL's Postgres, else in-process (tests give their own). */
  jobs?: JobQueue;
}

export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { config, jobs: given }) => {
    const jobs = given ?? createJobQueue(config, app.database, app.log);
    app.decorate('jobs', jobs);
    // Jobs run once the app is ready (the first request or listen); registered after the database's
    // close hook and before the mailer's, so the queue stops (its running jobs finished) after the
    // mailer has queued its last mail and before the database closes.
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
