import type { LookupAddress } from 'node:dns';
import type { ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appfolioHosts } from '../listings/appfolio/appfolio-hosts';
import { tripadvisorHosts } from '../reviews/tripadvisor/tripadvisor-hosts';
import { trustpilotHosts } from '../reviews/trustpilot/trustpilot-hosts';
import { yelpHosts } from '../reviews/yelp/yelp-hosts';
import {
  createSafeFetcher,
  createSafeFetcherForTests,
  DEFAULT_MAX_BYTES,
  DEFAULT_USER_AGENT,
  type SafeFetcher,
  type SafeFetcherOptions,
} from './safe-fetcher';
import { SourceFetchError, type SourceRequest } from './source-fetcher';
import { type SourceTestServer, startSourceTestServer } from './source-server.fixtures';

// What the fetcher does for a URL it may reach: the answer, redirects within the rules, the
// headers it sends, and the limits (size, time, redirect count) that turn a hostile or broken
// source into an error instead of a hang or a flood. Waits are on conditions (a request seen,
// a socket closed); the short timeouts are ceilings the fetcher must hit, not sleeps.

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';
const REVIEWS = 'https://www.trustpilot.com/review/example.com';

let server: SourceTestServer;
const fetchers: SafeFetcher[] = [];

beforeAll(async () => {
  server = await startSourceTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
});

function publicResolver(address = PUBLIC_V4) {
  return vi.fn(
    async (_hostname: string): Promise<LookupAddress[]> => [{ address, family: address.includes(':') ? 6 : 4 }],
  );
}

function fetcherWith(options: SafeFetcherOptions = {}, port = server.port, ca = server.ca): SafeFetcher {
  const fetcher = createSafeFetcherForTests({ lookup: publicResolver(), ...options }, { port, ca });
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

/** Writes `bytes` bytes in 16 KiB chunks, respecting back-pressure; resolves false if the peer went away. */
async function writeBytes(response: ServerResponse, bytes: number): Promise<boolean> {
  const chunk = Buffer.alloc(16 * 1024, 'a');
  for (let sent = 0; sent < bytes; sent += chunk.length) {
    if (response.destroyed) return false;
    if (!response.write(chunk.subarray(0, Math.min(chunk.length, bytes - sent)))) {
      await new Promise((resolve) => {
        response.once('drain', resolve);
        response.once('close', resolve);
      });
    }
  }
  return !response.destroyed;
}

describe('an allowed host on a public address', () => {
  it('is fetched: status, final URL, headers and body, with the honest User-Agent', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-source': 'trustpilot' });
      response.end('<html>Trustpilot ★</html>');
    });
    const lookup = publicResolver();
    const fetcher = fetcherWith({ lookup });

    const answer = await fetcher.get({ url: `${REVIEWS}?page=2`, allow: trustpilotHosts });

    expect(answer).toMatchObject({
      status: 200,
      url: `${REVIEWS}?page=2`,
      body: '<html>Trustpilot ★</html>',
      headers: { 'content-type': 'text/html; charset=utf-8', 'x-source': 'trustpilot' },
    });
    expect(lookup).toHaveBeenCalledWith('www.trustpilot.com');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      host: 'www.trustpilot.com',
      path: '/review/example.com?page=2',
      headers: { 'user-agent': DEFAULT_USER_AGENT, 'accept-encoding': 'gzip, br' },
    });
  });

  it('sends the User-Agent the factory was given and the caller headers, never the caller Host or User-Agent', async () => {
    server.answer((_request, response) => response.end('ok'));
    const fetcher = fetcherWith({ userAgent: 'WidgetryBot/2.0 (+https://widgetry.example/bot; test)' });

    await fetcher.get({
      url: REVIEWS,
      allow: trustpilotHosts,
      headers: { Accept: 'text/html', apikey: 'k-123', 'User-Agent': 'Mozilla/5.0', Host: 'evil.example' },
    });

    expect(server.requests[0]?.headers).toMatchObject({
      'user-agent': 'WidgetryBot/2.0 (+https://widgetry.example/bot; test)',
      accept: 'text/html',
      apikey: 'k-123',
      host: 'www.trustpilot.com',
    });
  });

  it('POSTs a body to a source API under the same rules, and answers a redirect as it is, never re-sending the body', async () => {
    server.answer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        if (request.url === '/gql/moved') {
          response.writeHead(307, { location: 'https://www.yelp.com/gql/elsewhere' });
          response.end();
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ method: request.method, type: request.headers['content-type'], body }));
      });
    });
    const fetcher = fetcherWith();
    const body = { contentType: 'application/json', text: '[{"operationName":"GetBusinessReviewFeed"}]' };

    const answer = await fetcher.post({ url: 'https://www.yelp.com/gql/batch', allow: yelpHosts, body });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ method: 'POST', type: 'application/json', body: body.text });

    const moved = await fetcher.post({ url: 'https://www.yelp.com/gql/moved', allow: yelpHosts, body });
    expect(moved.status).toBe(307);
    expect(server.requests.map((request) => request.path)).toEqual(['/gql/batch', '/gql/moved']);
  });

  it('refuses a POST outside the source hosts before connecting', async () => {
    const fetcher = fetcherWith();
    const body = { contentType: 'application/json', text: '{}' };
    const error = await failure(fetcher.post({ url: 'https://evil.example/gql', allow: yelpHosts, body }));
    expect(error.reason).toBe('refused');
    expect(server.requests).toHaveLength(0);
  });

  it('reads every source family it is given a rule for, over IPv4 and IPv6 answers', async () => {
    server.answer((request, response) => response.end(`hello from ${request.headers.host}`));
    const requests: Array<[SourceRequest, string]> = [
      [{ url: 'https://de.trustpilot.com/review/example.com', allow: trustpilotHosts }, PUBLIC_V4],
      [
        { url: 'https://www.tripadvisor.co.uk/Hotel_Review-g1-d2-Reviews-X-Y.html', allow: tripadvisorHosts },
        PUBLIC_V6,
      ],
      [{ url: 'https://api.yelp.com/v3/businesses/acme', allow: yelpHosts }, PUBLIC_V6],
      [{ url: 'https://acme.appfolio.com/listings', allow: appfolioHosts }, PUBLIC_V4],
    ];
    for (const [request, address] of requests) {
      const fetcher = fetcherWith({ lookup: publicResolver(address) });
      const answer = await fetcher.get(request);
      expect(answer.body).toBe(`hello from ${new URL(request.url).host}`);
    }
    expect(server.requests.map((request) => request.host)).toEqual([
      'de.trustpilot.com',
      'www.tripadvisor.co.uk',
      'api.yelp.com',
      'acme.appfolio.com',
    ]);
  });

  it('gives any HTTP status as an answer (a 403 from bot protection is the adapter’s to judge)', async () => {
    server.answer((_request, response) => response.writeHead(403, { 'content-type': 'text/html' }).end('blocked'));
    await expect(fetcherWith().get({ url: REVIEWS, allow: trustpilotHosts })).resolves.toMatchObject({
      status: 403,
      body: 'blocked',
    });
  });

  it('decodes gzip bodies and the charset the answer names', async () => {
    server.answer((request, response) => {
      if (request.url === '/gzip') {
        response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json' });
        response.end(gzipSync(JSON.stringify({ reviews: ['très bien'] })));
      } else {
        response.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' });
        response.end(Buffer.from('caf\u00e9', 'latin1'));
      }
    });
    const fetcher = fetcherWith();
    const gzip = await fetcher.get({ url: 'https://www.trustpilot.com/gzip', allow: trustpilotHosts });
    expect(JSON.parse(gzip.body)).toEqual({ reviews: ['très bien'] });
    const latin1 = await fetcher.get({ url: 'https://www.trustpilot.com/latin1', allow: trustpilotHosts });
    expect(latin1.body).toBe('caf\u00e9');
  });
});

describe('redirects', () => {
  it('are followed within the rules, each hop resolved and checked, credentials kept to the first origin', async () => {
    server.answer((request, response) => {
      if (request.url === '/review/old') response.writeHead(301, { location: '/review/example.com' }).end();
      else if (request.headers.host === 'www.trustpilot.com') {
        response.writeHead(302, { location: 'https://de.trustpilot.com/review/example.com?languages=all' }).end();
      } else response.end('final');
    });
    const lookup = publicResolver();
    const fetcher = fetcherWith({ lookup });

    const answer = await fetcher.get({
      url: 'https://www.trustpilot.com/review/old',
      allow: trustpilotHosts,
      headers: { apikey: 'secret', 'accept-language': 'de' },
    });

    expect(answer).toMatchObject({
      status: 200,
      body: 'final',
      url: 'https://de.trustpilot.com/review/example.com?languages=all',
    });
    expect(server.requests.map(({ host, path }) => `${host}${path}`)).toEqual([
      'www.trustpilot.com/review/old',
      'www.trustpilot.com/review/example.com',
      'de.trustpilot.com/review/example.com?languages=all',
    ]);
    expect(server.requests.map(({ headers }) => headers.apikey)).toEqual(['secret', 'secret', undefined]);
    expect(server.requests.map(({ headers }) => headers['accept-language'])).toEqual(['de', 'de', 'de']);
    expect(lookup.mock.calls.map(([host]) => host)).toContain('de.trustpilot.com');
  });

  it('stop after maxRedirects with an unreachable error', async () => {
    server.answer((request, response) => {
      const hop = Number(new URL(request.url ?? '/', 'https://x.test').searchParams.get('hop') ?? 0);
      response.writeHead(307, { location: `/loop?hop=${hop + 1}` }).end();
    });
    const error = await failure(
      fetcherWith({ maxRedirects: 2 }).get({ url: 'https://www.trustpilot.com/loop', allow: trustpilotHosts }),
    );
    expect(error.reason).toBe('unreachable');
    expect(error.message).toContain('more than 2 redirects');
    expect(server.requests.map((request) => request.path)).toEqual(['/loop', '/loop?hop=1', '/loop?hop=2']);
  });

  it('without a Location header are answers, not hops', async () => {
    server.answer((_request, response) => response.writeHead(302).end('nowhere to go'));
    await expect(fetcherWith().get({ url: REVIEWS, allow: trustpilotHosts })).resolves.toMatchObject({
      status: 302,
      body: 'nowhere to go',
    });
  });
});

describe('the size cap', () => {
  it('refuses a body whose declared length is over the cap, reading none of it', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-length': String(DEFAULT_MAX_BYTES + 1) });
      response.write('a');
    });
    const error = await failure(fetcherWith().get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('too-large');
  });

  it('aborts a body without a length as soon as it passes the cap, closing the socket', async () => {
    let streamed: Promise<boolean> | undefined;
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      // Far more than the cap and never ended: only the fetcher aborting can stop this.
      streamed = writeBytes(response, 64 * 1024 * 1024);
    });
    const error = await failure(fetcherWith({ maxBytes: 100_000 }).get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('too-large');
    // The server's writes stop because the peer went away, long before its 64 MiB were sent.
    await expect(streamed).resolves.toBe(false);
  });

  it('counts decoded bytes, so a small gzip that inflates past the cap is refused', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024));
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb);
    });
    const error = await failure(fetcherWith({ maxBytes: 1024 * 1024 }).get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(error.reason).toBe('too-large');
  });

  it('lets a body of exactly the cap through', async () => {
    server.answer((_request, response) => {
      response.writeHead(200);
      void writeBytes(response, 100_000).then(() => response.end());
    });
    const answer = await fetcherWith({ maxBytes: 100_000 }).get({ url: REVIEWS, allow: trustpilotHosts });
    expect(answer.body).toHaveLength(100_000);
  });
});

describe('the timeout', () => {
  it('ends a request whose server never answers', async () => {
    server.answer(() => {
      // Never answers.
    });
    const error = await failure(fetcherWith({ timeoutMs: 500 }).get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('unreachable');
    expect(error.message).toContain('within 500 ms');
  });

  it('ends a body that stops arriving half way', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-length': '1000' });
      response.write('only the start');
    });
    const error = await failure(fetcherWith({ timeoutMs: 500 }).get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('unreachable');
  });

  it('ends a connection whose TLS handshake never completes', async () => {
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const error = await failure(
        fetcherWith({ timeoutMs: 30_000, connectTimeoutMs: 500 }, address.port).get({
          url: REVIEWS,
          allow: trustpilotHosts,
        }),
      );
      expect(error.reason).toBe('unreachable');
      // The connect timeout fired, not the 30 s deadline of the whole request.
      expect(error.message).toMatch(/connect timeout/i);
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('unreachable sources', () => {
  it('a name that does not resolve', async () => {
    const lookup = vi.fn(async (): Promise<LookupAddress[]> => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND www.trustpilot.com'), { code: 'ENOTFOUND' });
    });
    const error = await failure(fetcherWith({ lookup }).get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('unreachable');
    expect(error.message).toContain('ENOTFOUND');
  });

  it('a port nobody listens on', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(fetcherWith({}, address.port).get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('unreachable');
  });

  it('a certificate the fetcher does not trust', async () => {
    const other = await generate([{ name: 'commonName', value: 'www.trustpilot.com' }], {
      keyType: 'ec',
      curve: 'P-256',
    });
    const error = await failure(fetcherWith({}, server.port, other.cert).get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('unreachable');
    expect(server.requests).toEqual([]);
  });
});

describe('the factories', () => {
  it('refuse options that would switch a limit off', () => {
    expect(() => createSafeFetcher({ timeoutMs: 0 })).toThrow(RangeError);
    expect(() => createSafeFetcher({ connectTimeoutMs: Number.NaN })).toThrow(RangeError);
    expect(() => createSafeFetcher({ maxBytes: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => createSafeFetcher({ maxRedirects: -1 })).toThrow(RangeError);
    expect(() => createSafeFetcher({ userAgent: 'bot\r\nX-Injected: 1' })).toThrow(RangeError);
  });

  it('keep the test route out of production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(() => createSafeFetcherForTests({}, { port: server.port, ca: server.ca })).toThrow(/tests only/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('build the app fetcher with the same connect-time guard', async () => {
    const lookup = publicResolver('127.0.0.1');
    const fetcher = createSafeFetcher({ lookup, timeoutMs: 5_000 });
    fetchers.push(fetcher);
    const error = await failure(fetcher.get({ url: REVIEWS, allow: trustpilotHosts }));
    expect(error.reason).toBe('refused');
    expect(error.message).toContain('127.0.0.1 (loopback)');
    expect(lookup).toHaveBeenCalledWith('www.trustpilot.com');
  });
});
