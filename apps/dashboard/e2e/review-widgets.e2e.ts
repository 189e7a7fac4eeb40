import {
  adminUsersResponseSchema,
  authResponseSchema,
  availableWidgetsResponseSchema,
  type Review,
  type ReviewSource,
  type ReviewsData,
  reviewsDataSchema,
  widgetResponseSchema,
} from '@widgetry/contracts';
import { axeAudit } from '@widgetry/tooling/e2e';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type CustomerPage,
  type ProductSession,
  startProductSession,
  unexpectedErrors,
} from './support/product-session';

// The three review widgets (Trustpilot, TripAdvisor, Yelp) on a customer's page, through the real
// product: an admin's manual order for a customer (the types are paid), the source's cache filled
// by the dev route as a read of the platform would fill it (this machine has no internet), the
// install snippet from the customer's dashboard, then embed.js → GET /embed/:id, whose answer
// carries the cached reviews as `data` → the type's runtime script mounts them.

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

declare global {
  interface Window {
    /** Set only by a payload that ran. */
    __pwned?: unknown;
  }
}

// ---------------------------------------------------------------------------------------------
// Review data as the adapters would have normalised it from each platform.

/** The hostile review's markup: it must reach the visitor as text, never as elements. */
const MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
const HOSTILE = {
  author: 'Mallory <b>Mischief</b>',
  title: '<script>window.__pwned=1</script>Stay <img src=x onerror=window.__pwned=1> away',
  /** Exactly 20 000 characters of words, starting with markup: far past any Read more cut. */
  text: (() => {
    let text = `${MARKUP} <b>Worst stay ever.</b> `;
    while (text.length < 20_000) text += 'The heating broke twice and nobody answered the phone for days. ';
    return text.slice(0, 20_000).trimEnd().padEnd(20_000, '.');
  })(),
} as const;

type Layout = 'list' | 'masonry' | 'carousel';
const LAYOUT_ORDER: readonly Layout[] = ['list', 'masonry', 'carousel'];

function review(fields: Partial<Review> & Pick<Review, 'sourceId' | 'author' | 'rating' | 'text' | 'date'>): Review {
  return { avatarUrl: null, title: null, tripType: null, photos: [], reply: null, url: null, ...fields };
}

/** The hostile review, with the addresses a source would give it (all https). */
function hostileReview(sourceId: string, date: string, url: string): Review {
  return review({
    sourceId,
    author: HOSTILE.author,
    rating: 1,
    title: HOSTILE.title,
    text: HOSTILE.text,
    date,
    url,
  });
}

const TRUSTPILOT_URL = 'https://www.trustpilot.com/review/maplecourtapartments.com';
const TRUSTPILOT: ReviewsData = {
  source: 'trustpilot',
  business: {
    name: 'Maple Court Apartments',
    logoUrl: 'https://s3-eu-west-1.amazonaws.com/tpd/logos/5f1e2d3c4b5a6978/0x0.png',
    rating: 4.3,
    totalReviews: 1287,
    url: TRUSTPILOT_URL,
    writeReviewUrl: 'https://www.trustpilot.com/evaluate/maplecourtapartments.com',
  },
  reviews: [
    review({
      sourceId: '6554b3f1a2c9e1d0f4a1b2c3',
      author: 'Ana Souza',
      avatarUrl: 'https://user-images.trustpilot.com/6554b3f1a2c9e1d0f4a1b2c0/73x73.png',
      rating: 5,
      title: 'Best landlord we have had',
      text: 'Maintenance fixed our dishwasher the same afternoon and the office answered every email within the hour.',
      date: '2025-11-14T10:21:00.000Z',
      reply: {
        text: 'Thank you, Ana! We passed your kind words to the maintenance team.',
        date: '2025-11-15T08:02:00.000Z',
      },
      url: 'https://www.trustpilot.com/reviews/6554b3f1a2c9e1d0f4a1b2c3',
    }),
    hostileReview(
      '6554b3f1a2c9e1d0f4a1b2c4',
      '2025-11-02T18:40:00.000Z',
      'https://www.trustpilot.com/reviews/6554b3f1a2c9e1d0f4a1b2c4',
    ),
    review({
      sourceId: '6554b3f1a2c9e1d0f4a1b2c5',
      author: "James O'Connor",
      rating: 4,
      title: 'Quiet & well kept',
      text: 'Quiet building, clean hallways. Parking is tight in the evenings but the staff are friendly.',
      date: '2025-10-28T07:15:00.000Z',
      url: 'https://www.trustpilot.com/reviews/6554b3f1a2c9e1d0f4a1b2c5',
    }),
    review({
      sourceId: '6554b3f1a2c9e1d0f4a1b2c6',
      author: 'Priya Natarajan',
      rating: 3,
      title: 'Good flat, slow deposit',
      text: 'The flat itself was lovely. Getting our deposit back took six weeks and three phone calls.',
      date: '2025-09-19T16:00:00.000Z',
      url: 'https://www.trustpilot.com/reviews/6554b3f1a2c9e1d0f4a1b2c6',
    }),
    review({
      sourceId: '6554b3f1a2c9e1d0f4a1b2c7',
      author: 'Tomás García',
      rating: 2,
      title: 'Noisy renovation',
      text: 'Nobody warned us about the renovation next door. Drilling started at seven every morning for a month.',
      date: '2025-08-30T12:45:00.000Z',
      reply: { text: 'We are sorry, Tomás. Notices now go out two weeks before any works.', date: null },
      url: 'https://www.trustpilot.com/reviews/6554b3f1a2c9e1d0f4a1b2c7',
    }),
    review({
      sourceId: '6554b3f1a2c9e1d0f4a1b2c8',
      author: 'Li Wei',
      avatarUrl: 'https://user-images.trustpilot.com/6554b3f1a2c9e1d0f4a1b2c1/73x73.png',
      rating: 5,
      title: 'Easy move-in',
      text: 'Keys ready on time, a welcome pack in the kitchen and the portal made paying rent easy.',
      date: '2025-07-04T09:30:00.000Z',
      url: 'https://www.trustpilot.com/reviews/6554b3f1a2c9e1d0f4a1b2c8',
    }),
    review({
      sourceId: '6554b3f1a2c9e1d0f4a1b2c9',
      author: 'Hannah Becker',
      rating: 1,
      title: 'Heating out in January',
      text: 'Our heating was out for four days in January. The space heater they lent us tripped the fuse.',
      date: '2025-02-11T21:05:00.000Z',
      url: 'https://www.trustpilot.com/reviews/6554b3f1a2c9e1d0f4a1b2c9',
    }),
  ],
  fetchedAt: '2025-11-20T06:00:00.000Z',
};

/** A long review in Japanese: 745 characters and not one space. */
const JAPANESE_REVIEW = [
  '駅から歩いて五分ほどで、とても便利な場所でした。',
  '部屋は広くて清潔で、ベッドもとても快適でした。',
  '朝食には地元のパン屋さんのペストリーが並び、コーヒーも美味しかったです。',
  'スタッフの皆さんは親切で、観光の相談にも丁寧に乗ってくれました。',
  '夜は少し通りの音が聞こえましたが、気になるほどではありませんでした。',
]
  .join('')
  .repeat(5);

const TRIPADVISOR_URL =
  'https://www.tripadvisor.com/Hotel_Review-g52024-d1234567-Reviews-Maple_Court_Inn_Suites-Portland_Oregon.html';
const TRIPADVISOR_PHOTO = 'https://media-cdn.tripadvisor.com/media/photo-o/2b/1c/3d/4e';
const TRIPADVISOR: ReviewsData = {
  source: 'tripadvisor',
  business: {
    name: 'Maple Court Inn & Suites',
    logoUrl: 'https://static.tacdn.com/img2/brand_refresh/Tripadvisor_lockup_horizontal_secondary.png',
    rating: 4.5,
    totalReviews: 864,
    url: TRIPADVISOR_URL,
    writeReviewUrl: 'https://www.tripadvisor.com/UserReviewEdit-g52024-d1234567-Maple_Court_Inn_Suites.html',
  },
  reviews: [
    review({
      sourceId: '1023456789',
      author: 'WanderingWren',
      avatarUrl: 'https://media-cdn.tripadvisor.com/media/photo-l/1a/f6/e2/9c/avatar.jpg',
      rating: 5,
      title: 'Perfect base for the Pearl District',
      text: 'Spotless room, a very comfortable bed and breakfast with local pastries. Ten minutes on foot to Powell’s.',
      date: '2025-11-09',
      tripType: 'Traveled as a couple',
      photos: [`${TRIPADVISOR_PHOTO}/room.jpg`, `${TRIPADVISOR_PHOTO}/breakfast.jpg`],
      reply: { text: 'Dear WanderingWren, thank you for staying with us!', date: '2025-11-10' },
      url: 'https://www.tripadvisor.com/ShowUserReviews-g52024-d1234567-r1023456789.html',
    }),
    hostileReview(
      '1023456790',
      '2025-11-01',
      'https://www.tripadvisor.com/ShowUserReviews-g52024-d1234567-r1023456790.html',
    ),
    review({
      sourceId: '1023456791',
      author: 'Kofi A',
      rating: 4,
      title: 'Friendly staff, small rooms',
      text: 'The front desk helped us rebook a cancelled tour. Rooms are on the small side for a family of four.',
      date: '2025-10',
      tripType: 'Traveled with family',
      photos: [`${TRIPADVISOR_PHOTO}/lobby.jpg`],
      url: 'https://www.tripadvisor.com/ShowUserReviews-g52024-d1234567-r1023456791.html',
    }),
    review({
      sourceId: '1023456792',
      author: 'Sofia R',
      rating: 3,
      title: 'Fine for a night',
      text: 'Clean and central. Street noise until late, so bring earplugs if you are a light sleeper.',
      date: '2025-09-21',
      tripType: 'Traveled solo',
      url: 'https://www.tripadvisor.com/ShowUserReviews-g52024-d1234567-r1023456792.html',
    }),
    review({
      sourceId: '1023456793',
      author: 'Business Traveller 22',
      rating: 4,
      title: 'Reliable Wi-Fi',
      text: 'Fast Wi-Fi, a quiet desk in the room and an early breakfast at six. Exactly what I needed.',
      date: '2025-08',
      tripType: 'Traveled on business',
      url: 'https://www.tripadvisor.com/ShowUserReviews-g52024-d1234567-r1023456793.html',
    }),
    review({
      sourceId: '1023456795',
      author: '旅好きのゆき',
      rating: 5,
      title: '便利で快適な滞在',
      // Japanese is written without spaces: no word count can cut it, so its length must.
      text: JAPANESE_REVIEW,
      date: '2025-07-22',
      tripType: 'Traveled as a couple',
      url: 'https://www.tripadvisor.com/ShowUserReviews-g52024-d1234567-r1023456795.html',
    }),
    review({
      sourceId: '1023456794',
      author: 'Marta K',
      rating: 2,
      title: 'Booking mix-up',
      text: 'They had no record of our booking and we waited an hour for a room. The room itself was fine.',
      date: '2025-06-14',
      tripType: 'Traveled with friends',
      reply: { text: 'We apologise for the wait, Marta. We have changed booking partners since.', date: '2025-06' },
      url: 'https://www.tripadvisor.com/ShowUserReviews-g52024-d1234567-r1023456794.html',
    }),
  ],
  fetchedAt: '2025-11-20T06:00:00.000Z',
};

const YELP_BUSINESS_ID = 'maple-court-cafe-portland';
const YELP_URL = `https://www.yelp.com/biz/${YELP_BUSINESS_ID}`;
const YELP_PHOTO = 'https://s3-media0.fl.yelpcdn.com/bphoto';
const YELP: ReviewsData = {
  source: 'yelp',
  business: {
    name: 'Maple Court Café',
    logoUrl: `${YELP_PHOTO}/Vd3fQx1b2c3/ls.jpg`,
    rating: 4,
    totalReviews: 312,
    url: YELP_URL,
    writeReviewUrl: null,
  },
  reviews: [
    review({
      sourceId: 'xQ1b2C3d4E5f6G7h8I9j0k',
      author: 'Dana P.',
      avatarUrl: `${YELP_PHOTO}/u1a2b3c4/60s.jpg`,
      rating: 5,
      text: 'The marionberry scone is worth the queue. Great coffee, and they let us sit for hours with laptops.',
      date: '2025-11-12',
      photos: [`${YELP_PHOTO}/p1a2b3c4/o.jpg`, `${YELP_PHOTO}/p5d6e7f8/o.jpg`],
      url: `${YELP_URL}?hrid=xQ1b2C3d4E5f6G7h8I9j0k`,
    }),
    hostileReview('xQ1b2C3d4E5f6G7h8I9j0l', '2025-11-03', `${YELP_URL}?hrid=xQ1b2C3d4E5f6G7h8I9j0l`),
    review({
      sourceId: 'xQ1b2C3d4E5f6G7h8I9j0m',
      author: 'Ravi S.',
      rating: 4,
      text: 'Solid brunch and friendly servers. The hash was a little salty for me.',
      date: '2025-10-20',
      reply: { text: 'Thanks Ravi, we have passed the note on to the kitchen.', date: '2025-10-22' },
      url: `${YELP_URL}?hrid=xQ1b2C3d4E5f6G7h8I9j0m`,
    }),
    review({
      sourceId: 'xQ1b2C3d4E5f6G7h8I9j0n',
      author: 'Chloé M.',
      rating: 3,
      text: 'Nice room, slow service on a Sunday. We waited forty minutes for two lattes.',
      date: '2025-09-07',
      url: `${YELP_URL}?hrid=xQ1b2C3d4E5f6G7h8I9j0n`,
    }),
    review({
      sourceId: 'xQ1b2C3d4E5f6G7h8I9j0o',
      author: 'Ben T.',
      rating: 2,
      text: 'My order was wrong twice. The staff were apologetic but it took a while to sort out.',
      date: '2025-08-15',
      photos: [`${YELP_PHOTO}/p9a0b1c2/o.jpg`],
      url: `${YELP_URL}?hrid=xQ1b2C3d4E5f6G7h8I9j0o`,
    }),
    review({
      sourceId: 'xQ1b2C3d4E5f6G7h8I9j0p',
      author: 'Yuki N.',
      rating: 5,
      text: 'Best oat flat white in the neighbourhood, and the pastry case is always full.',
      date: '2025-07-01',
      url: `${YELP_URL}?hrid=xQ1b2C3d4E5f6G7h8I9j0p`,
    }),
    review({
      sourceId: 'xQ1b2C3d4E5f6G7h8I9j0q',
      author: 'Omar F.',
      rating: 1,
      text: 'Found a hair in my salad and the manager shrugged. Will not be back.',
      date: '2025-05-28',
      url: `${YELP_URL}?hrid=xQ1b2C3d4E5f6G7h8I9j0q`,
    }),
  ],
  fetchedAt: '2025-11-20T06:00:00.000Z',
};

interface SourceCase {
  source: ReviewSource;
  /** The platform's name as the widget writes it. */
  platform: string;
  data: ReviewsData;
  /** htmlData[source] of a widget in this layout. */
  settings(layout: Layout): Record<string, unknown>;
  /** Where Read more cuts a text (the types without a word setting use 60). */
  readMoreWords: number;
  /** Whether the cards show the reviews' photos. */
  photos: boolean;
  tripType: boolean;
}

const CASES: readonly SourceCase[] = [
  {
    source: 'trustpilot',
    platform: 'Trustpilot',
    data: TRUSTPILOT,
    settings: (layout) => ({ url: TRUSTPILOT_URL, layout }),
    readMoreWords: 60,
    photos: false,
    tripType: false,
  },
  {
    source: 'tripadvisor',
    platform: 'Tripadvisor',
    data: TRIPADVISOR,
    settings: (layout) => ({ url: TRIPADVISOR_URL, layout: { layoutType: layout } }),
    readMoreWords: 60,
    photos: true,
    tripType: true,
  },
  {
    source: 'yelp',
    platform: 'Yelp',
    data: YELP,
    settings: (layout) => ({
      url: YELP_URL,
      businessId: YELP_BUSINESS_ID,
      reviews: { reviewlayout: layout },
      cards: { reviewPhothoStatus: 'on' },
    }),
    readMoreWords: 50,
    photos: true,
    tripType: false,
  },
];

// ---------------------------------------------------------------------------------------------
// The API, for set-up and clean-up: an admin's manual orders and the dev seed route.

async function request(path: string, init: { method: string; token: string; body?: unknown }): Promise<Response> {
  return fetch(`${apiUrl}${path}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${init.token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function api(path: string, init: { method: string; token: string; body?: unknown }): Promise<unknown> {
  const response = await request(path, init);
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  return authResponseSchema.parse(await response.json()).token;
}

const seedReviews = (token: string, widgetId: string, data: unknown) =>
  request('/dev/sources/reviews', { method: 'POST', token, body: { widgetId, data } });

const titleOf = (testCase: SourceCase, layout: Layout) => `${testCase.platform} reviews (${layout})`;

// ---------------------------------------------------------------------------------------------
// The customer's page.

/** A 1×1 PNG: what every https image of the page (logos, avatars, photos) gets, as there is no network. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

/** The embed answers the page got, by widget id. */
type EmbedAnswers = Map<string, { status: number; body: unknown }>;

/**
 * Before the page loads: the platforms' image hosts answer a pixel and the fonts service an empty
 * stylesheet (offline machine), and every GET /embed/:id answer is kept for the checks.
 */
function preparePage(answers: EmbedAnswers) {
  return async (page: Page) => {
    await page.route(
      (url) => url.protocol === 'https:',
      async (route) => {
        if (route.request().resourceType() === 'image') await route.fulfill({ contentType: 'image/png', body: PIXEL });
        else if (new URL(route.request().url()).hostname === 'fonts.googleapis.com')
          await route.fulfill({ contentType: 'text/css', body: '' });
        else await route.fallback();
      },
    );
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== apiUrl || !url.pathname.startsWith('/embed/')) return;
      const id = decodeURIComponent(url.pathname.slice('/embed/'.length));
      void response
        .json()
        .catch(() => null)
        .then((body: unknown) => answers.set(id, { status: response.status(), body }));
    });
  };
}

/**
 * The widget's host element once its runtime mounted it and its stylesheet applies. The loader
 * mounts a widget only once it comes near the visitor's view (issue 28), so it is scrolled to first.
 */
async function shown(page: Page, id: string): Promise<Locator> {
  const host = page.locator(`[data-widgetry-id="${id}"]`);
  await host.scrollIntoViewIfNeeded();
  await host.locator('.wg-root:not([hidden]) .wg-rv').waitFor();
  return host;
}

/** The focused element, looked for through shadow roots: its widget's id and its name. */
function focused(page: Page) {
  return page.evaluate(() => {
    const host = document.activeElement;
    let active: Element | null = host;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      widget: host?.getAttribute('data-widgetry-id') ?? null,
      name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
    };
  });
}

/** Everything a payload that got in would leave: its flag, handler attributes, and scripts or images it made. */
function injectionTraces(page: Page) {
  return page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const host of document.querySelectorAll('[data-widgetry-id]'))
      if (host.shadowRoot) roots.push(host.shadowRoot);
    const elements = roots.flatMap((root) => [...root.querySelectorAll('*')]);
    return {
      pwned: window.__pwned,
      handlers: elements.flatMap((el) =>
        [...el.attributes].filter((attr) => /^on/i.test(attr.name)).map((attr) => `${el.tagName}[${attr.name}]`),
      ),
      scriptsInWidgets: roots.slice(1).flatMap((root) => [...root.querySelectorAll('script')]).length,
      imagesWithoutHttps: elements
        .filter((el) => el.tagName === 'IMG')
        .map((el) => el.getAttribute('src') ?? '')
        .filter((src) => !src.startsWith('https://')),
      boldInWidgets: roots.slice(1).flatMap((root) => [...root.querySelectorAll('b')]).length,
    };
  });
}

/** axe-core's WCAG 2.0–2.2 A and AA audit of the page, each violation with its elements. */
const WCAG_22_AA = { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'], detail: true };

// ---------------------------------------------------------------------------------------------

let session: ProductSession | undefined;
let token = '';
let customerId = '';
/** Widget ids by source and layout. */
const widgetIds = new Map<string, string>();
const idOf = (source: ReviewSource, layout: Layout) => {
  const id = widgetIds.get(`${source}:${layout}`);
  if (!id) throw new Error(`no ${layout} ${source} widget`);
  return id;
};

beforeAll(async () => {
  token = await adminToken();
  const email = `reviews-${Date.now()}@e2e.widgetry.test`;
  session = await startProductSession({ appUrl, mailDir, name: 'Rhea Reviews', email });
  const { users } = adminUsersResponseSchema.parse(
    await api(`/devadmin/user?search=${encodeURIComponent(email)}`, { method: 'GET', token }),
  );
  const customer = users.find((user) => user.email === email);
  if (!customer) throw new Error(`the admin cannot find ${email}`);
  customerId = customer.id;

  const { availableWidgets } = availableWidgetsResponseSchema.parse(
    await api('/devadmin/availableWidget', { method: 'GET', token }),
  );
  for (const testCase of CASES) {
    const type = availableWidgets.find((candidate) => candidate.name === testCase.source);
    if (!type) throw new Error(`the catalogue has no ${testCase.source} type`);
    expect(type.price, `${testCase.source} is a paid type`).toBeGreaterThan(0);
    for (const layout of LAYOUT_ORDER) {
      // Add Manual Order: the paid type, active, for the customer.
      const { widget } = widgetResponseSchema.parse(
        await api('/widget/', {
          method: 'POST',
          token,
          body: {
            widget: {
              title: titleOf(testCase, layout),
              widgetType: type.id,
              userId: customerId,
              subStatus: 'active',
              htmlData: { [testCase.source]: testCase.settings(layout) },
              payment: [],
            },
          },
        }),
      );
      widgetIds.set(`${testCase.source}:${layout}`, widget.id);
    }
    // The three widgets point at one profile, so one seed fills the cache they share.
    const seeded = await seedReviews(token, idOf(testCase.source, 'list'), reviewsDataSchema.parse(testCase.data));
    expect(seeded.status, await seeded.clone().text()).toBe(200);
    expect(await seeded.json()).toEqual({ reviews: testCase.data.reviews.length });
  }
});

afterAll(async () => {
  await session?.close();
  if (!token) return;
  for (const id of widgetIds.values()) await api(`/devadmin/widget/${id}`, { method: 'DELETE', token });
  if (customerId) await api(`/devadmin/user/${customerId}`, { method: 'DELETE', token });
});

describe('seeding review data', () => {
  it('refuses javascript: addresses anywhere in the data with a 400, and keeps the cached reviews', async () => {
    const id = idOf('trustpilot', 'list');
    const hostile = 'javascript:window.__pwned=1';
    const [first] = TRUSTPILOT.reviews;
    if (!first) throw new Error('the fixture has no reviews');
    const variants: Record<string, ReviewsData> = {
      'review url': { ...TRUSTPILOT, reviews: [{ ...first, url: hostile }] },
      'review avatar': { ...TRUSTPILOT, reviews: [{ ...first, avatarUrl: hostile }] },
      'review photo': { ...TRUSTPILOT, reviews: [{ ...first, photos: [hostile] }] },
      'business page': { ...TRUSTPILOT, business: { ...TRUSTPILOT.business, url: hostile } },
      'business logo': { ...TRUSTPILOT, business: { ...TRUSTPILOT.business, logoUrl: hostile } },
      'write a review': { ...TRUSTPILOT, business: { ...TRUSTPILOT.business, writeReviewUrl: hostile } },
    };
    for (const [field, data] of Object.entries(variants)) {
      const response = await seedReviews(token, id, data);
      expect(response.status, `${field}: ${await response.text()}`).toBe(400);
    }
    // What the customer's page gets is still the good read.
    const embed = await fetch(`${apiUrl}/embed/${id}`);
    expect(embed.status).toBe(200);
    const { data } = (await embed.json()) as { data: ReviewsData };
    expect(data.reviews.map((item) => item.sourceId)).toEqual(TRUSTPILOT.reviews.map((item) => item.sourceId));
    expect(JSON.stringify(data)).not.toContain('javascript:');
  });
});

describe.each(CASES)('the $source widget on a customer’s page', (testCase) => {
  const { source, platform, data } = testCase;
  const answers: EmbedAnswers = new Map();
  let customer: CustomerPage | undefined;
  const widgets = {} as Record<Layout, Locator>;
  const authors = data.reviews.map((item) => item.author);
  const hostileCard = (widget: Locator) => widget.locator('.wg-rv-card').filter({ hasText: HOSTILE.author });
  const page = () => {
    if (!customer) throw new Error('the customer page did not open');
    return customer.page;
  };

  beforeAll(async () => {
    if (!session) throw new Error('Chromium did not start');
    const dashboard = session.dashboard.page;
    // The install codes as the customer copies them from their dashboard.
    await dashboard.goto(`${appUrl}/home`);
    const snippets = {} as Record<Layout, string>;
    for (const layout of LAYOUT_ORDER) {
      const card = dashboard.getByRole('article', { name: titleOf(testCase, layout) });
      await card.getByRole('button', { name: 'Install', exact: true }).click();
      const install = dashboard.getByRole('dialog', { name: 'Add Widget to your site' });
      snippets[layout] = await install.getByRole('textbox', { name: 'Install code' }).inputValue();
      await install.getByRole('button', { name: 'Close' }).last().click();
      await install.waitFor({ state: 'hidden' });
      expect(snippets[layout]).toContain(`data-widgetry-id="${idOf(source, layout)}"`);
      expect(snippets[layout]).toContain(`src="${appUrl}/embed.js"`);
    }
    customer = await session.openCustomerPage(
      `<h2>What our guests say</h2>
${snippets.list}
<h2>More reviews</h2>
${snippets.masonry}
<p><a href="/contact">Contact the front desk</a></p>
${snippets.carousel}`,
      preparePage(answers),
    );
    for (const layout of LAYOUT_ORDER) widgets[layout] = await shown(customer.page, idOf(source, layout));
  });

  it('got the reviews from the cache through GET /embed/:id', async () => {
    // The answers are read off the network as the page got them.
    await expect.poll(() => answers.size).toBe(LAYOUT_ORDER.length);
    for (const layout of LAYOUT_ORDER) {
      const answer = answers.get(idOf(source, layout));
      expect(answer?.status).toBe(200);
      const body = answer?.body as { type: string; data: ReviewsData } | undefined;
      expect(body?.type).toBe(source);
      expect(body?.data.business).toEqual(data.business);
      // Newest first, as the cache orders them (a month-only date counts as its first day).
      expect(body?.data.reviews).toEqual(data.reviews);
    }
  });

  it('shows the business, its rating and the attribution in every layout', async () => {
    for (const layout of LAYOUT_ORDER) {
      const widget = widgets[layout];
      expect(await widget.locator('.wg-rv').getAttribute('data-layout')).toBe(layout);
      const name = widget.getByRole('heading', { level: 2, name: data.business.name, exact: true });
      expect(await name.isVisible()).toBe(true);
      const head = widget.locator('.wg-rv-head');
      expect(await head.getByRole('img', { name: `Rated ${data.business.rating} out of 5` }).count()).toBe(1);
      const total = `${data.business.totalReviews?.toLocaleString('en-US')} reviews`;
      expect(await head.getByText(total, { exact: true }).isVisible()).toBe(true);
      // The platform's attribution, to the business's page there, in a new tab.
      const attribution = widget.getByRole('link', { name: `Reviews from ${platform} (opens in a new tab)` });
      expect(await attribution.getAttribute('href')).toBe(data.business.url);
      expect(await attribution.getAttribute('target')).toBe('_blank');
      expect(await attribution.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('lists every cached review with its stars, title, date, reply, trip type and photos', async () => {
    const widget = widgets.list;
    const list = widget.getByRole('list', { name: `${platform} reviews` });
    expect(await list.locator(':scope > li').count()).toBe(data.reviews.length);
    expect(await widget.locator('.wg-rv-author').allTextContents()).toEqual(authors);
    const ratings = await widget
      .locator('.wg-rv-card > .wg-rv-stars')
      .evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label')));
    expect(ratings).toEqual(data.reviews.map((item) => `Rated ${item.rating} out of 5`));
    const titles = data.reviews.flatMap((item) => (item.title ? [item.title] : []));
    expect(await widget.locator('.wg-rv-title').allTextContents()).toEqual(titles);

    // Dates as the source gave them: a day, or only a month.
    const dates = await widget
      .locator('time.wg-rv-date')
      .evaluateAll((times) => times.map((time) => `${time.getAttribute('datetime')} ${time.textContent}`));
    expect(dates.length).toBe(data.reviews.filter((item) => item.date !== null).length);
    if (source === 'tripadvisor') expect(dates).toContain('2025-10 Oct 2025');
    if (source === 'trustpilot') expect(dates[0]).toBe('2025-11-14 Nov 14, 2025');

    // The owner's replies.
    const replies = data.reviews.flatMap((item) => (item.reply ? [item.reply.text] : []));
    expect(await widget.locator('.wg-rv-reply-text').allTextContents()).toEqual(replies);
    expect(await widget.locator('.wg-rv-reply-label').first().textContent()).toBe('Response from the owner');

    // A text without spaces is cut behind Read more too, at the characters its words would come to.
    const unspaced = data.reviews.find((item) => item.text.length > 700 && !/\s/.test(item.text));
    if (unspaced) {
      const card = widget.locator('.wg-rv-card').filter({ hasText: unspaced.author });
      expect(await card.getByRole('button', { name: 'Read more' }).getAttribute('aria-expanded')).toBe('false');
      expect(await card.locator('.wg-rv-rest').isVisible()).toBe(false);
      const head = await card
        .locator('.wg-rv-text')
        .evaluate((el) => (el.firstChild?.nodeType === Node.TEXT_NODE ? (el.firstChild.textContent ?? '') : ''));
      expect(head).toBe(unspaced.text.slice(0, testCase.readMoreWords * 10));
    }

    if (testCase.tripType) {
      const trips = data.reviews.flatMap((item) => (item.tripType ? [`Trip type: ${item.tripType}`] : []));
      expect(await widget.locator('.wg-rv-trip').allTextContents()).toEqual(trips);
    }
    if (testCase.photos) {
      const photos = widget.locator('.wg-rv-photos img');
      expect(await photos.count()).toBe(data.reviews.reduce((sum, item) => sum + item.photos.length, 0));
      const first = photos.first();
      const firstAuthor = data.reviews.find((item) => item.photos.length > 0)?.author ?? '';
      expect(await first.getAttribute('alt')).toBe(`Photo 1 from ${firstAuthor}’s review`);
      await first.scrollIntoViewIfNeeded();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    } else {
      expect(await widget.locator('.wg-rv-photos').count()).toBe(0);
    }
  });

  it('shows the hostile review as text, its 20 000 characters cut behind Read more', async () => {
    expect(HOSTILE.text).toHaveLength(20_000);
    for (const layout of LAYOUT_ORDER) {
      const card = hostileCard(widgets[layout]);
      expect(await card.count()).toBe(1);
      expect(await card.locator('.wg-rv-author').textContent()).toBe(HOSTILE.author);
      expect(await card.locator('.wg-rv-title').textContent()).toBe(HOSTILE.title);
    }
    const traces = await injectionTraces(page());
    expect(traces.pwned).toBeUndefined();
    expect(traces.handlers).toEqual([]);
    expect(traces.scriptsInWidgets).toBe(0);
    expect(traces.boldInWidgets).toBe(0);
    expect(traces.imagesWithoutHttps).toEqual([]);

    const card = hostileCard(widgets.list);
    const text = card.locator('.wg-rv-text');
    const head = () =>
      text.evaluate((el) =>
        [...el.childNodes]
          .filter((node) => !(node instanceof Element))
          .map((node) => node.textContent)
          .join(''),
      );
    // Closed: the first words only, the markup among them as text, the rest hidden.
    const shownHead = await head();
    expect(shownHead.startsWith(MARKUP)).toBe(true);
    expect(shownHead.trim().split(/\s+/)).toHaveLength(testCase.readMoreWords);
    expect(await text.locator('.wg-rv-rest').isVisible()).toBe(false);
    expect(await text.locator('.wg-rv-dots').isVisible()).toBe(true);
    const closedHeight = (await card.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
    expect(closedHeight).toBeLessThan(800);

    const more = card.getByRole('button', { name: 'Read more' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await more.getAttribute('aria-controls')).toBe(await text.getAttribute('id'));
    await more.click();
    const less = card.getByRole('button', { name: 'Read less' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(await text.locator('.wg-rv-rest').isVisible()).toBe(true);
    expect(`${shownHead}${await text.locator('.wg-rv-rest').textContent()}`).toBe(HOSTILE.text);
    expect((await card.boundingBox())?.height).toBeGreaterThan(closedHeight * 4);
    await less.click();
    await card.getByRole('button', { name: 'Read more' }).waitFor();
    expect(await text.locator('.wg-rv-rest').isVisible()).toBe(false);

    // Opening and closing ran nothing either.
    expect((await injectionTraces(page())).pwned).toBeUndefined();
  });

  it('lays the same reviews out in masonry columns', async () => {
    const widget = widgets.masonry;
    expect(await widget.locator('.wg-rv').getAttribute('data-layout')).toBe('masonry');
    const list = widget.getByRole('list', { name: `${platform} reviews` });
    expect(await list.getAttribute('data-layout')).toBe('masonry');
    expect(await list.locator(':scope > li').count()).toBe(data.reviews.length);
    expect(await widget.locator('.wg-rv-author').allTextContents()).toEqual(authors);
    // Three real columns at this width: the cards start at three different left edges.
    const lefts = await list
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(3);
    expect(await hostileCard(widget).getByRole('button', { name: 'Read more' }).count()).toBe(1);
  });

  it('turns the carousel from the keyboard, its slides labelled "N of M"', async () => {
    const widget = widgets.carousel;
    const count = data.reviews.length;
    expect(await widget.locator('.wg-rv').getAttribute('data-layout')).toBe('carousel');
    const carousel = widget.getByRole('region', { name: `${platform} reviews` });
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const labels = await carousel
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
    expect(labels).toEqual(data.reviews.map((_, index) => `${index + 1} of ${count}`));
    expect(await carousel.locator('.wg-rv-author').allTextContents()).toEqual(authors);
    const inView = () =>
      carousel
        .locator('[aria-roledescription="slide"]:visible')
        .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
    const threeFrom = (first: number) => [0, 1, 2].map((offset) => `${first + offset} of ${count}`);
    // Wide enough for three at once.
    await expect.poll(inView).toEqual(threeFrom(1));

    // From the customer's own link just before it, Tab reaches Previous, then Next.
    await page().getByRole('link', { name: 'Contact the front desk' }).focus();
    const carouselId = idOf(source, 'carousel');
    const path: string[] = [];
    for (let press = 0; press < 4; press++) {
      await page().keyboard.press('Tab');
      const now = await focused(page());
      expect(now.widget).toBe(carouselId);
      path.push(now.name);
      if (now.name === 'Previous review') break;
    }
    expect(path.at(-1), `Tab went ${path.join(' → ')}`).toBe('Previous review');
    await page().keyboard.press('Tab');
    expect(await focused(page())).toEqual({ widget: carouselId, name: 'Next review' });

    await page().keyboard.press('Enter');
    await expect.poll(inView).toEqual(threeFrom(2));
    await page().keyboard.press('ArrowRight');
    await expect.poll(inView).toEqual(threeFrom(3));
    await page().keyboard.press('End');
    await expect.poll(inView).toEqual(threeFrom(count - 2));
    // At the end it wraps round to the start, and back.
    await page().keyboard.press('ArrowRight');
    await expect.poll(inView).toEqual(threeFrom(1));
    await page().keyboard.press('ArrowLeft');
    await expect.poll(inView).toEqual(threeFrom(count - 2));
    await page().keyboard.press('Home');
    await expect.poll(inView).toEqual(threeFrom(1));
    // Shift+Tab back to Previous; Space works the button as Enter does.
    await page().keyboard.press('Shift+Tab');
    expect(await focused(page())).toEqual({ widget: carouselId, name: 'Previous review' });
    await page().keyboard.press('Space');
    await expect.poll(inView).toEqual(threeFrom(count - 2));
    await page().keyboard.press('Home');
    await expect.poll(inView).toEqual(threeFrom(1));
  });

  it('passes axe-core (WCAG 2.2 A and AA) with all three layouts on the page', async () => {
    const audit = await axeAudit(page(), WCAG_22_AA);
    expect(audit.violations).toEqual([]);
    expect(audit.inShadow).toBeGreaterThan(100);
  });

  it('fits a 320 px wide phone without widening the page', async () => {
    await page().setViewportSize({ width: 320, height: 800 });
    // The carousel has measured itself again: one slide at a time.
    const slides = widgets.carousel.locator('[aria-roledescription="slide"]:visible');
    await expect.poll(() => slides.count()).toBe(1);
    const widths = await page().evaluate(() => ({
      page: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      widgets: [...document.querySelectorAll('[data-widgetry-id]')].map((host) =>
        Math.ceil(host.getBoundingClientRect().right),
      ),
    }));
    expect(widths.page).toBeLessThanOrEqual(320);
    expect(widths.body).toBeLessThanOrEqual(320);
    for (const right of widths.widgets) expect(right).toBeLessThanOrEqual(320);
    // Masonry falls back to one column.
    const lefts = await widgets.masonry
      .locator('.wg-rv-list > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    // Reflowed, it is still accessible.
    expect((await axeAudit(page(), WCAG_22_AA)).violations).toEqual([]);
    expect(unexpectedErrors(customer?.errors ?? [])).toEqual([]);
  });
});
