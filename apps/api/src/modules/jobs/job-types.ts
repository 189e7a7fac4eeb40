import { z } from 'zod';
import type { JobType, RetryPolicy } from './jobs';

// Every job the API runs, with its payload's schema and retry policy. The names are queue names
// in pg-boss's tables, so a renamed job leaves its old queue behind: change them with care.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A job type with the defaults most jobs want. */
export function defineJob<T extends object>(
  name: string,
  schema: z.ZodType<T>,
  retry: RetryPolicy,
  options: Partial<
    Pick<JobType<T>, 'policy' | 'deadLetter' | 'keepCompletedSeconds' | 'expireInSeconds' | 'concurrency'>
  > = {},
): JobType<T> {
  return {
    name,
    schema,
    retry,
    policy: options.policy ?? 'standard',
    deadLetter: options.deadLetter ?? true,
    keepCompletedSeconds: options.keepCompletedSeconds ?? DAY,
    expireInSeconds: options.expireInSeconds ?? 15 * MINUTE,
    concurrency: options.concurrency ?? 1,
  };
}

/** A provider event whose signature was checked; the job reads the object again from the provider. */
export const webhookEventJobSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  objectId: z.string(),
});
export type WebhookEventJob = z.infer<typeof webhookEventJobSchema>;

/**
 * billing.webhook-event: Stripe retries an unanswered event for three days; once we have answered
 * 200 the retries are ours, so they are generous too.
 */
export const WEBHOOK_EVENT_JOB = defineJob('billing.webhook-event', webhookEventJobSchema, {
  limit: 8,
  delaySeconds: 10,
  backoff: true,
  maxDelaySeconds: HOUR,
});

export const mailJobSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
});
export type MailJob = z.infer<typeof mailJobSchema>;

/**
 * mail.send: an SMTP server that is down or busy gets the mail later. The payload holds live
 * reset and verification links, so a sent mail's job is deleted soon after.
 */
export const MAIL_JOB = defineJob(
  'mail.send',
  mailJobSchema,
  { limit: 6, delaySeconds: 30, backoff: true, maxDelaySeconds: HOUR },
  { keepCompletedSeconds: MINUTE },
);

export const SOURCE_KINDS = ['reviews', 'listings'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const sourceRefreshJobSchema = z.object({ kind: z.enum(SOURCE_KINDS) });
export type SourceRefreshJob = z.infer<typeof sourceRefreshJobSchema>;

/**
 * sources.refresh: plans a round of a kind of source, scheduled every REFRESH_EVERY_MINUTES: it
 * finds the sources due and sends a sources.refresh-source job for each; it reads none itself.
 * Exclusive per kind, so a slow plan is never overlapped nor queued up behind. A failed plan is not
 * retried nor dead-lettered: the next scheduled one finds what is still due. (The name is the one
 * the per-kind round had, so schedules already kept in pg-boss's tables keep working.)
 */
export const SOURCE_REFRESH_JOB = defineJob(
  'sources.refresh',
  sourceRefreshJobSchema,
  { limit: 0, delaySeconds: 0, backoff: false },
  { policy: 'exclusive', deadLetter: false, keepCompletedSeconds: HOUR, expireInSeconds: 10 * MINUTE },
);

export const sourceReadJobSchema = z.object({ kind: z.enum(SOURCE_KINDS), id: z.string().min(1) });
export type SourceReadJob = z.infer<typeof sourceReadJobSchema>;

/** A source read job's singleton key: its source_cache row (the id is unique across kinds). */
export const sourceReadKey = (job: SourceReadJob) => job.id;

/**
 * sources.refresh-source: one read of one source (its source_cache row), keyed by the row and
 * exclusive, so a source never has two jobs queued or running, in one process or across them.
 * Not retried by the queue: a failed read is recorded on the row with the source's own backoff
 * (a site that blocks us is retried later and later), and whatever still fails (the database
 * away mid-read) leaves the row due, at once or when its lease runs out, so a later plan sends it
 * again. A queue retry
 * would only add a second timetable beside the row's. No dead letter: the row's status and error
 * are the record. Four at once per process, so a slow source (AppFolio's 40 detail pages, a site
 * that answers at the fetcher's timeout) does not hold up the others; the lease in the database
 * still keeps a preview read off a source being refreshed. Expiry outlasts the longest lease.
 */
export const SOURCE_READ_JOB = defineJob(
  'sources.refresh-source',
  sourceReadJobSchema,
  { limit: 0, delaySeconds: 0, backoff: false },
  {
    policy: 'exclusive',
    deadLetter: false,
    keepCompletedSeconds: HOUR,
    expireInSeconds: 10 * MINUTE,
    concurrency: 4,
  },
);

export const sourceForgetJobSchema = z.object({});

/**
 * sources.forget-idle: deletes the cached sources nobody has asked for in a long time and no saved
 * widget points at (sources/forget-idle-sources.ts), scheduled hourly. Exclusive; a failed round
 * is not retried: the next one finds the same sources.
 */
export const SOURCE_FORGET_JOB = defineJob(
  'sources.forget-idle',
  sourceForgetJobSchema,
  { limit: 0, delaySeconds: 0, backoff: false },
  { policy: 'exclusive', deadLetter: false, keepCompletedSeconds: HOUR, expireInSeconds: 10 * MINUTE },
);

export const sourceAlertsJobSchema = z.object({});

/**
 * sources.owner-alerts: mails the owners of widgets whose source has failed for a day, and those
 * told once it reads again (sources/alerts), scheduled every SOURCE_ALERT_EVERY_MINUTES. Exclusive;
 * a failed round is not retried: the next one finds the same mails owed (each is claimed in the
 * database before it is sent, so none goes twice).
 */
export const SOURCE_ALERTS_JOB = defineJob(
  'sources.owner-alerts',
  sourceAlertsJobSchema,
  { limit: 0, delaySeconds: 0, backoff: false },
  { policy: 'exclusive', deadLetter: false, keepCompletedSeconds: HOUR, expireInSeconds: 10 * MINUTE },
);
