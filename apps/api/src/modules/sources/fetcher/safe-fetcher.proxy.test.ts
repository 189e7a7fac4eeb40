import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { generate } from 'selfsigned';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { trustpilotHosts } from '../reviews/trustpilot/trustpilot-hosts';
import { AddressRefusedError } from './address-guard';
import { type ConnectProxy, startConnectProxy } from './connect-proxy.fixtures';
import { createGuardedProxyAgent } from './guarded-connector';
import {
  createSafeFetcher,
  createSafeFetcherForTests,
  DEFAULT_USER_AGENT,
  type SafeFetcher,
  type SafeFetcherOptions,
} from './safe-fetcher';
import { SourceFetchError } from './source-fetcher';
import { type SourceTestServer, startSourceTestServer } from './source-server.fixtures';

// SOURCES_PROXY_URL: every read tunnelled with CONNECT through a real proxy on loopback. The
// proxy sends www. and uk.trustpilot.com to the local TLS server (a certificate for those names
// from the test CA) and de.trustpilot.com to one whose certificate comes from another CA. The
// fetcher here is the app's own (createSafeFetcher, no test route): the test CA is added to
// Node's default trust, which is what NODE_EXTRA_CA_CERTS does at start, so the target's
// certificate is verified as Node verifies any. Waits are on conditions; the short timeouts
// are ceilings the fetcher must hit.

const REVIEWS = 'https://www.trustpilot.com/review/example.com';
const USERNAME = 'widgetry';
/** Characters that must be percent-encoded in the URL and decoded for the header. */
const PASSWORD = 'p@ss:w/rd';
const BASIC = `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}`;

let server: SourceTestServer;
let untrusted: SourceTestServer;
let proxy: ConnectProxy;
let defaultCAs: string[];
const fetchers: SafeFetcher[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  server = await startSourceTestServer();
  const other = await generate([{ name: 'commonName', value: 'de.trustpilot.com' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'de.trustpilot.com' }] }],
  });
  untrusted = await startSourceTestServer({ cert: other.cert, key: other.private });
  proxy = await startConnectProxy({
    routes: {
      'www.trustpilot.com:443': server.port,
      'uk.trustpilot.com:443': server.port,
      'de.trustpilot.com:443': untrusted.port,
    },
    credentials: { username: USERNAME, password: PASSWORD },
  });
  // The test files of a worker share the process (isolate: false): the trust is restored after.
  defaultCAs = getCACertificates('default');
  setDefaultCACertificates([...defaultCAs, server.ca]);
});
afterAll(async () => {
  setDefaultCACertificates(defaultCAs);
  await Promise.all([server.close(), untrusted.close(), proxy.close()]);
});
beforeEach(() => {
  server.requests.length = 0;
  untrusted.requests.length = 0;
  proxy.connects.length = 0;
  server.answer((_request, response) => response.end('ok'));
});
afterEach(async () => {
  await Promise.all([...fetchers.splice(0).map((fetcher) => fetcher.close()), ...cleanups.splice(0).map((f) => f())]);
});

function proxyUrl(port = proxy.port, password = PASSWORD): string {
  return `http://${USERNAME}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
}

function proxiedFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const fetcher = createSafeFetcher({ proxyUrl: proxyUrl(), ...options });
  fetchers.push(fetcher);
  return fetcher;
}

async function failure(promise: Promise<unknown>): Promise<SourceFetchError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SourceFetchError)) throw new Error(`expected a SourceFetchError, got ${String(error)}`);
  return error;
}

describe('a read through the proxy', () => {
  it('is tunnelled with CONNECT to the source host on 443, with the credentials, and answered', async () => {
    // The proxy resolves the names: the fetcher's own resolver is never asked.
    const lookup = vi.fn(async () => {
      throw new Error('the fetcher resolved a name itself');
    });
    const answer = await proxiedFetcher({ lookup }).get({
      url: REVIEWS,
      allow: trustpilotHosts,
      headers: { accept: 'text/html' },
    });
    expect(answer).toMatchObject({ status: 200, url: REVIEWS, body: 'ok' });
    expect(proxy.connects).toEqual([{ target: 'www.trustpilot.com:443', proxyAuthorization: BASIC }]);
    expect(lookup).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(1);
    const [seen] = server.requests;
    expect(seen?.host).toBe('www.trustpilot.com');
    expect(seen?.path).toBe('/review/example.com');
    expect(seen?.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(seen?.headers.accept).toBe('text/html');
    // The proxy's credentials are for the proxy: the source never sees them.
    expect(seen?.headers['proxy-authorization']).toBeUndefined();
  });

  it('sends no Proxy-Authorization when the URL has no credentials', async () => {
    const open = await startConnectProxy({ routes: { 'www.trustpilot.com:443': server.port } });
    cleanups.push(() => open.close());
    const fetcher = createSafeFetcher({ proxyUrl: `http://127.0.0.1:${open.port}` });
    fetchers.push(fetcher);
    const answer = await fetcher.get({ url: REVIEWS, allow: trustpilotHosts });
    expect(answer.body).toBe('ok');
    expect(open.connects).toEqual([{ target: 'www.trustpilot.com:443', proxyAuthorization: undefined }]);
  });

  it('fails as unreachable when the proxy refuses the credentials, reaching no source', async () => {
    const fetcher = createSafeFetcher({ proxyUrl: proxyUrl(proxy.port, 'wrong') });
    fetchers.push(fetcher);
    const error = await failure(fetcher.get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('unreachable');
    expect(error.message).toContain('407');
    expect(proxy.connects).toHaveLength(1);
    expect(server.requests).toEqual([]);
  });

  it('POSTs to a source API through the proxy too', async () => {
    let received = '';
    server.answer((request, response) => {
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        received += chunk;
      });
      request.on('end', () => response.end('{"ok":true}'));
    });
    const answer = await proxiedFetcher().post({
      url: 'https://www.trustpilot.com/api/reviews',
      allow: trustpilotHosts,
      body: { contentType: 'application/json', text: '{"page":1}' },
    });
    expect(answer.body).toBe('{"ok":true}');
    expect(received).toBe('{"page":1}');
    expect(proxy.connects.map((seen) => seen.target)).toEqual(['www.trustpilot.com:443']);
  });
});

describe('URLs refused before anything is sent to the proxy', () => {
  it.each([
    ['a host outside the source', 'https://evil.example/'],
    ['another source family', 'https://www.yelp.com/biz/example'],
    ['an IPv4 literal', 'https://127.0.0.1/'],
    ['a public IPv4 literal', 'https://93.184.215.14/'],
    ['an IPv6 literal', 'https://[::1]/'],
    ['a decimal address', 'https://2130706433/'],
    ['plain http', 'http://www.trustpilot.com/'],
    ['another port', 'https://www.trustpilot.com:8443/'],
  ])('%s: %s', async (_what, url) => {
    const error = await failure(proxiedFetcher().get({ url, allow: trustpilotHosts }));
    expect(error.reason).toBe('refused');
    expect(proxy.connects).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it('refuses, at connect time too, a target the URL check would have refused (the second line)', async () => {
    const agent = createGuardedProxyAgent({ proxyUrl: proxyUrl(), timeoutMs: 5_000, agent: {} });
    cleanups.push(() => agent.close());
    for (const origin of [
      'https://127.0.0.1',
      'https://[::1]',
      'http://www.trustpilot.com',
      'https://www.trustpilot.com:8443',
    ]) {
      const refused = await agent.request({ origin, path: '/', method: 'GET' }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused, origin).toBeInstanceOf(AddressRefusedError);
    }
    expect(proxy.connects).toEqual([]);
    // The same agent does reach an allowed name, so the refusals above are the guard's.
    const allowed = await agent.request({ origin: 'https://www.trustpilot.com', path: '/', method: 'GET' });
    expect(await allowed.body.text()).toBe('ok');
    expect(proxy.connects.map((seen) => seen.target)).toEqual(['www.trustpilot.com:443']);
  });
});

describe('redirects through the proxy', () => {
  it('are followed within the source, each hop tunnelled to its own host', async () => {
    server.answer((request, response) => {
      if (request.headers.host === 'www.trustpilot.com') {
        response.writeHead(302, { location: 'https://uk.trustpilot.com/review/example.com' }).end();
      } else {
        response.end('moved here');
      }
    });
    const answer = await proxiedFetcher().get({ url: REVIEWS, allow: trustpilotHosts });
    expect(answer).toMatchObject({
      status: 200,
      url: 'https://uk.trustpilot.com/review/example.com',
      body: 'moved here',
    });
    expect(proxy.connects.map((seen) => seen.target)).toEqual(['www.trustpilot.com:443', 'uk.trustpilot.com:443']);
  });

  it.each([
    ['a host outside the source', 'https://evil.example/'],
    ['an IP literal', 'https://169.254.169.254/latest/meta-data/'],
    ['plain http', 'http://uk.trustpilot.com/'],
  ])('to %s are refused without a CONNECT for it', async (_what, location) => {
    server.answer((_request, response) => response.writeHead(302, { location }).end());
    const error = await failure(proxiedFetcher().get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('refused');
    expect(proxy.connects.map((seen) => seen.target)).toEqual(['www.trustpilot.com:443']);
    expect(server.requests).toHaveLength(1);
  });
});

describe('limits through the proxy', () => {
  it('the size cap ends a body without a length as soon as it passes the cap', async () => {
    let written = 0;
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(16 * 1024, 'a');
      // Far more than the cap and never ended: only the fetcher closing the tunnel stops it.
      const more = () => {
        while (!response.destroyed && written < 64 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', more);
            return;
          }
        }
      };
      more();
    });
    const error = await failure(proxiedFetcher({ maxBytes: 100_000 }).get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('too-large');
    await vi.waitFor(() => expect(proxy.openSockets()).toBe(0));
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it('the size cap refuses a declared length over it', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-length': '100001' });
      response.write('a');
    });
    const error = await failure(proxiedFetcher({ maxBytes: 100_000 }).get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('too-large');
  });

  it('the deadline ends a request the source never answers', async () => {
    server.answer(() => {
      // Never answers.
    });
    const error = await failure(proxiedFetcher({ timeoutMs: 500 }).get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('unreachable');
    expect(error.message).toContain('within 500 ms');
  });

  it('the connect timeout ends a CONNECT the proxy never answers, and closes that socket', async () => {
    const silent = await startConnectProxy({ routes: {}, silent: true });
    cleanups.push(() => silent.close());
    const fetcher = createSafeFetcher({
      proxyUrl: `http://127.0.0.1:${silent.port}`,
      timeoutMs: 30_000,
      connectTimeoutMs: 500,
    });
    fetchers.push(fetcher);
    const error = await failure(fetcher.get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('unreachable');
    // The connect timeout fired, not the 30 s deadline of the whole request.
    expect(error.message).not.toContain('within 30000 ms');
    expect(silent.connects.map((seen) => seen.target)).toEqual(['www.trustpilot.com:443']);
    await vi.waitFor(() => expect(silent.openSockets()).toBe(0));
  });

  it('a proxy nobody listens on is unreachable', async () => {
    const gone = await startConnectProxy({ routes: {} });
    await gone.close();
    const fetcher = createSafeFetcher({ proxyUrl: `http://127.0.0.1:${gone.port}` });
    fetchers.push(fetcher);
    const error = await failure(fetcher.get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('unreachable');
  });
});

describe('the source certificate through the proxy', () => {
  it('from a CA Node does not trust fails, the tunnel opened but no request sent', async () => {
    const error = await failure(
      proxiedFetcher().get({ url: 'https://de.trustpilot.com/review/example.com', allow: trustpilotHosts }),
    );
    expect(error.reason).toBe('unreachable');
    expect(proxy.connects.map((seen) => seen.target)).toEqual(['de.trustpilot.com:443']);
    expect(untrusted.requests).toEqual([]);
  });

  it('is verified against Node’s default trust: without the test CA the trusted server fails too', async () => {
    setDefaultCACertificates(defaultCAs);
    try {
      const error = await failure(proxiedFetcher().get({ url: REVIEWS, allow: trustpilotHosts }));
      expect(error.reason).toBe('unreachable');
      expect(server.requests).toEqual([]);
    } finally {
      setDefaultCACertificates([...defaultCAs, server.ca]);
    }
  });
});

describe('a proxy spoken to over TLS (https://)', () => {
  let tlsProxy: ConnectProxy;
  let proxyCa: string;

  beforeAll(async () => {
    const made = await generate([{ name: 'commonName', value: 'test proxy' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
      ],
    });
    proxyCa = made.cert;
    tlsProxy = await startConnectProxy({
      routes: { 'www.trustpilot.com:443': server.port },
      credentials: { username: USERNAME, password: PASSWORD },
      tls: { cert: made.cert, key: made.private },
    });
  });
  afterAll(async () => {
    await tlsProxy.close();
  });
  beforeEach(() => {
    tlsProxy.connects.length = 0;
  });

  function tlsProxyFetcher(): SafeFetcher {
    const fetcher = createSafeFetcher({
      proxyUrl: `https://${USERNAME}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${tlsProxy.port}`,
    });
    fetchers.push(fetcher);
    return fetcher;
  }

  it('tunnels through it when Node trusts its certificate', async () => {
    setDefaultCACertificates([...defaultCAs, server.ca, proxyCa]);
    try {
      const answer = await tlsProxyFetcher().get({ url: REVIEWS, allow: trustpilotHosts });
      expect(answer.body).toBe('ok');
      expect(tlsProxy.connects).toEqual([{ target: 'www.trustpilot.com:443', proxyAuthorization: BASIC }]);
    } finally {
      setDefaultCACertificates([...defaultCAs, server.ca]);
    }
  });

  it('sends it nothing, credentials included, when its certificate is not trusted', async () => {
    const error = await failure(tlsProxyFetcher().get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('unreachable');
    expect(tlsProxy.connects).toEqual([]);
    expect(server.requests).toEqual([]);
  });
});

describe('the factories with a proxy', () => {
  it('refuse a test route with a proxy: the proxy, not the route, decides where a name goes', () => {
    expect(() => createSafeFetcherForTests({ proxyUrl: proxyUrl() }, { port: server.port, ca: server.ca })).toThrow(
      RangeError,
    );
  });
});
