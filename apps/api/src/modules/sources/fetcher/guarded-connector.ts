import { isIP } from 'node:net';
import { type Agent, buildConnector, type Dispatcher, Pool, ProxyAgent } from 'undici';
import { AddressRefusedError, type AddressResolver, createGuardedLookup } from './address-guard';

// The only way the fetcher's undici Agent opens a socket. The URL was checked before the
// request, but the connector checks again what it is asked to connect to (https, port 443, a
// name rather than an address) and resolves the name through the guarded lookup, so a socket
// never reaches an address that was not checked at that moment.
//
// With SOURCES_PROXY_URL the sockets go to the proxy instead, which resolves the name itself:
// the address check cannot run here, so the target is refused by name (https, port 443, never
// an IP literal) before the CONNECT is sent, and the TLS inside the tunnel is verified against
// the source's name with Node's default trust (public roots plus NODE_EXTRA_CA_CERTS).

/**
 * Tests only: where connections go once every check has passed, so a test can serve
 * a source host (`www.example.com`) from a local TLS server with its own certificate. Never read from the
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

/** Why a connection to this target must not be opened, or undefined when it may be. */
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

export interface GuardedProxyAgentOptions {
  /** `http(s)://[user:password@]host:port` of the forward proxy (checked by the config). */
  proxyUrl: string;
  /** How long the proxy connect, its answer to CONNECT and the TLS handshake inside may take. */
  timeoutMs: number;
  /** Timeouts and the size cap of the requests themselves. */
  agent: Pick<Agent.Options, 'headersTimeout' | 'bodyTimeout' | 'maxResponseSize'>;
}

/** Basic credentials of a proxy URL as a Proxy-Authorization value, or undefined without any. */
function proxyToken(url: URL): string | undefined {
  if (url.username === '' && url.password === '') return undefined;
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return `Basic ${Buffer.from(credentials).toString('base64')}`;
}

function isConnector(value: unknown): value is buildConnector.connector {
  return typeof value === 'function';
}

/**
 * An undici ProxyAgent that tunnels every request through the proxy with CONNECT, refusing a
 * target the direct connector would refuse by name before anything is sent to the proxy.
 */
export function createGuardedProxyAgent({ proxyUrl, timeoutMs, agent }: GuardedProxyAgentOptions): ProxyAgent {
  const url = new URL(proxyUrl);
  const token = proxyToken(url);
  // The password goes in the header only, so no URL undici keeps or reports carries it.
  url.username = '';
  url.password = '';
  return new ProxyAgent({
    ...agent,
    uri: url.href,
    ...(token === undefined ? {} : { token }),
    connectTimeout: timeoutMs,
    // HTTP/1.1 only inside the tunnel, as on direct connections.
    allowH2: false,
    // The client that speaks to the proxy: a CONNECT left unanswered fails after timeoutMs
    // instead of undici's 300 s default.
    clientFactory: (origin: URL, options: object): Dispatcher =>
      new Pool(origin, { ...options, headersTimeout: timeoutMs }),
    // Each target origin's pool: its `connect` is ProxyAgent's tunnel, wrapped so that the
    // target is checked before the CONNECT goes out.
    factory: (origin: URL, options: object): Dispatcher => {
      const tunnel = 'connect' in options ? options.connect : undefined;
      if (!isConnector(tunnel)) throw new Error('undici gave the proxy pool no connect function');
      const connect: buildConnector.connector = (target, callback) => {
        const why = refusal(target);
        if (why !== undefined) {
          callback(new AddressRefusedError(why), null);
          return;
        }
        tunnel(target, callback);
      };
      return new Pool(origin, { ...options, connect });
    },
  });
}
