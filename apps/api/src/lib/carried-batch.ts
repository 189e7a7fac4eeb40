import type { FastifyBaseLogger } from 'fastify';

// The in-memory batch behind the embed's visitor counts and the widgets' event counts: a request
// only adds to it, and a flush on an interval (and at close) writes it in one call. The store
// writes only the counts of recorded sites; a count whose site's row is not written yet (it may
// come with the installations' next flush) is carried to the next flushes, a few times, then
// dropped, as a forged site's always is. A failed write is logged and its counts are dropped: they
// are a hint, and retrying would let a sick database pile up memory.

/** Flushes a count waits at for its site's row before it is dropped (a forged site is never recorded). */
export const MAX_CARRIES = 3;

export interface CarriedBatchOptions<T> {
  /** The key two counts of the same thing share; the store answers the keys it wrote. */
  keyOf(count: T): string;
  /** Adds `count` into `held`, the count already held under the same key. */
  merge(held: T, count: T): void;
  /** Writes a batch; answers the keys (keyOf) of the counts it wrote. */
  write(batch: readonly T[]): Promise<ReadonlySet<string>>;
  flushMs: number;
  /** Distinct keys held between flushes: past it, new keys wait for the next flush (known keys keep counting). */
  maxPending: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The log line of a write that failed. */
  failure: string;
}

interface Held<T> {
  count: T;
  /** Flushes that found no row for the count's site yet. */
  carried: number;
}

export function createCarriedBatch<T extends object>({
  keyOf,
  merge,
  write,
  flushMs,
  maxPending,
  log,
  failure,
}: CarriedBatchOptions<T>) {
  let pending = new Map<string, Held<T>>();
  let writing: Promise<void> = Promise.resolve();
  /** Checks still running (a visitor check on Redis, a round trip): a flush or close waits for them. */
  const checking = new Set<Promise<void>>();

  function add(count: T, carried = 0): void {
    const key = keyOf(count);
    const held = pending.get(key);
    if (held) {
      merge(held.count, count);
      held.carried = Math.max(held.carried, carried);
    } else if (pending.size < maxPending) {
      pending.set(key, { count: { ...count }, carried });
    }
  }

  async function flush(): Promise<void> {
    await Promise.all([...checking]);
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    // One write at a time, in order, so close awaits them all.
    writing = writing.then(async () => {
      try {
        const written = await write(batch.map(({ count }) => count));
        for (const { count, carried } of batch) {
          if (!written.has(keyOf(count)) && carried < MAX_CARRIES) add(count, carried + 1);
        }
      } catch (error: unknown) {
        log.error({ err: error, keys: batch.length }, failure);
      }
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  // A pending flush never keeps the process alive; close() flushes what is left.
  timer.unref();

  return {
    /** Adds a count now; it is written with the next flush. */
    add: (count: T) => add(count),
    /** Where a check that adds later (checkVisitor's `pending`) is kept until it settles. */
    checking,
    /** Writes what is held now (tests, and the timer). */
    flush,
    /** Stops the timer and writes the rest (app close). */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
