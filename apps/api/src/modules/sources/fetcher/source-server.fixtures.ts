import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

// A local HTTPS server standing in for the sources' hosts in the fetcher's tests, with a
// self-signed certificate made for their names. The test fetcher sends every connection that
// passed its checks here, so a request this server records is one the guard let through.

/** The names the test certificate is valid for. */
const CERTIFICATE_NAMES = [
  'trustpilot.com',
  '*.trustpilot.com',
  '*.tripadvisor.com',
  '*.tripadvisor.co.uk',
  '*.yelp.com',
  '*.appfolio.com',
  '*.rentvine.com',
  'evil.example',
];

let certificate: Promise<{ cert: string; key: string }> | undefined;

/** One certificate per test run: made once, lazily, shared by every server. */
export function testCertificate(): Promise<{ cert: string; key: string }> {
  certificate ??= generate([{ name: 'commonName', value: 'www.trustpilot.com' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: CERTIFICATE_NAMES.map((value) => ({ type: 2, value })) },
    ],
  }).then((made) => ({ cert: made.cert, key: made.private }));
  return certificate;
}

export interface SeenRequest {
  host: string | undefined;
  path: string;
  headers: IncomingHttpHeaders;
}

export type SourceHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface SourceTestServer {
  port: number;
  /** The certificate to trust (PEM). */
  ca: string;
  /** Every request that reached the server, in order. */
  requests: SeenRequest[];
  /** TCP connections accepted so far: 0 proves nothing was connected to. */
  connections(): number;
  /** Answers the next requests with `handler` (default: 200 "ok"). */
  answer(handler: SourceHandler): void;
  close(): Promise<void>;
}

/** Serves with `certificate` when given (e.g. one from a CA the fetcher does not trust), else the test one. */
export async function startSourceTestServer(certificate?: { cert: string; key: string }): Promise<SourceTestServer> {
  const { cert, key } = certificate ?? (await testCertificate());
  const requests: SeenRequest[] = [];
  let connections = 0;
  let handler: SourceHandler = (_request, response) => response.end('ok');
  const server = createServer({ cert, key }, (request, response) => {
    requests.push({ host: request.headers.host, path: request.url ?? '', headers: request.headers });
    handler(request, response);
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no port');
  return {
    port: address.port,
    ca: cert,
    requests,
    connections: () => connections,
    answer: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
