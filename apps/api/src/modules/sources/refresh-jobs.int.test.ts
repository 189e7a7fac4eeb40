// The background refresh's jobs over real source_cache rows: in-process on PGlite, and on pg-boss
// over real Postgres (TEST_DATABASE_URL) with two processes' queues sharing the database. A plan
// sends one read job per due source, a source has one job at a time however many plan at once,
// and a read that throws is that source's failed read (backed off), not the round's.
import type { ReviewsData } from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sourceCache, sourceReviews } from '../../db/schema';
import { createPostgres, databaseTargets, type TestDatabase } from '../../test-support/database-targets';
import { createInProcessQueue, createPgBossQueue, type JobLog, type JobQueue, SOURCE_READ_JOB } from '../jobs';
import { SOURCE_IDLE_AFTER_MS } from './cache/refresh-policy';
import { planSourceRefresh, workSourceRefresh } from './refresh-worker';
import type { ReviewSourceRef } from './review-widgets/review-source-of';
import type { ReviewsResult } from './reviews/review-result';
import { createSources, type Sources } from './sources';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const log: JobLog = { warn: () => {}, error: () => {} };

interface Target {
  name: string;
  create(): Promise<{ database: TestDatabase; queue: () => JobQueue }>;
  /** Whether two queues share the jobs (two processes); in-process, each holds its own. */
  shared: boolean;
}

const targets: Target[] = [
  {
    name: 'the in-process queue on PGlite',
    shared: false,
    create: async () => {
      const [pglite] = databaseTargets({});
      if (!pglite) throw new Error('no PGlite target');
      return { database: await pglite.create(), queue: () => createInProcessQueue({ log }) };
    },
  },
];
if (adminUrl !== '') {
  targets.push({
    name: 'pg-boss on Postgres',
    shared: true,
    create: async () => {
      let url = '';
      const database = await createPostgres(adminUrl, (address) => {
        url = address.toString();
        return address;
      });
      // A short poll: a queue's workers find the jobs the other one sent soon.
      return { database, queue: () => createPgBossQueue({ connectionString: url, log, pollingIntervalSeconds: 0.5 }) };
    },
  });
}

const ref = (key: string): ReviewSourceRef => ({
  source: 'yelp',
  key,
  url: `https://www.yelp.com/biz/${key}`,
  businessId: key,
  wanted: 5,
});

function data(key: string): ReviewsData {
  return {
    source: 'yelp',
    business: { name: key, logoUrl: null, rating: 4, totalReviews: 1, url: ref(key).url, writeReviewUrl: null },
    reviews: [],
    fetchedAt: new Date().toISOString(),
  };
}

/** A promise with its resolve, to hold reads until the test lets them go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe.each(targets)('source refresh jobs with $name', (target) => {
  let database: TestDatabase;
  let newQueue: () => JobQueue;
  const queues: JobQueue[] = [];
  let reads: string[] = [];
  let held: ReturnType<typeof gate> | null = null;
  let sources: Sources;

  const queue = () => {
    const created = newQueue();
    queues.push(created);
    return created;
  };

  beforeAll(async () => {
    ({ database, queue: newQueue } = await target.create());
    sources = createSources({
      db: database.db,
      now: () => new Date(),
      readReviews: async (source): Promise<ReviewsResult> => {
        reads.push(source.key);
        if (held) await held.opened;
        if (source.key === 'broken') throw new Error('adapter bug');
        return { ok: true, data: data(source.key) };
      },
      readListings: async () => {
        throw new Error('no listing source in these tests');
      },
    });
  });
  beforeEach(async () => {
    await database.db.delete(sourceReviews);
    await database.db.delete(sourceCache);
    reads = [];
    held = null;
  });
  afterEach(async () => {
    held?.open();
    for (const created of queues.splice(0)) await created.stop();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** Registers the sources as a widget's embed does (due at once); `fresh` ones were just read. */
  async function register(due: string[], fresh: string[] = []): Promise<void> {
    for (const key of due) await sources.reviews.cachedFor(ref(key));
    for (const key of fresh) await sources.reviews.seed(ref(key), data(key));
  }

  const statusOf = async (key: string) =>
    (await database.db.select().from(sourceCache).where(eq(sourceCache.sourceKey, key)))[0];

  it('sends one read job per due source and none for one not due; a read that throws stops no other', async () => {
    await register(['alpha', 'broken', 'gamma'], ['fresh']);
    const jobs = queue();
    await workSourceRefresh(jobs, sources.refresher);
    await jobs.start();

    expect(await planSourceRefresh(jobs, sources.refresher, 'reviews')).toBe(3);
    expect(await planSourceRefresh(jobs, sources.refresher, 'listings')).toBe(0);
    await expect.poll(() => reads.length, { timeout: 30_000, interval: 50 }).toBe(3);
    await jobs.drain();
    expect(reads.sort()).toEqual(['alpha', 'broken', 'gamma']);
    expect((await statusOf('alpha'))?.status).toBe('ok');
    expect((await statusOf('gamma'))?.status).toBe('ok');
    // The thrown read is the source's failed read: its lease let go, its next try backed off.
    const broken = await statusOf('broken');
    expect(broken).toMatchObject({ status: 'unreachable', failures: 1, leaseUntil: null });
    expect(broken?.nextRefreshAt.getTime()).toBeGreaterThan(Date.now());
    // Nothing is due now: the next plan sends nothing.
    expect(await planSourceRefresh(jobs, sources.refresher, 'reviews')).toBe(0);
    expect(await jobs.deadLetters(SOURCE_READ_JOB)).toEqual([]);
  });

  it('leaves a source nobody asked for in 30 days alone, until a widget asks for it again', async () => {
    await register(['alpha', 'forgotten']);
    const idleSince = new Date(Date.now() - SOURCE_IDLE_AFTER_MS - 60_000);
    await database.db
      .update(sourceCache)
      .set({ lastWantedAt: idleSince })
      .where(eq(sourceCache.sourceKey, 'forgotten'));
    const jobs = queue();
    await workSourceRefresh(jobs, sources.refresher);
    await jobs.start();

    expect(await planSourceRefresh(jobs, sources.refresher, 'reviews')).toBe(1);
    await expect.poll(() => reads.length, { timeout: 30_000, interval: 50 }).toBe(1);
    await jobs.drain();
    expect(reads).toEqual(['alpha']);
    expect((await statusOf('forgotten'))?.status).toBe('pending');

    // An embed of a widget showing it: due again, and read by the next plan.
    await sources.reviews.cachedFor(ref('forgotten'));
    expect((await statusOf('forgotten'))?.lastWantedAt.getTime()).toBeGreaterThan(idleSince.getTime());
    expect(await planSourceRefresh(jobs, sources.refresher, 'reviews')).toBe(1);
    await expect.poll(() => reads.length, { timeout: 30_000, interval: 50 }).toBe(2);
    await jobs.drain();
    expect(reads).toEqual(['alpha', 'forgotten']);
    expect((await statusOf('forgotten'))?.status).toBe('ok');
  });

  it('gives one job per source when two plan at once, and refuses another while it is queued or running', async () => {
    await register(['alpha', 'beta', 'gamma']);
    held = gate();
    const first = queue();
    // Two processes on pg-boss; in-process, one queue planned twice at once (PGlite has one process).
    const second = target.shared ? queue() : first;
    for (const jobs of new Set([first, second])) {
      await workSourceRefresh(jobs, sources.refresher);
      await jobs.start();
    }

    const sent = await Promise.all([
      planSourceRefresh(first, sources.refresher, 'reviews'),
      planSourceRefresh(second, sources.refresher, 'reviews'),
    ]);
    expect(sent[0] + sent[1]).toBe(3);
    // Each source's job is queued or running (its read held): neither queue takes another.
    const rows = await database.db.select().from(sourceCache);
    for (const row of rows) {
      for (const jobs of [first, second]) {
        expect(await jobs.send(SOURCE_READ_JOB, { kind: 'reviews', id: row.id }, { singletonKey: row.id })).toBeNull();
      }
    }
    expect(await planSourceRefresh(second, sources.refresher, 'reviews')).toBe(0);

    await expect.poll(() => reads.length, { timeout: 30_000, interval: 50 }).toBe(3);
    held.open();
    for (const jobs of new Set([first, second])) await jobs.drain();
    expect(reads.sort()).toEqual(['alpha', 'beta', 'gamma']);
    for (const key of ['alpha', 'beta', 'gamma']) expect((await statusOf(key))?.status).toBe('ok');
  });
});
