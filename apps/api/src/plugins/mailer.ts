import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import pRetry, { type Options as RetryOptions } from 'p-retry';
import type { Config } from '../config';
import { rootCauseMessage } from '../lib/db-errors';
import type { Mail, Mailer } from '../lib/mail.types';

// DESIGN "Hosts and configuration": real mail over SMTP_URL; without it every mail lands in the
// outbox table (`GET /dev/outbox` outside production) and its links are logged, so a developer
// can follow a verification or reset link without any mail server. Mail sent in the background over
// SMTP is a job (modules/jobs): a server that is down or busy gets it later, with backoff.

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

type Deliver = (mail: Mail) => Promise<void>;

function smtpDelivery(smtpUrl: string, from: string): { deliver: Deliver; close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    deliver: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transport.close(),
  };
}

/** Where mail is kept when no SMTP server is configured (the outbox table, wired in buildApp). */
export interface MailStore {
  insert(mail: Mail): Promise<unknown>;
}

/** Background SMTP deliveries as jobs with retries (modules/mail/mail-queue.ts, wired in buildApp). */
export interface MailQueue {
  send(mail: Mail): Promise<void>;
  work(deliver: (mail: Mail, attempt: number) => Promise<void>): Promise<void>;
  drain(): Promise<void>;
}

function outboxDelivery(outbox: MailStore, log: FastifyBaseLogger): Deliver {
  return async (mail) => {
    await outbox.insert(mail);
    log.info(`Mail to ${mail.to}: ${mail.subject} ${mail.links.join(' ')}`);
  };
}

/** How composing a background mail, and handing it to the queue, are retried: 1 s, 2 s, 4 s … about a minute in all. */
export type ComposeRetry = Pick<RetryOptions, 'retries' | 'minTimeout' | 'factor' | 'maxTimeout'>;
export const DEFAULT_COMPOSE_RETRY: ComposeRetry = { retries: 6, minTimeout: 1000, factor: 2 };

export interface MailerPluginOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  outbox: MailStore;
  /** Runs background SMTP deliveries as jobs with retries. */
  queue: MailQueue;
  /** Default DEFAULT_COMPOSE_RETRY; tests shorten the waits. */
  composeRetry?: ComposeRetry;
}

export const mailerPlugin = fp(
  async (
    app: FastifyInstance,
    { config, outbox, queue, composeRetry = DEFAULT_COMPOSE_RETRY }: MailerPluginOptions,
  ) => {
    const smtp = config.smtpUrl === undefined ? undefined : smtpDelivery(config.smtpUrl, config.mailFrom);
    const deliver = smtp?.deliver ?? outboxDelivery(outbox, app.log);
    /** Mails being composed (a link token being stored) before they are delivered or queued. */
    const pending = new Set<Promise<void>>();
    /** Ends the waits between compose attempts when the app closes, rather than holding up shutdown. */
    const closing = new AbortController();

    // A request may have answered before its mail's token is stored, or before its mail is handed
    // to the job queue (or the outbox): a database cut in between must delay that mail, not lose
    // it. Both steps are tried again with the same backoff.
    const patiently = <T>(attempt: () => Promise<T>, retrying: string): Promise<T> =>
      pRetry(attempt, {
        ...composeRetry,
        signal: closing.signal,
        onFailedAttempt: ({ error, attemptNumber, retriesLeft }) => {
          if (retriesLeft > 0) app.log.warn({ cause: rootCauseMessage(error), attempt: attemptNumber }, retrying);
        },
      });
    const compose = (mail: Mail | (() => Promise<Mail>)): Promise<Mail> =>
      typeof mail !== 'function' ? Promise.resolve(mail) : patiently(mail, 'mail not composed yet, retrying');

    if (smtp) {
      await queue.work(async (mail, attempt) => {
        try {
          await smtp.deliver(mail);
        } catch (error) {
          app.log.error({ err: error, to: mail.to, subject: mail.subject, attempt }, 'mail could not be sent');
          throw error;
        }
      });
    }
    // Over SMTP a mail is queued (kept and retried); the dev outbox is a local insert, done at once.
    const handOver: Deliver = smtp ? (mail) => queue.send(mail) : deliver;
    const deliverInBackground: Deliver = (mail) => patiently(() => handOver(mail), 'mail not queued yet, retrying');

    const mailer: Mailer = {
      send: deliver,
      sendInBackground(mail) {
        const delivery = compose(mail)
          .then(
            (composed) =>
              deliverInBackground(composed).catch((error: unknown) => {
                app.log.error({ err: error, to: composed.to, subject: composed.subject }, 'mail could not be sent');
              }),
            (error: unknown) => {
              app.log.error({ err: error }, 'mail could not be composed');
            },
          )
          .finally(() => pending.delete(delivery));
        pending.add(delivery);
      },
      async settle() {
        while (pending.size > 0) await Promise.all(pending);
        // A queued mail's first try; a retry waiting out its backoff is not waited for.
        if (smtp) await queue.drain();
      },
    };
    app.decorate('mailer', mailer);

    // Close before the database and the job queue do, so a mail queued by the last request still
    // gets its first try.
    app.addHook('onClose', async () => {
      closing.abort(new Error('The app closed before the mail could be composed.'));
      await mailer.settle();
      smtp?.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
