import { z } from 'zod';
import { clientString } from '../rules/text.rule';

// Where a widget may be shown (allowedSites) and the site names a customer types for it. A customer
// types what is in the browser's address bar ('https://Shop.Example.com/rent'); what is stored and
// compared is the bare public DNS name ('shop.example.com'), the same form installations are
// recorded in, so a typed site and a recorded one compare as plain strings.

/** Sites one widget may be limited to: a business's domains and a few agencies' test hosts. */
export const MAX_ALLOWED_SITES = 50;

export const ALLOWED_SITES_MESSAGES = {
  invalid: 'Enter a public website domain such as example.com or *.example.com',
  tooMany: `List at most ${MAX_ALLOWED_SITES} sites`,
} as const;

/**
 * Names that never resolve on the public internet: special-use names (RFC 6761, 6762, 7686,
 * 8375, 9476) and the suffixes routers and companies use for their own networks.
 */
export const PRIVATE_DNS_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'localdomain',
  'home.arpa',
  'arpa',
  'test',
  'invalid',
  'example',
  'onion',
  'alt',
] as const;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
// A top-level domain is never all digits (that would read as an IPv4 address).
const TOP_LEVEL = /^(?:[a-z][a-z0-9-]*|xn--[a-z0-9-]+)$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const WILDCARD = '*.';

/** RFC 1035: a name is at most 253 characters written without the trailing dot. */
export const MAX_DNS_NAME_LENGTH = 253;

/** True for a lowercase ASCII DNS name with a dot that could be a public website. */
export function isPublicDnsName(name: string): boolean {
  if (name.length > MAX_DNS_NAME_LENGTH) return false;
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  if (!TOP_LEVEL.test(labels[labels.length - 1] ?? '')) return false;
  return !PRIVATE_DNS_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/**
 * The public host name in what a customer typed ('mysite.com', 'https://MySite.com/page',
 * 'www.mysite.com:443'), lowercase, IDN in punycode, without scheme, port, path or trailing dot;
 * null when it names no public website (an IP address, localhost, a made-up name).
 */
export function publicSiteName(typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed === '' || trimmed.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname.endsWith('.') ? url.hostname.slice(0, -1) : url.hostname;
  return isPublicDnsName(host) ? host : null;
}

/** An allowed-site entry normalised ('*.Example.com/' → '*.example.com'), or null when invalid. */
export function allowedSiteEntry(typed: string): string | null {
  const trimmed = typed.trim();
  const wildcard = trimmed.startsWith(WILDCARD);
  const name = publicSiteName(wildcard ? trimmed.slice(WILDCARD.length) : trimmed);
  if (name === null) return null;
  return wildcard ? `${WILDCARD}${name}` : name;
}

/** One allowed site: a domain, or `*.domain` for its subdomains; stored normalised. */
export const allowedSiteSchema = clientString()
  .transform((value, ctx) => {
    const entry = allowedSiteEntry(value);
    if (entry === null) {
      ctx.addIssue({ code: 'custom', message: ALLOWED_SITES_MESSAGES.invalid, input: value });
      return z.NEVER;
    }
    return entry;
  })
  // The pipe gives the API docs the stored form (a transform alone has no JSON Schema output).
  .pipe(z.string());

/** allowedSites as the owner sends it: empty means anywhere; duplicates are dropped. */
export const allowedSitesSchema = z
  .array(allowedSiteSchema)
  .max(MAX_ALLOWED_SITES, { error: ALLOWED_SITES_MESSAGES.tooMany })
  .transform((entries) => [...new Set(entries)])
  .pipe(z.array(z.string()));

/**
 * Whether a page on `domain` (a recorded installation domain) may show a widget limited to
 * `allowed`: an empty list allows every site; `*.example.com` allows its subdomains, not
 * example.com itself (list both for both).
 */
export function isSiteAllowed(allowed: readonly string[], domain: string): boolean {
  if (allowed.length === 0) return true;
  return allowed.some((entry) => (entry.startsWith(WILDCARD) ? domain.endsWith(entry.slice(1)) : domain === entry));
}
