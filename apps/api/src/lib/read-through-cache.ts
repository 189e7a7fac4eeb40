import { LruMap } from './lru-map';

// Issue 15: the per-process caches (signed-in users, account reads, embed answers) share one way of
// keeping what they read, so the rules that keep them from serving a stale answer live in one place:
// - one load per key at a time: concurrent misses share it (a cold key costs one query, not one each);
// - a load is kept only if it is still the key's load of record when it returns: a forget() or a
//   clear() during the load means a change may have overtaken it, so its caller gets the answer
//   but nobody after;
// - a failed load is kept neither as an entry nor as the load in flight: the next get() retries;
// - while the cache is not trusted (its change listener cannot hear changes) nothing is served from
//   memory and nothing is kept: every get() loads;
// - an entry expires at the TTL, or earlier when the value says it stops being true (validUntil);
// - at most maxEntries entries, the least recently used forgotten first.

export interface ReadThroughCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /** The clock, in milliseconds. */
  now?: () => number;
  /** False while changes may go unheard: serve nothing from memory and keep nothing. */
  trusted?: () => boolean;
  /** When a loaded value stops being true by itself (ms), or null; an entry ends at the earlier of this and the TTL. */
  validUntil?: (value: V) => number | null;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export interface ReadThroughCache<K, V> {
  /** The value kept for `key`, or what `load` answers (kept unless a forget or clear overtook it). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** The value kept for `key` when there is one still fresh (and the cache trusted); never loads. */
  peek(key: K): V | undefined;
  /** A change made `key`'s value stale: the next get() loads, and a load in flight is not kept. */
  forget(key: K): void;
  /** As forget() for every key. */
  clear(): void;
}

export function createReadThroughCache<K, V>({
  ttlMs,
  maxEntries,
  now = Date.now,
  trusted = () => true,
  validUntil,
}: ReadThroughCacheOptions<V>): ReadThroughCache<K, V> {
  const entries = new LruMap<K, Entry<V>>(maxEntries);
  const loading = new Map<K, Promise<V>>();

  /** True when `promise` is still the key's load of record; it is done either way. */
  const settle = (key: K, promise: Promise<V>) => {
    if (loading.get(key) !== promise) return false;
    loading.delete(key);
    return true;
  };
  const expiryOf = (value: V) => {
    const ttlEnd = now() + ttlMs;
    const end = validUntil?.(value) ?? null;
    return end === null ? ttlEnd : Math.min(ttlEnd, end);
  };

  return {
    get(key, load) {
      if (!trusted()) return load();
      const entry = entries.get(key);
      if (entry !== undefined) {
        if (now() < entry.expiresAt) return Promise.resolve(entry.value);
        entries.delete(key);
      }
      const pending = loading.get(key);
      if (pending !== undefined) return pending;
      const promise = load().then(
        (value) => {
          if (settle(key, promise) && trusted()) entries.set(key, { value, expiresAt: expiryOf(value) });
          return value;
        },
        (error: unknown) => {
          settle(key, promise);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    peek(key) {
      if (!trusted()) return undefined;
      const entry = entries.get(key);
      return entry !== undefined && now() < entry.expiresAt ? entry.value : undefined;
    },
    forget(key) {
      entries.delete(key);
      loading.delete(key);
    },
    clear() {
      entries.clear();
      loading.clear();
    },
  };
}
