// Listings for tests, in the normalised shape (ListingsData) the API hands the runtimes: several
// listings (a range rent, a studio, one with most fields missing) and a hostile one. Test-only.
import type { Listing, ListingSource, ListingsData } from '@widgetry/contracts';

/** Where the fixture's photos live; browser tests swap it for a local image host. */
export const FIXTURE_IMAGE_ORIGIN = 'https://img.example';

/** A normalised listing with every field absent but `id`, `title` and the `fields` given. */
export function listing(fields: Partial<Listing> & Pick<Listing, 'id' | 'title'>): Listing {
  return {
    address: { street: null, street2: null, city: null, state: null, postalCode: null, full: '' },
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
    detailUrl: null,
    applyUrl: null,
    showingUrl: null,
    contactUrl: null,
    postedAt: null,
    groups: [],
    ...fields,
  };
}

const photo = (name: string) => `${FIXTURE_IMAGE_ORIGIN}/${name}.jpg`;

/** Four listings: Maple Court (2 bd, $1,500), Cedar House (range, 3 bd, small dogs), Loft 9 (studio), Salem lot (bare). */
export function listingsFixture(source: ListingSource): ListingsData {
  return {
    source,
    fetchedAt: '2026-11-25T08:00:00Z',
    listings: [
      listing({
        id: 'maple-2b',
        title: 'Maple Court 2B',
        address: {
          street: '12 Maple St',
          street2: 'Apt 2B',
          city: 'Portland',
          state: 'OR',
          postalCode: '97201',
          full: '12 Maple St Apt 2B, Portland, OR 97201',
        },
        rent: { min: 1500, max: 1500 },
        beds: 2,
        baths: 1,
        squareFeet: 900,
        availableNow: true,
        pets: { cats: true, dogs: true, policy: 'Cats and dogs welcome' },
        photos: [photo('maple-1'), photo('maple-2'), photo('maple-3')],
        description: 'Bright corner unit with a balcony.',
        terms: ['12 month lease'],
        latitude: 45.52,
        longitude: -122.68,
        phone: '(503) 555-0100',
        email: 'leasing@maple.example',
        detailUrl: 'https://pm.example/listings/maple-2b',
        applyUrl: 'https://pm.example/apply/maple-2b',
        showingUrl: 'https://pm.example/showing/maple-2b',
        postedAt: '2026-11-20T10:00:00Z',
      }),
      listing({
        id: 'cedar-house',
        title: 'Cedar House',
        address: {
          street: '400 Cedar Ave',
          street2: null,
          city: 'Beaverton',
          state: 'OR',
          postalCode: '97005',
          full: '400 Cedar Ave, Beaverton, OR 97005',
        },
        rent: { min: 1800, max: 2100 },
        beds: 3,
        baths: 2.5,
        availableDate: '2026-12-15',
        pets: { cats: false, dogs: true, policy: 'Small dogs only' },
        photos: [photo('cedar-1')],
        latitude: 45.48,
        longitude: -122.8,
        detailUrl: 'https://pm.example/listings/cedar-house',
        applyUrl: 'https://pm.example/apply/cedar-house',
        postedAt: '2026-11-10',
      }),
      listing({
        id: 'loft-9',
        title: 'Loft 9',
        address: {
          street: '9 Pearl Blvd',
          street2: null,
          city: 'Portland',
          state: 'OR',
          postalCode: '97209',
          full: '9 Pearl Blvd, Portland, OR 97209',
        },
        rent: { min: 950, max: 950 },
        beds: 0,
        baths: 1,
        availableDate: '2027-01-01',
        pets: { cats: true, dogs: false, policy: 'Cats only' },
        photos: [photo('loft-1')],
        detailUrl: 'https://pm.example/listings/loft-9',
        postedAt: '2026-11-22T09:00:00Z',
      }),
      listing({
        id: 'salem-lot',
        title: '',
        address: {
          street: '1 Mill Rd',
          street2: null,
          city: 'Salem',
          state: 'OR',
          postalCode: '97301',
          full: '1 Mill Rd, Salem, OR 97301',
        },
      }),
    ],
  };
}

/** The text and links a hostile source could carry: markup in every text, script links. */
export const HOSTILE_LISTING_TEXT = '<img src=x onerror="window.__pwned=1">Hostile & Co';

export function hostileListingsFixture(source: ListingSource): ListingsData {
  return {
    source,
    fetchedAt: '2026-11-25T08:00:00Z',
    listings: [
      listing({
        id: 'evil"><script>window.__pwned=1</script>',
        title: HOSTILE_LISTING_TEXT,
        address: {
          street: HOSTILE_LISTING_TEXT,
          street2: null,
          city: '</select><script>window.__pwned=1</script>',
          state: null,
          postalCode: null,
          full: `${HOSTILE_LISTING_TEXT}, Nowhere`,
        },
        rent: { min: 1200, max: 1200 },
        beds: 1,
        baths: 1,
        availableNow: true,
        photos: ['javascript:window.__pwned=1', photo('ok')],
        description: '</script><script>window.__pwned=1</script>',
        phone: 'javascript:window.__pwned=1',
        detailUrl: 'javascript:window.__pwned=1',
        applyUrl: 'javascript:window.__pwned=1',
        showingUrl: 'data:text/html,<script>window.__pwned=1</script>',
        contactUrl: 'javascript:window.__pwned=1',
      }),
    ],
  };
}
