// The jobs module as other modules and the composition see it.
export { createDeadLettersRepository } from './dead-letters.repository';
export { createInProcessQueue } from './in-process-queue';
export { createJobQueue } from './job-queue';
export {
  defineJob,
  MAIL_JOB,
  type MailJob,
  SOURCE_ALERTS_JOB,
  SOURCE_FORGET_JOB,
  SOURCE_KINDS,
  SOURCE_READ_JOB,
  SOURCE_REFRESH_JOB,
  type SourceKind,
  type SourceReadJob,
  type SourceRefreshJob,
  sourceReadKey,
  WEBHOOK_EVENT_JOB,
  type WebhookEventJob,
} from './job-types';
export {
  type DeadLetter,
  errorMessage,
  type JobHandler,
  type JobLog,
  type JobQueue,
  type JobRun,
  type JobType,
  PermanentJobError,
  type RetryPolicy,
  retryDelayMs,
  type SendOptions,
} from './jobs';
export { jobsPlugin } from './jobs.plugin';
// Test support other modules' tests use: a queue clock moved by hand.
export { type ManualClock, manualClock } from './manual-clock.fixtures';
export { createPgBossQueue } from './pg-boss-queue';
