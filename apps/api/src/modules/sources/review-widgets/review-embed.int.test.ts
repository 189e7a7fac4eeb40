import { reviewsDataSchema } from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceCache } from '../../../db/schema';
import { databaseTargets } from '../../../test-support/database-targets';
import { fixtureFetcher } from '../../../test-support/fixture-fetcher';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes } from '../../../test-support/widgets';

// A review widget on a customer's page, through the whole app: the embed answer carries the
// reviews from our cache (never a live read), the background refresh fills and renews that cache
// through the real adapter, and a source that starts blocking us leaves the last good reviews up.

const FIXTURES = new URL('../reviews/trustpilot/fixtures/', import.meta.url);
const PROFILE = 'https://www.trustpilot.com/review/acme-widgets.com';
/** The page the adapter reads: the profile in all languages. */
const PAGE_1 = `${PROFILE}?languages=all`;

describe.each(databaseTargets())('review widget embed on $name', (target) => {
  let ctx: TestContext;
  let widgetId: string;
  const answers: Record<string, string | { status: number }> = { [PAGE_1]: 'page-current-1.html' };
  const fetcher = fixtureFetcher(FIXTURES, answers);

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { sources: { fetcher }, embed: { cacheTtlMs: 0 } });
    const types = await seedWidgetTypes(ctx.database.db);
    const owner = await account(ctx.app, ctx.database.db, 'reviews-owner@example.com');
    const widget = await insertWidget(ctx.database.db, {
      userId: owner.id,
      widgetTypeId: types.trustpilot,
      title: 'Our reviews',
      htmlData: { trustpilot: { url: PROFILE, layout: 'carousel' } },
      subStatus: 'active',
      expires: new Date(Date.now() + 30 * 24 * 3_600_000),
    });
    widgetId = widget.id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const embed = () => ctx.app.inject({ method: 'GET', url: `/embed/${widgetId}` });
  const makeDue = () => ctx.database.db.update(sourceCache).set({ nextRefreshAt: new Date(Date.now() - 1_000) });

  it('answers no data before the source was read, without reading it, and registers it for the refresh', async () => {
    const first = await embed();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ type: 'trustpilot', data: null });
    expect(fetcher.requests).toHaveLength(0);
    const [row] = await ctx.database.db.select().from(sourceCache);
    expect(row).toMatchObject({ source: 'trustpilot', sourceKey: PROFILE, status: 'pending', wanted: 20 });
  });

  it('carries the reviews once the background refresh has read them, with a new ETag', async () => {
    const before = await embed();
    expect(await ctx.app.sources.reviews.refreshDue(10)).toBe(1);
    expect(fetcher.urls()).toEqual([PAGE_1]);

    const after = await embed();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const data = reviewsDataSchema.parse(after.json().data);
    expect(data.source).toBe('trustpilot');
    expect(data.business.url).toBe(PROFILE);
    expect(data.reviews.length).toBeGreaterThan(0);
    // Every address that reaches the page is https (a javascript: link in a review is dropped);
    // texts stay plain text, which the runtime escapes.
    const addresses = data.reviews.flatMap((review) => [review.url, review.avatarUrl, ...review.photos]);
    expect(addresses.every((address) => address === null || address.startsWith('https://'))).toBe(true);
  });

  it('keeps serving the last good reviews while Trustpilot blocks us, and backs off', async () => {
    const good = reviewsDataSchema.parse((await embed()).json().data);
    answers[PAGE_1] = { status: 403 };
    await makeDue();
    expect(await ctx.app.sources.reviews.refreshDue(10)).toBe(1);

    const [row] = await ctx.database.db.select().from(sourceCache).where(eq(sourceCache.sourceKey, PROFILE));
    expect(row).toMatchObject({ status: 'blocked', failures: 1 });
    expect(row?.nextRefreshAt.getTime()).toBeGreaterThan(Date.now());
    const served = reviewsDataSchema.parse((await embed()).json().data);
    expect(served.reviews).toEqual(good.reviews);
  });

  it("lets an admin seed a widget's source from a file on a machine without internet (dev only)", async () => {
    const admin = await account(ctx.app, ctx.database.db, 'reviews-admin@example.com', { role: 'admin' });
    const seeded = {
      source: 'trustpilot',
      business: {
        name: 'Acme Widgets',
        logoUrl: null,
        rating: 4.2,
        totalReviews: 1200,
        url: PROFILE,
        writeReviewUrl: null,
      },
      reviews: [
        {
          sourceId: 'seeded-1',
          author: 'Dana',
          avatarUrl: null,
          rating: 5,
          title: 'Great',
          text: 'Seeded review',
          date: '2030-01-02',
          tripType: null,
          photos: [],
          reply: null,
          url: null,
        },
      ],
      fetchedAt: '2030-01-02T00:00:00.000Z',
    };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/dev/sources/reviews',
      headers: admin.headers,
      payload: { widgetId, data: seeded },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ reviews: 1 });
    const served = reviewsDataSchema.parse((await embed()).json().data);
    expect(served.business.name).toBe('Acme Widgets');
    expect(served.reviews[0]?.sourceId).toBe('seeded-1');

    const otherSource = await ctx.app.inject({
      method: 'POST',
      url: '/dev/sources/reviews',
      headers: admin.headers,
      payload: { widgetId, data: { ...seeded, source: 'yelp' } },
    });
    expect(otherSource.statusCode).toBe(400);
  });
});
