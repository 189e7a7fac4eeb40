// pg-boss on real Postgres (TEST_DATABASE_URL): retries, the dead-letter record, one job per key
// across two processes' queues, schedules kept over a restart, and a graceful stop.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withPgClient } from '../../test-support/database-targets';
import { defineJob, SOURCE_FORGET_JOB, SOURCE_REFRESH_JOB } from './job-types';
import type { JobLog, JobQueue } from './jobs';
import { createPgBossQueue } from './pg-boss-queue';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

const log: JobLog & { lines: string[] } = {
  lines: [],
  warn: (_details, message) => log.lines.push(message),
  error: (_details, message) => log.lines.push(message),
};

// One second between tries (pg-boss's smallest), no backoff: the test waits about two seconds.
const FLAKY = defineJob('test.flaky', z.object({ name: z.string() }), { limit: 2, delaySeconds: 1, backoff: false });

/** A promise with its resolve, to hold a handler until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe.skipIf(adminUrl === '')('pg-boss queue on Postgres', () => {
  let url = '';
  let name = '';
  const queues: JobQueue[] = [];
  const queue = () => {
    // A short poll: the second process's worker finds the jobs the first one sent soon.
    const created = createPgBossQueue({ connectionString: url, log, pollingIntervalSeconds: 0.5 });
    queues.push(created);
    return created;
  };

  beforeAll(async () => {
    name = `widgetry_jobs_${randomBytes(6).toString('hex')}`;
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterEach(async () => {
    for (const created of queues.splice(0)) await created.stop();
  });
  afterAll(async () => {
    await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('retries a job that fails twice, and it then succeeds', async () => {
    const jobs = queue();
    await jobs.start();
    const attempts: number[] = [];
    await jobs.work(FLAKY, async (_data, run) => {
      attempts.push(run.attempt);
      if (run.attempt < 3) throw new Error(`try ${run.attempt} failed`);
    });
    await jobs.send(FLAKY, { name: 'twice' });
    await expect.poll(() => attempts, { timeout: 30_000, interval: 100 }).toEqual([1, 2, 3]);
    await jobs.drain();
    expect(await jobs.deadLetters(FLAKY)).toEqual([]);
  });

  it('puts a job that always fails in the dead-letter record', async () => {
    const jobs = queue();
    await jobs.start();
    let tries = 0;
    await jobs.work(FLAKY, async ({ name: which }) => {
      tries += 1;
      throw new Error(`${which} never works`);
    });
    const id = await jobs.send(FLAKY, { name: 'always' });
    expect(id).toEqual(expect.any(String));
    await expect.poll(async () => (await jobs.deadLetters(FLAKY)).length, { timeout: 30_000, interval: 100 }).toBe(1);
    expect(tries).toBe(3);
    expect(await jobs.deadLetters(FLAKY)).toEqual([
      {
        id: expect.any(String),
        name: 'test.flaky',
        data: { name: 'always' },
        error: 'always never works',
        failedAt: expect.any(Date),
      },
    ]);
    expect(log.lines).toContain('job failed for good');
  });

  it('never runs the same source kind’s refresh plan in two processes at once', async () => {
    const [first, second] = [queue(), queue()];
    const running = new Map<string, number>();
    let most = 0;
    const runs: string[] = [];
    const held = gate();
    const started = gate();
    for (const jobs of [first, second]) {
      await jobs.start();
      await jobs.work(SOURCE_REFRESH_JOB, async ({ kind }) => {
        const now = (running.get(kind) ?? 0) + 1;
        running.set(kind, now);
        most = Math.max(most, now);
        runs.push(kind);
        started.open();
        await held.opened;
        running.set(kind, now - 1);
      });
    }
    expect(await first.send(SOURCE_REFRESH_JOB, { kind: 'reviews' }, { singletonKey: 'reviews' })).toEqual(
      expect.any(String),
    );
    await started.opened;
    // While that plan runs, neither process can queue another of the same kind.
    for (const jobs of [first, second, first, second]) {
      expect(await jobs.send(SOURCE_REFRESH_JOB, { kind: 'reviews' }, { singletonKey: 'reviews' })).toBeNull();
    }
    // Another kind is not held back.
    expect(await second.send(SOURCE_REFRESH_JOB, { kind: 'listings' }, { singletonKey: 'listings' })).toEqual(
      expect.any(String),
    );
    await expect.poll(() => runs.length, { timeout: 30_000, interval: 100 }).toBe(2);
    held.open();
    await first.drain();
    await second.drain();
    expect(most).toBe(1);
    expect(runs.sort()).toEqual(['listings', 'reviews']);
    // The key is free again once its plan has finished.
    expect(await second.send(SOURCE_REFRESH_JOB, { kind: 'reviews' }, { singletonKey: 'reviews' })).toEqual(
      expect.any(String),
    );
    await expect.poll(() => runs.length, { timeout: 30_000, interval: 100 }).toBe(3);
  });

  it('keeps a schedule when the queue is stopped and started again', async () => {
    const before = queue();
    await before.start();
    await before.schedule(SOURCE_REFRESH_JOB, 5, { kind: 'listings' }, { key: 'listings' });
    // Hourly is the one schedule past 59 minutes (cron '0 * * * *').
    await before.schedule(SOURCE_FORGET_JOB, 60, {}, { key: 'all' });
    await before.stop();

    const after = queue();
    await after.start();
    expect(await after.schedules()).toContainEqual({ name: 'sources.refresh', key: 'listings' });
    expect(await after.schedules()).toContainEqual({ name: 'sources.forget-idle', key: 'all' });
  });

  it('lets a running job finish before stop resolves', async () => {
    const jobs = queue();
    await jobs.start();
    const held = gate();
    const started = gate();
    let finished = false;
    await jobs.work(FLAKY, async () => {
      started.open();
      await held.opened;
      finished = true;
    });
    await jobs.send(FLAKY, { name: 'slow' });
    await started.opened;
    const stopping = jobs.stop();
    held.open();
    await stopping;
    expect(finished).toBe(true);
    const rows = await withPgClient(url, (client) =>
      client.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = 'test.flaky' AND data ->> 'name' = 'slow'`,
      ),
    );
    expect(rows.rows.map((row) => row.state)).toEqual(['completed']);
  });
});
