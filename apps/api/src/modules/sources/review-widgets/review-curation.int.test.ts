import { type Review, type ReviewsData, reviewListResponseSchema, reviewsDataSchema } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/database-targets';
import { fixtureFetcher } from '../../../test-support/fixture-fetcher';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { account, insertWidget, seedWidgetTypes, type TestAccount } from '../../../test-support/widgets';

// Review curation through the whole app (issue 31): the embed answer and the editor's preview
// show only what the owner chose (hidden, pinned, filtered, excluded), from a cache that keeps
// every review; the editor's Reviews list pages and searches all of them, for the owner and admins.

const PROFILE = 'https://www.trustpilot.com/review/curated-cafe.com';
const REF = { source: 'trustpilot', key: PROFILE, url: PROFILE, wanted: 20 } as const;

function review(sourceId: string, rating: number, text: string): Review {
  return {
    sourceId,
    author: `Guest ${sourceId}`,
    avatarUrl: null,
    rating,
    title: null,
    text,
    date: `2026-10-${sourceId.slice(1).padStart(2, '0')}`,
    tripType: null,
    photos: [],
    reply: null,
    url: null,
  };
}

/** Newest first, as the cache orders them (by date). */
const REVIEWS = [
  review('r12', 5, 'Wonderful coffee'),
  review('r11', 2, 'Bob at the counter was rude'),
  review('r10', 4, ''),
  review('r09', 3, 'Fine, a bit slow'),
  review('r08', 5, 'Best cake in town'),
  review('r07', 5, 'Friendly staff'),
  review('r06', 4, 'Nice terrace'),
  review('r05', 5, 'Lovely'),
  review('r04', 4, 'Good value'),
  review('r03', 5, 'Great espresso'),
  review('r02', 1, 'Never again'),
  review('r01', 5, 'Our favourite place'),
];

const DATA: ReviewsData = {
  source: 'trustpilot',
  business: {
    name: 'Curated Cafe',
    logoUrl: null,
    rating: 4.4,
    totalReviews: 321,
    url: PROFILE,
    writeReviewUrl: 'https://www.trustpilot.com/evaluate/curated-cafe.com',
  },
  reviews: REVIEWS,
  fetchedAt: '2026-11-20T10:00:00.000Z',
};

const CURATION = {
  hidden: ['r12'],
  pinned: ['r03', 'r07'],
  minRating: 3,
  withTextOnly: true,
  excludedWords: ['BOB', 'cake'],
};

describe.each(databaseTargets())('review curation on $name', (target) => {
  let ctx: TestContext;
  let owner: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let curatedId: string;
  let plainId: string;
  let calculatorId: string;
  const fetcher = fixtureFetcher(new URL('../reviews/trustpilot/fixtures/', import.meta.url), {});

  beforeAll(async () => {
    ctx = await createTestApp(target, undefined, { sources: { fetcher }, embed: { cacheTtlMs: 0 } });
    const types = await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'curation-owner@example.com');
    other = await account(ctx.app, ctx.database.db, 'curation-other@example.com');
    admin = await account(ctx.app, ctx.database.db, 'curation-admin@example.com', { role: 'admin' });
    const paid = { subStatus: 'active' as const, expires: new Date(Date.now() + 30 * 24 * 3_600_000) };
    const widget = (htmlData: Record<string, unknown>) =>
      insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.trustpilot, htmlData, ...paid });
    curatedId = (await widget({ trustpilot: { url: PROFILE, curation: CURATION } })).id;
    plainId = (await widget({ trustpilot: { url: PROFILE } })).id;
    calculatorId = (
      await insertWidget(ctx.database.db, { userId: owner.id, widgetTypeId: types.prorated, htmlData: {} })
    ).id;
    await ctx.app.sources.reviews.seed(REF, DATA);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const embedData = async (id: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/embed/${id}` });
    expect(response.statusCode).toBe(200);
    return reviewsDataSchema.parse(response.json().data);
  };
  const ids = (data: { reviews: { sourceId: string }[] }) => data.reviews.map((shown) => shown.sourceId);

  it('the embed answer shows pinned first, without hidden, low-rated, textless or excluded reviews', async () => {
    const data = await embedData(curatedId);
    // r12 hidden, r11 excluded (Bob) and too low, r10 no text, r08 excluded (cake), r02 too low.
    expect(ids(data)).toEqual(['r03', 'r07', 'r09', 'r06', 'r05', 'r04', 'r01']);
    // The totals and the Write a review link are the source's own.
    expect(data.business).toEqual(DATA.business);
  });

  it("the visitor's page gets no curation: no hidden ids, no excluded words", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/embed/${curatedId}` });
    expect(response.json().htmlData.trustpilot).toMatchObject({ url: PROFILE });
    expect(response.json().htmlData.trustpilot).not.toHaveProperty('curation');
    expect(response.body).not.toMatch(/BOB|cake|r12/i);
  });

  it('a widget without curation shows every cached review, and the cache keeps the hidden ones', async () => {
    expect(ids(await embedData(plainId))).toEqual(REVIEWS.map((shown) => shown.sourceId));
  });

  it('the preview applies the draft curation on the server, without reading the source', async () => {
    const preview = async (curation: unknown) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/widget/preview/',
        payload: {
          widget: { widgetType: { name: 'trustpilot' }, htmlData: { trustpilot: { url: PROFILE, curation } } },
        },
      });
      expect(response.statusCode).toBe(200);
      return reviewsDataSchema.parse(response.json().data.sourceData);
    };
    expect(ids(await preview(CURATION))).toEqual(['r03', 'r07', 'r09', 'r06', 'r05', 'r04', 'r01']);
    // Un-hiding brings a review back at once, from the cache.
    expect(ids(await preview({ hidden: [], pinned: ['r01'] }))).toEqual([
      'r01',
      ...REVIEWS.map((shown) => shown.sourceId).filter((id) => id !== 'r01'),
    ]);
    expect(fetcher.requests).toHaveLength(0);
  });

  describe('GET /widget/:id/reviews', () => {
    const list = (id: string, query = '', who: TestAccount | null = owner) =>
      ctx.app.inject({ method: 'GET', url: `/widget/${id}/reviews${query}`, headers: who?.headers ?? {} });

    it('pages every cached review, hidden and filtered ones too, in the cache order', async () => {
      const first = reviewListResponseSchema.parse((await list(curatedId)).json());
      expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10, read: true });
      expect(ids(first)).toEqual(REVIEWS.slice(0, 10).map((shown) => shown.sourceId));
      expect(first.reviews[0]).toEqual({
        sourceId: 'r12',
        author: 'Guest r12',
        rating: 5,
        title: null,
        text: 'Wonderful coffee',
        date: '2026-10-12',
      });
      const second = reviewListResponseSchema.parse((await list(curatedId, '?page=2')).json());
      expect(ids(second)).toEqual(['r02', 'r01']);
    });

    it('searches the author and text in any case', async () => {
      const found = reviewListResponseSchema.parse((await list(curatedId, '?q=ESPRESSO')).json());
      expect(ids(found)).toEqual(['r03']);
      expect(found.total).toBe(1);
      const byAuthor = reviewListResponseSchema.parse(
        (await list(curatedId, `?q=${encodeURIComponent('guest r0')}`)).json(),
      );
      expect(byAuthor.total).toBe(9);
    });

    it('is for the owner and admins only', async () => {
      expect((await list(curatedId, '', admin)).statusCode).toBe(200);
      expect((await list(curatedId, '', other)).statusCode).toBe(404);
      expect((await list(curatedId, '', null)).statusCode).toBe(401);
    });

    it('refuses a widget without reviews and a bad query', async () => {
      const calculator = await list(calculatorId);
      expect(calculator.statusCode).toBe(400);
      expect(calculator.json().error).toContain('no review source');
      expect((await list(curatedId, '?page=0')).statusCode).toBe(400);
    });
  });
});
