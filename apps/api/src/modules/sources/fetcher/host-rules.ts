import { isIP } from 'node:net';
import { SourceFetchError, type SourceHostRule } from './source-fetcher';

// Which URLs a source may be read from. The WHATWG parser is the one that decides what host a
// URL names (it is what the connection will use), but it also forgives a lot: it decodes `%2e`,
// maps `。` to a dot, turns `\` into `/`, reads `127.1` and `0x7f000001` as addresses and drops
// tabs. A source URL is typed by a person or sent by a third party in a redirect, so anything
// the parser would have to forgive is refused instead of guessed at.

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** One DNS label of a host name (letters, digits, inner hyphens). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Printable ASCII without the space: a URL may hold nothing else before it is parsed. */
const PRINTABLE = /^[\x21-\x7e]*$/;
const MAX_URL_LENGTH = 4096;

function refuse(url: string, why: string): never {
  throw new SourceFetchError('refused', `${why}: ${url.slice(0, 200)}`);
}

/** A host as a rule lists it, in the form `checkSourceUrl` gives: lowercase, no trailing dot. */
function ruleHost(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

/** True when a normalised host name (lowercase, no trailing dot) is one the rule allows. */
export function hostAllowed(host: string, rule: SourceHostRule): boolean {
  if (rule.hosts?.some((allowed) => ruleHost(allowed) === host)) return true;
  const inDomain = rule.domains?.some((domain) => {
    const registrable = ruleHost(domain);
    return host === registrable || host.endsWith(`.${registrable}`);
  });
  if (inDomain) return true;
  return rule.matches?.(host) === true;
}

/**
 * The URL to request for `input`, or a `refused` SourceFetchError: https only, on the default
 * port, no user info, a plain DNS name (never an address) that the rule allows. The host comes
 * back lowercase and without a trailing dot, the fragment dropped.
 */
export function checkSourceUrl(input: string, rule: SourceHostRule): URL {
  if (input.length > MAX_URL_LENGTH) refuse(input, 'URL too long');
  if (!PRINTABLE.test(input)) refuse(input, 'URL holds a space, control or non-ASCII character');
  if (input.includes('\\')) refuse(input, 'URL holds a backslash');
  const scheme = SCHEME.exec(input)?.[1]?.toLowerCase();
  if (scheme !== 'https') refuse(input, 'only https URLs may be fetched');
  if (!input.slice('https:'.length).startsWith('//')) refuse(input, 'URL has no //');

  // The authority as written, before the parser decodes or re-reads any of it.
  const authority = /^https:\/\/([^/?#]*)/i.exec(input)?.[1] ?? '';
  if (authority === '') refuse(input, 'URL has no host');
  if (authority.includes('@')) refuse(input, 'URL holds user info');
  if (authority.includes('%')) refuse(input, 'URL host is percent-encoded');
  if (authority.startsWith('[')) refuse(input, 'URL host is an IP address');

  let url: URL;
  try {
    url = new URL(input);
  } catch {
    refuse(input, 'URL does not parse');
  }
  if (url.username !== '' || url.password !== '') refuse(input, 'URL holds user info');
  // The parser turns an explicit :443 into the default port, so any port left is another one.
  if (url.port !== '') refuse(input, 'only port 443 may be reached');

  const parsedHost = url.hostname;
  if (isIP(parsedHost) !== 0 || parsedHost.startsWith('[')) refuse(input, 'URL host is an IP address');
  // One trailing dot names the same host (DNS root); TLS and the rules expect it without.
  const host = parsedHost.endsWith('.') ? parsedHost.slice(0, -1) : parsedHost;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) refuse(input, 'URL host is not a DNS name');
  if (!hostAllowed(host, rule)) refuse(input, `host ${host} is not one this source may reach`);

  url.hostname = host;
  url.hash = '';
  return url;
}

/**
 * Where a redirect from `from` to a `Location` value leads, checked like the first URL.
 * A relative location keeps the host it came from; an absolute or protocol-relative one is
 * checked as written, so its host gets no decoding the first URL would not get.
 */
export function checkRedirectUrl(location: string, from: URL, rule: SourceHostRule): URL {
  if (!PRINTABLE.test(location)) refuse(location, 'redirect holds a space, control or non-ASCII character');
  if (location.includes('\\')) refuse(location, 'redirect holds a backslash');
  if (SCHEME.test(location)) return checkSourceUrl(location, rule);
  if (location.startsWith('//')) return checkSourceUrl(`https:${location}`, rule);
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    refuse(location, 'redirect does not parse');
  }
  return checkSourceUrl(next.href, rule);
}
