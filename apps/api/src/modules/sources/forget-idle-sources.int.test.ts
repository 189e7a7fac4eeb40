// Idle sources forgotten, on PGlite and on Postgres (TEST_DATABASE_URL): a source nobody has asked
// for in SOURCE_FORGET_AFTER_MS goes, with its kept reviews, unless a saved widget still points at
// it (review and listing types alike), however many idle sources come before it; one asked for
// again meanwhile stays.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Source, sourceCache, sourceReviews, users } from '../../db/schema';
import { databaseTargets, type TestDatabase } from '../../test-support/database-targets';
import { insertWidget, seedWidgetTypes } from '../../test-support/widgets';
import { SOURCE_FORGET_AFTER_MS } from './cache/refresh-policy';
import { createSourceCacheRepository } from './cache/source-cache.repository';
import { forgetIdleSources } from './forget-idle-sources';

const DAY = 24 * 60 * 60_000;
const NOW = new Date('2026-11-26T12:00:00.000Z');
const now = () => NOW;
const longAgo = new Date(NOW.getTime() - SOURCE_FORGET_AFTER_MS - DAY);
const lately = new Date(NOW.getTime() - SOURCE_FORGET_AFTER_MS + DAY);

describe.each(databaseTargets())('forgetting idle sources on $name', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await target.create();
    const { db } = database;
    const types = await seedWidgetTypes(db);
    const [owner] = await db
      .insert(users)
      .values({ email: 'sources-owner@example.com', displayName: 'Owner', passwordHash: 'not-used-here' })
      .returning();
    if (!owner) throw new Error('insert returned no row');
    // Saved widgets pointing at three of the sources, written as the editor would (a mixed-case
    // host and a trailing slash: the cache key is the normalised address).
    await insertWidget(db, {
      userId: owner.id,
      widgetTypeId: types.trustpilot,
      htmlData: { trustpilot: { url: 'https://www.Trustpilot.com/review/kept.example/' } },
    });
    await insertWidget(db, {
      userId: owner.id,
      widgetTypeId: types.yelp,
      htmlData: { yelp: { businessId: 'kept-business', url: 'https://www.yelp.com/biz/kept-business' } },
    });
    await insertWidget(db, {
      userId: owner.id,
      widgetTypeId: types.appfolio,
      htmlData: { appfolio: { appfolioUrl: 'https://maplecourt.appfolio.com/listings' } },
      subStatus: 'active',
    });
    const rows: { source: Source; sourceKey: string; lastWantedAt: Date }[] = [
      { source: 'trustpilot', sourceKey: 'https://www.trustpilot.com/review/kept.example', lastWantedAt: longAgo },
      { source: 'trustpilot', sourceKey: 'https://www.trustpilot.com/review/gone.example', lastWantedAt: longAgo },
      { source: 'trustpilot', sourceKey: 'https://www.trustpilot.com/review/recent.example', lastWantedAt: lately },
      { source: 'yelp', sourceKey: 'kept-business', lastWantedAt: longAgo },
      { source: 'yelp', sourceKey: 'gone-business', lastWantedAt: longAgo },
      { source: 'appfolio', sourceKey: 'https://maplecourt.appfolio.com/listings', lastWantedAt: longAgo },
      { source: 'appfolio', sourceKey: 'https://gone.appfolio.com/listings', lastWantedAt: longAgo },
    ];
    const inserted = await db.insert(sourceCache).values(rows).returning();
    const gone = inserted.find((row) => row.sourceKey.endsWith('gone.example'));
    if (!gone) throw new Error('no row for gone.example');
    await db.insert(sourceReviews).values([
      { sourceCacheId: gone.id, reviewId: 'r1', data: { text: 'one' } },
      { sourceCacheId: gone.id, reviewId: 'r2', data: { text: 'two' } },
    ]);
  });

  afterAll(async () => {
    await database?.close();
  });

  const keys = async () =>
    (await database.db.select({ key: sourceCache.sourceKey }).from(sourceCache)).map((row) => row.key).sort();

  it('deletes the long-idle sources no widget points at, with their reviews, and keeps the rest', async () => {
    const repo = createSourceCacheRepository(database.db);
    // Pages of two: the six long-idle rows take three pages, so all are reached only by paging.
    expect(await forgetIdleSources({ db: database.db, repo, now, pageSize: 2 })).toBe(3);
    expect(await keys()).toEqual([
      'https://maplecourt.appfolio.com/listings',
      'https://www.trustpilot.com/review/kept.example',
      'https://www.trustpilot.com/review/recent.example',
      'kept-business',
    ]);
    expect(await database.db.select().from(sourceReviews)).toEqual([]);
    // Nothing more to forget: the kept idle sources are still in use.
    expect(await forgetIdleSources({ db: database.db, repo, now })).toBe(0);
  });

  it('keeps a source asked for again after it was found idle', async () => {
    const repo = createSourceCacheRepository(database.db);
    const row = await repo.ensure('yelp', 'asked-again', 5, longAgo);
    const cutoff = new Date(NOW.getTime() - SOURCE_FORGET_AFTER_MS);
    expect((await repo.idleSince(cutoff, 10)).map((idle) => idle.id)).toContain(row.id);
    // An embed asks for it between the look and the delete.
    await repo.ensure('yelp', 'asked-again', 5, NOW);
    expect(await repo.removeIdle([row.id], cutoff)).toBe(0);
    expect(await database.db.select().from(sourceCache).where(eq(sourceCache.id, row.id))).toHaveLength(1);
  });
});
