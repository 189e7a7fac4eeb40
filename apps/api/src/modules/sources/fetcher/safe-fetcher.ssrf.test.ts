import type { LookupAddress } from 'node:dns';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { trustpilotHosts } from '../reviews/trustpilot/trustpilot-hosts';
import { createSafeFetcherForTests, type SafeFetcher } from './safe-fetcher';
import { SourceFetchError, type SourceHostRule } from './source-fetcher';
import { type SourceTestServer, startSourceTestServer } from './source-server.fixtures';

// Every URL here is one a customer could type or a source could redirect to, aimed at something
// the API must never reach. Each must be REFUSED, and refused before any connection: the test
// fetcher sends every connection that passes the checks to the local test server (whatever
// address the name resolved to), so a leak would show up there as a connection or a request.

/** A public address (not in any special range) the test names resolve to unless told otherwise. */
const PUBLIC = '93.184.215.14';
/** A rule that allows every host, to show that address checks do not depend on the host rules. */
const ANY_HOST: SourceHostRule = { matches: () => true };

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
  server.answer((_request, response) => response.end('reached'));
});
afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
});

/** A test resolver: `answers[host]` when given, else the public address. */
function resolverWith(answers: Record<string, string[]> = {}) {
  return vi.fn(
    async (hostname: string): Promise<LookupAddress[]> =>
      (answers[hostname] ?? [PUBLIC]).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
}

function fetcherWith(lookup: ReturnType<typeof resolverWith>): SafeFetcher {
  const fetcher = createSafeFetcherForTests({ lookup, timeoutMs: 30_000 }, { port: server.port, ca: server.ca });
  fetchers.push(fetcher);
  return fetcher;
}

async function refusal(promise: Promise<unknown>): Promise<SourceFetchError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof SourceFetchError)) throw new Error(`expected a SourceFetchError, got ${String(error)}`);
  return error;
}

describe('URLs refused before the name is even resolved', () => {
  it.each<[string, SourceHostRule]>([
    ['https://127.0.0.1/', ANY_HOST],
    ['https://127.1/', ANY_HOST],
    ['https://0x7f000001/', ANY_HOST],
    ['https://2130706433/', ANY_HOST],
    ['https://0177.0.0.1/', ANY_HOST],
    ['https://[::1]/', ANY_HOST],
    ['https://[::ffff:127.0.0.1]/', ANY_HOST],
    ['https://[::ffff:7f00:1]/', ANY_HOST],
    ['https://0.0.0.0/', ANY_HOST],
    ['https://0/', ANY_HOST],
    ['https://[::]/', ANY_HOST],
    ['https://169.254.169.254/latest/meta-data/', ANY_HOST],
    ['https://[fd00:ec2::254]/latest/meta-data/', ANY_HOST],
    ['https://10.0.0.1/', ANY_HOST],
    ['https://172.16.0.1/', ANY_HOST],
    ['https://192.168.1.1/', ANY_HOST],
    ['https://100.64.0.1/', ANY_HOST],
    ['https://[fc00::1]/', ANY_HOST],
    ['https://[fe80::1]/', ANY_HOST],
    ['https://metadata.google.internal/computeMetadata/v1/', ANY_HOST],
    ['https://metadata.google.internal./computeMetadata/v1/', ANY_HOST],
    ['https://metadata.goog/computeMetadata/v1/', ANY_HOST],
    ['https://metadata/computeMetadata/v1/', ANY_HOST],
    ['https://localhost/', ANY_HOST],
    ['https://api.localhost/', ANY_HOST],
    ['http://www.trustpilot.com/review/example.com', trustpilotHosts],
    ['https://www.trustpilot.com:8443/review/example.com', trustpilotHosts],
    ['https://www.trustpilot.com:80/review/example.com', trustpilotHosts],
    ['ftp://www.trustpilot.com/review/example.com', trustpilotHosts],
    ['file:///etc/passwd', ANY_HOST],
    ['https://www.trustpilot.com@evil.example/', trustpilotHosts],
    ['https://user:secret@www.trustpilot.com/', trustpilotHosts],
    ['https://www.trustpilot.com\\@evil.example/', trustpilotHosts],
    ['https:\\\\evil.example\\www.trustpilot.com', trustpilotHosts],
    ['https://www%2etrustpilot.com/review/example.com', trustpilotHosts],
    ['https://trustpilot.com%2eevil.example/', trustpilotHosts],
    ['https://www\u3002trustpilot\u3002com/', trustpilotHosts],
    ['https://trustpilot.com.evil.example/', trustpilotHosts],
    ['https://www.trustpilot.com.evil.example./', trustpilotHosts],
    ['https://eviltrustpilot.com/', trustpilotHosts],
    ['https://evil.example/', trustpilotHosts],
  ])('%s', async (url, allow) => {
    const lookup = resolverWith();
    const connectionsBefore = server.connections();
    const error = await refusal(fetcherWith(lookup).get({ url, allow }));
    expect(error.reason).toBe('refused');
    expect(lookup).not.toHaveBeenCalled();
    expect(server.connections()).toBe(connectionsBefore);
    expect(server.requests).toEqual([]);
  });
});

describe('allowed names that resolve to addresses the API must not reach', () => {
  it.each([
    ['127.0.0.1'],
    ['127.10.0.1'],
    ['::1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:169.254.169.254'],
    ['0.0.0.0'],
    ['::'],
    ['169.254.169.254'],
    ['fd00:ec2::254'],
    ['10.1.2.3'],
    ['172.31.255.254'],
    ['192.168.0.10'],
    ['100.100.100.200'],
    ['fc00::5'],
    ['fe80::1'],
    ['ff02::1'],
    ['224.0.0.251'],
    ['64:ff9b::a9fe:a9fe'],
    ['::7f00:1'],
    [PUBLIC, '10.0.0.8'],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', 'fe80::2'],
  ])('www.trustpilot.com → %s', async (...addresses) => {
    const lookup = resolverWith({ 'www.trustpilot.com': addresses });
    const connectionsBefore = server.connections();
    const error = await refusal(
      fetcherWith(lookup).get({ url: 'https://www.trustpilot.com/review/example.com', allow: trustpilotHosts }),
    );
    expect(error.reason).toBe('refused');
    expect(lookup).toHaveBeenCalledWith('www.trustpilot.com');
    expect(server.connections()).toBe(connectionsBefore);
    expect(server.requests).toEqual([]);
  });

  it('an internal name a loose rule allows is refused without asking DNS', async () => {
    const lookup = resolverWith();
    const error = await refusal(
      fetcherWith(lookup).get({ url: 'https://metadata.google.internal/', allow: { domains: ['internal'] } }),
    );
    expect(error.reason).toBe('refused');
    expect(lookup).not.toHaveBeenCalled();
    expect(server.requests).toEqual([]);
  });

  it('a name that rebinds to loopback after a first public answer is refused on its next connect', async () => {
    let answer = PUBLIC;
    const lookup = vi.fn(async (): Promise<LookupAddress[]> => [{ address: answer, family: 4 }]);
    // "Connection: close" makes the second request open (and so resolve and check) a new socket.
    server.answer((_request, response) => response.setHeader('connection', 'close').end('first'));
    const fetcher = createSafeFetcherForTests({ lookup }, { port: server.port, ca: server.ca });
    fetchers.push(fetcher);
    const request = { url: 'https://www.trustpilot.com/review/example.com', allow: trustpilotHosts };

    await expect(fetcher.get(request)).resolves.toMatchObject({ status: 200, body: 'first' });
    answer = '127.0.0.1';
    const error = await refusal(fetcher.get(request));
    expect(error.reason).toBe('refused');
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(server.requests).toHaveLength(1);
  });
});

describe('redirects to what the first URL could not reach', () => {
  it.each<[string, Record<string, string[]>?]>([
    ['https://127.0.0.1/'],
    ['https://127.1/'],
    ['https://[::1]/'],
    ['https://[::ffff:127.0.0.1]/'],
    ['https://0.0.0.0/'],
    ['https://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['https://[fd00:ec2::254]/latest/meta-data/'],
    ['https://metadata.google.internal/computeMetadata/v1/'],
    ['https://10.0.0.1/'],
    ['https://172.16.5.4/'],
    ['https://192.168.1.1/'],
    ['https://100.64.0.1/'],
    ['https://[fc00::1]/'],
    ['https://[fe80::1]/'],
    ['http://www.trustpilot.com/review/example.com'],
    ['https://www.trustpilot.com:8443/'],
    ['https://evil.example/'],
    ['https://www.trustpilot.com@evil.example/'],
    ['//evil.example/'],
    ['https:\\\\evil.example/'],
    ['/\\evil.example/'],
    ['https://trustpilot.com.evil.example/'],
    ['https://www%2etrustpilot.com/'],
    ['https://de.trustpilot.com/review/example.com', { 'de.trustpilot.com': ['10.0.0.1'] }],
    ['https://uk.trustpilot.com/review/example.com', { 'uk.trustpilot.com': ['169.254.169.254'] }],
    ['https://fr.trustpilot.com/review/example.com', { 'fr.trustpilot.com': ['fd00:ec2::254'] }],
    ['https://es.trustpilot.com/review/example.com', { 'es.trustpilot.com': ['100.64.0.1'] }],
    ['https://it.trustpilot.com/review/example.com', { 'it.trustpilot.com': ['::ffff:127.0.0.1'] }],
    ['https://nl.trustpilot.com/review/example.com', { 'nl.trustpilot.com': ['fe80::1'] }],
    ['https://dk.trustpilot.com/review/example.com', { 'dk.trustpilot.com': ['::1'] }],
  ])('→ %s', async (location, answers) => {
    const lookup = resolverWith(answers);
    server.answer((request, response) => {
      if (request.url === '/start') response.writeHead(302, { location }).end();
      else response.end('reached');
    });
    const error = await refusal(
      fetcherWith(lookup).get({ url: 'https://www.trustpilot.com/start', allow: trustpilotHosts }),
    );
    expect(error.reason).toBe('refused');
    // Only the first hop reached the server: the redirect's target got no request at all.
    expect(server.requests.map(({ host, path }) => `${host}${path}`)).toEqual(['www.trustpilot.com/start']);
    if (answers !== undefined) {
      const [redirectHost] = Object.keys(answers);
      expect(lookup).toHaveBeenCalledWith(redirectHost);
    }
  });
});

describe('a request a caller builds badly', () => {
  it('refuses a header value that would split the request', async () => {
    const lookup = resolverWith();
    const connectionsBefore = server.connections();
    const error = await refusal(
      fetcherWith(lookup).get({
        url: 'https://www.trustpilot.com/review/example.com',
        allow: trustpilotHosts,
        headers: { accept: 'text/html\r\nHost: 169.254.169.254' },
      }),
    );
    expect(error.reason).toBe('refused');
    expect(server.connections()).toBe(connectionsBefore);
  });
});
