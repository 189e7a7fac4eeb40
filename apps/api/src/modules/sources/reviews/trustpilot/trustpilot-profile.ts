import { hostAllowed } from '../../fetcher/host-rules';
import { trustpilotApiHosts, trustpilotPageHosts } from './trustpilot-hosts';

// The hosts are the fetcher's rules for this source (./trustpilot-hosts.ts): one definition of
// where the source lives, for reading an address and for fetching it.

/** Trustpilot pages: www. and the locale hosts (uk., de. …) serve the same shape. */
export const TRUSTPILOT_PAGES = trustpilotPageHosts;
export const TRUSTPILOT_API = trustpilotApiHosts;

export interface TrustpilotProfile {
  /** `www.trustpilot.com`, or the locale host the user gave. */
  host: string;
  /** The reviewed domain, Trustpilot's identifying name (`acme.com`). */
  domain: string;
}

const PROFILE_PATH = /^\/review\/([^/?#]+)\/?$/;
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/** The profile behind `https://www.trustpilot.com/review/{domain}`, or null for any other address. */
export function parseTrustpilotProfile(input: string): TrustpilotProfile | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!hostAllowed(host, TRUSTPILOT_PAGES)) return null;
  const domain = PROFILE_PATH.exec(url.pathname)?.[1]?.toLowerCase();
  if (!domain || !DOMAIN.test(domain)) return null;
  return { host: host === 'trustpilot.com' ? 'www.trustpilot.com' : host, domain };
}

export function profileUrl({ host, domain }: TrustpilotProfile): string {
  return `https://${host}/review/${domain}`;
}

/**
 * The profile page N (1-based) of reviews in every language; Trustpilot shows 20 reviews a page.
 * Without `languages=all`, www. and each locale host list only their own language (a `de.` page
 * of 7,824 reviews pages through 81), so the pages would disagree with the total the widget shows.
 */
export function profilePageUrl(profile: TrustpilotProfile, page: number): string {
  const query = page === 1 ? 'languages=all' : `languages=all&page=${page}`;
  return `${profileUrl(profile)}?${query}`;
}

export function writeReviewUrl({ host, domain }: TrustpilotProfile): string {
  return `https://${host}/evaluate/${domain}`;
}

export function reviewUrl({ host }: TrustpilotProfile, id: string): string {
  return `https://${host}/reviews/${encodeURIComponent(id)}`;
}
