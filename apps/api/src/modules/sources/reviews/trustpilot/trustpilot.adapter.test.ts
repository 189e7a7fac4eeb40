import { describe, expect, it } from 'vitest';
import { fixtureFetcher } from '../../../../test-support/fixture-fetcher';
import { SourceFetchError } from '../../fetcher/source-fetcher';
import type { ReviewsResult } from '../review-result';
import { fetchTrustpilotReviews } from './trustpilot.adapter';
import { TRUSTPILOT_PAGES } from './trustpilot-profile';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const now = () => new Date('2025-10-20T12:00:00.000Z');
const PROFILE = 'https://www.trustpilot.com/review/acme-widgets.com';
// Every page asks for all languages: www. and the locale hosts list only one language by default.
const PAGE_1 = `${PROFILE}?languages=all`;
const PAGE_2 = `${PROFILE}?languages=all&page=2`;
const HOSTILE_TEXT = 'Loved it <script>alert("x")</script> & see <a href="javascript:alert(1)">my site</a>';

const ACME = {
  name: 'Acme Widgets',
  logoUrl: 'https://s3-eu-west-1.amazonaws.com/tpd/logos/5d1f7a3c9b2e4f0001a2b3c4/0x0.png',
  rating: 4.3,
  totalReviews: 23,
  url: PROFILE,
  writeReviewUrl: 'https://www.trustpilot.com/evaluate/acme-widgets.com',
};

const review = (n: number, patch: object = {}) => ({
  sourceId: `6710c9e2a4b1f0d3c2e1${n.toString(16).padStart(4, '0')}`,
  author: `Reviewer ${n}`,
  avatarUrl: null,
  rating: n % 3 ? 5 : 4,
  title: `Review ${n}`,
  text: `Text of review ${n}.`,
  date: `2025-09-${String(30 - n).padStart(2, '0')}T10:00:00.000Z`,
  tripType: null,
  photos: [],
  reply: null,
  url: `https://www.trustpilot.com/reviews/6710c9e2a4b1f0d3c2e1${n.toString(16).padStart(4, '0')}`,
  ...patch,
});

const FIRST_FOUR = [
  review(1, {
    author: 'Maria Lopez',
    avatarUrl: 'https://user-images.trustpilot.com/5f2a0c9b8e1d4a0000000001/73x73.png',
    rating: 5,
    title: 'Fast delivery',
    text: 'Ordered on Monday, arrived Wednesday.\nWorks as described.',
    date: '2025-10-16T09:12:34.000Z',
    reply: { text: 'Thanks Maria, glad it arrived quickly!', date: '2025-10-17T08:00:00.000Z' },
  }),
  review(2, {
    author: 'Tom B.',
    avatarUrl: 'https://user-images.trustpilot.com/5f2a0c9b8e1d4a0000000002/73x73.png',
    rating: 2,
    title: 'Support was slow',
    text: 'Took a week to get an answer.',
    date: '2025-10-15T18:40:00.000Z',
  }),
  review(3, {
    author: 'Eve <b>bold</b>',
    rating: 4,
    title: '<img src=x onerror=alert(1)>Good',
    text: HOSTILE_TEXT,
    date: '2025-10-14T07:00:00.000Z',
  }),
  review(4, { author: 'Customer', rating: 3, title: null, text: 'Okay.', date: '2025-10-13T12:00:00.000Z' }),
];

function expectOk(result: ReviewsResult) {
  if (!result.ok) throw new Error(`expected data, got ${result.reason}: ${result.detail}`);
  return result;
}

/** The failure a table row names; 'changed' is a page in a shape no reader knows (blocked for the cache). */
function failed(reason: string, detail: RegExp) {
  const matching = expect.stringMatching(detail);
  if (reason === 'changed') return { ok: false, reason: 'blocked', layoutChanged: true, detail: matching };
  return { ok: false, reason, detail: matching };
}

describe('fetchTrustpilotReviews from the profile pages', () => {
  it('normalises the current __NEXT_DATA__ page: https logo, plain hostile text, no pending review', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE_1]: 'page-current-1.html' });
    const result = expectOk(await fetchTrustpilotReviews({ url: PROFILE, count: 20 }, { fetcher, now }));

    expect(result.hasMore).toBe(true);
    expect(result.data).toEqual({
      source: 'trustpilot',
      business: ACME,
      reviews: [...FIRST_FOUR, ...Array.from({ length: 15 }, (_, i) => review(i + 6))],
      fetchedAt: '2025-10-20T12:00:00.000Z',
    });
    expect(fetcher.requests).toEqual([
      {
        url: PAGE_1,
        allow: TRUSTPILOT_PAGES,
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-US,en;q=0.9' },
      },
    ]);
  });

  it('pages with ?page=N until the count is met or the pages run out', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE_1]: 'page-current-1.html', [PAGE_2]: 'page-current-2.html' });
    const result = expectOk(await fetchTrustpilotReviews({ url: `${PROFILE}/`, count: 60 }, { fetcher, now }));

    expect(fetcher.urls()).toEqual([PAGE_1, PAGE_2]);
    expect(result.hasMore).toBeUndefined();
    expect(result.data.reviews).toHaveLength(22);
    expect(result.data.reviews.slice(19)).toEqual(
      [21, 22, 23].map((n) => review(n, { rating: 4, date: `2025-08-${n}T10:00:00.000Z` })),
    );
  });

  it('cuts to the count asked and says more exist', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE_1]: 'page-current-1.html' });
    const result = expectOk(await fetchTrustpilotReviews({ url: PROFILE, count: 3 }, { fetcher, now }));
    expect(result.data.reviews).toEqual(FIRST_FOUR.slice(0, 3));
    expect(result.hasMore).toBe(true);
  });

  it('never asks for a page past 10', async () => {
    const answers = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [
        i === 0 ? PAGE_1 : `${PROFILE}?languages=all&page=${i + 1}`,
        'page-of-many.html',
      ]),
    );
    const fetcher = fixtureFetcher(FIXTURES, answers);
    const result = expectOk(await fetchTrustpilotReviews({ url: PROFILE, count: 1000 }, { fetcher, now }));
    expect(fetcher.urls()).toEqual(Object.keys(answers).slice(0, 10));
    expect(result.hasMore).toBe(true);
  });

  it('keeps what earlier pages gave when a later page is blocked', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE_1]: 'page-current-1.html', [PAGE_2]: { status: 429 } });
    const result = expectOk(await fetchTrustpilotReviews({ url: PROFILE, count: 40 }, { fetcher, now }));
    expect(result.data.reviews).toHaveLength(19);
    expect(result.hasMore).toBe(true);
  });

  it('reads the older shape: `pending` flag, integer stars and no trustScore, a locale host', async () => {
    const url = 'https://uk.trustpilot.com/review/oldshop.co.uk';
    const fetcher = fixtureFetcher(FIXTURES, { [`${url}?languages=all`]: 'page-older.html' });
    const result = expectOk(await fetchTrustpilotReviews({ url, count: 20 }, { fetcher, now }));
    expect(result).toEqual({
      ok: true,
      data: {
        source: 'trustpilot',
        business: {
          name: 'Old Shop',
          logoUrl: 'https://s3-eu-west-1.amazonaws.com/tpd/logos/4b2e00000000000000000001/0x0.png',
          rating: 4,
          totalReviews: 2,
          url,
          writeReviewUrl: 'https://uk.trustpilot.com/evaluate/oldshop.co.uk',
        },
        reviews: [
          {
            sourceId: '6710c9e2a4b1f0d3c2e10065',
            author: 'Jane',
            avatarUrl: null,
            rating: 4,
            title: 'Decent',
            text: 'Decent shop.',
            date: '2019-03-02T10:00:00Z',
            tripType: null,
            photos: [],
            reply: null,
            url: 'https://uk.trustpilot.com/reviews/6710c9e2a4b1f0d3c2e10065',
          },
        ],
        fetchedAt: '2025-10-20T12:00:00.000Z',
      },
    });
  });

  it('falls back to the JSON-LD @graph when __NEXT_DATA__ is gone', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE_1]: 'page-json-ld-only.html' });
    const result = expectOk(await fetchTrustpilotReviews({ url: PROFILE, count: 20 }, { fetcher, now }));
    expect(result.hasMore).toBe(true);
    expect(result.data.business).toEqual({ ...ACME, logoUrl: null });
    expect(result.data.reviews).toEqual([
      { ...FIRST_FOUR[0], avatarUrl: null, reply: null },
      { ...FIRST_FOUR[2], avatarUrl: null },
      {
        sourceId: expect.stringMatching(/^derived-/),
        author: 'No Id',
        avatarUrl: null,
        rating: 3,
        title: 'Without an id',
        text: 'Still shown.',
        date: '2025-10-01T07:00:00.000Z',
        tripType: null,
        photos: [],
        reply: null,
        url: null,
      },
    ]);
  });

  it('follows @id references of the business logo in the JSON-LD @graph', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE_1]: 'page-json-ld-references.html' });
    const result = expectOk(await fetchTrustpilotReviews({ url: PROFILE, count: 20 }, { fetcher, now }));
    // The business's own ImageObject, not Trustpilot's logo the Organization node refers to.
    expect(result.data.business).toEqual(ACME);
    expect(result.data.reviews).toEqual([{ ...FIRST_FOUR[0], avatarUrl: null, reply: null }]);
  });

  it('degrades renamed fields to null and leaves out reviews without an id or rating', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE_1]: 'page-renamed-fields.html' });
    const result = expectOk(await fetchTrustpilotReviews({ url: PROFILE, count: 20 }, { fetcher, now }));
    // `displayName` renamed to `name`: the identifying name stands in.
    expect(result.data.business).toEqual({
      ...ACME,
      name: 'acme-widgets.com',
      logoUrl: null,
      rating: null,
      totalReviews: null,
    });
    expect(result.data.reviews).toEqual([
      {
        sourceId: 'r-renamed-1',
        author: '',
        avatarUrl: null,
        rating: 5,
        title: null,
        text: '',
        date: null,
        tripType: null,
        photos: [],
        reply: null,
        url: 'https://www.trustpilot.com/reviews/r-renamed-1',
      },
    ]);
  });

  it('gives an empty list for a business that has no reviews yet', async () => {
    const url = 'https://www.trustpilot.com/review/brand-new-shop.com';
    const fetcher = fixtureFetcher(FIXTURES, { [`${url}?languages=all`]: 'page-empty.html' });
    expect(await fetchTrustpilotReviews({ url, count: 20 }, { fetcher, now })).toEqual({
      ok: true,
      data: {
        source: 'trustpilot',
        business: {
          name: 'Brand New Shop',
          logoUrl: null,
          rating: 0,
          totalReviews: 0,
          url,
          writeReviewUrl: 'https://www.trustpilot.com/evaluate/brand-new-shop.com',
        },
        reviews: [],
        fetchedAt: '2025-10-20T12:00:00.000Z',
      },
    });
  });
});

describe('fetchTrustpilotReviews in all languages on every host (SOURCES.md, real pages)', () => {
  const DE = 'https://de.trustpilot.com/review/fahrradladen-beispiel.de';
  // What de. lists by default: its 81 German reviews of the business's 7,824.
  const GERMAN_ONLY = { [DE]: 'de-page-german-only.html', [`${DE}?page=2`]: 'de-page-german-only.html' };

  it('asks a locale host for languages=all, so the pages page through the total the widget shows', async () => {
    const fetcher = fixtureFetcher(FIXTURES, {
      ...GERMAN_ONLY,
      [`${DE}?languages=all`]: 'de-page-all-languages-1.html',
      [`${DE}?languages=all&page=2`]: 'de-page-all-languages-2.html',
    });
    const result = expectOk(await fetchTrustpilotReviews({ url: DE, count: 40 }, { fetcher, now }));
    expect(fetcher.urls()).toEqual([`${DE}?languages=all`, `${DE}?languages=all&page=2`]);
    expect(result.data.business).toMatchObject({ name: 'Fahrradladen Beispiel', totalReviews: 7824, url: DE });
    expect(result.data.reviews).toHaveLength(40);
    expect(new Set(result.data.reviews.map((review) => review.text)).size).toBeGreaterThan(2);
    // 7,824 reviews, so more than the 40 read: the pages agree with the total.
    expect(result.hasMore).toBe(true);
  });
});

describe('fetchTrustpilotReviews failures', () => {
  it.each([
    ['a 403', { status: 403 }, 'blocked', /answered 403/],
    ['a 429', { status: 429 }, 'blocked', /answered 429/],
    ['a DataDome challenge', { file: 'page-challenge.html' }, 'blocked', /DataDome challenge/],
    ['a page without the data', { file: 'page-without-data.html' }, 'changed', /holds no review data/],
    ['a page that counts reviews but lists none', { file: 'page-counts-but-lists-none.html' }, 'blocked', /counts 23/],
    ['a 404', { status: 404 }, 'not-found', /answered 404/],
    ['a 503', { status: 503 }, 'unreachable', /answered 503/],
    ['a timeout', { fails: new SourceFetchError('unreachable', 'timed out') }, 'unreachable', /timed out/],
    ['a redirect off Trustpilot', { fails: new SourceFetchError('refused', 'redirect') }, 'blocked', /refused/],
  ])('%s is %s, never an empty list', async (_name, answer, reason, detail) => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE_1]: answer });
    const result = await fetchTrustpilotReviews({ url: PROFILE, count: 20 }, { fetcher, now });
    expect(result).toEqual(failed(reason, detail));
  });

  it.each([
    'https://www.trustpilot.com/categories/electronics',
    'https://www.trustpilot.com/review/',
    'https://www.trustpilot.com/review/acme-widgets.com/extra',
    'https://evil.example/review/acme-widgets.com',
    'https://trustpilot.com.evil.example/review/acme-widgets.com',
    'https://api.trustpilot.com/review/acme-widgets.com',
    'javascript:alert(1)',
    'ftp://www.trustpilot.com/review/acme-widgets.com',
    'not a url',
  ])('refuses %s as not a profile without a request', async (url) => {
    const fetcher = fixtureFetcher(FIXTURES, {});
    const result = await fetchTrustpilotReviews({ url, count: 20 }, { fetcher, now });
    expect(result).toMatchObject({ ok: false, reason: 'not-a-profile' });
    expect(fetcher.requests).toEqual([]);
  });
});

describe('fetchTrustpilotReviews with TRUSTPILOT_API_KEY', () => {
  const FIND = 'https://api.trustpilot.com/v1/business-units/find?name=acme-widgets.com';
  const REVIEWS =
    'https://api.trustpilot.com/v1/business-units/5d1f7a3c9b2e4f0001a2b3c4/reviews?page=1&perPage=20&orderBy=createdat.desc';

  it('asks the official API with the key in an apikey header', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [FIND]: 'api-find.json', [REVIEWS]: 'api-reviews.json' });
    const result = await fetchTrustpilotReviews({ url: PROFILE, count: 20, apiKey: 'k-123' }, { fetcher, now });

    expect(fetcher.requests).toEqual([
      { url: FIND, allow: { hosts: ['api.trustpilot.com'] }, headers: { apikey: 'k-123', accept: 'application/json' } },
      {
        url: REVIEWS,
        allow: { hosts: ['api.trustpilot.com'] },
        headers: { apikey: 'k-123', accept: 'application/json' },
      },
    ]);
    const base = { avatarUrl: null, tripType: null, photos: [], reply: null };
    expect(result).toEqual({
      ok: true,
      data: {
        source: 'trustpilot',
        business: { ...ACME, logoUrl: null, rating: 4.4, totalReviews: 4 },
        reviews: [
          {
            ...base,
            sourceId: 'api1',
            author: 'Ann Lee',
            rating: 5,
            title: 'Great',
            text: 'Great widgets.',
            date: '2025-10-16T09:12:34Z',
            reply: { text: 'Thank you!', date: '2025-10-17T08:00:00Z' },
            url: 'https://www.trustpilot.com/reviews/api1',
          },
          {
            ...base,
            sourceId: 'api2',
            author: 'Eve',
            rating: 2,
            title: 'Meh',
            text: HOSTILE_TEXT,
            date: '2025-10-15T18:40:00Z',
            url: 'https://www.trustpilot.com/reviews/api2',
          },
          {
            ...base,
            sourceId: 'api3',
            author: 'Sam',
            rating: 4,
            title: null,
            text: 'No title here.',
            date: '2025-10-14T07:00:00Z',
            url: 'https://www.trustpilot.com/reviews/api3',
          },
        ],
        fetchedAt: '2025-10-20T12:00:00.000Z',
      },
      hasMore: true,
    });
  });

  it('falls back to the page when the key is refused', async () => {
    const fetcher = fixtureFetcher(FIXTURES, {
      [FIND]: { status: 401, file: 'api-error-401.json' },
      [PAGE_1]: 'page-current-1.html',
    });
    const result = expectOk(await fetchTrustpilotReviews({ url: PROFILE, count: 20, apiKey: 'bad' }, { fetcher, now }));
    expect(fetcher.urls()).toEqual([FIND, PAGE_1]);
    expect(result.data.business).toEqual(ACME);
  });

  it('names both failures when the page fails too', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [FIND]: { status: 429 }, [PAGE_1]: { status: 403 } });
    const result = await fetchTrustpilotReviews({ url: PROFILE, count: 20, apiKey: 'k' }, { fetcher, now });
    expect(result).toEqual({
      ok: false,
      reason: 'blocked',
      detail: 'API: Trustpilot API find answered 429; page: Trustpilot page 1 answered 403',
    });
  });
});
