import { z } from 'zod';
import { fieldRegistry } from '../../html-data/field.builders';
import { clientString } from '../../rules/text.rule';
import {
  decodeDomainUrl,
  encodeDomainUrl,
  encodedHttpUrlSchema,
  isHttpUrl,
  URL_MAX_LENGTH,
  URL_MESSAGE,
} from '../../rules/url.rule';

// The accessibility menu's website address (spec 002 §3 domainUrl, stored URL-encoded). Owners type
// what they know ('mysite.com', 'MySite.com/', 'https://www.mysite.com/about'); it is stored as the
// site's origin, https unless http was typed: encodeURIComponent('https://mysite.com'). The API
// holds a menu whose allowedSites are empty to this site and its subdomains (embed/allowed-sites.ts).

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The normalised, URL-encoded address for what was typed (raw or encoded), or null when it is none. */
export function normaliseWebsiteAddress(typed: string): string | null {
  if (typed === '') return '';
  const decoded = (decodeDomainUrl(typed.trim()) ?? typed).trim();
  // Blank is not empty: it is a mistyped address, refused like any other.
  if (decoded === '') return null;
  const address = SCHEME.test(decoded) ? decoded : `https://${decoded}`;
  // The whole address must be one the URL rule accepts, so a hostile path is refused, not trimmed.
  if (!isHttpUrl(address)) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.endsWith('.') ? url.hostname.slice(0, -1) : url.hostname;
  const encoded = encodeDomainUrl(`${url.protocol}//${host}`);
  return encodedHttpUrlSchema.safeParse(encoded).success ? encoded : null;
}

/** domainUrl: any form of a website address in, its normalised encoded origin out ('' for none). */
export const websiteAddress = (fallback = '') => {
  const schema = clientString()
    .transform((value, ctx) => {
      const normalised = normaliseWebsiteAddress(value);
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message: URL_MESSAGE, input: value });
        return z.NEVER;
      }
      return normalised;
    })
    .pipe(z.string())
    .default(fallback);
  fieldRegistry.add(schema, { kind: 'encodedUrl', maxLength: URL_MAX_LENGTH });
  return schema;
};
