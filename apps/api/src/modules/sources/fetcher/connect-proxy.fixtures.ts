import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { type AddressInfo, connect, type Socket } from 'node:net';

// A real forward proxy on loopback for the fetcher's proxy tests: it answers CONNECT the way a
// corporate proxy or a scraping service does, and sends each tunnel to the local TLS server
// standing in for the named source host, so the fetcher's TLS inside the tunnel is the real one.

export interface SeenConnect {
  /** The CONNECT target, `host:port`. */
  target: string;
  proxyAuthorization: string | undefined;
}

export interface ConnectProxyOptions {
  /** `host:port` a client may CONNECT to, and the 127.0.0.1 port its tunnel goes to. */
  routes: Record<string, number>;
  /** When set, a CONNECT without these Basic credentials is answered 407. */
  credentials?: { username: string; password: string };
  /** Never answer a CONNECT: a proxy that hangs. */
  silent?: boolean;
  /** Speak TLS with this certificate (an `https://` proxy URL); plain HTTP without it. */
  tls?: { cert: string; key: string };
}

export interface ConnectProxy {
  port: number;
  /** Every CONNECT received, in order, answered or not. */
  connects: SeenConnect[];
  /** Sockets the proxy holds open: clients (tunnels and held CONNECTs) and their upstreams. */
  openSockets(): number;
  close(): Promise<void>;
}

export async function startConnectProxy(options: ConnectProxyOptions): Promise<ConnectProxy> {
  const connects: SeenConnect[] = [];
  const sockets = new Set<Socket>();
  const expected =
    options.credentials === undefined
      ? undefined
      : `Basic ${Buffer.from(`${options.credentials.username}:${options.credentials.password}`).toString('base64')}`;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    // The server's sockets allow half-open connections: a peer that hangs up is answered in kind.
    socket.on('end', () => socket.end());
  };

  // Only CONNECT is proxied here: a request sent to the proxy in the clear is a failure of the test.
  const refuse: RequestListener = (_request, response) => response.writeHead(405).end();
  const server = options.tls ? createTlsServer(options.tls, refuse) : createServer(refuse);
  server.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
    track(client);
    const target = request.url ?? '';
    const proxyAuthorization = request.headers['proxy-authorization'];
    connects.push({ target, proxyAuthorization });
    if (options.silent) return;
    if (expected !== undefined && proxyAuthorization !== expected) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n\r\n');
      return;
    }
    const port = options.routes[target];
    if (port === undefined) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test proxy has no port');
  return {
    port: address.port,
    connects,
    openSockets: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        // Tunnels are detached from the HTTP server, so closing it does not end them.
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
