import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import { AddressRefusedError, type AddressResolver, createGuardedLookup } from './address-guard';

// The only way the fetcher's undici Agent opens a socket. The URL was checked before the
// request, but the connector checks again what it is asked to connect to (https, port 443, a
// name rather than an address) and resolves the name through the guarded lookup, so a socket
// never reaches an address that was not checked at that moment.

/**
 * Tests only: where connections go once every check has passed, so a test can serve
 * `www.trustpilot.com` from a local TLS server with its own certificate. Never read from the
 * environment or configuration; see `createSafeFetcherForTests`.
 */
export interface TestRoute {
  /** The local port every checked connection is sent to, on 127.0.0.1. */
  port: number;
  /** The test server's certificate (PEM), trusted instead of the public roots. */
  ca: string;
}

export interface GuardedConnectorOptions {
  resolve: AddressResolver;
  /** How long a TCP connect plus TLS handshake may take. */
  timeoutMs: number;
  testRoute?: TestRoute;
}

function refusal(options: buildConnector.Options): string | undefined {
  if (options.protocol !== 'https:') return `protocol ${options.protocol} is not https`;
  if (options.port !== '' && options.port !== '443') return `port ${options.port} is not 443`;
  if (options.socketPath) return 'a socket path is not a host';
  const hostname = options.hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname) !== 0) return `${options.hostname} is an address, not a name`;
  return undefined;
}

export function createGuardedConnector({ resolve, timeoutMs, testRoute }: GuardedConnectorOptions) {
  const reroute = testRoute ? () => ({ address: '127.0.0.1', family: 4 }) : undefined;
  const connectTls = buildConnector({
    lookup: createGuardedLookup(resolve, reroute),
    timeout: timeoutMs,
    // HTTP/1.1 only: one request per socket, which the size cap and abort handle simply.
    allowH2: false,
    ...(testRoute ? { ca: testRoute.ca } : {}),
  });
  const connect: buildConnector.connector = (options, callback) => {
    const why = refusal(options);
    if (why !== undefined) {
      callback(new AddressRefusedError(why), null);
      return;
    }
    connectTls(testRoute ? { ...options, port: String(testRoute.port) } : options, callback);
  };
  return connect;
}
