import type { ListingsData } from '@widgetry/contracts';
import { listing } from '@widgetry/widgets-core/testing';

// Listings as the API's adapters would have normalised them from AppFolio and Rentvine, for the
// browser tests that seed a widget's cache (the machine has no internet to read the sources).

export const APPFOLIO_URL = 'https://maple-court.appfolio.com/listings';
export const HOSTILE_APPFOLIO_URL = 'https://mallory.appfolio.com/listings';
export const RENTVINE_URL = 'https://maple-court.rentvine.com/';
/** Where every photo lives; the tests answer it with a pixel. */
export const PHOTO_ORIGIN = 'https://images.cdn.appfolio.com';

const address = (street: string, city: string, postalCode: string) => ({
  street,
  street2: null,
  city,
  state: 'OR',
  postalCode,
  full: `${street}, ${city}, OR ${postalCode}`,
});

const photo = (name: string) => `${PHOTO_ORIGIN}/${name}.jpg`;
const page = (origin: string, id: string) => `${origin}/listings/detail/${id}`;

/** Four AppFolio listings; newest first: Loft 9, Maple Court 2B, Oak Terrace 4, Cedar House. */
export const APPFOLIO_DATA: ListingsData = {
  source: 'appfolio',
  fetchedAt: '2026-11-25T08:00:00.000Z',
  listings: [
    listing({
      id: 'maple-2b',
      title: 'Maple Court 2B',
      address: address('12 Maple St', 'Portland', '97201'),
      rent: { min: 1500, max: 1500 },
      beds: 2,
      baths: 1,
      squareFeet: 900,
      availableNow: true,
      pets: { cats: true, dogs: true, policy: 'Cats and dogs welcome' },
      photos: [photo('maple-1'), photo('maple-2')],
      description: 'Bright corner unit with a balcony.',
      phone: '(503) 555-0100',
      detailUrl: page('https://maple-court.appfolio.com', 'maple-2b'),
      applyUrl: 'https://maple-court.appfolio.com/listings/rental_applications/new?listable_uid=maple-2b',
      postedAt: '2026-11-20T10:00:00Z',
    }),
    listing({
      id: 'cedar-house',
      title: 'Cedar House',
      address: address('400 Cedar Ave', 'Beaverton', '97005'),
      rent: { min: 1800, max: 2100 },
      beds: 3,
      baths: 2.5,
      availableDate: '2026-12-15',
      photos: [photo('cedar-1')],
      detailUrl: page('https://maple-court.appfolio.com', 'cedar-house'),
      applyUrl: 'https://maple-court.appfolio.com/listings/rental_applications/new?listable_uid=cedar-house',
      postedAt: '2026-11-10',
    }),
    listing({
      id: 'loft-9',
      title: 'Loft 9',
      address: address('9 Pearl Blvd', 'Portland', '97209'),
      rent: { min: 950, max: 950 },
      beds: 0,
      baths: 1,
      availableDate: '2027-01-01',
      photos: [photo('loft-1')],
      detailUrl: page('https://maple-court.appfolio.com', 'loft-9'),
      postedAt: '2026-11-22T09:00:00Z',
    }),
    listing({
      id: 'oak-4',
      title: 'Oak Terrace 4',
      address: address('77 Oak Ln', 'Salem', '97301'),
      rent: { min: 1250, max: 1250 },
      beds: 1,
      baths: 1,
      availableNow: true,
      photos: [photo('oak-1')],
      detailUrl: page('https://maple-court.appfolio.com', 'oak-4'),
      postedAt: '2026-11-15',
    }),
  ],
};

/** Three Rentvine listings of one company in two groups; newest first: Birch, Aspen, Willow. */
export const RENTVINE_DATA: ListingsData = {
  source: 'rentvine',
  fetchedAt: '2026-11-25T08:00:00.000Z',
  listings: [
    listing({
      id: '101',
      title: 'Birch Flats 101',
      address: address('101 Birch St', 'Portland', '97203'),
      rent: { min: 1400, max: 1400 },
      beds: 2,
      baths: 1,
      availableNow: true,
      photos: [photo('birch-1')],
      detailUrl: 'https://maple-court.rentvine.com/listings/101',
      postedAt: '2026-11-21',
      groups: ['North'],
    }),
    listing({
      id: '202',
      title: 'Aspen Row 202',
      address: address('202 Aspen Row', 'Eugene', '97401'),
      rent: { min: 1100, max: 1100 },
      beds: 1,
      baths: 1,
      availableNow: true,
      photos: [photo('aspen-1')],
      detailUrl: 'https://maple-court.rentvine.com/listings/202',
      postedAt: '2026-11-19',
      groups: ['South'],
    }),
    listing({
      id: '303',
      title: 'Willow Court 303',
      address: address('303 Willow Ct', 'Portland', '97217'),
      rent: { min: 1700, max: 1700 },
      beds: 3,
      baths: 2,
      availableDate: '2026-12-01',
      photos: [photo('willow-1')],
      detailUrl: 'https://maple-court.rentvine.com/listings/303',
      postedAt: '2026-11-18',
      groups: ['North', 'Downtown'],
    }),
  ],
};

/** Markup a hostile source could put in any text: it must reach the visitor as text. */
export const HOSTILE_TITLE = '<img src=x onerror="window.__pwned=1">Mallory & Co <b>Lofts</b>';
/** A script address in a text field the runtime could be tempted to make a link of. */
export const SCRIPT_LINK = 'javascript:window.__pwned=1';

export const HOSTILE_DATA: ListingsData = {
  source: 'appfolio',
  fetchedAt: '2026-11-25T08:00:00.000Z',
  listings: [
    listing({
      id: 'evil"><script>window.__pwned=1</script>',
      title: HOSTILE_TITLE,
      address: {
        street: HOSTILE_TITLE,
        street2: null,
        city: '</select><script>window.__pwned=1</script>',
        state: null,
        postalCode: null,
        full: `${HOSTILE_TITLE}, Nowhere`,
      },
      rent: { min: 1200, max: 1200 },
      beds: 1,
      baths: 1,
      availableNow: true,
      photos: [photo('hostile-1')],
      description: `</script><script>window.__pwned=1</script> Call ${SCRIPT_LINK}`,
      phone: SCRIPT_LINK,
      email: SCRIPT_LINK,
      detailUrl: page('https://mallory.appfolio.com', 'evil'),
    }),
  ],
};
