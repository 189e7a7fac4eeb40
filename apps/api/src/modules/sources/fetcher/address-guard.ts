import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// The check that runs at connect time: the socket asks this lookup for the addresses of the
// host it is about to connect to, so the addresses checked are the ones used. Checking a name
// earlier and connecting later would let a name that answers a public address first and a
// private one second (DNS rebinding) slip through.

/** Resolves a host name to its addresses; the fetcher's `lookup` option, so tests can pick them. */
export type AddressResolver = (hostname: string) => Promise<readonly LookupAddress[]>;

/** The operating system's resolver, every address in the order it gives them. */
export const systemResolver: AddressResolver = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/** A name or address the fetcher must not connect to; the safe fetcher reports it as `refused`. */
export class AddressRefusedError extends Error {
  readonly code = 'ERR_SOURCE_ADDRESS_REFUSED';
  constructor(message: string) {
    super(message);
    this.name = 'AddressRefusedError';
  }
}

/** 2000::/3, the only IPv6 block handed out as public unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Why an address may not be reached (`loopback`, `private`, `linkLocal`, `carrierGradeNat`,
 * `uniqueLocal`, `multicast`, `unspecified`, `reserved` …), or undefined for a public unicast
 * address. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it carries;
 * every other IPv6 address must be global unicast (2000::/3), which also keeps out the
 * IPv4-compatible (`::127.0.0.1`), site-local and NAT64 forms that embed a private IPv4.
 */
export function forbiddenAddress(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an address';
  // process() unwraps an IPv4-mapped IPv6 address into the IPv4 one it carries.
  const ip = ipaddr.process(address);
  if (ip instanceof ipaddr.IPv4) {
    const range = ip.range();
    return range === 'unicast' ? undefined : range;
  }
  const range = ip.range();
  if (range !== 'unicast') return range;
  return ip.match(GLOBAL_UNICAST_V6) ? undefined : 'notGlobalUnicast';
}

/** Suffixes of names that only mean something inside a network (cloud metadata, mDNS, home). */
const INTERNAL_SUFFIXES = ['.localhost', '.internal', '.local', '.localdomain', '.home.arpa', '.arpa'];
const INTERNAL_NAMES = new Set(['localhost', 'metadata.goog']);

/**
 * True for a host name that names an internal service whatever it resolves to:
 * `localhost`, `metadata.google.internal`, `metadata.goog`, any single-label name (`metadata`).
 */
export function isInternalHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true;
  return INTERNAL_NAMES.has(name) || INTERNAL_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

/**
 * The addresses of `hostname`, refused (AddressRefusedError) when the name is internal or when
 * ANY address it resolves to is not public: a name mixing public and private answers is
 * treated as hostile rather than trimmed to its public half.
 */
export async function resolvePublicAddresses(hostname: string, resolve: AddressResolver): Promise<LookupAddress[]> {
  if (isInternalHostName(hostname)) throw new AddressRefusedError(`${hostname} is an internal name`);
  const addresses = await resolve(hostname);
  if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
  for (const { address } of addresses) {
    const range = forbiddenAddress(address);
    if (range !== undefined) throw new AddressRefusedError(`${hostname} resolves to ${address} (${range})`);
  }
  return [...addresses];
}

function wantedFamily(options: LookupOptions): 4 | 6 | undefined {
  if (options.family === 4 || options.family === 'IPv4') return 4;
  if (options.family === 6 || options.family === 'IPv6') return 6;
  return undefined;
}

/**
 * A `lookup` for `net.connect` / `tls.connect` that answers only public addresses.
 * `reroute` replaces every address that passed the check before the socket uses it; only the
 * test fetcher sets it (to send checked connections to a local server).
 */
export function createGuardedLookup(
  resolve: AddressResolver,
  reroute?: (address: LookupAddress) => LookupAddress,
): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublicAddresses(hostname, resolve).then(
      (addresses) => {
        const family = wantedFamily(options);
        const usable = addresses
          .filter((address) => family === undefined || address.family === family)
          .map((address) => (reroute ? reroute(address) : address));
        const first = usable[0];
        if (first === undefined) {
          callback(Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }), []);
        } else if (options.all) {
          callback(null, usable);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), []);
      },
    );
  };
}
