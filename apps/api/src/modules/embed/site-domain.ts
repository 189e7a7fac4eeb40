import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { isPublicDnsName, UNKNOWN_SITE_DOMAIN } from '@widgetry/contracts';
import { LruMap } from '../../lib/lru-map';

// The installation's site, as the embed request shows it: the host name of the page's Origin, else
// of its Referer, else the string 'null' (spec 000 §3: the dashboard shows it as '-').
//
// Any visitor can send any Origin, so only what could be a customer's public website is kept
// (DESIGN "Security rules": installations record only public DNS host names): an http(s) page on
// a DNS name with a dot, normalised to lowercase ASCII (IDN in punycode) without a trailing dot or
// a port, so 'https://Shop.Example.com.:8443/rent?x=1' is stored as 'shop.example.com' and one site
// cannot become 65,535 rows through its ports. IP literals, loopback and private names, and names
// DNS cannot hold are unknown sites: they add at most the one 'null' row.

/** The public DNS name `hostname` stands for, normalised, or null when it is not one. */
export function publicHostname(hostname: string): string | null {
  const bare = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  // IPv6 literals come bracketed from the URL parser; IPv4 ones in dotted form, whatever was sent.
  if (bare.startsWith('[') || isIP(bare) !== 0) return null;
  // The URL parser has already lowercased it and turned IDN into punycode; this keeps a direct
  // caller to the same rule ('' for a name that cannot be converted).
  const ascii = domainToASCII(bare);
  // The same rule a customer's typed allowed sites are held to (contracts' widget-sites rule).
  return ascii !== '' && isPublicDnsName(ascii) ? ascii : null;
}

function hostOf(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === UNKNOWN_SITE_DOMAIN) return null;
  // Longer than any real page address: not parsed at all.
  if (value.length > 4096) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return publicHostname(url.hostname);
}

/**
 * Origins seen lately and their host ('' for none). Every page view of a site sends the same
 * Origin, and parsing it (URL, IDN, the DNS-name rule) was a visible share of a warm embed answer;
 * a flood of made-up Origins only churns this bounded map.
 */
const ORIGINS_KEPT = 10_000;
const knownOrigins = new LruMap<string, string>(ORIGINS_KEPT);

function hostOfOrigin(origin: string | undefined): string | null {
  if (origin === undefined) return null;
  const known = knownOrigins.get(origin);
  if (known !== undefined) return known === '' ? null : known;
  const host = hostOf(origin);
  knownOrigins.set(origin, host ?? '');
  return host;
}

export function siteDomain(origin: string | undefined, referer: string | undefined): string {
  return hostOfOrigin(origin) ?? hostOf(referer) ?? UNKNOWN_SITE_DOMAIN;
}
