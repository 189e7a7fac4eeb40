import { describe, expect, it } from 'vitest';
import { createInProcessQueue } from '../jobs/in-process-queue';
import type { SourceRefreshJob } from '../jobs/job-types';
import type { JobLog } from '../jobs/jobs';
import { manualClock } from '../jobs/manual-clock.fixtures';
import { REFRESH_EVERY_MINUTES, startSourceRefresh } from './refresh-worker';

type Kind = SourceRefreshJob['kind'];

const log = (): JobLog & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, warn: (_d, message) => lines.push(message), error: (_d, message) => lines.push(message) };
};

const MINUTE = REFRESH_EVERY_MINUTES * 60_000;

describe('source refresh jobs', () => {
  it('refreshes each kind every interval, and never overlaps a kind with itself', async () => {
    const clock = manualClock();
    const jobs = createInProcessQueue({ log: log(), clock });
    await jobs.start();
    const rounds: Kind[] = [];
    const finish = new Map<Kind, () => void>();
    await startSourceRefresh(jobs, (kind) => {
      rounds.push(kind);
      return new Promise<number>((resolve) => {
        finish.set(kind, () => resolve(1));
      });
    });
    expect(await jobs.schedules()).toEqual([
      { name: 'sources.refresh', key: 'reviews' },
      { name: 'sources.refresh', key: 'listings' },
    ]);

    clock.advance(MINUTE - 1);
    expect(rounds).toEqual([]);
    clock.advance(1);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(rounds).toEqual(['reviews']);
    // One round at a time per queue: listings waits for reviews, and a slow reviews round is not
    // queued again however many ticks pass.
    clock.advance(3 * MINUTE);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(rounds).toEqual(['reviews']);
    finish.get('reviews')?.();
    await expect.poll(() => rounds).toEqual(['reviews', 'listings']);
    finish.get('listings')?.();
    await jobs.drain();

    clock.advance(MINUTE);
    await expect.poll(() => rounds.length).toBe(3);
    finish.get(rounds[2] ?? 'reviews')?.();
    await expect.poll(() => rounds.length).toBe(4);
    finish.get(rounds[3] ?? 'listings')?.();
    await jobs.drain();
    expect(rounds.slice(2).sort()).toEqual(['listings', 'reviews']);
    await jobs.stop();
  });

  it('logs a failed round and keeps refreshing, with no dead letter', async () => {
    const clock = manualClock();
    const lines = log();
    const jobs = createInProcessQueue({ log: lines, clock });
    await jobs.start();
    const rounds: Kind[] = [];
    await startSourceRefresh(jobs, async (kind) => {
      rounds.push(kind);
      if (kind === 'reviews' && rounds.length === 1) throw new Error('database away');
      return 0;
    });
    clock.advance(MINUTE);
    await expect.poll(() => rounds.length).toBe(2);
    await jobs.drain();
    clock.advance(MINUTE);
    await expect.poll(() => rounds.length).toBe(4);
    await jobs.drain();
    expect(rounds).toEqual(['reviews', 'listings', 'reviews', 'listings']);
    expect(lines.lines).toEqual(['job failed for good']);
    await jobs.stop();
  });
});
