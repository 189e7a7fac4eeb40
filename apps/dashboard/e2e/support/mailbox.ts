import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaughtMail } from './mail-catcher';

const WAIT_MS = 30_000;
const POLL_MS = 200;

function isCaughtMail(value: unknown): value is CaughtMail {
  return typeof value === 'object' && value !== null && 'to' in value && 'links' in value && 'subject' in value;
}

/** Every mail caught so far, oldest first. */
export function readMails(dir: string): CaughtMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name): unknown => JSON.parse(readFileSync(join(dir, name), 'utf8')))
    .filter(isCaughtMail);
}

/**
 * Waits for a mail to `to` with a link that `linkMatches` accepts and returns that link. Mails
 * already seen (`after`: how many there were) are skipped, so an older link is never reused.
 */
export async function waitForMailLink(
  dir: string,
  { to, linkMatches, after = 0 }: { to: string; linkMatches: (link: URL) => boolean; after?: number },
): Promise<{ mail: CaughtMail; link: string }> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    for (const mail of readMails(dir).slice(after)) {
      if (!mail.to.map((address) => address.toLowerCase()).includes(to.toLowerCase())) continue;
      const link = mail.links.find((candidate) => linkMatches(new URL(candidate)));
      if (link) return { mail, link };
    }
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  const seen = readMails(dir).map((mail) => `${mail.to.join(',')}: ${mail.subject}`);
  throw new Error(`No mail to ${to} with a matching link within ${WAIT_MS / 1000} s. Mails: ${seen.join(' | ')}`);
}
