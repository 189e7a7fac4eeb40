import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createInProcessQueue } from './in-process-queue';
import { defineJob } from './job-types';
import { type JobLog, PermanentJobError, retryDelayMs } from './jobs';
import { manualClock } from './manual-clock.fixtures';

const quietLog = (): JobLog & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, warn: (_details, message) => lines.push(message), error: (_details, message) => lines.push(message) };
};

const TICK = defineJob('test.tick', z.object({ n: z.number() }), {
  limit: 3,
  delaySeconds: 10,
  backoff: true,
  maxDelaySeconds: 30,
});
const EXCLUSIVE = defineJob(
  'test.exclusive',
  z.object({ key: z.string() }),
  { limit: 0, delaySeconds: 0, backoff: false },
  { policy: 'exclusive', deadLetter: false },
);

async function startedQueue() {
  const clock = manualClock();
  const log = quietLog();
  const queue = createInProcessQueue({ log, clock });
  await queue.start();
  return { clock, log, queue };
}

describe('retry delays', () => {
  it('doubles with backoff up to the ceiling, and stays fixed without', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(TICK.retry, attempt))).toEqual([10_000, 20_000, 30_000, 30_000]);
    expect(retryDelayMs({ limit: 3, delaySeconds: 5, backoff: false }, 3)).toBe(5_000);
  });
});

describe('in-process queue', () => {
  it('retries a failing job after each backoff and stops once it succeeds', async () => {
    const { clock, queue } = await startedQueue();
    const attempts: Array<{ attempt: number; at: number }> = [];
    await queue.work(TICK, async (_data, run) => {
      attempts.push({ attempt: run.attempt, at: clock.now() });
      if (run.attempt < 3) throw new Error('SMTP busy');
    });
    await queue.send(TICK, { n: 1 });
    await queue.drain();
    expect(attempts).toEqual([{ attempt: 1, at: 0 }]);

    // Not a moment before the backoff is over.
    clock.advance(9_999);
    await queue.drain();
    expect(attempts).toHaveLength(1);
    clock.advance(1);
    await queue.drain();
    expect(attempts.at(-1)).toEqual({ attempt: 2, at: 10_000 });

    clock.advance(20_000);
    await queue.drain();
    expect(attempts.at(-1)).toEqual({ attempt: 3, at: 30_000 });
    clock.advance(60_000);
    await queue.drain();
    expect(attempts).toHaveLength(3);
    expect(await queue.deadLetters(TICK)).toEqual([]);
    await queue.stop();
  });

  it('records a job that fails every try in the dead-letter record', async () => {
    const { clock, log, queue } = await startedQueue();
    let tries = 0;
    await queue.work(TICK, async () => {
      tries += 1;
      throw new Error(`refused ${tries}`);
    });
    const id = await queue.send(TICK, { n: 7 });
    await queue.drain();
    // 10 s, 20 s, then the 30 s ceiling: the fourth try is the last (limit 3).
    for (const wait of [10_000, 20_000, 30_000, 30_000]) {
      clock.advance(wait);
      await queue.drain();
    }
    expect(tries).toBe(4);
    expect(await queue.deadLetters(TICK)).toEqual([
      { id, name: 'test.tick', data: { n: 7 }, error: 'refused 4', failedAt: new Date(60_000) },
    ]);
    expect(log.lines.filter((line) => line === 'job failed, will retry')).toHaveLength(3);
    expect(log.lines).toContain('job failed for good');
    await queue.stop();
  });

  it('dead-letters a permanent failure at once, and a payload its schema refuses', async () => {
    const { queue } = await startedQueue();
    let tries = 0;
    await queue.work(TICK, async () => {
      tries += 1;
      throw new PermanentJobError('550 mailbox unavailable');
    });
    await queue.send(TICK, { n: 1 });
    await queue.drain();
    expect(tries).toBe(1);
    expect((await queue.deadLetters(TICK)).map((letter) => letter.error)).toEqual(['550 mailbox unavailable']);
    await expect(queue.send(TICK, { n: 'one' } as unknown as { n: number })).rejects.toThrow();
    await queue.stop();
  });

  it('keeps one job per key of an exclusive type queued or running', async () => {
    const { queue } = await startedQueue();
    let release = () => {};
    let running = 0;
    let most = 0;
    await queue.work(EXCLUSIVE, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      running -= 1;
    });
    expect(await queue.send(EXCLUSIVE, { key: 'reviews' }, { singletonKey: 'reviews' })).toEqual(expect.any(String));
    expect(await queue.send(EXCLUSIVE, { key: 'reviews' }, { singletonKey: 'reviews' })).toBeNull();
    expect(await queue.send(EXCLUSIVE, { key: 'listings' }, { singletonKey: 'listings' })).toEqual(expect.any(String));
    release();
    await new Promise<void>((resolve) => setImmediate(resolve));
    release();
    await queue.drain();
    expect(most).toBe(1);
    // The key is free again once its job has finished.
    expect(await queue.send(EXCLUSIVE, { key: 'reviews' }, { singletonKey: 'reviews' })).toEqual(expect.any(String));
    release();
    await queue.stop();
  });

  it('runs up to a type’s concurrency at once, and one job per key of an exclusive type still', async () => {
    const { queue } = await startedQueue();
    const PAIRS = defineJob(
      'test.pairs',
      z.object({ key: z.string() }),
      { limit: 1, delaySeconds: 0, backoff: false },
      { policy: 'exclusive', deadLetter: false, concurrency: 2 },
    );
    const releases = new Map<string, () => void>();
    const tries: string[] = [];
    await queue.work(PAIRS, async ({ key }, run) => {
      tries.push(`${key}#${run.attempt}`);
      const ok = await new Promise<boolean>((resolve) => {
        releases.set(key, () => resolve(true));
        if (key === 'b' && run.attempt === 1) releases.set(key, () => resolve(false));
      });
      if (!ok) throw new Error(`${key} failed`);
    });
    for (const key of ['a', 'b', 'c']) {
      expect(await queue.send(PAIRS, { key }, { singletonKey: key })).toEqual(expect.any(String));
    }
    // Two run, the third waits for room; every key already queued or running is refused.
    await expect.poll(() => tries).toEqual(['a#1', 'b#1']);
    for (const key of ['a', 'b', 'c']) expect(await queue.send(PAIRS, { key }, { singletonKey: key })).toBeNull();
    releases.get('a')?.();
    await expect.poll(() => tries).toEqual(['a#1', 'b#1', 'c#1']);
    // b's failed try is retried (no delay) in the room it left, and still holds its key meanwhile.
    releases.get('b')?.();
    await expect.poll(() => tries).toEqual(['a#1', 'b#1', 'c#1', 'b#2']);
    expect(await queue.send(PAIRS, { key: 'b' }, { singletonKey: 'b' })).toBeNull();
    releases.get('b')?.();
    releases.get('c')?.();
    await queue.drain();
    expect(await queue.send(PAIRS, { key: 'b' }, { singletonKey: 'b' })).toEqual(expect.any(String));
    releases.get('b')?.();
    await queue.stop();
  });

  it('holds jobs sent before start until it starts, and sends scheduled jobs on time', async () => {
    const clock = manualClock();
    const queue = createInProcessQueue({ log: quietLog(), clock });
    const seen: number[] = [];
    await queue.work(TICK, async ({ n }) => {
      seen.push(n);
    });
    await queue.send(TICK, { n: 1 });
    await queue.drain();
    expect(seen).toEqual([]);
    await queue.start();
    await queue.drain();
    expect(seen).toEqual([1]);

    await queue.schedule(TICK, 2, { n: 2 }, { key: 'every-two' });
    expect(await queue.schedules()).toEqual([{ name: 'test.tick', key: 'every-two' }]);
    clock.advance(119_999);
    await queue.drain();
    expect(seen).toEqual([1]);
    clock.advance(1);
    await queue.drain();
    clock.advance(120_000);
    await queue.drain();
    expect(seen).toEqual([1, 2, 2]);
    await queue.stop();
    expect(clock.pending()).toBe(0);
  });

  it('lets the running job finish on stop, and starts no other', async () => {
    const { queue } = await startedQueue();
    let release = () => {};
    const finished: number[] = [];
    await queue.work(TICK, async ({ n }) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      finished.push(n);
    });
    await queue.send(TICK, { n: 1 });
    await queue.send(TICK, { n: 2 });
    const stopping = queue.stop();
    let stopped = false;
    void stopping.then(() => {
      stopped = true;
    });
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toEqual([1]);
  });
});
