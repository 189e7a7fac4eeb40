import { hostAllowed } from '../../fetcher/host-rules';
import { yelpApiHosts, yelpPageHosts } from './yelp-hosts';

// The hosts are the fetcher's rules for this source (./yelp-hosts.ts): one definition of
// where the source lives, for reading an address and for fetching it.

const BIZ_PATH = /^\/biz\/([A-Za-z0-9_%.-]{1,200})\/?$/;
/** The id from the Write a Review address, or an alias: the contract's businessId rule. */
const BUSINESS_ID = /^[\p{L}\p{N}_%-]{1,200}$/u;

export const YELP_PAGES = yelpPageHosts;
export const YELP_API = yelpApiHosts;

export interface YelpBusinessRef {
  /** The business id (or alias) the API is asked with. */
  id: string;
  /** The public page, `https://{host}/biz/{alias}`. */
  pageUrl: string;
}

/**
 * The business behind the widget's Business ID and Business URL: the id when given, else the
 * alias in the URL; the page from the URL when given, else yelp.com's page of the id. Null when a
 * URL is given that is not a business page, or neither yields a business.
 */
export function parseYelpBusiness(businessId: string, url: string | undefined): YelpBusinessRef | null {
  const id = businessId.trim();
  if (id !== '' && !BUSINESS_ID.test(id)) return null;
  const page = url?.trim() ? bizPage(url.trim()) : null;
  if (url?.trim() && !page) return null;
  const apiId = id || page?.alias;
  if (!apiId) return null;
  return { id: apiId, pageUrl: page?.url ?? `https://www.yelp.com/biz/${apiId}` };
}

function bizPage(input: string): { url: string; alias: string } | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const alias = BIZ_PATH.exec(url.pathname)?.[1];
  if (!hostAllowed(host, YELP_PAGES) || !alias) return null;
  return { url: `https://${host === 'm.yelp.com' ? 'www.yelp.com' : host}/biz/${alias}`, alias };
}

/** The id as one path segment: decoded once (an alias may arrive %-escaped), then escaped once. */
export function pathSegment(id: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(id));
  } catch {
    return encodeURIComponent(id);
  }
}

/** Yelp's Write a Review page takes the encoded business id. */
export function writeReviewUrl(encBizId: string): string {
  return `https://www.yelp.com/writeareview/biz/${pathSegment(encBizId)}`;
}

/** True for an address on one of Yelp's own hosts. */
export function isYelpUrl(url: string): boolean {
  try {
    return hostAllowed(new URL(url).hostname, YELP_PAGES);
  } catch {
    return false;
  }
}
