import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import {
  AddressRefusedError,
  createGuardedLookup,
  forbiddenAddress,
  isInternalHostName,
  resolvePublicAddresses,
} from './address-guard';

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';

function answering(...addresses: string[]) {
  return vi.fn(
    async (_hostname: string): Promise<LookupAddress[]> =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
}

/** Calls a lookup the way net.connect does and returns what its callback got. */
function callLookup(lookup: LookupFunction, hostname: string, options: { all?: boolean; family?: number }) {
  return new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) => {
    lookup(hostname, options, (error, address, family) => resolve({ error, address, family }));
  });
}

describe('forbiddenAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fdff:ffff::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:100.64.0.1', 'carrierGradeNat'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['2001:db8::1', 'reserved'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'notGlobalUnicast'],
    ['::a9fe:a9fe', 'notGlobalUnicast'],
    ['4000::1', 'notGlobalUnicast'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['not-an-ip', 'not an address'],
  ])('refuses %s (%s)', (address, range) => {
    expect(forbiddenAddress(address)).toBe(range);
  });

  it.each([
    PUBLIC_V4,
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '169.253.255.255',
    PUBLIC_V6,
    '::ffff:93.184.215.14',
  ])('allows the public address %s', (address) => {
    expect(forbiddenAddress(address)).toBeUndefined();
  });
});

describe('isInternalHostName', () => {
  it.each([
    'localhost',
    'LOCALHOST.',
    'api.localhost',
    'metadata',
    'metadata.google.internal',
    'metadata.google.internal.',
    'metadata.goog',
    'instance-data.ec2.internal',
    'printer.local',
    'router.home.arpa',
    '1.0.0.127.in-addr.arpa',
  ])('names %s internal', (name) => {
    expect(isInternalHostName(name)).toBe(true);
  });

  it.each(['www.trustpilot.com', 'acme.appfolio.com', 'internal.example.com', 'local.yelp.com'])(
    'names %s public',
    (name) => {
      expect(isInternalHostName(name)).toBe(false);
    },
  );
});

describe('resolvePublicAddresses', () => {
  it('returns every address of a name that resolves only to public ones', async () => {
    const resolve = answering(PUBLIC_V4, PUBLIC_V6);
    await expect(resolvePublicAddresses('www.trustpilot.com', resolve)).resolves.toEqual([
      { address: PUBLIC_V4, family: 4 },
      { address: PUBLIC_V6, family: 6 },
    ]);
    expect(resolve).toHaveBeenCalledWith('www.trustpilot.com');
  });

  it('refuses a name when any one of its addresses is private', async () => {
    await expect(resolvePublicAddresses('www.trustpilot.com', answering(PUBLIC_V4, '10.0.0.7'))).rejects.toThrow(
      AddressRefusedError,
    );
  });

  it('refuses an internal name without asking the resolver', async () => {
    const resolve = answering(PUBLIC_V4);
    await expect(resolvePublicAddresses('metadata.google.internal', resolve)).rejects.toThrow(AddressRefusedError);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('reports a name with no address as not found', async () => {
    await expect(resolvePublicAddresses('www.trustpilot.com', answering())).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
  });

  it('passes a resolver failure through', async () => {
    const failure = Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' });
    const resolve = vi.fn(async () => {
      throw failure;
    });
    await expect(resolvePublicAddresses('www.trustpilot.com', resolve)).rejects.toBe(failure);
  });
});

describe('createGuardedLookup, as net.connect calls it', () => {
  it('answers every public address when asked for all (autoSelectFamily)', async () => {
    const lookup = createGuardedLookup(answering(PUBLIC_V4, PUBLIC_V6));
    const result = await callLookup(lookup, 'www.yelp.com', { all: true });
    expect(result.error).toBeNull();
    expect(result.address).toEqual([
      { address: PUBLIC_V4, family: 4 },
      { address: PUBLIC_V6, family: 6 },
    ]);
  });

  it('answers the first address of the wanted family when asked for one', async () => {
    const lookup = createGuardedLookup(answering(PUBLIC_V4, PUBLIC_V6));
    await expect(callLookup(lookup, 'www.yelp.com', { family: 6 })).resolves.toEqual({
      error: null,
      address: PUBLIC_V6,
      family: 6,
    });
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '169.254.169.254', 'fd00:ec2::254', '10.1.1.1', '0.0.0.0', '::'])(
    'gives the socket an error, never an address, for a name resolving to %s',
    async (address) => {
      const lookup = createGuardedLookup(answering(address));
      const single = await callLookup(lookup, 'www.yelp.com', {});
      const all = await callLookup(lookup, 'www.yelp.com', { all: true });
      for (const result of [single, all]) {
        expect(result.error).toBeInstanceOf(AddressRefusedError);
        expect(result.address).toEqual([]);
      }
    },
  );

  it('resolves again on every connect, so a name that turns private later is refused then', async () => {
    const resolve = vi
      .fn(async (_hostname: string): Promise<LookupAddress[]> => [{ address: PUBLIC_V4, family: 4 }])
      .mockResolvedValueOnce([{ address: PUBLIC_V4, family: 4 }])
      .mockResolvedValueOnce([{ address: '127.0.0.1', family: 4 }]);
    const lookup = createGuardedLookup(resolve);
    expect((await callLookup(lookup, 'www.yelp.com', {})).address).toBe(PUBLIC_V4);
    expect((await callLookup(lookup, 'www.yelp.com', {})).error).toBeInstanceOf(AddressRefusedError);
  });

  it('reroutes only addresses that passed the check', async () => {
    const reroute = vi.fn(() => ({ address: '127.0.0.1', family: 4 }));
    const allowed = await callLookup(createGuardedLookup(answering(PUBLIC_V4), reroute), 'www.yelp.com', {});
    expect(allowed.address).toBe('127.0.0.1');
    const refused = await callLookup(createGuardedLookup(answering('10.0.0.1'), reroute), 'www.yelp.com', {});
    expect(refused.error).toBeInstanceOf(AddressRefusedError);
    expect(reroute).toHaveBeenCalledTimes(1);
  });
});
