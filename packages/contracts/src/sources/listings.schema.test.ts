import { describe, expect, it } from 'vitest';
import { type Listing, type ListingsData, listingSchema, listingsDataSchema } from './listings.schema';

const listing: Listing = {
  id: '3f2a9c1e-5b7d-4e8f-9a10-1b2c3d4e5f60',
  title: 'Sunny Family Home',
  address: {
    street: '742 Evergreen Terrace',
    street2: null,
    city: 'Springfield',
    state: 'IL',
    postalCode: '62704',
    full: '742 Evergreen Terrace, Springfield, IL 62704',
  },
  rent: { min: 1500, max: 1700 },
  beds: 0,
  baths: 2.5,
  squareFeet: 1850,
  availableDate: '2026-09-07',
  availableNow: false,
  pets: { cats: true, dogs: null, policy: 'Cats allowed' },
  photos: ['https://images.cdn.appfolio.com/acme/images/1/medium.jpg'],
  description: 'Bright home.\nNew kitchen.',
  terms: ['Application Fee: $50'],
  latitude: 39.7817,
  longitude: -89.6501,
  phone: '(217) 555-0142',
  email: null,
  detailUrl: 'https://acme.appfolio.com/listings/detail/3f2a9c1e-5b7d-4e8f-9a10-1b2c3d4e5f60',
  applyUrl: 'https://acme.appfolio.com/listings/rental_applications/new?listable_uid=3f2a&source=Website',
  showingUrl: null,
  contactUrl: null,
  postedAt: '2026-08-01',
  groups: ['Downtown'],
};

const data: ListingsData = { source: 'appfolio', listings: [listing], fetchedAt: '2026-08-20T12:00:00.000Z' };

describe('listingsDataSchema', () => {
  it('accepts a full normalised answer and gives it back unchanged', () => {
    expect(listingsDataSchema.parse(data)).toEqual(data);
  });

  it('accepts no vacancies and a listing with nothing but its id, title and address', () => {
    expect(listingsDataSchema.safeParse({ ...data, listings: [] }).success).toBe(true);
    const bare = {
      ...listing,
      rent: null,
      beds: null,
      baths: null,
      squareFeet: null,
      availableDate: null,
      pets: { cats: null, dogs: null, policy: null },
      photos: [],
      description: null,
      terms: [],
      latitude: null,
      longitude: null,
      phone: null,
      detailUrl: null,
      applyUrl: null,
      postedAt: null,
      groups: [],
    };
    expect(listingSchema.safeParse(bare).success).toBe(true);
  });

  it('takes the renter facts a source may add, and listings cached without them', () => {
    const facts = {
      parkingSpaces: 2,
      furnished: false,
      virtualTourUrl: 'https://my.matterport.com/show/?m=AbC123',
      utilitiesIncluded: ['Water', 'Garbage'],
    };
    expect(listingSchema.parse({ ...listing, ...facts })).toEqual({ ...listing, ...facts });
    expect(listingSchema.parse(listing)).toEqual(listing);
    const unsaid = { parkingSpaces: null, furnished: null, virtualTourUrl: null, utilitiesIncluded: [] };
    expect(listingSchema.parse({ ...listing, ...unsaid })).toEqual({ ...listing, ...unsaid });
  });

  it('takes a posted time with its offset as well as a day', () => {
    expect(listingSchema.safeParse({ ...listing, postedAt: '2026-08-01T09:30:00+02:00' }).success).toBe(true);
  });

  it('drops fields it does not know', () => {
    const parsed = listingsDataSchema.parse({ ...data, extra: 1, listings: [{ ...listing, html: '<b>' }] });
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.listings[0]).not.toHaveProperty('html');
  });

  it.each([
    ['an unknown source', { ...data, source: 'zillow' }],
    ['an empty id', { ...data, listings: [{ ...listing, id: '' }] }],
    ['a negative rent', { ...data, listings: [{ ...listing, rent: { min: -1, max: 5 } }] }],
    ['a javascript: apply link', { ...data, listings: [{ ...listing, applyUrl: 'javascript:alert(1)' }] }],
    ['a data: photo', { ...data, listings: [{ ...listing, photos: ['data:image/png;base64,AAAA'] }] }],
    ['a latitude past the pole', { ...data, listings: [{ ...listing, latitude: 91 }] }],
    ['an available date that is no day', { ...data, listings: [{ ...listing, availableDate: '9/7/26' }] }],
    ['a posted time without a zone', { ...data, listings: [{ ...listing, postedAt: '2026-08-01 09:30:00' }] }],
    ['a NUL in a title', { ...data, listings: [{ ...listing, title: 'a\u0000b' }] }],
    ['a javascript: virtual tour', { ...data, listings: [{ ...listing, virtualTourUrl: 'javascript:alert(1)' }] }],
    ['half a parking space', { ...data, listings: [{ ...listing, parkingSpaces: 1.5 }] }],
    ['a fetchedAt that is not a timestamp', { ...data, fetchedAt: 'yesterday' }],
  ])('refuses %s', (_name, value) => {
    expect(listingsDataSchema.safeParse(value).success).toBe(false);
  });
});
