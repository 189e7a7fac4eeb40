import { UNKNOWN_SITE_DOMAIN } from '@widgetry/contracts';

// The installation's site, as the embed request shows it: the host of the page's Origin, else of
// its Referer, else the string 'null' (spec 000 §3: the dashboard shows it as '-'). The host is
// what the URL parser gives: lowercased, IDN in punycode, the port kept only when it is not the
// scheme's default, so 'https://Shop.Example.com/rent?x=1' is stored as 'shop.example.com' and
// 'http://localhost:8080/' as 'localhost:8080'. Only http(s) pages count: 'null' origins
// (sandboxed frames), file: pages and extensions are unknown sites.

/** Longest host kept: a DNS name (253) plus a port. Longer values are not real sites. */
const MAX_HOST_LENGTH = 260;

function hostOf(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === UNKNOWN_SITE_DOMAIN) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.host === '' || url.host.length > MAX_HOST_LENGTH) return null;
  return url.host;
}

export function siteDomain(origin: string | undefined, referer: string | undefined): string {
  return hostOf(origin) ?? hostOf(referer) ?? UNKNOWN_SITE_DOMAIN;
}
