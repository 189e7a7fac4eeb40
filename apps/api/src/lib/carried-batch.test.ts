import { describe, expect, it, vi } from 'vitest';
import { createCarriedBatch, MAX_CARRIES } from './carried-batch';

interface Tally {
  key: string;
  n: number;
}

// Never fires within a test: each test flushes itself.
const NO_TIMER = 60 * 60 * 1000;

function setup(write: (batch: readonly Tally[]) => Promise<ReadonlySet<string>>, maxPending = 10) {
  const log = { error: vi.fn() };
  const batch = createCarriedBatch<Tally>({
    keyOf: (tally) => tally.key,
    merge: (held, tally) => {
      held.n += tally.n;
    },
    write,
    flushMs: NO_TIMER,
    maxPending,
    log,
    failure: 'tallies not written',
  });
  return { batch, log };
}

describe('createCarriedBatch', () => {
  it('merges counts of one key, holds at most maxPending keys, and leaves the caller’s objects alone', async () => {
    const writes: Tally[][] = [];
    const { batch } = setup(async (tallies) => {
      writes.push([...tallies]);
      return new Set(tallies.map((tally) => tally.key));
    }, 2);
    const first = { key: 'a', n: 1 };
    batch.add(first);
    batch.add({ key: 'a', n: 2 });
    batch.add({ key: 'b', n: 1 });
    batch.add({ key: 'c', n: 1 });
    await batch.flush();
    expect(writes).toEqual([
      [
        { key: 'a', n: 3 },
        { key: 'b', n: 1 },
      ],
    ]);
    expect(first).toEqual({ key: 'a', n: 1 });
    await batch.flush();
    expect(writes).toHaveLength(1);
  });

  it('carries a count the store did not write MAX_CARRIES times, then drops it', async () => {
    const writes: string[][] = [];
    const { batch } = setup(async (tallies) => {
      writes.push(tallies.map((tally) => tally.key));
      return new Set(['written']);
    });
    batch.add({ key: 'written', n: 1 });
    batch.add({ key: 'carried', n: 1 });
    for (let flush = 0; flush < MAX_CARRIES + 2; flush += 1) await batch.flush();
    expect(writes).toEqual([['written', 'carried'], ...Array.from({ length: MAX_CARRIES }, () => ['carried'])]);
  });

  it('stops carrying a key after MAX_CARRIES flushes even while new views keep arriving for it', async () => {
    // A forged site with steady traffic: each write sees a new view come in meanwhile.
    const written: number[] = [];
    const { batch } = setup(async (tallies) => {
      written.push(...tallies.map((tally) => tally.n));
      batch.add({ key: 'forged', n: 1 });
      return new Set<string>();
    });
    batch.add({ key: 'forged', n: 1 });
    for (let flush = 0; flush < 3 * MAX_CARRIES; flush += 1) await batch.flush();
    // Carried at most MAX_CARRIES times, the merged new views with it: it never grows without end.
    expect(Math.max(...written)).toBe(MAX_CARRIES + 1);
  });

  it('writes one batch at a time in order, waits for running checks, and close writes the rest', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { batch } = setup(async (tallies) => {
      const keys = tallies.map((tally) => tally.key).join();
      order.push(`start ${keys}`);
      if (keys === 'a') await held;
      order.push(`end ${keys}`);
      return new Set(tallies.map((tally) => tally.key));
    });
    batch.add({ key: 'a', n: 1 });
    const first = batch.flush();
    // A check that adds once it settles (a visitor check on Redis): the next write waits for it.
    let settle: () => void = () => {};
    const check = new Promise<void>((resolve) => {
      settle = resolve;
    }).then(() => batch.add({ key: 'b', n: 1 }));
    batch.checking.add(check);
    const closing = batch.close();
    settle();
    release();
    await Promise.all([first, closing]);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('logs a failed write with its size, drops it and keeps counting', async () => {
    let fail = true;
    const writes: string[][] = [];
    const { batch, log } = setup(async (tallies) => {
      if (fail) throw new Error('database gone');
      writes.push(tallies.map((tally) => tally.key));
      return new Set(tallies.map((tally) => tally.key));
    });
    batch.add({ key: 'a', n: 1 });
    await batch.flush();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ keys: 1 }), 'tallies not written');
    fail = false;
    batch.add({ key: 'b', n: 1 });
    await batch.flush();
    expect(writes).toEqual([['b']]);
  });
});
