import { listingsDataSchema } from '@widgetry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceCache } from '../../../db/schema';
import { databaseTargets } from '../../../test-support/database-targets';
import { type FixtureAnswer, fixtureFetcher } from '../../../test-support/fixture-fetcher';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes } from '../../../test-support/widgets';

// A listing widget on a customer's page, through the whole app: the embed answer carries the
// listings from our cache (never a live read), the background refresh fills and replaces that
// cache through the real adapters, and a source that starts blocking us leaves the last good list up.

const APPFOLIO_FIXTURES = new URL('../listings/appfolio/fixtures/', import.meta.url);
const RENTVINE_FIXTURES = new URL('../listings/rentvine/fixtures/', import.meta.url);
const ACME = 'https://acme.appfolio.com';
const PAGE = `${ACME}/listings`;
const RENTVINE_API = 'https://acme.rentvine.com/api/public/listings';
const detail = (uid: string) => `${ACME}/listings/detail/${uid}`;

describe.each(databaseTargets())('listing widget embed on $name', (target) => {
  let ctx: TestContext;
  let appfolioWidget: string;
  let rentvineWidget: string;
  const answers: Record<string, FixtureAnswer | string> = {
    [PAGE]: 'listings-page.html',
    [detail('3f2a9c1e-5b7d-4e8f-9a10-1b2c3d4e5f60')]: 'detail-101.html',
    [detail('7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5')]: 'detail-102.html',
    [detail('c9e8d7f6-a5b4-4c3d-9e2f-1a0b9c8d7e6f')]: { status: 404 },
  };
  const appfolio = fixtureFetcher(APPFOLIO_FIXTURES, answers);
  const rentvineAnswers: Record<string, FixtureAnswer | string> = { [RENTVINE_API]: 'listings.json' };
  const rentvine = fixtureFetcher(RENTVINE_FIXTURES, rentvineAnswers);
  // One fetcher for the app, answering each host from its own fixtures.
  const fetcher = {
    get: (request: Parameters<typeof appfolio.get>[0]) =>
      (new URL(request.url).hostname.endsWith('.rentvine.com') ? rentvine : appfolio).get(request),
    post: appfolio.post,
  };

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { sources: { fetcher }, embed: { cacheTtlMs: 0 } });
    const types = await seedWidgetTypes(ctx.database.db);
    const owner = await account(ctx.app, ctx.database.db, 'listings-owner@example.com');
    const expires = new Date(Date.now() + 30 * 24 * 3_600_000);
    appfolioWidget = (
      await insertWidget(ctx.database.db, {
        userId: owner.id,
        widgetTypeId: types.appfolio,
        title: 'Our rentals',
        htmlData: { appfolio: { appfolioUrl: PAGE, appfolioCol: 2 } },
        subStatus: 'active',
        expires,
      })
    ).id;
    rentvineWidget = (
      await insertWidget(ctx.database.db, {
        userId: owner.id,
        widgetTypeId: types.rentvine,
        title: 'Downtown rentals',
        htmlData: { rentvine: { rentvineUrl: 'https://acme.rentvine.com/public/listings', group: 'downtown' } },
        subStatus: 'active',
        expires,
      })
    ).id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const embed = (id: string) => ctx.app.inject({ method: 'GET', url: `/embed/${id}` });
  const makeDue = (key: string) =>
    ctx.database.db
      .update(sourceCache)
      .set({ nextRefreshAt: new Date(Date.now() - 1_000) })
      .where(eq(sourceCache.sourceKey, key));

  it('answers no data before the source was read, without reading it, and registers it for the refresh', async () => {
    const first = await embed(appfolioWidget);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ type: 'appfolio', data: null });
    expect(appfolio.requests).toHaveLength(0);
    const [row] = await ctx.database.db.select().from(sourceCache);
    expect(row).toMatchObject({ source: 'appfolio', sourceKey: PAGE, status: 'pending' });
  });

  it('carries the listings once the background refresh has read them, with a new ETag', async () => {
    const before = await embed(appfolioWidget);
    await embed(rentvineWidget);
    expect(await ctx.app.sources.refreshDue()).toBe(2);
    expect(appfolio.urls()[0]).toBe(PAGE);
    expect(rentvine.urls()).toEqual([RENTVINE_API]);

    const after = await embed(appfolioWidget);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const data = listingsDataSchema.parse(after.json().data);
    expect(data.source).toBe('appfolio');
    expect(data.listings.map((l) => l.title)).toEqual([
      'Sunny Family Home with Big Yard',
      'Harbor View Apartments',
      '<img src=x onerror=alert(1)> Cozy Studio',
    ]);
    // Every address that reaches the page is http(s): the javascript: apply link was replaced.
    const links = data.listings.flatMap((l) => [l.detailUrl, l.applyUrl, l.showingUrl, l.contactUrl, ...l.photos]);
    expect(links.every((link) => link === null || link.startsWith('https://'))).toBe(true);

    // The Rentvine widget's group snippet (data-group) sees only its group of the company's
    // listings; its plain snippet ("Display All Listings", spec 000 §2) sees all of them.
    const groupAnswer = await ctx.app.inject({ method: 'GET', url: `/embed/${rentvineWidget}?group=downtown` });
    const downtown = listingsDataSchema.parse(groupAnswer.json().data);
    expect(downtown.listings.map((l) => l.id)).toEqual(['9001']);
    const allAnswer = await embed(rentvineWidget);
    const all = listingsDataSchema.parse(allAnswer.json().data).listings.map((l) => l.id);
    expect(all).toContain('9001');
    expect(all.length).toBeGreaterThan(1);
    expect(allAnswer.headers.etag).not.toBe(groupAnswer.headers.etag);
    // A group the widget does not have is not looked up: it gets the plain answer.
    const other = await ctx.app.inject({ method: 'GET', url: `/embed/${rentvineWidget}?group=uptown` });
    expect(other.headers.etag).toBe(allAnswer.headers.etag);
  });

  it('answers the same ETag while the listings are unchanged, and 304 to a browser holding it', async () => {
    const first = await embed(appfolioWidget);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/embed/${appfolioWidget}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('replaces the list when a unit is let, with a new ETag', async () => {
    const before = await embed(appfolioWidget);
    answers[PAGE] = 'older-shape.html';
    answers[detail('55555555-aaaa-4bbb-8ccc-555555555555')] = { status: 500 };
    await makeDue(PAGE);
    expect(await ctx.app.sources.listings.refreshDue(10)).toBe(1);
    const after = await embed(appfolioWidget);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(listingsDataSchema.parse(after.json().data).listings.map((l) => l.title)).toEqual(['Craftsman Bungalow']);
  });

  it('keeps serving the last good listings while AppFolio blocks us, and backs off', async () => {
    const good = listingsDataSchema.parse((await embed(appfolioWidget)).json().data);
    answers[PAGE] = { status: 429 };
    await makeDue(PAGE);
    await ctx.app.sources.listings.refreshDue(10);

    const [row] = await ctx.database.db.select().from(sourceCache).where(eq(sourceCache.sourceKey, PAGE));
    expect(row).toMatchObject({ status: 'blocked', failures: 1 });
    expect(row?.nextRefreshAt.getTime()).toBeGreaterThan(Date.now());
    const served = listingsDataSchema.parse((await embed(appfolioWidget)).json().data);
    expect(served.listings).toEqual(good.listings);
  });

  it("lets an admin seed a listing widget's source on a machine without internet (dev only)", async () => {
    const admin = await account(ctx.app, ctx.database.db, 'listings-admin@example.com', { role: 'admin' });
    const served = listingsDataSchema.parse((await embed(appfolioWidget)).json().data);
    const seeded = {
      source: 'appfolio',
      listings: [{ ...served.listings[0], id: 'seeded-1', title: 'Seeded home' }],
      fetchedAt: '2030-01-02T00:00:00.000Z',
    };
    const seed = (id: string, data: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/dev/sources/listings',
        headers: admin.headers,
        payload: { widgetId: id, data },
      });
    const response = await seed(appfolioWidget, seeded);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ listings: 1 });
    const after = listingsDataSchema.parse((await embed(appfolioWidget)).json().data);
    expect(after.listings.map((l) => l.title)).toEqual(['Seeded home']);
    // Served as read when it was seeded (as the seeded reviews are), not at the file's own time.
    expect(after.fetchedAt).not.toBe(seeded.fetchedAt);

    expect((await seed(appfolioWidget, { ...seeded, source: 'rentvine' })).statusCode).toBe(400);
    const hostile = { ...seeded, listings: [{ ...seeded.listings[0], applyUrl: 'javascript:alert(1)' }] };
    expect((await seed(appfolioWidget, hostile)).statusCode).toBe(400);
    const customer = await account(ctx.app, ctx.database.db, 'listings-customer@example.com');
    const denied = await ctx.app.inject({
      method: 'POST',
      url: '/dev/sources/listings',
      headers: customer.headers,
      payload: { widgetId: appfolioWidget, data: seeded },
    });
    expect(denied.statusCode).toBe(403);
  });
});
