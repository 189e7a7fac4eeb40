import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { UNKNOWN_SITE_DOMAIN } from '@widgetry/contracts';

// The installation's site, as the embed request shows it: the host name of the page's Origin, else
// of its Referer, else the string 'null' (spec 000 §3: the dashboard shows it as '-').
//
// Any visitor can send any Origin, so only what could be a customer's public website is kept
// (DESIGN "Security rules": installations record only public DNS host names): an http(s) page on
// a DNS name with a dot, normalised to lowercase ASCII (IDN in punycode) without a trailing dot or
// a port, so 'https://Shop.Example.com.:8443/rent?x=1' is stored as 'shop.example.com' and one site
// cannot become 65,535 rows through its ports. IP literals, loopback and private names, and names
// DNS cannot hold are unknown sites: they add at most the one 'null' row.

/** RFC 1035: a name is at most 253 characters written without the trailing dot. */
export const MAX_HOSTNAME_LENGTH = 253;
/** RFC 1035: each label at most 63 characters. */
export const MAX_LABEL_LENGTH = 63;

// Letters, digits and inner hyphens: what a public DNS label holds once IDN is in punycode.
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
// A top-level domain is never all digits (that would read as an IPv4 address).
const TOP_LEVEL = /^(?:[a-z][a-z0-9-]*|xn--[a-z0-9-]+)$/;

/**
 * Names that never resolve on the public internet: special-use names (RFC 6761, 6762, 7686,
 * 8375, 9476) and the suffixes routers and companies use for their own networks.
 */
const PRIVATE_SUFFIXES = [
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
];

function isPrivateName(hostname: string): boolean {
  return PRIVATE_SUFFIXES.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`));
}

/** The public DNS name `hostname` stands for, normalised, or null when it is not one. */
export function publicHostname(hostname: string): string | null {
  const bare = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  // IPv6 literals come bracketed from the URL parser; IPv4 ones in dotted form, whatever was sent.
  if (bare.startsWith('[') || isIP(bare) !== 0) return null;
  // The URL parser has already lowercased it and turned IDN into punycode; this keeps a direct
  // caller to the same rule ('' for a name that cannot be converted).
  const ascii = domainToASCII(bare);
  if (ascii === '' || ascii.length > MAX_HOSTNAME_LENGTH) return null;
  const labels = ascii.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => label.length <= MAX_LABEL_LENGTH && LABEL.test(label))) return null;
  if (!TOP_LEVEL.test(labels[labels.length - 1] ?? '')) return null;
  return isPrivateName(ascii) ? null : ascii;
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

export function siteDomain(origin: string | undefined, referer: string | undefined): string {
  return hostOf(origin) ?? hostOf(referer) ?? UNKNOWN_SITE_DOMAIN;
}
