import { describe, expect, it } from 'vitest';
import { createBatchedReads } from './batched-reads';

/** A readMany whose statements answer only when the test says so; each call's keys are noted. */
function controlledReads(rows: Record<string, string>) {
  const calls: { keys: string[]; answer(): void; fail(error: Error): void }[] = [];
  const readMany = (keys: readonly string[]) =>
    new Promise<ReadonlyMap<string, string>>((resolve, reject) => {
      calls.push({
        keys: [...keys],
        answer: () => resolve(new Map(keys.flatMap((key) => (key in rows ? [[key, rows[key] ?? '']] : [])))),
        fail: reject,
      });
    });
  return { calls, readMany };
}

/** Resolves once `calls` holds `count` statements (each is sent at the end of a turn). */
async function statements<T>(calls: T[], count: number): Promise<T[]> {
  while (calls.length < count) await new Promise((resolve) => setImmediate(resolve));
  return calls;
}

describe('batched reads', () => {
  it('reads the keys asked for in the same turn with one statement, each key once', async () => {
    const { calls, readMany } = controlledReads({ a: 'row a', b: 'row b' });
    const reads = createBatchedReads({ readMany, maxInFlight: 2, maxBatch: 10 });
    const answers = Promise.all([reads.read('a'), reads.read('b'), reads.read('a'), reads.read('missing')]);
    const [call] = await statements(calls, 1);
    expect(call?.keys).toEqual(['a', 'b', 'missing']);
    call?.answer();
    expect(await answers).toEqual(['row a', 'row b', 'row a', undefined]);
    expect(calls).toHaveLength(1);
  });

  it('sends nothing before the end of the turn, then at once without a timer', async () => {
    const { calls, readMany } = controlledReads({ a: 'row a' });
    const reads = createBatchedReads({ readMany, maxInFlight: 1, maxBatch: 10 });
    const answer = reads.read('a');
    expect(calls).toHaveLength(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.map((call) => call.keys)).toEqual([['a']]);
    calls[0]?.answer();
    expect(await answer).toBe('row a');
  });

  it('holds the keys that arrive while every statement allowed is busy, and sends them together next', async () => {
    const { calls, readMany } = controlledReads({ a: '1', b: '2', c: '3', d: '4' });
    const reads = createBatchedReads({ readMany, maxInFlight: 1, maxBatch: 10 });
    const first = reads.read('a');
    await statements(calls, 1);
    const later = Promise.all([reads.read('b'), reads.read('c')]);
    await new Promise((resolve) => setImmediate(resolve));
    const last = reads.read('d');
    await new Promise((resolve) => setImmediate(resolve));
    // Still one statement: the first has not answered.
    expect(calls).toHaveLength(1);
    calls[0]?.answer();
    expect(await first).toBe('1');
    const [, second] = await statements(calls, 2);
    expect(second?.keys).toEqual(['b', 'c', 'd']);
    second?.answer();
    expect(await later).toEqual(['2', '3']);
    expect(await last).toBe('4');
  });

  it('splits a large wait into statements of maxBatch keys, up to maxInFlight at once', async () => {
    const rows = Object.fromEntries(Array.from({ length: 7 }, (_, index) => [`k${index}`, `row ${index}`]));
    const { calls, readMany } = controlledReads(rows);
    const reads = createBatchedReads({ readMany, maxInFlight: 2, maxBatch: 3 });
    const answers = Promise.all(Object.keys(rows).map((key) => reads.read(key)));
    await statements(calls, 2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls.map((call) => call.keys)).toEqual([
      ['k0', 'k1', 'k2'],
      ['k3', 'k4', 'k5'],
    ]);
    calls[0]?.answer();
    await statements(calls, 3);
    expect(calls[2]?.keys).toEqual(['k6']);
    calls[1]?.answer();
    calls[2]?.answer();
    expect(await answers).toEqual(Object.values(rows));
  });

  it("rejects only a failed statement's keys; the next keys are read as usual", async () => {
    const { calls, readMany } = controlledReads({ a: 'row a', b: 'row b' });
    const reads = createBatchedReads({ readMany, maxInFlight: 1, maxBatch: 10 });
    const failed = reads.read('a');
    await statements(calls, 1);
    const next = reads.read('b');
    calls[0]?.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const [, second] = await statements(calls, 2);
    expect(second?.keys).toEqual(['b']);
    second?.answer();
    expect(await next).toBe('row b');
  });

  it('rejects the keys of a readMany that throws instead of answering a promise', async () => {
    const reads = createBatchedReads<string, string>({
      readMany: () => {
        throw new Error('bad statement');
      },
      maxInFlight: 1,
      maxBatch: 10,
    });
    await expect(reads.read('a')).rejects.toThrow('bad statement');
    await expect(reads.read('b')).rejects.toThrow('bad statement');
  });
});
