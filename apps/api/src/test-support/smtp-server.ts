import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { DatabaseTarget } from './database-targets';
import { createTestApp, type TestAppOptions, type TestContext, testConfig } from './test-app';

/** A mail as a real SMTP server received and a MIME parser read it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The http(s) URLs of the text part. */
  links: string[];
}

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The mails received for one address so far. */
  mailsTo(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** Recipients starting with this are refused, to test a failing mail server. */
export const REFUSED_RECIPIENT_PREFIX = 'refused';

function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** A local SMTP server on a free port, without TLS or authentication. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith(REFUSED_RECIPIENT_PREFIX)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      readStream(stream)
        .then((raw) => PostalMime.parse(raw))
        .then((parsed) => {
          const text = parsed.text ?? '';
          mails.push({
            from: parsed.from?.address ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? '',
            text,
            html: parsed.html ?? '',
            links: text.match(/https?:\/\/\S+/g) ?? [],
          });
          callback();
        }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP server has no port');
  const { port } = address satisfies AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo: (to) => mails.filter((mail) => mail.to.includes(to)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The test app sending its mail to a test SMTP server of its own; close() shuts both. */
export interface MailingTestContext extends TestContext {
  smtp: TestSmtpServer;
}

export async function createMailingTestApp(
  target: DatabaseTarget,
  options: TestAppOptions = {},
): Promise<MailingTestContext> {
  const smtp = await startTestSmtpServer();
  const ctx = await createTestApp(target, testConfig({ SMTP_URL: smtp.url }), options);
  return {
    ...ctx,
    smtp,
    close: async () => {
      await ctx.close();
      await smtp.close();
    },
  };
}

/**
 * The first link of the newest mail with `subject` to `email`. The app sends mail in the
 * background, so this waits for what it has queued first; no such mail fails the test.
 */
export async function latestMailLink(ctx: MailingTestContext, email: string, subject: string): Promise<string> {
  await ctx.app.mailer.settle();
  const link = ctx.smtp
    .mailsTo(email)
    .filter((mail) => mail.subject === subject)
    .at(-1)?.links[0];
  if (!link) throw new Error(`no mail "${subject}" reached ${email}`);
  return link;
}
