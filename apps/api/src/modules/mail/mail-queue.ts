import type { MailQueue } from '../../plugins/mailer';
import { errorMessage, type JobQueue, MAIL_JOB, PermanentJobError } from '../jobs';

// Mail sent in the background over SMTP, as jobs: a server that is down, busy or slow to greet
// gets the mail later, with backoff; one that refuses the address for good (5xx) is not asked again.

/** An SMTP answer that will not change on a retry (5xx: no such mailbox, refused). */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return false;
  const code = error.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createMailQueue(jobs: JobQueue): MailQueue {
  return {
    async send(mail) {
      await jobs.send(MAIL_JOB, mail);
    },
    work: (deliver) =>
      jobs.work(MAIL_JOB, async (mail, run) => {
        try {
          await deliver(mail, run.attempt);
        } catch (error) {
          throw isPermanentRefusal(error) ? new PermanentJobError(errorMessage(error)) : error;
        }
      }),
    drain: () => jobs.drain([MAIL_JOB]),
  };
}
