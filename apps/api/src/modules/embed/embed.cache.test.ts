import { describe, expect, it } from 'vitest';
import { createEmbedCache, type EmbedLoad, type SerialisedEmbedAnswer } from './embed.cache';

const answer = (body: string): SerialisedEmbedAnswer => ({
  widgetId: 'w',
  body: Buffer.from(body),
  etag: `"${body}"`,
  paused: false,
  group: '',
  allowedSites: [],
});

function setup(ttlMs = 60_000) {
  let clock = new Date('2030-01-01T00:00:00Z');
  const cache = createEmbedCache({ ttlMs, maxEntries: 100, now: () => clock });
  const loads: string[] = [];
  let next: EmbedLoad = { answer: answer('v1'), validUntil: null };
  const load = async (id: string) => {
    loads.push(id);
    return next;
  };
  return {
    cache,
    loads,
    load,
    setNext: (value: EmbedLoad) => {
      next = value;
    },
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
    at: (ms: number) => new Date(new Date('2030-01-01T00:00:00Z').getTime() + ms),
  };
}

describe('embed cache', () => {
  it('loads once and serves from memory until the TTL ends', async () => {
    const { cache, loads, load, advance, setNext } = setup();
    expect(await cache.get('a', load)).toEqual(answer('v1'));
    setNext({ answer: answer('v2'), validUntil: null });
    advance(59_999);
    expect(await cache.get('a', load)).toEqual(answer('v1'));
    expect(loads).toEqual(['a']);
    advance(1);
    expect(await cache.get('a', load)).toEqual(answer('v2'));
    expect(loads).toEqual(['a', 'a']);
  });

  it('makes one load for many concurrent requests of a cold id', async () => {
    const { cache, loads, load } = setup();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('cold', load)));
    expect(new Set(answers.map((value) => value?.body.toString()))).toEqual(new Set(['v1']));
    expect(loads).toEqual(['cold']);
  });

  it('keeps "not servable" too, so unknown ids do not reach the database on every request', async () => {
    const { cache, loads, load, setNext } = setup();
    setNext({ answer: null, validUntil: null });
    expect(await cache.get('gone', load)).toBeNull();
    expect(await cache.get('gone', load)).toBeNull();
    expect(loads).toEqual(['gone']);
  });

  it('reads again after invalidate', async () => {
    const { cache, loads, load, setNext } = setup();
    await cache.get('a', load);
    setNext({ answer: answer('v2'), validUntil: null });
    cache.invalidate('a');
    expect(await cache.get('a', load)).toEqual(answer('v2'));
    expect(loads).toEqual(['a', 'a']);
  });

  it('reads every id again after clear, and does not keep a load that a clear overtook', async () => {
    const { cache, loads, load, setNext } = setup();
    await cache.get('a', load);
    await cache.get('b', load);
    let release: (value: EmbedLoad) => void = () => {};
    const pending = cache.get(
      'c',
      () =>
        new Promise<EmbedLoad>((resolve) => {
          release = resolve;
        }),
    );
    cache.clear();
    release({ answer: answer('stale'), validUntil: null });
    await pending;
    setNext({ answer: answer('v2'), validUntil: null });
    for (const id of ['a', 'b', 'c']) expect(await cache.get(id, load)).toEqual(answer('v2'));
    expect(loads).toEqual(['a', 'b', 'a', 'b', 'c']);
  });

  it('does not keep a load that an invalidate overtook', async () => {
    const { cache, loads, load, setNext } = setup();
    let release: (value: EmbedLoad) => void = () => {};
    const slow = () =>
      new Promise<EmbedLoad>((resolve) => {
        release = resolve;
      });
    const pending = cache.get('a', slow);
    cache.invalidate('a');
    release({ answer: answer('stale'), validUntil: null });
    expect(await pending).toEqual(answer('stale'));
    setNext({ answer: answer('fresh'), validUntil: null });
    expect(await cache.get('a', load)).toEqual(answer('fresh'));
    expect(loads).toEqual(['a']);
  });

  it('stops serving at validUntil when that comes before the TTL', async () => {
    const { cache, loads, load, setNext, advance, at } = setup();
    setNext({ answer: answer('paid'), validUntil: at(10_000) });
    expect(await cache.get('p', load)).toEqual(answer('paid'));
    advance(9_999);
    await cache.get('p', load);
    expect(loads).toEqual(['p']);
    advance(1);
    setNext({ answer: null, validUntil: null });
    expect(await cache.get('p', load)).toBeNull();
    expect(loads).toEqual(['p', 'p']);
  });

  it('does not keep a failed load', async () => {
    const { cache, loads, load } = setup();
    await expect(cache.get('a', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('a', load)).toEqual(answer('v1'));
    expect(loads).toEqual(['a']);
  });
});
