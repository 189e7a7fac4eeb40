import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Mail, Mailer } from '../lib/mail.types';

// DESIGN "Hosts and configuration": real mail over SMTP_URL; without it every mail lands in the
// outbox table (`GET /dev/outbox` outside production) and its links are logged, so a developer
// can follow a verification or reset link without any mail server.

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

function outboxDelivery(outbox: MailStore, log: FastifyBaseLogger): Deliver {
  return async (mail) => {
    await outbox.insert(mail);
    log.info(`Mail to ${mail.to}: ${mail.subject} ${mail.links.join(' ')}`);
  };
}

export const mailerPlugin = fp(
  async (
    app: FastifyInstance,
    { config, outbox }: { config: Pick<Config, 'smtpUrl' | 'mailFrom'>; outbox: MailStore },
  ) => {
    const smtp = config.smtpUrl === undefined ? undefined : smtpDelivery(config.smtpUrl, config.mailFrom);
    const deliver = smtp?.deliver ?? outboxDelivery(outbox, app.log);
    const pending = new Set<Promise<void>>();

    const mailer: Mailer = {
      send: deliver,
      sendInBackground(mail) {
        const delivery = Promise.resolve(mail)
          .then(
            (composed) =>
              deliver(composed).catch((error: unknown) => {
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
      },
    };
    app.decorate('mailer', mailer);

    // Close before the database does, so a mail queued by the last request still gets out.
    app.addHook('onClose', async () => {
      await mailer.settle();
      smtp?.close();
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
