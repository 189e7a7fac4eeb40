// What a visitor asks of the list (the filters the widget shows, and the sort), applied in the
// browser to the listings already loaded: no reload, no request. Pure, so it is tested without a DOM.
import type { Listing } from '@widgetry/contracts';
import { DOGS_FILTER_VALUES, LISTING_SORT_VALUES, type ListingSort } from '@widgetry/contracts/constants';

export type DogsChoice = (typeof DOGS_FILTER_VALUES)[number];

/** The visitor's choices; an empty or null field does not filter. */
export interface ListingQuery {
  search: string;
  minRent: number | null;
  maxRent: number | null;
  /** At least this many bedrooms (0: studios too, i.e. any). */
  beds: number | null;
  baths: number | null;
  city: string;
  zip: string;
  /** Only homes that allow cats. */
  cats: boolean;
  /**
   * large: dogs allowed without a small-dogs-only rule; small: dogs allowed; no: homes without
   * dogs (for a visitor with allergies); '' any.
   */
  dogs: DogsChoice | '';
  /** ISO day the visitor wants to move in; homes available by then. */
  moveIn: string;
  sort: ListingSort;
}

export const EMPTY_QUERY: ListingQuery = {
  search: '',
  minRent: null,
  maxRent: null,
  beds: null,
  baths: null,
  city: '',
  zip: '',
  cats: false,
  dogs: '',
  moveIn: '',
  sort: 'date_posted',
};

const sorts: readonly string[] = LISTING_SORT_VALUES;
/** Whether `value` is one of the spec's sort options (spec 001 §9). */
export const isListingSort = (value: unknown): value is ListingSort =>
  typeof value === 'string' && sorts.includes(value);

const dogsChoices: readonly string[] = DOGS_FILTER_VALUES;
export const isDogsChoice = (value: unknown): value is DogsChoice =>
  typeof value === 'string' && dogsChoices.includes(value);

const SMALL_DOGS_ONLY = /small\s+dogs?\s+only|dogs?\s+under\s+\d+|no\s+large\s+dogs?/i;

function dogsMatch(listing: Listing, dogs: DogsChoice | ''): boolean {
  const { pets } = listing;
  switch (dogs) {
    case '':
      return true;
    case 'no':
      return pets.dogs === false;
    case 'small':
      return pets.dogs === true;
    case 'large':
      return pets.dogs === true && !SMALL_DOGS_ONLY.test(pets.policy ?? '');
  }
}

/** Whether the listing can be moved into on `day` (available now, or from a day no later). */
export function availableBy(listing: Listing, day: string): boolean {
  if (listing.availableNow) return true;
  return listing.availableDate !== null && listing.availableDate <= day;
}

function matches(listing: Listing, query: ListingQuery): boolean {
  const search = query.search.trim().toLowerCase();
  if (search !== '') {
    const haystack = [listing.title, listing.address.full, listing.address.city, listing.address.postalCode]
      .join(' ')
      .toLowerCase();
    if (!haystack.includes(search)) return false;
  }
  const { rent } = listing;
  // A range rent matches when any of its range fits the visitor's bounds.
  if (query.minRent !== null && (rent === null || rent.max < query.minRent)) return false;
  if (query.maxRent !== null && (rent === null || rent.min > query.maxRent)) return false;
  if (query.beds !== null && query.beds > 0 && (listing.beds === null || listing.beds < query.beds)) return false;
  if (query.baths !== null && query.baths > 0 && (listing.baths === null || listing.baths < query.baths)) return false;
  if (query.city !== '' && (listing.address.city ?? '').toLowerCase() !== query.city.toLowerCase()) return false;
  const zip = query.zip.trim();
  if (zip !== '' && !(listing.address.postalCode ?? '').startsWith(zip)) return false;
  if (query.cats && listing.pets.cats !== true) return false;
  if (!dogsMatch(listing, query.dogs)) return false;
  if (query.moveIn !== '' && !availableBy(listing, query.moveIn)) return false;
  return true;
}

type Key = (listing: Listing) => number | string | null;

const postedKey: Key = (listing) => listing.postedAt;
const rentLow: Key = (listing) => listing.rent?.min ?? null;
const rentHigh: Key = (listing) => listing.rent?.max ?? null;
const bedsKey: Key = (listing) => listing.beds;
// Available now sorts before any day; the empty string is less than every ISO day.
const availableKey: Key = (listing) => (listing.availableNow ? '' : listing.availableDate);

const ORDERS: Readonly<Record<ListingSort, { key: Key; descending: boolean }>> = {
  date_posted: { key: postedKey, descending: true },
  rent_asc: { key: rentLow, descending: false },
  rent_desc: { key: rentHigh, descending: true },
  bedrooms_asc: { key: bedsKey, descending: false },
  bedrooms_desc: { key: bedsKey, descending: true },
  availability: { key: availableKey, descending: false },
};

/** The listings in `sort` order; a listing without the value sorts last, ties keep the source's order. */
export function sortListings(listings: readonly Listing[], sort: ListingSort): Listing[] {
  const { key, descending } = ORDERS[sort];
  return listings
    .map((listing, index) => ({ listing, index, value: key(listing) }))
    .sort((a, b) => {
      if (a.value === b.value) return a.index - b.index;
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      const order = a.value < b.value ? -1 : 1;
      return descending ? -order : order;
    })
    .map((entry) => entry.listing);
}

/** The listings the visitor asked for, in the order asked. */
export function queryListings(listings: readonly Listing[], query: ListingQuery): Listing[] {
  return sortListings(
    listings.filter((listing) => matches(listing, query)),
    query.sort,
  );
}

/** The cities of the listings, each once, sorted, for the city filter. */
export function listingCities(listings: readonly Listing[]): string[] {
  const cities = new Set<string>();
  for (const listing of listings) {
    const city = listing.address.city?.trim();
    if (city) cities.add(city);
  }
  return [...cities].sort((a, b) => a.localeCompare(b));
}
