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
  options: Partial<Pick<JobType<T>, 'policy' | 'deadLetter' | 'keepCompletedSeconds' | 'expireInSeconds'>> = {},
): JobType<T> {
  return {
    name,
    schema,
    retry,
    policy: options.policy ?? 'standard',
    deadLetter: options.deadLetter ?? true,
    keepCompletedSeconds: options.keepCompletedSeconds ?? DAY,
    expireInSeconds: options.expireInSeconds ?? 15 * MINUTE,
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
export const sourceRefreshJobSchema = z.object({ kind: z.enum(SOURCE_KINDS) });
export type SourceRefreshJob = z.infer<typeof sourceRefreshJobSchema>;

/**
 * sources.refresh: one round of a kind of source (the ones due). Exclusive per kind, so two
 * processes never refresh the same kind at once and a slow round is not queued up behind. A
 * failed round is not retried nor dead-lettered: the next scheduled one reads what is still due.
 */
export const SOURCE_REFRESH_JOB = defineJob(
  'sources.refresh',
  sourceRefreshJobSchema,
  { limit: 0, delaySeconds: 0, backoff: false },
  { policy: 'exclusive', deadLetter: false, keepCompletedSeconds: HOUR, expireInSeconds: 10 * MINUTE },
);
