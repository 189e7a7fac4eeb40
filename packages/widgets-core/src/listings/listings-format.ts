// How a listing's figures read on a card and its page, in the widget's language (issue 32): rents
// in US dollars through Intl, counts as the language's plurals, days through Intl dates. Pure: the
// server's preview and the browser print the same text for the same language.
import type { Listing, ListingRent } from '@widgetry/contracts';
import type { I18n } from '../i18n/messages';
import type { ListingsMessages } from './i18n/en';

/** What the listing markup reads every text and figure through. */
export type ListingsI18n = I18n<ListingsMessages>;

const DOLLARS: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 };

/** "$1,500", or "$1,500 – $1,700" for a range; '' when the rent is not given. */
export function formatRent(rent: ListingRent | null, i18n: ListingsI18n): string {
  if (rent === null) return '';
  const min = i18n.number(rent.min, DOLLARS);
  return rent.min === rent.max ? min : i18n.t('rentRange', { min, max: i18n.number(rent.max, DOLLARS) });
}

/** "Studio", "1 Bed", "3 Beds"; '' when not given. */
export function formatBeds(beds: number | null, i18n: ListingsI18n): string {
  if (beds === null) return '';
  return beds === 0 ? i18n.t('studio') : i18n.plural('bedCount', beds);
}

/** "1 Bath", "2.5 Baths"; '' when not given. */
export function formatBaths(baths: number | null, i18n: ListingsI18n): string {
  return baths === null ? '' : i18n.plural('bathCount', baths);
}

/** "1,200 sq ft"; '' when not given. */
export function formatArea(squareFeet: number | null, i18n: ListingsI18n): string {
  return squareFeet === null ? '' : i18n.t('area', { area: i18n.number(Math.round(squareFeet)) });
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };

/** "Oct 1, 2026" for an ISO day (read as a calendar day, never shifted by a time zone). */
export function formatDay(day: string, i18n: ListingsI18n): string {
  const parts = DAY.exec(day);
  if (!parts) return '';
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return Number.isNaN(date.getTime()) ? '' : i18n.date(date, DAY_FORMAT);
}

/** "Available Now", "Available Oct 1, 2026", or '' when the source does not say. */
export function formatAvailable(listing: Pick<Listing, 'availableNow' | 'availableDate'>, i18n: ListingsI18n): string {
  if (listing.availableNow) return i18n.t('availableNow');
  const day = listing.availableDate === null ? '' : formatDay(listing.availableDate, i18n);
  return day === '' ? '' : i18n.t('availableOn', { date: day });
}

/**
 * The listing's name: its title, else its address, else its street, else `fallback` (the
 * catalogue's "Rental listing" in the markup; English where no language applies, as in JSON-LD).
 */
export function listingName(listing: Listing, fallback = 'Rental listing'): string {
  return listing.title.trim() || listing.address.full.trim() || listing.address.street?.trim() || fallback;
}
