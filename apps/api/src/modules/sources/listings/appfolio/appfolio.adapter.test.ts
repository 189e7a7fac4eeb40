import { describe, expect, it } from 'vitest';
import { fixtureFetcher } from '../../../../test-support/fixture-fetcher';
import { SourceFetchError } from '../../fetcher/source-fetcher';
import type { ListingsResult } from '../listing-result';
import { fetchAppfolioListings } from './appfolio.adapter';
import { APPFOLIO_DETAIL_CONCURRENCY, detailHour } from './appfolio-details';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const now = () => new Date('2026-08-20T12:00:00.000Z');
const ORIGIN = 'https://acme.appfolio.com';
const PAGE = `${ORIGIN}/listings`;
const UID1 = '3f2a9c1e-5b7d-4e8f-9a10-1b2c3d4e5f60';
const UID2 = '7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5';
const UID3 = 'c9e8d7f6-a5b4-4c3d-9e2f-1a0b9c8d7e6f';
const detail = (uid: string) => `${ORIGIN}/listings/detail/${uid}`;
const DETAILS = {
  [detail(UID1)]: 'detail-101.html',
  [detail(UID2)]: 'detail-102.html',
  [detail(UID3)]: { status: 404 },
};

function ok(result: ListingsResult) {
  if (!result.ok) throw new Error(`expected listings, got ${result.reason}: ${result.detail}`);
  return result.data;
}

describe('AppFolio listings', () => {
  it('reads every card, prefers the quick facts, and adds each detail page', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: 'listings-page.html', ...DETAILS });
    const data = ok(
      await fetchAppfolioListings({ url: 'https://acme.appfolio.com/listings', group: '' }, { fetcher, now }),
    );
    expect(data.source).toBe('appfolio');
    expect(data.fetchedAt).toBe('2026-08-20T12:00:00.000Z');
    expect(data.listings.map((l) => l.id)).toEqual([UID1, UID2, UID3]);
    expect(fetcher.urls()).toEqual([PAGE, detail(UID1), detail(UID2), detail(UID3)]);

    const [home, harbor, studio] = data.listings;
    expect(home).toEqual({
      id: UID1,
      title: 'Sunny Family Home with Big Yard',
      address: {
        street: '742 Evergreen Terrace',
        street2: null,
        city: 'Springfield',
        state: 'IL',
        postalCode: '62704',
        full: '742 Evergreen Terrace, Springfield, IL 62704',
      },
      rent: { min: 3995, max: 3995 },
      beds: 3,
      baths: 2.5,
      squareFeet: 1850,
      availableDate: '2026-09-07',
      availableNow: false,
      pets: { cats: true, dogs: true, policy: 'Cats allowed, Dogs allowed' },
      photos: [
        'https://images.cdn.appfolio.com/acme/images/aa11bb22-0001/medium.jpg',
        'https://images.cdn.appfolio.com/acme/images/aa11bb22-0011/large.jpg',
        'https://images.cdn.appfolio.com/acme/images/aa11bb22-0012/large.jpg',
      ],
      description: 'Bright three bedroom home near parks and schools.\nFenced yard, two-car garage, new kitchen.',
      terms: ['Rent: $3,995', 'Application Fee: $50', 'Security Deposit: $3,995', 'Available 9/7/26'],
      latitude: 39.7817,
      longitude: -89.6501,
      phone: '(217) 555-0142',
      email: null,
      detailUrl: detail(UID1),
      applyUrl: `${ORIGIN}/listings/rental_applications/new?listable_uid=${UID1}&source=Website`,
      showingUrl: `${ORIGIN}/listings/showings/new?listable_uid=${UID1}`,
      contactUrl: `${ORIGIN}/listings/guest_cards/new?listable_uid=${UID1}`,
      postedAt: null,
      groups: [],
    });

    // A range rent, a unit in the address, "NOW", string coordinates, a protocol-relative photo.
    expect(harbor).toMatchObject({
      rent: { min: 1500, max: 1700 },
      address: { street: '88 Harbor Way', street2: 'Unit 3B', city: 'Portland', state: 'OR', postalCode: '97209' },
      availableDate: null,
      availableNow: true,
      pets: { cats: true, dogs: false },
      latitude: 45.529,
      longitude: -122.681,
      photos: [
        'https://images.cdn.appfolio.com/acme/images/aa11bb22-0002/medium.jpg',
        'https://images.cdn.appfolio.com/acme/images/aa11bb22-0021/large.jpg',
      ],
      terms: ['12 month lease', 'Deposit: $1,500'],
      contactUrl: null,
    });

    // A studio under "ROOM RENT", no pets; a 0,0 marker is no place; a javascript: apply link is
    // replaced by AppFolio's own application address; a detail page that fails keeps the card.
    expect(studio).toMatchObject({
      title: '<img src=x onerror=alert(1)> Cozy Studio',
      rent: { min: 1095, max: 1095 },
      beds: 0,
      baths: 1,
      squareFeet: 450,
      availableNow: true,
      pets: { cats: false, dogs: false, policy: 'No pets allowed' },
      latitude: null,
      longitude: null,
      description: null,
      terms: [],
      applyUrl: `${ORIGIN}/listings/rental_applications/new?listable_uid=${UID3}&source=Website`,
    });
  });

  it('asks for the group as filters[property_list] and tags the listings with it', async () => {
    const grouped = `${PAGE}?filters%5Bproperty_list%5D=Downtown+Lofts`;
    const fetcher = fixtureFetcher(FIXTURES, { [grouped]: 'no-vacancies.html' });
    const data = ok(
      await fetchAppfolioListings({ url: `${ORIGIN}/listings?x=1`, group: ' Downtown Lofts ' }, { fetcher, now }),
    );
    expect(fetcher.urls()).toEqual([grouped]);
    expect(data.listings).toEqual([]);
  });

  it('keeps a group the pasted address already carries when the widget has none', async () => {
    const grouped = `${PAGE}?filters%5Bproperty_list%5D=North`;
    const fetcher = fixtureFetcher(FIXTURES, { [grouped]: 'older-shape.html' });
    const data = ok(
      await fetchAppfolioListings(
        { url: `${ORIGIN}/listings?filters[property_list]=North`, group: '' },
        { fetcher, now },
      ),
    );
    expect(data.listings[0]?.groups).toEqual(['North']);
  });

  it('answers no vacancies as an empty list', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: 'no-vacancies.html' });
    expect(ok(await fetchAppfolioListings({ url: PAGE, group: '' }, { fetcher, now })).listings).toEqual([]);
  });

  it('says a company that left AppFolio is not found (script redirect, or a redirect answered)', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: 'company-left.html' });
    const left = await fetchAppfolioListings({ url: PAGE, group: '' }, { fetcher, now });
    expect(left).toMatchObject({ ok: false, reason: 'not-found' });
    const gone = await fetchAppfolioListings(
      { url: PAGE, group: '' },
      {
        now,
        fetcher: {
          ...fetcher,
          get: async () => ({
            status: 200,
            url: 'https://www.appfolio.com/page-not-found',
            headers: {},
            body: '<p>Oops</p>',
          }),
        },
      },
    );
    expect(gone).toMatchObject({ ok: false, reason: 'not-found' });
    const missing = fixtureFetcher(FIXTURES, { [PAGE]: { status: 404 } });
    expect(await fetchAppfolioListings({ url: PAGE, group: '' }, { fetcher: missing, now })).toMatchObject({
      reason: 'not-found',
    });
  });

  it.each([
    ['a 403', { status: 403 }],
    ['a 429', { status: 429 }],
    ['a bot challenge page', 'bot-challenge.html'],
    ['a page without the listings container', { body: '<html><body><h1>Welcome</h1></body></html>' }],
  ])('treats %s as blocked, never as no vacancies', async (_name, answer) => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: answer });
    const result = await fetchAppfolioListings({ url: PAGE, group: '' }, { fetcher, now });
    expect(result).toMatchObject({ ok: false, reason: 'blocked' });
  });

  it('says unreachable when the site cannot be reached or answers 5xx', async () => {
    const down = fixtureFetcher(FIXTURES, { [PAGE]: { fails: new SourceFetchError('unreachable', 'ECONNRESET') } });
    expect(await fetchAppfolioListings({ url: PAGE, group: '' }, { fetcher: down, now })).toMatchObject({
      reason: 'unreachable',
    });
    const error = fixtureFetcher(FIXTURES, { [PAGE]: { status: 503 } });
    expect(await fetchAppfolioListings({ url: PAGE, group: '' }, { fetcher: error, now })).toMatchObject({
      reason: 'unreachable',
    });
  });

  it.each([
    'https://www.rentvine.com/listings',
    'https://acme.appfolio.com.evil.example/listings',
    'https://a.b.appfolio.com/listings',
    'ftp://acme.appfolio.com/listings',
    'not a url',
    '',
  ])('refuses %s as no AppFolio listings address, reading nothing', async (url) => {
    const fetcher = fixtureFetcher(FIXTURES, {});
    expect(await fetchAppfolioListings({ url, group: '' }, { fetcher, now })).toMatchObject({
      ok: false,
      reason: 'not-a-profile',
    });
    expect(fetcher.requests).toHaveLength(0);
  });

  it('reads an http address as the https page', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: 'no-vacancies.html' });
    expect(
      (await fetchAppfolioListings({ url: 'http://ACME.appfolio.com/listings/', group: '' }, { fetcher, now })).ok,
    ).toBe(true);
    expect(fetcher.urls()).toEqual([PAGE]);
  });

  it('degrades missing or reworded fields to null and skips a card it cannot name', async () => {
    const uid = '0a1b2c3d-0000-4000-8000-000000000007';
    const fetcher = fixtureFetcher(FIXTURES, {
      [PAGE]: 'missing-fields.html',
      [detail(uid)]: { body: '<html></html>' },
    });
    const data = ok(await fetchAppfolioListings({ url: PAGE, group: '' }, { fetcher, now }));
    expect(data.listings).toEqual([
      {
        id: uid,
        title: '12 Oak St, Austin, TX 78702',
        address: {
          street: '12 Oak St',
          street2: null,
          city: 'Austin',
          state: 'TX',
          postalCode: '78702',
          full: '12 Oak St, Austin, TX 78702',
        },
        rent: null,
        beds: null,
        baths: null,
        squareFeet: null,
        availableDate: null,
        availableNow: false,
        pets: { cats: null, dogs: null, policy: null },
        photos: [],
        description: null,
        terms: [],
        latitude: null,
        longitude: null,
        phone: null,
        email: null,
        detailUrl: detail(uid),
        applyUrl: `${ORIGIN}/listings/rental_applications/new?listable_uid=${uid}&source=Website`,
        showingUrl: `${ORIGIN}/listings/showings/new?listable_uid=${uid}`,
        contactUrl: null,
        postedAt: null,
        groups: [],
      },
    ]);
  });

  it('reads an older page from its blurbs when the quick facts are missing', async () => {
    const uid = '55555555-aaaa-4bbb-8ccc-555555555555';
    const fetcher = fixtureFetcher(FIXTURES, { [PAGE]: 'older-shape.html', [detail(uid)]: { status: 500 } });
    const [listing] = ok(await fetchAppfolioListings({ url: PAGE, group: '' }, { fetcher, now })).listings;
    expect(listing).toMatchObject({
      id: uid,
      title: 'Craftsman Bungalow',
      rent: { min: 2250, max: 2250 },
      beds: 4,
      baths: 2,
      squareFeet: 1400,
      availableDate: '2026-10-15',
      availableNow: false,
      photos: ['https://images.cdn.appfolio.com/acme/images/bb00-0055/medium.jpg'],
      address: { city: 'Boise', state: 'ID', postalCode: '83702' },
    });
  });

  it('reads at most the capped number of detail pages, a few at a time', async () => {
    const cards = Array.from({ length: 45 }, (_, n) => {
      const uid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      return `<div class="js-listing-item" id="listing_${n}"><h2 class="js-listing-title"><a href="/listings/detail/${uid}">Home ${n}</a></h2><p class="js-listing-address">${n} Main St, Austin, TX 78701</p></div>`;
    });
    const answers: Record<string, { body: string }> = {
      [PAGE]: { body: `<div id="result_container">${cards.join('')}</div>` },
    };
    let running = 0;
    let most = 0;
    const inner = fixtureFetcher(FIXTURES, answers);
    const fetcher = {
      ...inner,
      get: async (request: Parameters<typeof inner.get>[0]) => {
        if (request.url === PAGE) return inner.get(request);
        running += 1;
        most = Math.max(most, running);
        await Promise.resolve();
        running -= 1;
        return {
          status: 200,
          url: request.url,
          headers: {},
          body: '<main><div class="listing-detail__description">More</div></main>',
        };
      },
    };
    const data = ok(await fetchAppfolioListings({ url: PAGE, group: '' }, { fetcher, now }));
    expect(data.listings).toHaveLength(45);
    expect(data.listings.filter((l) => l.description === 'More')).toHaveLength(40);
    // Three at a time: never more, and not one after another either.
    expect(most).toBe(APPFOLIO_DETAIL_CONCURRENCY);
  });

  it("reads a known listing's detail page once a day in its own hour, and a new one's at once", async () => {
    const first = fixtureFetcher(FIXTURES, { [PAGE]: 'listings-page.html', ...DETAILS });
    const previous = ok(await fetchAppfolioListings({ url: PAGE, group: '' }, { fetcher: first, now })).listings;
    const known = previous.filter((listing) => listing.id !== UID2);
    const otherHour = (detailHour(UID1) + 1) % 24;
    const at = (hour: number) => () => new Date(Date.UTC(2026, 7, 21, hour, 30));

    const later = fixtureFetcher(FIXTURES, { [PAGE]: 'listings-page.html', ...DETAILS });
    const data = ok(
      await fetchAppfolioListings({ url: PAGE, group: '', previous: known }, { fetcher: later, now: at(otherHour) }),
    );
    // The new listing's page is read; the known ones keep what their pages gave before.
    expect(later.urls().filter((url) => url.includes('/detail/'))).toEqual(
      [UID1, UID2, UID3].filter((uid) => uid === UID2 || detailHour(uid) === otherHour).map(detail),
    );
    expect(data.listings).toEqual(previous);

    const due = fixtureFetcher(FIXTURES, { [PAGE]: 'listings-page.html', ...DETAILS, [detail(UID1)]: { status: 403 } });
    const kept = ok(
      await fetchAppfolioListings({ url: PAGE, group: '', previous }, { fetcher: due, now: at(detailHour(UID1)) }),
    );
    expect(due.urls()).toContain(detail(UID1));
    // A known listing whose page fails today keeps yesterday's details.
    expect(kept.listings[0]).toEqual(previous[0]);
  });

  describe('pages as the real site serves them (SOURCES.md)', () => {
    const ROSE = 'https://rosecity.appfolio.com';
    const ROSE_PAGE = `${ROSE}/listings`;
    const ROSE_UIDS = [
      '5a6b7c8d-1111-4e2f-8a3b-9c0d1e2f3a41',
      '5a6b7c8d-2222-4e2f-8a3b-9c0d1e2f3a42',
      '5a6b7c8d-3333-4e2f-8a3b-9c0d1e2f3a43',
    ];
    // The detail pages fail: the cards alone are under test.
    const noDetails = Object.fromEntries(ROSE_UIDS.map((uid) => [`${ROSE}/listings/detail/${uid}`, { status: 404 }]));
    const read = (file: string) =>
      fetchAppfolioListings(
        { url: ROSE_PAGE, group: '' },
        { fetcher: fixtureFetcher(FIXTURES, { [ROSE_PAGE]: file, ...noDetails }), now },
      );

    it('reads the cards of a page that also carries the hidden no-vacancies notice', async () => {
      const data = ok(await read('listings-2026.html'));
      expect(data.listings.map((listing) => listing.id)).toEqual(ROSE_UIDS);
    });

    it('drops the "Pet Policy:" label, and "Cats allowed" alone leaves dogs unknown', async () => {
      const [duplex, craftsman, studio] = ok(await read('listings-2026.html')).listings;
      expect(duplex?.pets).toEqual({ cats: true, dogs: null, policy: 'Cats allowed' });
      expect(craftsman?.pets).toEqual({ cats: true, dogs: true, policy: 'Cats allowed, Dogs allowed' });
      expect(studio?.pets).toEqual({ cats: false, dogs: false, policy: 'No pets allowed' });
    });

    it('takes a unit written after " - " as the unit', async () => {
      const [duplex, , studio] = ok(await read('listings-2026.html')).listings;
      expect(duplex?.address).toEqual({
        street: '1529 NW Portland Ave',
        street2: 'B',
        city: 'Portland',
        state: 'OR',
        postalCode: '97217',
        full: '1529 NW Portland Ave - B, Portland, OR 97217',
      });
      expect(studio?.address).toMatchObject({ street: '1100 NW Glisan St', street2: 'Unit 405' });
    });

    it('answers no vacancies when the notice is shown on a listings page without a card', async () => {
      expect(ok(await read('no-vacancies-2026.html')).listings).toEqual([]);
    });

    it.each([
      ['its cards renamed (the notice hidden, as always)', 'cards-renamed-2026.html', /links to listings/],
      ['no card and the notice hidden', 'results-by-script-2026.html', /notice is hidden/],
      [
        'the notice shown on a page without the filters or map',
        'no-vacancies-unrecognised-2026.html',
        /filters or map/,
      ],
    ])('calls a page with %s a changed layout, never no vacancies', async (_name, file, why) => {
      expect(await read(file)).toEqual({
        ok: false,
        reason: 'blocked',
        layoutChanged: true,
        detail: expect.stringMatching(why),
      });
    });

    it('keeps a bot challenge apart from a changed layout', async () => {
      const result = await read('bot-challenge.html');
      expect(result).toEqual({ ok: false, reason: 'blocked', detail: expect.stringMatching(/Cloudflare challenge/) });
    });
  });
});
