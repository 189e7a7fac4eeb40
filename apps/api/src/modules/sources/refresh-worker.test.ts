import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRefreshWorker } from './refresh-worker';

describe('refresh worker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a round every interval, never two at once, and stops cleanly', async () => {
    vi.useFakeTimers();
    let rounds = 0;
    let finish = () => {};
    const worker = startRefreshWorker({
      intervalMs: 1_000,
      refreshDue: () => {
        rounds += 1;
        return new Promise<number>((resolve) => {
          finish = () => resolve(1);
        });
      },
      onError: () => {},
    });

    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toBe(1);
    // The first round is still reading: the next ticks do not start another.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(rounds).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toBe(2);

    const stopping = worker.stop();
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(rounds).toBe(2);
  });

  it('reports a failed round and keeps going', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let rounds = 0;
    const worker = startRefreshWorker({
      intervalMs: 1_000,
      refreshDue: async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database away');
        return 0;
      },
      onError: (error) => errors.push(error),
    });
    await worker.runOnce();
    await worker.runOnce();
    expect(rounds).toBe(2);
    expect(errors).toEqual([new Error('database away')]);
    await worker.stop();
  });
});
