import { describe, expect, it } from 'vitest';
import { fixtureFetcher } from '../../../../test-support/fixture-fetcher';
import { SourceFetchError } from '../../fetcher/source-fetcher';
import type { ListingsResult } from '../listing-result';
import { fetchRentvineListings } from './rentvine.adapter';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const now = () => new Date('2026-08-20T12:00:00.000Z');
const ORIGIN = 'https://acme.rentvine.com';
const API = `${ORIGIN}/api/public/listings`;

function ok(result: ListingsResult) {
  if (!result.ok) throw new Error(`expected listings, got ${result.reason}: ${result.detail}`);
  return result.data;
}

describe('Rentvine listings', () => {
  it('reads the public JSON of the company of any page of its site, newest first, without inactive ones', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [API]: 'listings.json' });
    const data = ok(await fetchRentvineListings({ url: `${ORIGIN}/public/listings?page=2` }, { fetcher, now }));
    expect(fetcher.urls()).toEqual([API]);
    expect(fetcher.requests[0]?.headers).toEqual({ accept: 'application/json' });
    expect(data).toMatchObject({ source: 'rentvine', fetchedAt: '2026-08-20T12:00:00.000Z' });
    expect(data.listings.map((l) => l.id)).toEqual(['9002', '9001', '9004']);

    const downtown = data.listings.find((l) => l.id === '9001');
    expect(downtown).toEqual({
      id: '9001',
      title: 'Downtown 3BR with Capitol Views',
      address: {
        street: '1200 Congress Ave',
        street2: null,
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        full: '1200 Congress Ave, Austin, TX 78701',
      },
      rent: { min: 2995, max: 2995 },
      beds: 3,
      baths: 2.5,
      squareFeet: 1640,
      availableDate: '2026-10-01',
      availableNow: false,
      pets: { cats: true, dogs: false, policy: 'Cats only, max 2' },
      photos: ['https://cdn.rentvine.com/acme/images/9001-large.jpg'],
      description: 'Corner unit on the 12th floor.\nWalk to everything.',
      // The unit's deposit amount, as the listing has no deposit description.
      terms: ['Deposit: $2,995'],
      latitude: 30.2747,
      longitude: -97.7404,
      phone: '(512) 555-0100',
      email: 'leasing@acme.example',
      detailUrl: `${ORIGIN}/public/listings/9001`,
      applyUrl: `${ORIGIN}/public/apply?unitID=501`,
      showingUrl: null,
      contactUrl: `${ORIGIN}/public/listings/9001`,
      postedAt: '2026-08-01',
      groups: ['Downtown', 'Student Housing'],
      parkingSpaces: null,
      furnished: false,
      virtualTourUrl: null,
      utilitiesIncluded: [],
    });
  });

  it('reads a studio, market rent, a past availability as now, and a unit line', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [API]: 'listings.json' });
    const studio = ok(await fetchRentvineListings({ url: ORIGIN }, { fetcher, now })).listings.find(
      (l) => l.id === '9002',
    );
    expect(studio).toMatchObject({
      beds: 0,
      baths: 1,
      rent: { min: 1150, max: 1150 },
      availableDate: null,
      availableNow: true,
      squareFeet: null,
      pets: { cats: false, dogs: false, policy: null },
      photos: ['https://cdn.rentvine.com/acme/images/9002-small.jpg'],
      applyUrl: 'https://apply.acme.example/9002',
      address: { street2: 'Apt 4', full: '44 Lamar Blvd, Apt 4, Austin, TX 78704' },
      groups: [],
      latitude: null,
    });
  });

  it('keeps hostile text as text and drops hostile links, data: images and a 0,0 place', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [API]: 'listings.json' });
    const river = ok(await fetchRentvineListings({ url: ORIGIN }, { fetcher, now })).listings.find(
      (l) => l.id === '9004',
    );
    expect(river).toMatchObject({
      title: '<script>alert(1)</script> River 2BR',
      description: '<b>Bold</b> claims',
      applyUrl: `${ORIGIN}/public/apply?unitID=504`,
      photos: [],
      latitude: null,
      longitude: null,
      baths: 1.5,
      rent: { min: 1875.5, max: 1875.5 },
      availableNow: false,
      availableDate: null,
    });
  });

  it('answers no vacancies as an empty list', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [API]: 'empty.json' });
    expect(ok(await fetchRentvineListings({ url: ORIGIN }, { fetcher, now })).listings).toEqual([]);
  });

  it('degrades missing fields to null and skips elements without an id or an address', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [API]: 'missing-fields.json' });
    expect(ok(await fetchRentvineListings({ url: ORIGIN }, { fetcher, now })).listings).toEqual([
      {
        id: '42',
        title: '3 Bare St',
        address: { street: '3 Bare St', street2: null, city: null, state: null, postalCode: null, full: '3 Bare St' },
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
        detailUrl: `${ORIGIN}/public/listings/42`,
        applyUrl: null,
        showingUrl: null,
        contactUrl: `${ORIGIN}/public/listings/42`,
        postedAt: null,
        groups: [],
        parkingSpaces: null,
        furnished: null,
        virtualTourUrl: null,
        utilitiesIncluded: [],
      },
    ]);
  });

  it('reads an older shape with numbers, booleans and renamed fields, losing only those', async () => {
    const fetcher = fixtureFetcher(FIXTURES, { [API]: 'older-shape.json' });
    const [listing] = ok(await fetchRentvineListings({ url: ORIGIN }, { fetcher, now })).listings;
    expect(listing).toMatchObject({
      id: '7001',
      title: 'Elm Court',
      rent: { min: 1450, max: 1450 },
      beds: null,
      baths: 1.5,
      squareFeet: null,
      availableDate: null,
      pets: { cats: true, dogs: null },
      photos: [],
      applyUrl: `${ORIGIN}/public/apply?unitID=610`,
      groups: ['North', 'Pets OK'],
    });
  });

  it('puts the lease and deposit descriptions into the terms, and parking, furnished, tour and utilities into the listing', async () => {
    const origin = 'https://musiccity.rentvine.com';
    const fetcher = fixtureFetcher(FIXTURES, { [`${origin}/api/public/listings`]: 'listings-lease-terms.json' });
    const listings = ok(await fetchRentvineListings({ url: origin }, { fetcher, now })).listings;
    const byId = (id: string) => listings.find((listing) => listing.id === id);
    expect(byId('8101')).toMatchObject({
      terms: [
        '12-month lease minimum; 6-month terms at $150/month more.',
        "Deposit: One month's rent, due at signing.",
      ],
      parkingSpaces: 2,
      furnished: false,
      virtualTourUrl: 'https://my.matterport.com/show/?m=Zx81ybTQ2Hq',
      utilitiesIncluded: ['Water', 'Sewage', 'Garbage', 'Landscaping'],
    });
    // No deposit description: the unit's deposit amount; a javascript: tour is no tour.
    expect(byId('8102')).toMatchObject({
      terms: ['Deposit: $1,500'],
      parkingSpaces: 0,
      furnished: true,
      virtualTourUrl: null,
      utilitiesIncluded: [],
    });
    // Nothing said: nothing made up.
    expect(byId('8103')).toMatchObject({
      terms: [],
      parkingSpaces: null,
      furnished: null,
      virtualTourUrl: null,
      utilitiesIncluded: [],
    });
  });

  it.each([
    ['a 403', { status: 403 }],
    ['a 429', { status: 429 }],
    ['a bot page instead of JSON', 'not-json.html'],
    ['JSON that is not a list', { body: '{"error":"maintenance"}' }],
    ['a list none of whose active listings can be read', { body: '[{"listing":{"isActive":"1"}}]' }],
  ])('treats %s as blocked, never as no vacancies', async (_name, answer) => {
    const fetcher = fixtureFetcher(FIXTURES, { [API]: answer });
    expect(await fetchRentvineListings({ url: ORIGIN }, { fetcher, now })).toMatchObject({
      ok: false,
      reason: 'blocked',
    });
  });

  it('says not found for a company Rentvine does not know, unreachable when it cannot be reached', async () => {
    const gone = fixtureFetcher(FIXTURES, { [API]: { status: 404 } });
    expect(await fetchRentvineListings({ url: ORIGIN }, { fetcher: gone, now })).toMatchObject({ reason: 'not-found' });
    const down = fixtureFetcher(FIXTURES, { [API]: { fails: new SourceFetchError('unreachable', 'timeout') } });
    expect(await fetchRentvineListings({ url: ORIGIN }, { fetcher: down, now })).toMatchObject({
      reason: 'unreachable',
    });
  });

  it.each([
    'https://rentvine.com/',
    'https://acme.rentvine.com.evil.example/',
    'https://acme.appfolio.com/listings',
    '',
  ])('refuses %s as no Rentvine address, reading nothing', async (url) => {
    const fetcher = fixtureFetcher(FIXTURES, {});
    expect(await fetchRentvineListings({ url }, { fetcher, now })).toMatchObject({ reason: 'not-a-profile' });
    expect(fetcher.requests).toHaveLength(0);
  });
});
