import type { Review, ReviewsData } from '@widgetry/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sourceCache, sourceReviews } from '../../../db/schema';
import { databaseTargets, type TestDatabase } from '../../../test-support/database-targets';
import type { RefreshPolicy } from '../cache/refresh-policy';
import { createSourceCacheRepository } from '../cache/source-cache.repository';
import type { ReviewsResult } from '../reviews/review-result';
import type { ReviewSourceRef } from './review-source-of';
import { createReviewsService, publishedAtOf } from './reviews.service';

// The review cache over a real database with a scripted source: reads accumulate and de-duplicate,
// a failed read keeps the last good data and backs off, one reader at a time per source.

const POLICY: RefreshPolicy = { intervalMs: 24 * 3_600_000, firstRetryMs: 15 * 60_000 };
const T0 = new Date('2026-11-24T08:00:00.000Z');
const HOUR = 3_600_000;

const REF: ReviewSourceRef = {
  source: 'yelp',
  key: 'joes-pizza',
  url: 'https://www.yelp.com/biz/joes-pizza',
  businessId: 'joes-pizza',
  wanted: 10,
};

function review(id: string, day: string, text = `Review ${id}`): Review {
  return {
    sourceId: id,
    author: `Author ${id}`,
    avatarUrl: null,
    rating: 5,
    title: null,
    text,
    date: day,
    tripType: null,
    photos: [],
    reply: null,
    url: null,
  };
}

function answer(reviews: Review[], name = "Joe's Pizza"): ReviewsResult {
  const data: ReviewsData = {
    source: 'yelp',
    business: {
      name,
      logoUrl: null,
      rating: 4.5,
      totalReviews: 812,
      url: 'https://www.yelp.com/biz/joes-pizza',
      writeReviewUrl: null,
    },
    reviews,
    fetchedAt: T0.toISOString(),
  };
  return { ok: true, data };
}

describe('publishedAtOf', () => {
  it('sorts a timestamp, a day and a month-only date; an unknown date is null', () => {
    expect(publishedAtOf('2025-10-03T09:12:00.000Z')?.toISOString()).toBe('2025-10-03T09:12:00.000Z');
    expect(publishedAtOf('2025-10-03')?.toISOString()).toBe('2025-10-03T00:00:00.000Z');
    expect(publishedAtOf('2025-10')?.toISOString()).toBe('2025-10-01T00:00:00.000Z');
    expect(publishedAtOf(null)).toBeNull();
  });
});

describe.each(databaseTargets())('review cache on $name', (target) => {
  let database: TestDatabase;
  let clock = T0;
  let script: ReviewsResult[] = [];
  let reads: ReviewSourceRef[] = [];
  /** Resolves the read in progress (for the one-at-a-time test); null reads answer at once. */
  let gate: Promise<void> | null = null;

  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(sourceReviews);
    await database.db.delete(sourceCache);
    clock = T0;
    script = [];
    reads = [];
    gate = null;
  });

  const service = () =>
    createReviewsService({
      repo: createSourceCacheRepository(database.db),
      policy: POLICY,
      now: () => clock,
      read: async (ref) => {
        reads.push(ref);
        if (gate) await gate;
        const next = script.shift();
        if (!next) throw new Error('the source was read more often than scripted');
        return next;
      },
    });
  const row = async () => (await database.db.select().from(sourceCache))[0];

  it('answers nothing before the first read, and registers the source as due at once', async () => {
    const cached = await service().cachedFor(REF);
    expect(cached).toEqual({
      data: null,
      status: 'pending',
      outcome: null,
      fetchedAt: null,
      failingSince: null,
      failures: 0,
      attemptedAt: null,
    });
    expect(reads).toEqual([]);
    expect((await row())?.nextRefreshAt.getTime()).toBe(T0.getTime());
  });

  it('accumulates reviews over reads, one copy of each, newest first, and updates a known one', async () => {
    script = [
      answer([review('a', '2026-11-20'), review('b', '2026-11-18'), review('c', '2026-11-01')]),
      answer([review('d', '2026-11-23'), review('a', '2026-11-20', 'Edited by its author')]),
    ];
    await service().readNow(REF);
    clock = new Date(T0.getTime() + 25 * HOUR);
    const second = await service().readNow(REF);

    expect(second.data?.reviews.map((r) => [r.sourceId, r.text])).toEqual([
      ['d', 'Review d'],
      ['a', 'Edited by its author'],
      ['b', 'Review b'],
      ['c', 'Review c'],
    ]);
    expect(second).toMatchObject({ status: 'ok', fetchedAt: clock });
    expect(second.data?.fetchedAt).toBe(clock.toISOString());
    expect(await database.db.select().from(sourceReviews)).toHaveLength(4);
  });

  it('serves at most what the widget wants', async () => {
    script = [answer([review('a', '2026-11-20'), review('b', '2026-11-18'), review('c', '2026-11-01')])];
    await service().readNow(REF);
    const cached = await service().cachedFor({ ...REF, wanted: 2 });
    expect(cached.data?.reviews.map((r) => r.sourceId)).toEqual(['a', 'b']);
  });

  it('keeps serving the last good data while the source is blocked, says so, and backs off', async () => {
    script = [
      answer([review('a', '2026-11-20')]),
      { ok: false, reason: 'blocked', detail: '403 from DataDome' },
      { ok: false, reason: 'blocked', detail: '403 from DataDome' },
    ];
    await service().readNow(REF);
    const goodAt = clock;
    clock = new Date(T0.getTime() + 25 * HOUR);
    const blocked = await service().readNow(REF);

    expect(blocked.status).toBe('blocked');
    expect(blocked.fetchedAt).toEqual(goodAt);
    expect(blocked.data?.reviews.map((r) => r.sourceId)).toEqual(['a']);
    expect(await row()).toMatchObject({ failures: 1, error: '403 from DataDome', leaseUntil: null });
    expect((await row())?.nextRefreshAt.getTime()).toBe(clock.getTime() + 15 * 60_000);

    clock = new Date(clock.getTime() + 15 * 60_000);
    expect(await service().refreshDue(10)).toBe(1);
    expect(await row()).toMatchObject({ failures: 2 });
    expect((await row())?.nextRefreshAt.getTime()).toBe(clock.getTime() + 30 * 60_000);
    expect((await service().cachedFor(REF)).data?.reviews).toHaveLength(1);
  });

  it('a widget that wants more makes the source due now and the next read asks for that many', async () => {
    script = [answer([review('a', '2026-11-20')]), answer([review('b', '2026-11-21')])];
    await service().readNow(REF);
    expect(await service().refreshDue(10)).toBe(0);

    await service().cachedFor({ ...REF, wanted: 30 });
    expect(await service().refreshDue(10)).toBe(1);
    expect(reads.map((ref) => ref.wanted)).toEqual([10, 30]);
    // The background read knows the source by its row: the Yelp page of that business id.
    expect(reads[1]).toMatchObject({
      source: 'yelp',
      businessId: 'joes-pizza',
      url: 'https://www.yelp.com/biz/joes-pizza',
    });
  });

  it('reads a source once at a time: a second reader while one reads answers the cache without reading', async () => {
    script = [answer([review('a', '2026-11-20')])];
    let release = () => {};
    gate = new Promise((resolve) => {
      release = resolve;
    });
    const first = service().readNow(REF);
    // Wait until the first reader holds the lease and is reading.
    await expect.poll(() => reads.length).toBe(1);
    const second = await service().readNow(REF);
    expect(second.data).toBeNull();
    release();
    expect((await first).data?.reviews).toHaveLength(1);
    expect(reads).toHaveLength(1);
  });

  it('records each read as one named outcome: the last outcome, its time, the last good read, the failing run', async () => {
    script = [
      answer([review('a', '2026-11-20')]),
      { ok: false, reason: 'blocked', detail: '403 from DataDome' },
      { ok: false, reason: 'blocked', detail: 'the page holds no reviews', layoutChanged: true },
      { ok: false, reason: 'unreachable', detail: 'timed out' },
      answer([]),
    ];
    const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
    const outcomes: unknown[] = [];
    for (const hours of [0, 25, 26, 27, 28]) {
      clock = at(hours);
      const cached = await service().readNow(REF);
      outcomes.push([cached.outcome, cached.status, cached.failures, cached.failingSince, cached.fetchedAt]);
      // The last good data is served whatever failed since.
      expect(cached.data?.reviews.map((r) => r.sourceId)).toEqual(['a']);
      expect(cached.attemptedAt).toEqual(clock);
    }
    expect(outcomes).toEqual([
      ['ok', 'ok', 0, null, at(0)],
      ['blocked', 'blocked', 1, at(25), at(0)],
      ['changed', 'blocked', 2, at(25), at(0)],
      ['unreachable', 'unreachable', 3, at(25), at(0)],
      // The source now lists none: a good read that ends the failing run (the kept review stays).
      ['empty', 'ok', 0, null, at(28)],
    ]);
    expect(await row()).toMatchObject({ outcome: 'empty', failingSince: null, failures: 0, attemptedAt: at(28) });
  });

  it('stops serving a source that is gone, and serves it again once it is back', async () => {
    script = [
      answer([review('a', '2026-11-20')]),
      { ok: false, reason: 'not-found', detail: 'answered 404' },
      answer([review('b', '2026-11-25')]),
    ];
    await service().readNow(REF);
    clock = new Date(T0.getTime() + 25 * HOUR);
    const gone = await service().readNow(REF);
    expect(gone).toMatchObject({ data: null, outcome: 'gone', status: 'not-found', failingSince: clock });
    // The embed's read as well: nothing from a business the site no longer has.
    expect((await service().cachedFor(REF)).data).toBeNull();

    clock = new Date(T0.getTime() + 50 * HOUR);
    const back = await service().readNow(REF);
    expect(back.outcome).toBe('ok');
    expect(back.data?.reviews.map((r) => r.sourceId)).toEqual(['b', 'a']);
  });
});
