import { ADMIN_SOURCE_MESSAGES, adminSourceReadResponseSchema, adminSourcesResponseSchema } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test-support/database-targets';
import { fixtureFetcher } from '../../test-support/fixture-fetcher';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../test-support/widgets';

// The admin's Sources section: every cached source with its state and widgets, paged on the
// server, counts per site and state, and "Read now".

const FIXTURES = new URL('../sources/reviews/trustpilot/fixtures/', import.meta.url);
const profile = (n: number) => `https://www.trustpilot.com/review/shop-${n}.com`;
const pageOf = (n: number) => `${profile(n)}?languages=all`;

describe.each(databaseTargets())('admin sources on $name', (target) => {
  let ctx: TestContext;
  let admin: TestAccount;
  const answers: Record<string, string | { status: number }> = {};

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { sources: { fetcher: fixtureFetcher(FIXTURES, answers) } });
    const types = await seedWidgetTypes(ctx.database.db);
    admin = await account(ctx.app, ctx.database.db, 'sources-admin@example.com', { role: 'admin' });
    const owner = await account(ctx.app, ctx.database.db, 'sources-owner@example.com');
    // Five Trustpilot profiles read well, then three of them meet a changed page; shop 1 has two widgets.
    for (const n of [1, 2, 3, 4, 5]) answers[pageOf(n)] = 'page-current-1.html';
    for (const n of [1, 1, 2, 3, 4, 5]) {
      await insertWidget(ctx.database.db, {
        userId: owner.id,
        widgetTypeId: types.trustpilot,
        title: `Shop ${n}`,
        htmlData: { trustpilot: { url: profile(n) } },
      });
    }
    for (const n of [1, 2, 3, 4, 5]) {
      await ctx.app.sources.reviews.readNow({ source: 'trustpilot', key: profile(n), url: profile(n), wanted: 20 });
    }
    for (const n of [1, 2, 3]) {
      answers[pageOf(n)] = 'page-without-data.html';
      await ctx.app.sources.reviews.readNow({ source: 'trustpilot', key: profile(n), url: profile(n), wanted: 20 });
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/devadmin/sources?${query}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    return adminSourcesResponseSchema.parse(response.json());
  };

  it('counts sources per site and state, so one layout change across customers shows at once', async () => {
    const { counts, total } = await list('');
    expect(total).toBe(5);
    expect(counts).toEqual([
      { source: 'trustpilot', kind: 'reviews', outcome: 'changed', count: 3 },
      { source: 'trustpilot', kind: 'reviews', outcome: 'ok', count: 2 },
    ]);
  });

  it('pages on the server, failing sources first, each with its state and the widgets that read it', async () => {
    const first = await list('limit=2&page=1&outcome=failing');
    expect(first.total).toBe(3);
    expect(first.sources).toHaveLength(2);
    const second = await list('limit=2&page=2&outcome=failing');
    expect(second.sources).toHaveLength(1);
    const all = [...first.sources, ...second.sources];
    expect(new Set(all.map((source) => source.key))).toEqual(new Set([profile(1), profile(2), profile(3)]));
    for (const source of all) {
      expect(source).toMatchObject({ outcome: 'changed', consecutiveFailures: 1, kind: 'reviews' });
      expect(source.lastGoodReadAt).not.toBeNull();
      expect(source.error).toMatch(/holds no/);
    }
    const shop1 = all.find((source) => source.key === profile(1));
    expect(shop1?.widgets.map((widget) => [widget.title, widget.ownerEmail])).toEqual([
      ['Shop 1', 'sources-owner@example.com'],
      ['Shop 1', 'sources-owner@example.com'],
    ]);
    expect((await list('outcome=ok')).sources.map((source) => source.key).sort()).toEqual([profile(4), profile(5)]);
  });

  it('reads one source now: a fixed page brings it back to ok', async () => {
    const [failing] = (await list('outcome=failing&limit=1')).sources;
    if (!failing) throw new Error('no failing source');
    answers[`${failing.key}?languages=all`] = 'page-current-1.html';
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/devadmin/sources/${failing.id}/read`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(adminSourceReadResponseSchema.parse(response.json()).source).toMatchObject({
      id: failing.id,
      outcome: 'ok',
      consecutiveFailures: 0,
      failingSince: null,
    });
    const gone = await ctx.app.inject({
      method: 'POST',
      url: '/devadmin/sources/00000000-0000-4000-8000-000000000000/read',
      headers: admin.headers,
    });
    expect(gone.json()).toEqual({ error: ADMIN_SOURCE_MESSAGES.notFound });
  });
});
