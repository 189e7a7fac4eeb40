import type { Listing } from '@widgetry/contracts';
import { at, httpUrl, isRecord, numeric } from '../../reviews/review-values';
import { coordinate, fullAddress, isoDayOf, paragraphs, squeezed } from '../listing-values';
import type { RentvineCompany } from './rentvine-address';

// One element of Rentvine's public listings JSON (SOURCES.md): every value a string, booleans
// "1"/"0", empty values null. Each field is read on its own, so a renamed or missing one only
// loses itself; an element without a listing id or an address is skipped.

/** Rentvine's "1"/"0" (numbers and booleans too, in case a release sends them); null otherwise. */
export function flag(value: unknown): boolean | null {
  if (value === '1' || value === 1 || value === true) return true;
  if (value === '0' || value === 0 || value === false) return false;
  return null;
}

/** A whole id ("123") as text; null otherwise. */
function idOf(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : squeezed(value);
  return text !== null && /^\d{1,20}$/.test(text) ? text : null;
}

/** A count ≥ 0 ("2", "1.5"); null otherwise. */
function amount(value: unknown): number | null {
  const n = numeric(value);
  return n !== null && n >= 0 ? n : null;
}

/** `propertyGroups.names`: a comma-separated string, or a list in case a release sends one. */
export function groupNames(value: unknown): string[] {
  const names = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(names.flatMap((name) => squeezed(name) ?? []))];
}

/** Baths: full plus half of the halves when given, else the unit's own total. */
function bathsOf(unit: unknown): number | null {
  const full = amount(at(unit, 'fullBaths'));
  const half = amount(at(unit, 'halfBaths'));
  if (full !== null) return full + 0.5 * (half ?? 0);
  return amount(at(unit, 'baths'));
}

/** The available day; a day already past (or today) reads as available now. */
function availability(value: unknown, today: string) {
  const day = isoDayOf(value);
  if (day === null) return { availableDate: null, availableNow: false };
  return day <= today ? { availableDate: null, availableNow: true } : { availableDate: day, availableNow: false };
}

/** `dateTimeCreated` ("2026-09-01 14:03:00", no zone): its day, since guessing the zone could move it. */
function postedAtOf(value: unknown): string | null {
  return isoDayOf(value);
}

/** A field of the listing, else of its unit: Rentvine has moved fields between the two before. */
function listingField(element: Record<string, unknown>, name: string): unknown {
  return at(element.listing, name) ?? at(element.unit, name);
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 });

/** The deposit as a term: its description (labelled, unless it names itself), else the unit's amount. */
function depositTerm(element: Record<string, unknown>): string | null {
  const text = squeezed(listingField(element, 'depositDescription'));
  if (text !== null) return /\bdeposit\b/i.test(text) ? text : `Deposit: ${text}`;
  const sum = amount(at(element.unit, 'deposit'));
  return sum !== null && sum > 0 ? `Deposit: ${DOLLARS.format(sum)}` : null;
}

/** The lease terms a renter asks about: the lease description as written, then the deposit. */
function termsOf(element: Record<string, unknown>): string[] {
  return [squeezed(listingField(element, 'leaseDescription')), depositTerm(element)].filter((term) => term !== null);
}

const INCLUDED_FLAG = /^is([A-Z][A-Za-z]*)Included$/;

/** The utilities whose `is{Name}Included` flag is "1", named as a renter reads them ("PestControl" → "Pest Control"). */
function utilitiesOf(element: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const part of [element.listing, element.unit]) {
    if (!isRecord(part)) continue;
    for (const [key, value] of Object.entries(part)) {
      const name = INCLUDED_FLAG.exec(key)?.[1]?.replace(/([a-z])([A-Z])/g, '$1 $2');
      if (name && flag(value) === true && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** A count of parking spaces: a whole number ≥ 0. */
function parkingOf(value: unknown): number | null {
  const n = amount(value);
  return n !== null && Number.isInteger(n) ? n : null;
}

export function parseRentvineListing(element: unknown, company: RentvineCompany, today: string): Listing | null {
  if (!isRecord(element)) return null;
  const unit = element.unit;
  const property = element.property;
  const listing = element.listing;
  const id = idOf(at(listing, 'propertyListingID'));
  if (id === null || flag(at(listing, 'isActive')) === false) return null;
  const parts = {
    street: squeezed(at(unit, 'address')) ?? squeezed(at(property, 'address')),
    street2: squeezed(at(unit, 'address2')),
    city: squeezed(at(unit, 'city')) ?? squeezed(at(property, 'city')),
    state: squeezed(at(unit, 'stateID')) ?? squeezed(at(property, 'stateID')),
    postalCode: squeezed(at(unit, 'postalCode')) ?? squeezed(at(property, 'postalCode')),
  };
  const full = fullAddress(parts);
  if (full === null) return null;
  const rent = amount(at(unit, 'rent')) ?? amount(at(unit, 'marketRent'));
  const unitId = idOf(at(unit, 'unitID'));
  const latitude = coordinate(at(unit, 'latitude'), 90);
  const longitude = coordinate(at(unit, 'longitude'), 180);
  const placed = latitude !== null && longitude !== null && !(latitude === 0 && longitude === 0);
  const detailUrl = `${company.origin}/public/listings/${id}`;
  const photo =
    httpUrl(at(element, 'image', 'large'), company.origin) ?? httpUrl(at(element, 'image', 'small'), company.origin);
  return {
    id,
    title: squeezed(at(listing, 'headline')) ?? squeezed(at(property, 'name')) ?? full,
    address: { ...parts, full },
    rent: rent === null ? null : { min: rent, max: rent },
    beds: amount(at(unit, 'beds')),
    baths: bathsOf(unit),
    squareFeet: amount(at(unit, 'size')),
    ...availability(at(listing, 'availabilityDate'), today),
    pets: {
      cats: flag(at(listing, 'acceptCats')),
      dogs: flag(at(listing, 'acceptDogs')),
      policy: squeezed(at(listing, 'petDescription')),
    },
    photos: photo ? [photo] : [],
    description: paragraphs(at(listing, 'description')),
    terms: termsOf(element),
    latitude: placed ? latitude : null,
    longitude: placed ? longitude : null,
    phone: squeezed(at(listing, 'phone')),
    email: squeezed(at(listing, 'email')),
    detailUrl,
    applyUrl:
      httpUrl(at(listing, 'applicationUrl'), company.origin) ??
      httpUrl(at(listing, 'defaultApplicationUrl'), company.origin) ??
      (unitId ? `${company.origin}/public/apply?unitID=${unitId}` : null),
    // Rentvine's listing page is where a visitor books a showing and contacts the manager.
    showingUrl: null,
    contactUrl: detailUrl,
    postedAt: postedAtOf(at(listing, 'dateTimeCreated')),
    groups: groupNames(at(element, 'propertyGroups', 'names')),
    parkingSpaces: parkingOf(listingField(element, 'parkingSpaces')),
    furnished: flag(listingField(element, 'isFurnished')),
    // An absolute http(s) address only: a tour is another site, never a path on Rentvine's.
    virtualTourUrl: httpUrl(listingField(element, 'virtualTour')),
    utilitiesIncluded: utilitiesOf(element),
  };
}
