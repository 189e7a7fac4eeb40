import { describe, expect, it } from 'vitest';
import { type FixtureAnswer, fixtureFetcher } from '../../../../test-support/fixture-fetcher';
import type { SourcePostRequest, SourceRequest } from '../../fetcher/source-fetcher';
import type { ReviewsResult } from '../review-result';
import { fetchYelpReviews } from './yelp.adapter';
import { YELP_PAGES } from './yelp-business';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const now = () => new Date('2025-10-20T12:00:00.000Z');
const ENC = 'WavvLdfdP6g8aZTtbBQHTw';
const PAGE = 'https://www.yelp.com/biz/blue-door-cafe-san-francisco';
const FEED = 'https://www.yelp.com/gql/batch';
const INPUT = { businessId: ENC, url: PAGE, count: 10 };

const BLUE_DOOR = {
  name: 'Blue Door Café',
  logoUrl: 'https://s3-media0.fl.yelpcdn.com/bphoto/abcDEF123/ls.jpg',
  rating: 4.5,
  totalReviews: 13,
  url: PAGE,
  writeReviewUrl: `https://www.yelp.com/writeareview/biz/${ENC}`,
};

const feedReview = (id: string, patch: object) => ({
  sourceId: id,
  author: '',
  avatarUrl: null,
  rating: 3,
  title: null,
  text: '',
  date: null,
  tripType: null,
  photos: [],
  reply: null,
  url: `${PAGE}?hrid=${id}`,
  ...patch,
});
const filler = (n: number, rating: number, date: string) =>
  feedReview(`r${n}Fill`, { author: `User ${n}`, rating, text: `Review ${n}.`, date });

const FIRST_FEED_PAGE = [
  feedReview('r1AbC', {
    author: 'Lena M.',
    rating: 5,
    // Yelp's HTML text as plain text: <br> as line breaks, entities decoded.
    text: "Great coffee!\n\nWe'll be back & bring friends.",
    date: '2025-10-14T18:22:31Z',
    // The javascript: photo is dropped and the repeated one kept once.
    photos: ['https://s3-media0.fl.yelpcdn.com/bphoto/p1AbC/o.jpg'],
  }),
  // Markup the reviewer typed stays visible text; the real link keeps only its words.
  feedReview('r2Evil', {
    author: 'Eve <b>',
    rating: 1,
    text: 'I <3 it <script>alert(1)</script> click',
    date: '2025-10-13T08:00:00Z',
  }),
  feedReview('r3Bare', { rating: 4 }),
  ...[5, 6, 7, 8, 9].map((n) => filler(n, 3, `2025-10-${String(11 - n).padStart(2, '0')}T08:00:00Z`)),
  filler(10, 3, '2025-10-01T08:00:00Z'),
];

function expectOk(result: ReviewsResult) {
  if (!result.ok) throw new Error(`expected data, got ${result.reason}: ${result.detail}`);
  return result;
}

/** The variables of the feed call a request posted (none for a GET). */
function feedVariables(request: SourceRequest | SourcePostRequest | undefined) {
  const [call] = JSON.parse(request && 'body' in request ? request.body.text : '[]');
  return { operationName: call.operationName, ...call.variables };
}

/** The failure a table row names; 'changed' is a page in a shape no reader knows (blocked for the cache). */
function failed(reason: string, detail: RegExp) {
  const matching = expect.stringMatching(detail);
  if (reason === 'changed') return { ok: false, reason: 'blocked', layoutChanged: true, detail: matching };
  return { ok: false, reason, detail: matching };
}

describe('fetchYelpReviews from the public page and its review feed', () => {
  it('reads the business id from the page, then the GraphQL feed', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: 'biz-page.html' }, ['feed-offset-0.json']);
    const result = await fetchYelpReviews(INPUT, { fetcher, now });
    expect(result).toEqual({
      ok: true,
      data: { source: 'yelp', business: BLUE_DOOR, reviews: FIRST_FEED_PAGE, fetchedAt: '2025-10-20T12:00:00.000Z' },
      hasMore: true,
    });
    const [page, feed] = fetcher.requests;
    expect(page).toEqual({
      url: PAGE,
      allow: YELP_PAGES,
      headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(feed).toMatchObject({
      url: FEED,
      headers: {
        accept: 'application/json',
        'x-apollo-operation-name': 'GetBusinessReviewFeed',
        referer: PAGE,
      },
      body: { contentType: 'application/json' },
    });
    expect(feedVariables(feed)).toMatchObject({
      operationName: 'GetBusinessReviewFeed',
      encBizId: ENC,
      reviewsPerPage: 10,
      sortBy: 'DATE_DESC',
      after: null,
    });
  });

  it('pages the feed with an offset cursor, 10 a page', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: 'biz-page.html' }, [
      'feed-offset-0.json',
      'feed-offset-10.json',
    ]);
    const result = expectOk(await fetchYelpReviews({ ...INPUT, count: 45 }, { fetcher, now }));
    expect(fetcher.urls()).toEqual([PAGE, FEED, FEED]);
    const cursor = feedVariables(fetcher.requests[2]).after;
    expect(JSON.parse(Buffer.from(cursor, 'base64').toString())).toEqual({ version: 1, type: 'offset', offset: 9 });
    expect(result.data.reviews).toEqual([
      ...FIRST_FEED_PAGE,
      ...[11, 12, 13].map((n) => filler(n, 2, `2025-09-${n}T08:00:00Z`)),
    ]);
    expect(result.hasMore).toBeUndefined();
  });

  it('uses the page of the business id when no URL is given, and the heading without JSON-LD', async () => {
    const byId = `https://www.yelp.com/biz/${ENC}`;
    const fetcher = fixtureFetcher(FIXTURES, { [byId]: 'biz-page-without-json-ld.html' }, ['feed-offset-0.json']);
    const result = expectOk(await fetchYelpReviews({ businessId: ENC, count: 5 }, { fetcher, now }));
    expect(result.data.business).toEqual({ ...BLUE_DOOR, logoUrl: null, rating: null, url: byId });
    expect(result.data.reviews).toEqual(
      FIRST_FEED_PAGE.slice(0, 5).map((review) => ({ ...review, url: `${byId}?hrid=${review.sourceId}` })),
    );
  });

  it('gives an empty list for a business without reviews', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: 'biz-page.html' }, ['feed-empty.json']);
    const result = await fetchYelpReviews(INPUT, { fetcher, now });
    expect(result).toEqual({
      ok: true,
      data: {
        source: 'yelp',
        business: { ...BLUE_DOOR, totalReviews: 0 },
        reviews: [],
        fetchedAt: '2025-10-20T12:00:00.000Z',
      },
    });
  });

  it('keeps the first feed page when a later one is refused', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: 'biz-page.html' }, ['feed-offset-0.json', { status: 429 }]);
    const result = expectOk(await fetchYelpReviews({ ...INPUT, count: 20 }, { fetcher, now }));
    expect(result.data.reviews).toEqual(FIRST_FEED_PAGE);
    expect(result.hasMore).toBe(true);
  });
});

describe('fetchYelpReviews failures on the public path', () => {
  it.each<[string, FixtureAnswer, (FixtureAnswer | string)[], string, RegExp]>([
    ['a 403 page', { status: 403 }, [], 'blocked', /page answered 403/],
    ['a DataDome page', { file: 'biz-page-challenge.html' }, [], 'blocked', /DataDome challenge/],
    ['a page without the business id', { file: 'biz-page-without-id.html' }, [], 'changed', /no review data/],
    ['a 404 page', { status: 404 }, [], 'not-found', /page answered 404/],
    ['a refused feed', { file: 'biz-page.html' }, [{ status: 429 }], 'blocked', /feed at offset 0 answered 429/],
    ['a GraphQL error', { file: 'biz-page.html' }, ['feed-error.json'], 'blocked', /without review data/],
    [
      'a feed that counts but lists none',
      { file: 'biz-page.html' },
      ['feed-counts-but-lists-none.json'],
      'blocked',
      /counts 13/,
    ],
  ])('%s is %s, never an empty list', async (_name, page, posts, reason, detail) => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: page }, posts);
    const result = await fetchYelpReviews(INPUT, { fetcher, now });
    expect(result).toEqual(failed(reason, detail));
  });

  it.each([
    ['a search page', { businessId: ENC, url: 'https://www.yelp.com/search?find_desc=cafe' }],
    ['another host', { businessId: ENC, url: 'https://evil.example/biz/blue-door-cafe-san-francisco' }],
    ['a javascript: URL', { businessId: ENC, url: 'javascript:alert(1)' }],
    ['an id with a slash', { businessId: 'a/b' }],
    ['an id with markup', { businessId: '<script>' }],
    ['neither id nor URL', { businessId: '' }],
  ])('refuses %s as not a profile without a request', async (_name, input) => {
    const fetcher = fixtureFetcher(FIXTURES, {});
    const result = await fetchYelpReviews({ ...input, count: 10 }, { fetcher, now });
    expect(result).toMatchObject({ ok: false, reason: 'not-a-profile' });
    expect(fetcher.requests).toEqual([]);
  });
});

describe('fetchYelpReviews with YELP_API_KEY', () => {
  const BUSINESS = `https://api.yelp.com/v3/businesses/${ENC}`;
  const REVIEWS = `${BUSINESS}/reviews?limit=3`;
  const API_REQUEST = {
    allow: { hosts: ['api.yelp.com'] },
    headers: { authorization: 'Bearer y-key', accept: 'application/json' },
  };

  it('asks Fusion for the business and its (at most 3) reviews with a Bearer key', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [BUSINESS]: 'api-business.json', [REVIEWS]: 'api-reviews.json' });
    const result = await fetchYelpReviews({ ...INPUT, apiKey: 'y-key' }, { fetcher, now });
    expect(fetcher.requests).toEqual([BUSINESS, REVIEWS].map((url) => ({ url, ...API_REQUEST })));
    expect(result).toEqual({
      ok: true,
      data: {
        source: 'yelp',
        business: {
          ...BLUE_DOOR,
          logoUrl: 'https://s3-media2.fl.yelpcdn.com/bphoto/abcDEF123/o.jpg',
          totalReviews: 345,
        },
        reviews: [
          {
            sourceId: 'xAG4O7l-t1ubbwVAlPnDKg',
            author: 'Glen M.',
            avatarUrl: 'https://s3-media3.fl.yelpcdn.com/photo/iwoAD12zkONZxJ94ChAaMg/o.jpg',
            rating: 5,
            title: null,
            text: 'Went back again to this place since the last time i visited the bay area 5 months ago, and nothing has changed. Still the best latte in the area, still the cashier...',
            // "2025-10-14 11:22:31" carries no zone: only the day is kept.
            date: '2025-10-14',
            tripType: null,
            photos: [],
            reply: null,
            url: `${PAGE}?adjust_creative=k&hrid=xAG4O7l-t1ubbwVAlPnDKg&utm_campaign=yelp_api_v3&utm_medium=api_v3_business_reviews&utm_source=k`,
          },
          {
            sourceId: 'hTqW9Z_evil',
            author: 'Eve',
            avatarUrl: null,
            rating: 1,
            title: null,
            text: '<script>alert(1)</script> <a href="javascript:alert(1)">x</a>...',
            date: '2025-10-13',
            tripType: null,
            photos: [],
            reply: null,
            url: null,
          },
        ],
        fetchedAt: '2025-10-20T12:00:00.000Z',
      },
      hasMore: true,
    });
  });

  it('takes the alias from the URL when the id is empty', async () => {
    const byAlias = 'https://api.yelp.com/v3/businesses/blue-door-cafe-san-francisco';
    const fetcher = fixtureFetcher(FIXTURES, {
      [byAlias]: 'api-business.json',
      [`${byAlias}/reviews?limit=3`]: 'api-reviews.json',
    });
    expectOk(await fetchYelpReviews({ businessId: '', url: PAGE, count: 10, apiKey: 'y-key' }, { fetcher, now }));
    expect(fetcher.urls()).toEqual([byAlias, `${byAlias}/reviews?limit=3`]);
  });

  it.each([
    ['the daily quota', 'api-429-daily.json', 'ACCESS_LIMIT_REACHED'],
    ['the per-second limit', 'api-429-per-second.json', 'TOO_MANY_REQUESTS_PER_SECOND'],
  ])('a 429 for %s is blocked with its code when the page is blocked too', async (_name, file, code) => {
    const fetcher = fixtureFetcher(FIXTURES, { [BUSINESS]: { status: 429, file }, [PAGE]: { status: 403 } });
    const result = await fetchYelpReviews({ ...INPUT, apiKey: 'y-key' }, { fetcher, now });
    expect(result).toEqual({
      ok: false,
      reason: 'blocked',
      detail: `API: Yelp API business answered 429 (${code}); page: Yelp business page answered 403`,
    });
  });

  it('falls back to the page and feed when the key is refused', async () => {
    const fetcher = fixtureFetcher(
      FIXTURES,
      { [BUSINESS]: { status: 401, file: 'api-401.json' }, [PAGE]: 'biz-page.html' },
      ['feed-offset-0.json'],
    );
    const result = expectOk(await fetchYelpReviews({ ...INPUT, apiKey: 'y-key' }, { fetcher, now }));
    expect(fetcher.urls()).toEqual([BUSINESS, PAGE, FEED]);
    expect(result.data.reviews).toEqual(FIRST_FEED_PAGE);
  });

  it('is not-found when Fusion and the page both say so', async () => {
    const fetcher = fixtureFetcher(FIXTURES, {
      [BUSINESS]: { status: 404, file: 'api-404.json' },
      [PAGE]: { status: 404 },
    });
    const result = await fetchYelpReviews({ ...INPUT, apiKey: 'y-key' }, { fetcher, now });
    expect(result).toEqual({
      ok: false,
      reason: 'not-found',
      detail: 'API: Yelp API business answered 404 (BUSINESS_NOT_FOUND); page: Yelp business page answered 404',
    });
  });
});
