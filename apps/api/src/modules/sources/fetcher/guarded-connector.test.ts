import type { LookupAddress } from 'node:dns';
import type { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import type { buildConnector } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddressRefusedError } from './address-guard';
import { createGuardedConnector } from './guarded-connector';
import { type SourceTestServer, startSourceTestServer } from './source-server.fixtures';

// The connector is the second line: the fetcher checks each URL before asking undici for it, and
// the connector checks again what undici asks it to connect to. These tests call it the way the
// undici Agent does, with what a URL check that let something through would hand it.

let server: SourceTestServer;

beforeAll(async () => {
  server = await startSourceTestServer();
});
afterAll(async () => {
  await server.close();
});

function resolverTo(address: string) {
  return vi.fn(
    async (_hostname: string): Promise<LookupAddress[]> => [{ address, family: address.includes(':') ? 6 : 4 }],
  );
}

function connectWith(connector: buildConnector.connector, options: Partial<buildConnector.Options>) {
  return new Promise<{ error: Error | null; socket: Socket | null }>((resolve) => {
    connector({ protocol: 'https:', hostname: 'www.trustpilot.com', port: '', ...options }, (error, socket) =>
      resolve({ error, socket }),
    );
  });
}

describe('createGuardedConnector', () => {
  it.each<[string, Partial<buildConnector.Options>]>([
    ['plain http', { protocol: 'http:' }],
    ['another port', { port: '8443' }],
    ['port 80', { port: '80' }],
    ['an IPv4 literal', { hostname: '127.0.0.1' }],
    ['a public IPv4 literal', { hostname: '93.184.215.14' }],
    ['an IPv6 literal', { hostname: '[::1]' }],
    ['a bare IPv6 literal', { hostname: 'fd00:ec2::254' }],
    ['a unix socket', { socketPath: '/var/run/docker.sock' }],
  ])('refuses %s without resolving or connecting', async (_what, options) => {
    const resolve = resolverTo('93.184.215.14');
    const connector = createGuardedConnector({
      resolve,
      timeoutMs: 10_000,
      testRoute: { port: server.port, ca: server.ca },
    });
    const connectionsBefore = server.connections();
    const { error, socket } = await connectWith(connector, options);
    expect(error).toBeInstanceOf(AddressRefusedError);
    expect(socket).toBeNull();
    expect(resolve).not.toHaveBeenCalled();
    expect(server.connections()).toBe(connectionsBefore);
  });

  it.each(['127.0.0.1', '169.254.169.254', '::1', '::ffff:10.0.0.1'])(
    'refuses a name resolving to %s before any socket reaches it',
    async (address) => {
      const resolve = resolverTo(address);
      const connector = createGuardedConnector({
        resolve,
        timeoutMs: 10_000,
        testRoute: { port: server.port, ca: server.ca },
      });
      const connectionsBefore = server.connections();
      const { error } = await connectWith(connector, {});
      expect(error).toBeInstanceOf(AddressRefusedError);
      expect(resolve).toHaveBeenCalledWith('www.trustpilot.com');
      expect(server.connections()).toBe(connectionsBefore);
    },
  );

  it('connects a name resolving to a public address, over TLS verified for that name', async () => {
    const connector = createGuardedConnector({
      resolve: resolverTo('93.184.215.14'),
      timeoutMs: 10_000,
      testRoute: { port: server.port, ca: server.ca },
    });
    const connectionsBefore = server.connections();
    const { error, socket } = await connectWith(connector, { port: '443' });
    try {
      expect(error).toBeNull();
      expect(socket).toBeInstanceOf(TLSSocket);
      expect(socket instanceof TLSSocket && socket.authorized).toBe(true);
      expect(server.connections()).toBe(connectionsBefore + 1);
    } finally {
      socket?.destroy();
    }
  });
});
