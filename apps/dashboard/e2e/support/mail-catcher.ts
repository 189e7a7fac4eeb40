import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One received mail as the browser tests read it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) URL in the text and HTML parts, in order, without duplicates. */
  links: string[];
  receivedAt: string;
}

export interface MailCatcher {
  /** What the product gets as SMTP_URL. */
  smtpUrl: string;
  /** Where each mail lands as one JSON file. */
  dir: string;
  close(): Promise<void>;
}

const URL_PATTERN = /https?:\/\/[^\s"'<>)]+/g;

function linksIn(...parts: string[]): string[] {
  const found = parts.flatMap((part) => part.match(URL_PATTERN) ?? []);
  // HTML attributes escape & as &amp;; the link the user follows has a plain &.
  return [...new Set(found.map((link) => link.replaceAll('&amp;', '&')))];
}

/**
 * A local SMTP server that takes every mail the product sends (no auth, no STARTTLS, so a plain
 * `smtp://127.0.0.1:PORT` works for nodemailer) and writes it, parsed, to a temp directory the
 * tests read. Real SMTP end to end: the product's mail path is exercised as in production.
 */
export async function startMailCatcher(port: number): Promise<MailCatcher> {
  const dir = mkdtempSync(join(tmpdir(), 'widgetry-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const text = email.text ?? '';
            const html = email.html ?? '';
            const mail: CaughtMail = {
              to: (email.to ?? []).flatMap((entry) => ('address' in entry && entry.address ? [entry.address] : [])),
              subject: email.subject ?? '',
              text,
              html,
              links: linksIn(text, html),
              receivedAt: new Date().toISOString(),
            };
            count += 1;
            // Written beside its name, then renamed: a reader polling the folder (mailbox.ts) never
            // parses a half-written file (CI saw "Unexpected end of JSON input" under load).
            const file = join(dir, `${String(count).padStart(4, '0')}.json`);
            writeFileSync(`${file}.part`, JSON.stringify(mail, null, 2));
            renameSync(`${file}.part`, file);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    dir,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
      }),
  };
}
