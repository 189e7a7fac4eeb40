// The listings a runtime renders arrive over the network (GET /embed/:id, the preview), so they are
// read here structurally, without zod (a runtime bundle must stay small): a wrong shape gives null
// (the widget shows its skeletons), and a malformed listing is left out rather than guessed.
import type { Listing, ListingAddress, ListingRent, ListingSource, ListingsData } from '@widgetry/contracts';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): string | null => (isText(value) ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isText) : []);

function numberIn(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : null;
}

const booleanOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

function readRent(value: unknown): ListingRent | null {
  if (!isRecord(value)) return null;
  const min = numberIn(value.min, 0, Number.MAX_SAFE_INTEGER);
  const max = numberIn(value.max, 0, Number.MAX_SAFE_INTEGER);
  if (min === null || max === null) return null;
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

function readAddress(value: unknown): ListingAddress {
  const address = isRecord(value) ? value : {};
  return {
    street: textOrNull(address.street),
    street2: textOrNull(address.street2),
    city: textOrNull(address.city),
    state: textOrNull(address.state),
    postalCode: textOrNull(address.postalCode),
    full: textOrNull(address.full) ?? '',
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

type RenterFacts = Pick<Listing, 'parkingSpaces' | 'furnished' | 'virtualTourUrl' | 'utilitiesIncluded'>;

/** The renter facts a source may add (optional: data cached before them has none), each only when given. */
function readRenterFacts(value: Json): RenterFacts {
  const facts: RenterFacts = {};
  if (value.parkingSpaces !== undefined) {
    const spaces = numberIn(value.parkingSpaces, 0, 1000);
    facts.parkingSpaces = spaces !== null && Number.isInteger(spaces) ? spaces : null;
  }
  if (value.furnished !== undefined) facts.furnished = booleanOrNull(value.furnished);
  if (value.virtualTourUrl !== undefined) facts.virtualTourUrl = textOrNull(value.virtualTourUrl);
  if (value.utilitiesIncluded !== undefined) facts.utilitiesIncluded = texts(value.utilitiesIncluded);
  return facts;
}

/** One listing, or null when it has no id (nothing could name it in a link or the history). */
export function readListing(value: unknown): Listing | null {
  if (!isRecord(value) || !isText(value.id) || value.id === '') return null;
  const pets = isRecord(value.pets) ? value.pets : {};
  const available = textOrNull(value.availableDate);
  const posted = textOrNull(value.postedAt);
  return {
    id: value.id,
    title: textOrNull(value.title) ?? '',
    address: readAddress(value.address),
    rent: readRent(value.rent),
    beds: numberIn(value.beds, 0, 1000),
    baths: numberIn(value.baths, 0, 1000),
    squareFeet: numberIn(value.squareFeet, 0, Number.MAX_SAFE_INTEGER),
    availableDate: available !== null && ISO_DAY.test(available) ? available.slice(0, 10) : null,
    availableNow: value.availableNow === true,
    pets: { cats: booleanOrNull(pets.cats), dogs: booleanOrNull(pets.dogs), policy: textOrNull(pets.policy) },
    photos: texts(value.photos),
    description: textOrNull(value.description),
    terms: texts(value.terms),
    latitude: numberIn(value.latitude, -90, 90),
    longitude: numberIn(value.longitude, -180, 180),
    phone: textOrNull(value.phone),
    email: textOrNull(value.email),
    detailUrl: textOrNull(value.detailUrl),
    applyUrl: textOrNull(value.applyUrl),
    showingUrl: textOrNull(value.showingUrl),
    contactUrl: textOrNull(value.contactUrl),
    postedAt: posted !== null && ISO_DAY.test(posted) ? posted : null,
    groups: texts(value.groups),
    ...readRenterFacts(value),
  };
}

/**
 * `value` as ListingsData from `source`, or null when it is absent, of another shape or from
 * another source. Strings are kept as they are: the render escapes every text and passes every URL
 * through safeUrl, so nothing is cleaned here. Two listings with one id keep the first, so the id
 * names one listing in a deep link.
 */
export function readListingsData(value: unknown, source: ListingSource): ListingsData | null {
  if (!isRecord(value) || value.source !== source || !Array.isArray(value.listings)) return null;
  const seen = new Set<string>();
  const listings: Listing[] = [];
  for (const item of value.listings) {
    const listing = readListing(item);
    if (!listing || seen.has(listing.id)) continue;
    seen.add(listing.id);
    listings.push(listing);
  }
  return { source, listings, fetchedAt: textOrNull(value.fetchedAt) ?? '' };
}
