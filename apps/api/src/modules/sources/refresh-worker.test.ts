import { describe, expect, it } from 'vitest';
import { createInProcessQueue, type JobLog, manualClock, SOURCE_READ_JOB, type SourceKind } from '../jobs';
import {
  FORGET_EVERY_MINUTES,
  planSourceRefresh,
  REFRESH_EVERY_MINUTES,
  type SourceRefresher,
  startSourceRefresh,
  workSourceRefresh,
} from './refresh-worker';

// The refresh's jobs on the in-process queue (PGlite's), over a scripted set of sources: the plan
// sends a job per due source, a source has one job at a time, and one source's trouble is its own.
// refresh-jobs.int.test.ts runs the same over real source_cache rows and on pg-boss.

const log = (): JobLog & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, warn: (_d, message) => lines.push(message), error: (_d, message) => lines.push(message) };
};

const MINUTE = REFRESH_EVERY_MINUTES * 60_000;

interface ScriptedSource {
  kind: SourceKind;
  due: boolean;
  /** How its reads go: at once, thrown, or the first one held until the test lets it go. */
  read?: 'held' | 'throws';
}

/** Sources by id; a good read makes a source not due, as the real one records its next refresh. */
function scripted(sources: Record<string, ScriptedSource>) {
  const reads: string[] = [];
  const held = new Map<string, () => void>();
  const forgets: number[] = [];
  const refresher: SourceRefresher = {
    async forgetIdle() {
      forgets.push(forgets.length + 1);
      return 0;
    },
    async due(kind, limit) {
      return Object.entries(sources)
        .filter(([, source]) => source.kind === kind && source.due)
        .map(([id]) => id)
        .slice(0, limit);
    },
    async refreshOne(kind, id) {
      const source = sources[id];
      if (source?.kind !== kind) return false;
      reads.push(id);
      if (source.read === 'throws') throw new Error(`${id} broke`);
      if (source.read === 'held') {
        source.read = undefined;
        await new Promise<void>((resolve) => held.set(id, resolve));
      }
      source.due = false;
      return true;
    },
  };
  return { refresher, reads, held, forgets };
}

const sorted = (ids: readonly string[]) => [...ids].sort();

describe('source refresh jobs', () => {
  it('plans each kind every interval: one read job per due source, none for one not due', async () => {
    const clock = manualClock();
    const jobs = createInProcessQueue({ log: log(), clock });
    await jobs.start();
    const { refresher, reads } = scripted({
      r1: { kind: 'reviews', due: true },
      r2: { kind: 'reviews', due: true },
      r3: { kind: 'reviews', due: false },
      l1: { kind: 'listings', due: true },
    });
    await startSourceRefresh(jobs, refresher);
    expect(await jobs.schedules()).toEqual([
      { name: 'sources.refresh', key: 'reviews' },
      { name: 'sources.refresh', key: 'listings' },
      { name: 'sources.forget-idle', key: 'all' },
    ]);

    clock.advance(MINUTE - 1);
    await jobs.drain();
    expect(reads).toEqual([]);
    clock.advance(1);
    await expect.poll(() => sorted(reads)).toEqual(['l1', 'r1', 'r2']);
    await jobs.drain();
    // Read once each: the next plan finds nothing due.
    clock.advance(MINUTE);
    await jobs.drain();
    expect(sorted(reads)).toEqual(['l1', 'r1', 'r2']);
    await jobs.stop();
  });

  it('looks for idle sources to forget every hour, not every plan', async () => {
    const clock = manualClock();
    const jobs = createInProcessQueue({ log: log(), clock });
    await jobs.start();
    const { refresher, forgets } = scripted({});
    await startSourceRefresh(jobs, refresher);
    clock.advance(FORGET_EVERY_MINUTES * 60_000 - 1);
    await jobs.drain();
    expect(forgets).toEqual([]);
    clock.advance(1);
    await expect.poll(() => forgets).toEqual([1]);
    clock.advance(FORGET_EVERY_MINUTES * 60_000);
    await expect.poll(() => forgets).toEqual([1, 2]);
    await jobs.stop();
  });

  it('refuses a second job for a source that has one queued or running', async () => {
    const jobs = createInProcessQueue({ log: log(), clock: manualClock() });
    const { refresher, reads, held } = scripted({
      r1: { kind: 'reviews', due: true, read: 'held' },
      r2: { kind: 'reviews', due: true },
    });
    await workSourceRefresh(jobs, refresher);
    // Queued (the queue not started yet): planning again, here or by hand, sends nothing more.
    expect(await planSourceRefresh(jobs, refresher, 'reviews')).toBe(2);
    expect(await planSourceRefresh(jobs, refresher, 'reviews')).toBe(0);
    expect(await jobs.send(SOURCE_READ_JOB, { kind: 'reviews', id: 'r2' }, { singletonKey: 'r2' })).toBeNull();

    // Running: r1's read is held; r2 was read and is no longer due.
    await jobs.start();
    await expect.poll(() => sorted(reads)).toEqual(['r1', 'r2']);
    expect(await planSourceRefresh(jobs, refresher, 'reviews')).toBe(0);
    expect(await jobs.send(SOURCE_READ_JOB, { kind: 'reviews', id: 'r1' }, { singletonKey: 'r1' })).toBeNull();
    held.get('r1')?.();
    await jobs.drain();
    expect(sorted(reads)).toEqual(['r1', 'r2']);
    // Its key is free once the read has finished.
    expect(await jobs.send(SOURCE_READ_JOB, { kind: 'reviews', id: 'r1' }, { singletonKey: 'r1' })).toEqual(
      expect.any(String),
    );
    await jobs.drain();
    expect(sorted(reads)).toEqual(['r1', 'r1', 'r2']);
    await jobs.stop();
  });

  it('lets a slow source and one whose read throws hold up no other, and plans the failed one again', async () => {
    const clock = manualClock();
    const lines = log();
    const jobs = createInProcessQueue({ log: lines, clock });
    await jobs.start();
    const { refresher, reads, held } = scripted({
      slow: { kind: 'reviews', due: true, read: 'held' },
      broken: { kind: 'reviews', due: true, read: 'throws' },
      fine: { kind: 'reviews', due: true },
      listed: { kind: 'listings', due: true },
    });
    await startSourceRefresh(jobs, refresher);
    clock.advance(MINUTE);
    await expect.poll(() => sorted(reads)).toEqual(['broken', 'fine', 'listed', 'slow']);
    await expect.poll(() => lines.lines).toEqual(['job failed for good']);

    // Not retried by the queue nor dead-lettered: the next plan sends it again (the slow one is
    // still running, so it gets no second job).
    clock.advance(MINUTE);
    await expect.poll(() => sorted(reads)).toEqual(['broken', 'broken', 'fine', 'listed', 'slow']);
    held.get('slow')?.();
    await jobs.drain();
    expect(await jobs.deadLetters(SOURCE_READ_JOB)).toEqual([]);
    expect(sorted(reads)).toEqual(['broken', 'broken', 'fine', 'listed', 'slow']);
    await jobs.stop();
  });
});
