import { describe, expect, it } from 'vitest';
import { fixtureFetcher } from '../../../../test-support/fixture-fetcher';
import type { ReviewsResult } from '../review-result';
import { fetchTripadvisorReviews } from './tripadvisor.adapter';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const now = () => new Date('2025-10-20T12:00:00.000Z');
const SLUG = 'Grand_Plaza_Hotel-New_York_City_New_York';
const HOTEL = `https://www.tripadvisor.com/Hotel_Review-g60763-d93589-Reviews-${SLUG}.html`;
const HOTEL_OR10 = `https://www.tripadvisor.com/Hotel_Review-g60763-d93589-Reviews-or10-${SLUG}.html`;
const HOTEL_OR20 = `https://www.tripadvisor.com/Hotel_Review-g60763-d93589-Reviews-or20-${SLUG}.html`;
const HOTEL_PAGES = {
  [HOTEL]: 'hotel-page-or0.html',
  [HOTEL_OR10]: 'hotel-page-or10.html',
  [HOTEL_OR20]: 'hotel-page-or20.html',
};
const PAGE_REQUEST = {
  allow: { matches: expect.any(Function) },
  headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-US,en;q=0.9' },
};

const GRAND_PLAZA = {
  name: 'Grand Plaza Hotel',
  logoUrl: 'https://media-cdn.tripadvisor.com/media/photo-s/1b/2c/3d/4e/exterior.jpg',
  rating: 4.5,
  totalReviews: 23,
  url: HOTEL,
  writeReviewUrl: `https://www.tripadvisor.com/UserReviewEdit-g60763-d93589-${SLUG}.html`,
};

const reviewLink = (id: number) => `https://www.tripadvisor.com/ShowUserReviews-g60763-d93589-r${id}-${SLUG}.html`;
const guest = (n: number, rating: number, date: string) => ({
  sourceId: String(1023456780 + n),
  author: `Guest ${n}`,
  avatarUrl: null,
  rating,
  title: `Review ${n}`,
  text: `Text of review ${n}.`,
  date,
  tripType: null,
  photos: [],
  reply: null,
  url: reviewLink(1023456780 + n),
});

const ANNA = {
  sourceId: '1023456781',
  author: 'Anna K',
  avatarUrl: 'https://media-cdn.tripadvisor.com/media/photo-l/1a/f6/51/a1/avatar-annak.jpg',
  rating: 5,
  title: 'Wonderful stay',
  text: 'Spotless rooms and a great view.\nWould stay again.',
  date: '2025-10-14',
  tripType: 'Traveled as a couple',
  // The javascript: image and the one on another host are not review photos.
  photos: [
    'https://media-cdn.tripadvisor.com/media/photo-w/2f/00/aa/01/lobby.jpg',
    'https://dynamic-media-cdn.tripadvisor.com/media/photo-o/2f/00/aa/02/room.jpg?w=700&h=-1&s=1',
  ],
  reply: null,
  url: reviewLink(1023456781),
};
const EVE = {
  sourceId: expect.stringMatching(/^derived-/),
  author: 'Eve <b>',
  avatarUrl: null,
  rating: 2,
  title: '<img src=x onerror=alert(1)>Bad',
  // Markup written as text stays text; a real link keeps only its words.
  text: 'Noisy <script>alert("x")</script> see my blog & more',
  date: '2025-10-12',
  tripType: null,
  photos: [],
  reply: null,
  // Its title linked to javascript:, so it has no address.
  url: null,
};
const QUIET = { ...EVE, author: 'Quiet Guest', rating: 3, title: null, text: 'It was fine.', date: null };
const BOB = {
  sourceId: '1023456785',
  author: 'Bob',
  avatarUrl: null,
  rating: 4,
  title: 'Older card',
  text: 'Good breakfast, small rooms.',
  // "Bob wrote a review Sep 2025": the month, not the August stay.
  date: '2025-09',
  tripType: 'Traveled on business',
  photos: [],
  reply: null,
  url: reviewLink(1023456785),
};
const PAGE_0 = [
  ANNA,
  EVE,
  QUIET,
  BOB,
  ...[6, 7, 8, 9, 10].map((n) => guest(n, 4, `2025-09-${String(n).padStart(2, '0')}`)),
];
const PAGE_10 = Array.from({ length: 10 }, (_, i) => guest(11 + i, 5, `2025-08-${11 + i}`));
const PAGE_20 = [21, 22, 23].map((n) => guest(n, 1, `2025-07-${n}`));

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

describe('fetchTripadvisorReviews from the hotel pages', () => {
  it('reads the JSON-LD business and the cards by their stable attributes and labels', async () => {
    const fetcher = fixtureFetcher(FIXTURES, HOTEL_PAGES);
    const result = await fetchTripadvisorReviews({ url: HOTEL, count: 40 }, { fetcher, now });
    expect(result).toEqual({
      ok: true,
      data: {
        source: 'tripadvisor',
        business: GRAND_PLAZA,
        reviews: [...PAGE_0, ...PAGE_10, ...PAGE_20],
        fetchedAt: '2025-10-20T12:00:00.000Z',
      },
    });
    expect(fetcher.requests).toEqual([HOTEL, HOTEL_OR10, HOTEL_OR20].map((url) => ({ url, ...PAGE_REQUEST })));
  });

  it('pages with -or{offset} in steps of 10 until the count is met', async () => {
    const fetcher = fixtureFetcher(FIXTURES, HOTEL_PAGES);
    const result = expectOk(await fetchTripadvisorReviews({ url: HOTEL, count: 10 }, { fetcher, now }));
    // The card without bubbles is left out, so 9 on the first page: the second is read for the tenth.
    expect(fetcher.urls()).toEqual([HOTEL, HOTEL_OR10]);
    expect(result.data.reviews).toEqual([...PAGE_0, PAGE_10[0]]);
    expect(result.hasMore).toBe(true);
  });

  it('starts from the first page whatever page of reviews was pasted, on any TripAdvisor domain', async () => {
    const uk = `https://www.tripadvisor.co.uk/Hotel_Review-g60763-d93589-Reviews-${SLUG}.html`;
    const fetcher = fixtureFetcher(FIXTURES, { [uk]: 'hotel-page-or0.html' });
    const pasted = `http://www.tripadvisor.co.uk/Hotel_Review-g60763-d93589-Reviews-or20-${SLUG}.html#REVIEWS`;
    const result = expectOk(await fetchTripadvisorReviews({ url: pasted, count: 5 }, { fetcher, now }));
    expect(fetcher.urls()).toEqual([uk]);
    expect(result.data.business.url).toBe(uk);
    expect(result.data.reviews).toHaveLength(5);
  });

  it('keeps what earlier pages gave when a later one is blocked', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [HOTEL]: 'hotel-page-or0.html', [HOTEL_OR10]: { status: 403 } });
    const result = expectOk(await fetchTripadvisorReviews({ url: HOTEL, count: 20 }, { fetcher, now }));
    expect(result.data.reviews).toEqual(PAGE_0);
    expect(result.hasMore).toBe(true);
  });

  it('takes the name from the address when the JSON-LD is missing', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [HOTEL]: 'hotel-without-json-ld.html' });
    const result = expectOk(await fetchTripadvisorReviews({ url: HOTEL, count: 20 }, { fetcher, now }));
    expect(result.data.business).toEqual({ ...GRAND_PLAZA, logoUrl: null, rating: null, totalReviews: null });
    expect(result.data.reviews).toEqual([ANNA]);
  });
});

describe('fetchTripadvisorReviews from restaurant and attraction pages', () => {
  it('reads restaurant review cards, 15 a page', async () => {
    const url = 'https://www.tripadvisor.com/Restaurant_Review-g30196-d1234567-Reviews-Casa_Taco-Austin_Texas.html';
    const fetcher = fixtureFetcher(FIXTURES, { [url]: 'restaurant-page.html' });
    const result = await fetchTripadvisorReviews({ url, count: 20 }, { fetcher, now });
    const card = (id: number, author: string) => ({
      sourceId: String(id),
      author,
      avatarUrl: `https://media-cdn.tripadvisor.com/media/photo-t/1a/f6/f2/${(id % 100).toString(16)}/default-avatar-2020-66.jpg`,
      // From the unlabelled stay line "Oct 2025 • Friends" under the title.
      tripType: 'Friends',
      photos: [],
      reply: null,
      url: `https://www.tripadvisor.com/ShowUserReviews-g30196-d1234567-r${id}-Casa_Taco-Austin_Texas.html`,
    });
    expect(result).toEqual({
      ok: true,
      data: {
        source: 'tripadvisor',
        business: {
          name: 'Casa Taco',
          logoUrl: 'https://media-cdn.tripadvisor.com/media/photo-s/aa/bb/cc/dd/tacos.jpg',
          rating: 4,
          totalReviews: 2,
          url,
          writeReviewUrl: 'https://www.tripadvisor.com/UserReviewEdit-g30196-d1234567-Casa_Taco-Austin_Texas.html',
        },
        reviews: [
          {
            ...card(987654321, 'Carla'),
            rating: 5,
            title: 'Best tacos',
            text: 'Fresh tortillas, great salsa.',
            date: '2025-10-03',
          },
          {
            ...card(987654322, 'Dan'),
            rating: 3,
            title: 'Slow service',
            text: 'Tasty but we waited 40 minutes.',
            date: '2025-09-28',
          },
        ],
        fetchedAt: '2025-10-20T12:00:00.000Z',
      },
    });
    expect(fetcher.urls()).toEqual([url]);
  });

  it('gives an empty list for an attraction with no reviews yet', async () => {
    const url =
      'https://www.tripadvisor.com/Attraction_Review-g33324-d7654321-Reviews-New_Trail_Park-Boulder_Colorado.html';
    const fetcher = fixtureFetcher(FIXTURES, { [url]: 'attraction-no-reviews.html' });
    const result = await fetchTripadvisorReviews({ url, count: 20 }, { fetcher, now });
    expect(result).toEqual({
      ok: true,
      data: {
        source: 'tripadvisor',
        business: {
          name: 'New Trail Park',
          logoUrl: null,
          rating: null,
          totalReviews: null,
          url,
          writeReviewUrl:
            'https://www.tripadvisor.com/UserReviewEdit-g33324-d7654321-New_Trail_Park-Boulder_Colorado.html',
        },
        reviews: [],
        fetchedAt: '2025-10-20T12:00:00.000Z',
      },
    });
  });
});

describe('fetchTripadvisorReviews from 2026 review cards (SOURCES.md, real pages)', () => {
  const url =
    'https://www.tripadvisor.com/Restaurant_Review-g60745-d2345678-Reviews-Harbor_Oyster_Bar-Boston_Massachusetts.html';
  const review = (id: number, author: string) => ({
    sourceId: String(id),
    author,
    avatarUrl: `https://media-cdn.tripadvisor.com/media/photo-t/1a/f6/f2/0${id % 10}/default-avatar-2020-66.jpg`,
    photos: [],
    reply: null,
    url: `https://www.tripadvisor.com/ShowUserReviews-g60745-d2345678-r${id}-Harbor_Oyster_Bar-Boston_Massachusetts.html`,
  });

  it('reads the body, the stay line and "Written …" from cards without review-body, <q> or labels, on a page without JSON-LD', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [url]: 'restaurant-page-2026.html' });
    const result = expectOk(await fetchTripadvisorReviews({ url, count: 20 }, { fetcher, now }));
    expect(result.data.business).toEqual({
      name: 'Harbor Oyster Bar',
      logoUrl: null,
      rating: null,
      totalReviews: null,
      url,
      writeReviewUrl:
        'https://www.tripadvisor.com/UserReviewEdit-g60745-d2345678-Harbor_Oyster_Bar-Boston_Massachusetts.html',
    });
    expect(result.data.reviews).toEqual([
      {
        ...review(1034567801, 'Marta L'),
        rating: 5,
        title: 'Best oysters on the waterfront',
        // The body, not "Sep 2026 • Couples" and not the owner's response below it.
        text: 'We shared a dozen Wellfleets and the lobster roll.\nService was quick even on a Saturday night.',
        date: '2026-09-22',
        tripType: 'Couples',
      },
      {
        ...review(1034567802, 'Tom B'),
        rating: 4,
        title: 'Good chowder, loud room',
        text: 'The clam chowder was the best thing we had. Hard to talk over the music.',
        date: '2026-08-30',
        // "Aug 2026": the stay month alone, no trip type.
        tripType: null,
      },
      {
        ...review(1034567803, 'Priya S'),
        rating: 3,
        title: 'Fine for a family lunch',
        text: 'Kids menu was limited, but the staff were patient with us.',
        date: '2026-08-14',
        // "Family": the trip type alone, no stay month.
        tripType: 'Family',
      },
      {
        ...review(1034567804, 'Jon W'),
        // Its title has no link, so neither an id nor an address.
        sourceId: expect.stringMatching(/^derived-/),
        url: null,
        rating: 2,
        title: 'Overpriced',
        text: 'Forty dollars for fish and chips & a soggy side salad.',
        date: '2026-08-02',
        tripType: null,
      },
      {
        ...review(1034567805, 'Ana G'),
        rating: 5,
        title: 'Worth the wait',
        text: 'No reservation, waited an hour at the bar, no regrets.',
        // No "Written …" line: the stay month is the date it has.
        date: '2026-07',
        tripType: 'Friends',
      },
    ]);
    expect(result.hasMore).toBeUndefined();
  });
});

describe('fetchTripadvisorReviews failures', () => {
  it.each([
    ['DataDome 403', { status: 403, file: 'datadome-403.html' }, 'blocked', /answered 403/],
    ['a DataDome page with 200', { file: 'datadome-403.html' }, 'blocked', /DataDome challenge/],
    ['a 429', { status: 429 }, 'blocked', /answered 429/],
    ['cards renamed on a page that counts reviews', { file: 'hotel-cards-renamed.html' }, 'changed', /no review data/],
    ['a 404', { status: 404 }, 'not-found', /answered 404/],
    ['a 500', { status: 500 }, 'unreachable', /answered 500/],
  ])('%s is %s, never an empty list', async (_name, answer, reason, detail) => {
    const fetcher = fixtureFetcher(FIXTURES, { [HOTEL]: answer });
    const result = await fetchTripadvisorReviews({ url: HOTEL, count: 20 }, { fetcher, now });
    expect(result).toEqual(failed(reason, detail));
  });

  it.each([
    'https://www.tripadvisor.com/Tourism-g60763-New_York_City_New_York-Vacations.html',
    'https://www.tripadvisor.com/Hotels-g60763-New_York_City_New_York-Hotels.html',
    'https://www.tripadvisor.com/ShowUserReviews-g60763-d93589-r1-Grand_Plaza_Hotel-New_York.html',
    `https://tripadvisor.com.evil.example/Hotel_Review-g60763-d93589-Reviews-${SLUG}.html`,
    `https://www.tripadvisor.com:8443/Hotel_Review-g60763-d93589-Reviews-${SLUG}.html`,
    `javascript:alert('/Hotel_Review-g1-d2-Reviews-X-Y.html')`,
    '',
  ])('refuses %s as not a profile without a request', async (url) => {
    const fetcher = fixtureFetcher(FIXTURES, {});
    const result = await fetchTripadvisorReviews({ url, count: 20 }, { fetcher, now });
    expect(result).toMatchObject({ ok: false, reason: 'not-a-profile' });
    expect(fetcher.requests).toEqual([]);
  });
});

describe('fetchTripadvisorReviews with TRIPADVISOR_API_KEY', () => {
  const DETAILS = 'https://api.content.tripadvisor.com/api/v1/location/93589/details?key=k%2F1&language=en';
  const REVIEWS = 'https://api.content.tripadvisor.com/api/v1/location/93589/reviews?key=k%2F1&language=en&limit=5';

  it('asks the Content API (key as a query parameter, at most 5 reviews)', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [DETAILS]: 'api-details.json', [REVIEWS]: 'api-reviews.json' });
    const result = await fetchTripadvisorReviews({ url: HOTEL, count: 20, apiKey: 'k/1' }, { fetcher, now });
    expect(fetcher.requests).toEqual(
      [DETAILS, REVIEWS].map((url) => ({
        url,
        allow: { hosts: ['api.content.tripadvisor.com'] },
        headers: { accept: 'application/json' },
      })),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        source: 'tripadvisor',
        business: {
          ...GRAND_PLAZA,
          logoUrl: null,
          writeReviewUrl: `https://www.tripadvisor.com/UserReview-g60763-d93589-${SLUG}.html?m=66827`,
        },
        reviews: [
          {
            sourceId: '1023456781',
            author: 'AnnaK',
            avatarUrl: 'https://media-cdn.tripadvisor.com/media/photo-l/1a/f6/aa/a1/avatar.jpg',
            rating: 5,
            title: 'Wonderful stay',
            text: 'Spotless rooms and a great view.\nWould stay again.',
            date: '2025-10-19T17:12:45Z',
            tripType: 'Couples',
            photos: [],
            reply: { text: 'Thank you for staying with us.', date: '2025-10-20T09:00:00Z' },
            url: `${reviewLink(1023456781)}?m=66827`,
          },
          {
            sourceId: '1023456782',
            author: 'Eve',
            avatarUrl: null,
            rating: 2,
            title: '<img src=x onerror=alert(1)>Bad',
            text: 'Noisy <script>alert("x")</script> see <a href="javascript:alert(1)">x</a>',
            date: '2025-10-18T17:12:45Z',
            tripType: 'Business',
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

  it('asks for fewer when fewer are wanted', async () => {
    const fewer = REVIEWS.replace('limit=5', 'limit=3');
    const fetcher = fixtureFetcher(FIXTURES, { [DETAILS]: 'api-details.json', [fewer]: 'api-reviews.json' });
    expectOk(await fetchTripadvisorReviews({ url: HOTEL, count: 3, apiKey: 'k/1' }, { fetcher, now }));
    expect(fetcher.urls()).toEqual([DETAILS, fewer]);
  });

  it('falls back to the pages when the key is refused', async () => {
    const fetcher = fixtureFetcher(FIXTURES, {
      [DETAILS]: { status: 401, file: 'api-error-401.json' },
      ...HOTEL_PAGES,
    });
    const result = expectOk(await fetchTripadvisorReviews({ url: HOTEL, count: 5, apiKey: 'k/1' }, { fetcher, now }));
    expect(fetcher.urls()).toEqual([DETAILS, HOTEL]);
    expect(result.data.reviews).toEqual(PAGE_0.slice(0, 5));
  });
});
