import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
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

export interface MailerPluginOptions {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  outbox: MailStore;
  /** Runs background SMTP deliveries as jobs with retries. */
  queue: MailQueue;
}

export const mailerPlugin = fp(
  async (app: FastifyInstance, { config, outbox, queue }: MailerPluginOptions) => {
    const smtp = config.smtpUrl === undefined ? undefined : smtpDelivery(config.smtpUrl, config.mailFrom);
    const deliver = smtp?.deliver ?? outboxDelivery(outbox, app.log);
    /** Mails being composed (a link token being stored) before they are delivered or queued. */
    const pending = new Set<Promise<void>>();

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
    const deliverInBackground: Deliver = smtp ? (mail) => queue.send(mail) : deliver;

    const mailer: Mailer = {
      send: deliver,
      sendInBackground(mail) {
        const delivery = Promise.resolve(mail)
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
      await mailer.settle();
      smtp?.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
