import { AsyncLocalStorage } from 'node:async_hooks';
import type { JobQueue } from '../jobs';
import { WEBHOOK_EVENT_JOB } from '../jobs';
import type { Billing } from './billing';

// A verified provider event is answered at once and processed as a job (retried with backoff when
// the provider or the database is away). Processing is idempotent by event id (webhook_events), so
// an event Stripe sends twice, or a job run again after a crash, changes nothing the second time.

/** Set while a webhook job runs, so a delivery it causes does not wait for it (see below). */
const insideWebhookJob = new AsyncLocalStorage<true>();

export async function workWebhookEvents(jobs: JobQueue, billing: Pick<Billing, 'sync'>): Promise<void> {
  await jobs.work(WEBHOOK_EVENT_JOB, (event) =>
    insideWebhookJob.run(true, async () => {
      await billing.sync.handleEvent(event);
    }),
  );
}

/**
 * Resolves once the webhook events queued so far are processed. The built-in test provider stands
 * in for Stripe in development and tests, and the flows built on it expect an event it delivered
 * to have taken effect. A handler that changes the provider makes it deliver new events from
 * inside the job: waiting there would be the job waiting for itself, so that delivery does not
 * wait, and the outer one waits for both.
 */
export async function webhookEventsProcessed(jobs: JobQueue): Promise<void> {
  if (insideWebhookJob.getStore()) return;
  await jobs.drain([WEBHOOK_EVENT_JOB]);
}
