import { describe, expect, it } from 'vitest';
import { fakeChangeListener } from '../../test-support/fake-change-listener';
import { ACCOUNT_DATA_CHANNEL, createAccountReadsCache } from './account-reads.cache';

const ALICE = '6f1d9a3e-2b7c-4e8f-9a0b-1c2d3e4f5a6b';
const BOB = '0b4c5e0e-0000-4000-8000-000000000001';

/** The test's listener, with announcements on the account data channel. */
function fakeListener() {
  const fake = fakeChangeListener();
  return { ...fake, notify: (payload: string) => fake.notify(ACCOUNT_DATA_CHANNEL, payload) };
}

/** What the database answers now for each user, and how many reads were made. */
function answers() {
  const current = new Map<string, string>([
    [ALICE, '["alice v1"]'],
    [BOB, '["bob v1"]'],
  ]);
  let reads = 0;
  return {
    set: (userId: string, body: string) => current.set(userId, body),
    load: (userId: string) => async () => {
      reads += 1;
      return current.get(userId) ?? '[]';
    },
    reads: () => reads,
  };
}

describe('account reads cache', () => {
  it("keeps each user's answers apart, per kind, and reads each once", async () => {
    const db = answers();
    const cache = createAccountReadsCache({ listener: fakeListener().listener });
    expect(await cache.read(ALICE, 'widgets', db.load(ALICE))).toBe('["alice v1"]');
    expect(await cache.read(BOB, 'widgets', db.load(BOB))).toBe('["bob v1"]');
    expect(await cache.read(ALICE, 'widgets', db.load(ALICE))).toBe('["alice v1"]');
    expect(await cache.read(ALICE, 'subscriptions', async () => '{"data":[]}')).toBe('{"data":[]}');
    expect(db.reads()).toBe(2);
  });

  it("forgets only the announced owner's answers", async () => {
    const db = answers();
    const channel = fakeListener();
    const cache = createAccountReadsCache({ listener: channel.listener });
    await cache.read(ALICE, 'widgets', db.load(ALICE));
    await cache.read(BOB, 'widgets', db.load(BOB));
    db.set(ALICE, '["alice v2"]');
    db.set(BOB, '["bob v2"]');
    channel.notify(ALICE);
    expect(await cache.read(ALICE, 'widgets', db.load(ALICE))).toBe('["alice v2"]');
    expect(await cache.read(BOB, 'widgets', db.load(BOB))).toBe('["bob v1"]');
  });

  it("forgets everyone's answers on a catalogue change ('*') and on clear()", async () => {
    const db = answers();
    const channel = fakeListener();
    const cache = createAccountReadsCache({ listener: channel.listener });
    await cache.read(ALICE, 'widgets', db.load(ALICE));
    db.set(ALICE, '["alice v2"]');
    channel.notify('*');
    expect(await cache.read(ALICE, 'widgets', db.load(ALICE))).toBe('["alice v2"]');
    db.set(ALICE, '["alice v3"]');
    cache.clear();
    expect(await cache.read(ALICE, 'widgets', db.load(ALICE))).toBe('["alice v3"]');
  });

  it('serves nothing from memory while the listener is deaf, and forgets all when it reconnects', async () => {
    const db = answers();
    const channel = fakeListener();
    const cache = createAccountReadsCache({ listener: channel.listener });
    await cache.read(ALICE, 'widgets', db.load(ALICE));
    channel.deaf();
    db.set(ALICE, '["alice v2"]');
    expect(await cache.read(ALICE, 'widgets', db.load(ALICE))).toBe('["alice v2"]');
    db.set(ALICE, '["alice v3"]');
    channel.reconnect();
    expect(await cache.read(ALICE, 'widgets', db.load(ALICE))).toBe('["alice v3"]');
  });

  it('does not keep an answer that a change overtook while it was read', async () => {
    const channel = fakeListener();
    const cache = createAccountReadsCache({ listener: channel.listener });
    let release = (_body: string) => {};
    const inFlight = cache.read(
      ALICE,
      'widgets',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    channel.notify(ALICE);
    release('["stale"]');
    expect(await inFlight).toBe('["stale"]');
    expect(await cache.read(ALICE, 'widgets', async () => '["fresh"]')).toBe('["fresh"]');
  });

  it('shares one read between concurrent requests, and keeps no failed read', async () => {
    const cache = createAccountReadsCache({ listener: fakeListener().listener });
    let reads = 0;
    const slow = async () => {
      reads += 1;
      return '["once"]';
    };
    expect(await Promise.all([cache.read(ALICE, 'widgets', slow), cache.read(ALICE, 'widgets', slow)])).toEqual([
      '["once"]',
      '["once"]',
    ]);
    expect(reads).toBe(1);
    await expect(
      cache.read(BOB, 'widgets', async () => {
        throw new Error('connection refused');
      }),
    ).rejects.toThrow('connection refused');
    expect(await cache.read(BOB, 'widgets', async () => '["bob"]')).toBe('["bob"]');
  });

  it('reads again once an answer is older than its TTL', async () => {
    let clock = 0;
    const db = answers();
    const cache = createAccountReadsCache({ listener: fakeListener().listener, ttlMs: 1_000, now: () => clock });
    await cache.read(ALICE, 'widgets', db.load(ALICE));
    clock = 999;
    await cache.read(ALICE, 'widgets', db.load(ALICE));
    expect(db.reads()).toBe(1);
    clock = 1_001;
    await cache.read(ALICE, 'widgets', db.load(ALICE));
    expect(db.reads()).toBe(2);
  });
  it("forget(user) forgets both of the user's lists, and nobody else's", async () => {
    const db = answers();
    const cache = createAccountReadsCache({ listener: fakeListener().listener });
    await cache.read(ALICE, 'widgets', db.load(ALICE));
    await cache.read(ALICE, 'subscriptions', db.load(ALICE));
    await cache.read(BOB, 'widgets', db.load(BOB));
    db.set(ALICE, '["alice v2"]');
    db.set(BOB, '["bob v2"]');
    cache.forget(ALICE);
    expect(await cache.read(ALICE, 'widgets', db.load(ALICE))).toBe('["alice v2"]');
    expect(await cache.read(ALICE, 'subscriptions', db.load(ALICE))).toBe('["alice v2"]');
    expect(await cache.read(BOB, 'widgets', db.load(BOB))).toBe('["bob v1"]');
    expect(db.reads()).toBe(5);
  });

  it("keeps neither of a user's lists whose reads an announcement overtook, and the other user's", async () => {
    const channel = fakeListener();
    const cache = createAccountReadsCache({ listener: channel.listener });
    const releases: Array<() => void> = [];
    const held = (body: string) => () =>
      new Promise<string>((resolve) => {
        releases.push(() => resolve(body));
      });
    const inFlight = [
      cache.read(ALICE, 'widgets', held('["stale widgets"]')),
      cache.read(ALICE, 'subscriptions', held('{"data":["stale"]}')),
      cache.read(BOB, 'widgets', held('["bob"]')),
    ];
    channel.notify(ALICE);
    for (const release of releases) release();
    await Promise.all(inFlight);
    expect(await cache.read(ALICE, 'widgets', async () => '["fresh"]')).toBe('["fresh"]');
    expect(await cache.read(ALICE, 'subscriptions', async () => '{"data":[]}')).toBe('{"data":[]}');
    expect(await cache.read(BOB, 'widgets', async () => '["not read"]')).toBe('["bob"]');
  });

  it("holds both lists of maxUsers users, forgetting the least recently used user's first", async () => {
    const db = answers();
    const cache = createAccountReadsCache({ listener: fakeListener().listener, maxUsers: 1 });
    await cache.read(ALICE, 'widgets', db.load(ALICE));
    await cache.read(ALICE, 'subscriptions', db.load(ALICE));
    await cache.read(ALICE, 'widgets', db.load(ALICE));
    await cache.read(ALICE, 'subscriptions', db.load(ALICE));
    expect(db.reads()).toBe(2);
    await cache.read(BOB, 'widgets', db.load(BOB));
    await cache.read(BOB, 'subscriptions', db.load(BOB));
    await cache.read(ALICE, 'widgets', db.load(ALICE));
    expect(db.reads()).toBe(5);
  });
});
