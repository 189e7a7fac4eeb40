import { Agent } from 'undici';
import { AddressRefusedError, type AddressResolver, systemResolver } from './address-guard';
import { ACCEPT_ENCODING, discardBody, readCappedBody } from './capped-body';
import { createGuardedConnector, createGuardedProxyAgent, type TestRoute } from './guarded-connector';
import { checkRedirectUrl, checkSourceUrl } from './host-rules';
import {
  SourceFetchError,
  type SourceFetcher,
  type SourcePostRequest,
  type SourceRequest,
  type SourceResponse,
} from './source-fetcher';

// The one fetcher configured in the app for reading third-party sources. Every hop (the first
// URL and each redirect, followed here rather than by undici) passes the URL rules, and every
// socket passes the connect-time address guard (or, through a proxy, the same checks by name);
// one deadline covers the whole get().

export const DEFAULT_USER_AGENT = 'WidgetryBot/1.0 (+https://widgetry.example/bot)';
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;

export interface SafeFetcherOptions {
  /** Sent as `User-Agent` on every request (a request's own User-Agent header is ignored). */
  userAgent?: string;
  /** The whole of one `get()`: connecting, every redirect, headers and body. Default 10 s. */
  timeoutMs?: number;
  /** One TCP connect plus TLS handshake; at most `timeoutMs`, which is also its default. */
  connectTimeoutMs?: number;
  /** Body size cap in bytes, on the wire and once decompressed. Default 5 MiB. */
  maxBytes?: number;
  /** Redirects followed, each checked like the first URL, before giving up. Default 5. */
  maxRedirects?: number;
  /** The resolver whose answers the connect-time guard checks. Default: the system's. */
  lookup?: AddressResolver;
  /**
   * `http(s)://[user:password@]host:port`: every request is tunnelled through this forward proxy
   * with CONNECT (SOURCES_PROXY_URL). The proxy resolves the names, so `lookup` is not used; the
   * URL rules, the refusal of IP literals, the redirect checks, the size cap and the timeouts
   * hold as without it, and the source's certificate is verified with Node's default trust.
   */
  proxyUrl?: string | undefined;
}

export interface SafeFetcher extends SourceFetcher {
  /** Closes pooled connections (server shutdown, end of a test). */
  close(): Promise<void>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers the fetcher sets or that only make sense per connection: a caller's are dropped. */
const NOT_FROM_CALLER = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
  'expect',
  'user-agent',
  'accept-encoding',
]);
/** All a redirect to another origin keeps of a caller's headers: never `apikey`, `authorization`, cookies. */
const KEPT_ACROSS_ORIGINS = new Set(['accept', 'accept-language']);
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

function callerHeaders(headers: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(headers ?? {})) {
    const name = rawName.toLowerCase();
    if (!HEADER_NAME.test(name) || !HEADER_VALUE.test(value)) {
      throw new SourceFetchError('refused', `header ${rawName.slice(0, 64)} is not a valid header`);
    }
    if (!NOT_FROM_CALLER.has(name) && !name.startsWith('proxy-')) kept[name] = value;
  }
  return kept;
}

function keptAcrossOrigins(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => KEPT_ACROSS_ORIGINS.has(name)));
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** The error itself, its causes and, for an AggregateError (one per address tried), each one. */
function* errorChain(error: unknown, depth = 0): Generator<unknown> {
  if (depth > 8 || error === undefined || error === null) return;
  yield error;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) yield* errorChain(inner, depth + 1);
  }
  if (error instanceof Error) yield* errorChain(error.cause, depth + 1);
}

function asFetchError(error: unknown): SourceFetchError {
  const chain = [...errorChain(error)];
  const known = chain.find((cause) => cause instanceof SourceFetchError);
  if (known instanceof SourceFetchError) return known;
  const refused = chain.find((cause) => cause instanceof AddressRefusedError);
  if (refused instanceof AddressRefusedError) return new SourceFetchError('refused', refused.message, { cause: error });
  const code = chain.map((cause) => (cause instanceof Error && 'code' in cause ? cause.code : undefined));
  if (code.includes('UND_ERR_RES_EXCEEDED_MAX_SIZE')) {
    return new SourceFetchError('too-large', 'the answer is larger than the size cap', { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SourceFetchError('unreachable', message, { cause: error });
}

function positive(name: string, value: number, integer: boolean): number {
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new RangeError(`${name} must be a positive ${integer ? 'integer' : 'number'}, got ${value}`);
  }
  return value;
}

function buildFetcher(options: SafeFetcherOptions, testRoute: TestRoute | undefined): SafeFetcher {
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  if (userAgent.trim() === '' || !HEADER_VALUE.test(userAgent))
    throw new RangeError('userAgent must be a header value');
  const timeoutMs = positive('timeoutMs', options.timeoutMs ?? DEFAULT_TIMEOUT_MS, false);
  const connectTimeoutMs = Math.min(
    positive('connectTimeoutMs', options.connectTimeoutMs ?? timeoutMs, false),
    timeoutMs,
  );
  const maxBytes = positive('maxBytes', options.maxBytes ?? DEFAULT_MAX_BYTES, true);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  if (!Number.isInteger(maxRedirects) || maxRedirects < 0) throw new RangeError('maxRedirects must be 0 or more');

  const limits = { headersTimeout: timeoutMs, bodyTimeout: timeoutMs, maxResponseSize: maxBytes };
  if (options.proxyUrl !== undefined && testRoute !== undefined) {
    // The proxy decides where a name goes; a test route would be silently ignored.
    throw new RangeError('a test route cannot be combined with a proxy');
  }
  const agent =
    options.proxyUrl === undefined
      ? new Agent({
          connect: createGuardedConnector({
            resolve: options.lookup ?? systemResolver,
            timeoutMs: connectTimeoutMs,
            testRoute,
          }),
          ...limits,
        })
      : createGuardedProxyAgent({ proxyUrl: options.proxyUrl, timeoutMs: connectTimeoutMs, agent: limits });

  async function follow(request: SourceRequest | SourcePostRequest, signal: AbortSignal): Promise<SourceResponse> {
    let url = checkSourceUrl(request.url, request.allow);
    let forwarded = callerHeaders(request.headers);
    const post = 'body' in request ? request.body : null;
    if (post !== null && !HEADER_VALUE.test(post.contentType)) {
      throw new SourceFetchError('refused', 'the content type is not a valid header');
    }
    for (let redirects = 0; ; redirects += 1) {
      const response = await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: post === null ? 'GET' : 'POST',
        headers: {
          ...forwarded,
          ...(post === null ? {} : { 'content-type': post.contentType }),
          'user-agent': userAgent,
          'accept-encoding': ACCEPT_ENCODING,
        },
        ...(post === null ? {} : { body: post.text }),
        signal,
      });
      const headers = flattenHeaders(response.headers);
      const location = headers.location;
      if (post !== null || !REDIRECT_STATUSES.has(response.statusCode) || location === undefined) {
        const body = await readCappedBody(response.body, headers, maxBytes);
        return { status: response.statusCode, url: url.href, headers, body };
      }
      // A redirect's body is never read: dropping it closes that socket, and the next hop
      // opens its own through the guard.
      discardBody(response.body);
      if (redirects >= maxRedirects) throw new SourceFetchError('unreachable', `more than ${maxRedirects} redirects`);
      const next = checkRedirectUrl(location, url, request.allow);
      if (next.origin !== url.origin) forwarded = keptAcrossOrigins(forwarded);
      url = next;
    }
  }

  /** One call under the whole-call deadline, its failures as SourceFetchError. */
  async function withDeadline(request: SourceRequest | SourcePostRequest): Promise<SourceResponse> {
    const controller = new AbortController();
    const deadline = setTimeout(() => {
      controller.abort(new SourceFetchError('unreachable', `no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    try {
      return await follow(request, controller.signal);
    } catch (error) {
      throw asFetchError(controller.signal.aborted ? controller.signal.reason : error);
    } finally {
      clearTimeout(deadline);
    }
  }

  return {
    get: (request) => withDeadline(request),
    post: (request) => withDeadline(request),
    close: () => agent.close(),
  };
}

/**
 * The fetcher for the app: real DNS (or `options.lookup`), public addresses, port 443, Node's
 * trusted CAs; or, with `options.proxyUrl`, every read tunnelled through that proxy.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  return buildFetcher(options, undefined);
}

/**
 * Tests only: the same fetcher, every check included, except that a connection which passed
 * them all goes to `route.port` on 127.0.0.1 and trusts `route.ca`. It exists so tests can
 * prove the checks against a real local TLS server; nothing in the environment or the app's
 * configuration can turn it on, and it refuses to run with NODE_ENV=production.
 */
export function createSafeFetcherForTests(options: SafeFetcherOptions, route: TestRoute): SafeFetcher {
  if (process.env.NODE_ENV === 'production') throw new Error('createSafeFetcherForTests is for tests only');
  return buildFetcher(options, route);
}
