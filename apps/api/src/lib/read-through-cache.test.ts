import { describe, expect, it } from 'vitest';
import { createReadThroughCache, type ReadThroughCacheOptions } from './read-through-cache';

/** A load the test finishes (or fails) when it chooses. */
function deferred<V>() {
  let resolve: (value: V) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<V>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The database: what a load of each key answers now, and which keys were loaded. */
function source(start: Record<string, string>) {
  const current = new Map(Object.entries(start));
  const loads: string[] = [];
  return {
    set: (key: string, value: string) => current.set(key, value),
    load: (key: string) => async () => {
      loads.push(key);
      return current.get(key) ?? 'none';
    },
    loads,
  };
}

function setup(options: Partial<ReadThroughCacheOptions<string>> = {}) {
  const clock = { now: 0 };
  const cache = createReadThroughCache<string, string>({
    ttlMs: 1_000,
    maxEntries: 100,
    now: () => clock.now,
    ...options,
  });
  return { cache, clock, db: source({ a: 'a1', b: 'b1', c: 'c1' }) };
}

describe('read-through cache', () => {
  it('loads a key once and serves it from memory after', async () => {
    const { cache, db } = setup();
    expect(await cache.get('a', db.load('a'))).toBe('a1');
    db.set('a', 'a2');
    expect(await cache.get('a', db.load('a'))).toBe('a1');
    expect(db.loads).toEqual(['a']);
  });

  it('keeps keys apart', async () => {
    const { cache, db } = setup();
    expect(await cache.get('a', db.load('a'))).toBe('a1');
    expect(await cache.get('b', db.load('b'))).toBe('b1');
    expect(await cache.get('a', db.load('a'))).toBe('a1');
    expect(db.loads).toEqual(['a', 'b']);
  });

  it('keeps an undefined answer (nothing found) like any other', async () => {
    const cache = createReadThroughCache<string, string | undefined>({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return undefined;
    };
    expect(await cache.get('gone', load)).toBeUndefined();
    expect(await cache.get('gone', load)).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('loads again once an entry is as old as its TTL', async () => {
    const { cache, clock, db } = setup();
    await cache.get('a', db.load('a'));
    db.set('a', 'a2');
    clock.now = 999;
    expect(await cache.get('a', db.load('a'))).toBe('a1');
    clock.now = 1_000;
    expect(await cache.get('a', db.load('a'))).toBe('a2');
    expect(db.loads).toEqual(['a', 'a']);
  });

  it("ends an entry at the value's own validUntil when that comes before the TTL", async () => {
    const { cache, clock } = setup({
      validUntil: (value) => (value.startsWith('until:') ? Number(value.slice(6)) : null),
    });
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    await cache.get('paid', load('until:400'));
    clock.now = 399;
    expect(await cache.get('paid', load('later'))).toBe('until:400');
    clock.now = 400;
    expect(await cache.get('paid', load('later'))).toBe('later');
    expect(loads).toBe(2);

    // A validUntil after the TTL does not stretch it.
    await cache.get('long', load('until:99999'));
    clock.now = 400 + 999;
    expect(await cache.get('long', load('other'))).toBe('until:99999');
    clock.now = 400 + 1_000;
    expect(await cache.get('long', load('other'))).toBe('other');
  });

  it('shares one load between concurrent gets of a key', async () => {
    const { cache } = setup();
    const slow = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return slow.promise;
    };
    const answers = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    slow.resolve('once');
    expect(await answers).toEqual(['once', 'once', 'once']);
    expect(loads).toBe(1);
    expect(await cache.get('a', load)).toBe('once');
    expect(loads).toBe(1);
  });

  it('answers a load that a forget overtook, keeps it not, and lets the newer load stand', async () => {
    const { cache, db } = setup();
    const stale = deferred<string>();
    const first = cache.get('a', () => stale.promise);
    cache.forget('a');
    // A get after the forget starts its own load rather than sharing the overtaken one.
    const fresh = deferred<string>();
    const second = cache.get('a', () => fresh.promise);
    stale.resolve('stale');
    expect(await first).toBe('stale');
    fresh.resolve('fresh');
    expect(await second).toBe('fresh');
    expect(await cache.get('a', db.load('a'))).toBe('fresh');
    expect(db.loads).toEqual([]);
  });

  it('forgets one key, not the others', async () => {
    const { cache, db } = setup();
    await cache.get('a', db.load('a'));
    await cache.get('b', db.load('b'));
    db.set('a', 'a2');
    db.set('b', 'b2');
    cache.forget('a');
    expect(await cache.get('a', db.load('a'))).toBe('a2');
    expect(await cache.get('b', db.load('b'))).toBe('b1');
  });

  it('loads every key again after clear, and keeps no load that a clear overtook', async () => {
    const { cache, db } = setup();
    await cache.get('a', db.load('a'));
    await cache.get('b', db.load('b'));
    const stale = deferred<string>();
    const pending = cache.get('c', () => stale.promise);
    cache.clear();
    stale.resolve('stale');
    expect(await pending).toBe('stale');
    db.set('a', 'a2');
    expect(await cache.get('a', db.load('a'))).toBe('a2');
    expect(await cache.get('b', db.load('b'))).toBe('b1');
    expect(await cache.get('c', db.load('c'))).toBe('c1');
    expect(db.loads).toEqual(['a', 'b', 'a', 'b', 'c']);
  });

  it('keeps no failed load: every waiter sees the failure and the next get loads again', async () => {
    const { cache, db } = setup();
    const failing = deferred<string>();
    const waiters = [cache.get('a', () => failing.promise), cache.get('a', () => failing.promise)];
    failing.reject(new Error('connection refused'));
    for (const waiter of waiters) await expect(waiter).rejects.toThrow('connection refused');
    expect(await cache.get('a', db.load('a'))).toBe('a1');
    expect(await cache.get('a', db.load('a'))).toBe('a1');
    expect(db.loads).toEqual(['a']);
  });

  it('a failed load that a forget overtook leaves the newer load in place', async () => {
    const { cache } = setup();
    const failing = deferred<string>();
    const first = cache.get('a', () => failing.promise);
    cache.forget('a');
    const fresh = deferred<string>();
    let freshLoads = 0;
    const loadFresh = () => {
      freshLoads += 1;
      return fresh.promise;
    };
    const second = cache.get('a', loadFresh);
    failing.reject(new Error('timeout'));
    await expect(first).rejects.toThrow('timeout');
    // Still the load of record: a third get shares it.
    const third = cache.get('a', loadFresh);
    fresh.resolve('fresh');
    expect(await Promise.all([second, third])).toEqual(['fresh', 'fresh']);
    expect(freshLoads).toBe(1);
  });

  it('holds at most maxEntries keys, forgetting the least recently used first', async () => {
    const { cache, db } = setup({ maxEntries: 2 });
    await cache.get('a', db.load('a'));
    await cache.get('b', db.load('b'));
    await cache.get('a', db.load('a')); // a is now the most recent
    await cache.get('c', db.load('c'));
    expect(db.loads).toEqual(['a', 'b', 'c']);
    await cache.get('a', db.load('a'));
    await cache.get('c', db.load('c'));
    expect(db.loads).toEqual(['a', 'b', 'c']);
    await cache.get('b', db.load('b'));
    expect(db.loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('while untrusted, loads on every get, shares and keeps nothing, and serves nothing kept before', async () => {
    let trusted = true;
    const { cache, db } = setup({ trusted: () => trusted });
    await cache.get('a', db.load('a'));
    trusted = false;
    db.set('a', 'a2');
    expect(await cache.get('a', db.load('a'))).toBe('a2');
    db.set('a', 'a3');
    expect(await Promise.all([cache.get('a', db.load('a')), cache.get('a', db.load('a'))])).toEqual(['a3', 'a3']);
    expect(db.loads).toEqual(['a', 'a', 'a', 'a']);

    // Trusted again (the listener's reconnect clears what it missed): loads are kept once more.
    cache.clear();
    trusted = true;
    expect(await cache.get('a', db.load('a'))).toBe('a3');
    expect(await cache.get('a', db.load('a'))).toBe('a3');
    expect(db.loads).toHaveLength(5);
  });

  it('does not keep a load that returns after trust was lost', async () => {
    let trusted = true;
    const { cache, db } = setup({ trusted: () => trusted });
    const slow = deferred<string>();
    const pending = cache.get('a', () => slow.promise);
    trusted = false;
    slow.resolve('unheard');
    expect(await pending).toBe('unheard');
    trusted = true;
    expect(await cache.get('a', db.load('a'))).toBe('a1');
    expect(db.loads).toEqual(['a']);
  });

  it('peeks at a fresh kept value without loading: nothing before a load, after a forget, past the TTL or while untrusted', async () => {
    let clock = 0;
    let trusted = true;
    const cache = createReadThroughCache<string, string>({
      ttlMs: 1000,
      maxEntries: 10,
      now: () => clock,
      trusted: () => trusted,
    });
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', async () => 'a1');
    expect(cache.peek('a')).toBe('a1');
    trusted = false;
    expect(cache.peek('a')).toBeUndefined();
    trusted = true;
    clock = 1000;
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', async () => 'a2');
    cache.forget('a');
    expect(cache.peek('a')).toBeUndefined();
  });
});
