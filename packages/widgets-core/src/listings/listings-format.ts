// How a listing's figures read on a card and its page. Pure and locale-fixed (en-US, dollars), so
// the server's preview and the browser print the same text.
import type { Listing, ListingRent } from '@widgetry/contracts';

const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/** "$1,500", or "$1,500 – $1,700" for a range; '' when the rent is not given. */
export function formatRent(rent: ListingRent | null): string {
  if (rent === null) return '';
  return rent.min === rent.max ? money(rent.min) : `${money(rent.min)} – ${money(rent.max)}`;
}

/** "Studio", "1 Bed", "3 Beds"; '' when not given. */
export function formatBeds(beds: number | null): string {
  if (beds === null) return '';
  if (beds === 0) return 'Studio';
  return `${beds} ${beds === 1 ? 'Bed' : 'Beds'}`;
}

/** "1 Bath", "2.5 Baths"; '' when not given. */
export function formatBaths(baths: number | null): string {
  if (baths === null) return '';
  return `${baths} ${baths === 1 ? 'Bath' : 'Baths'}`;
}

/** "1,200 sq ft"; '' when not given. */
export function formatArea(squareFeet: number | null): string {
  return squareFeet === null ? '' : `${Math.round(squareFeet).toLocaleString('en-US')} sq ft`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Oct 1, 2026" for an ISO day (read as a calendar day, never shifted by a time zone). */
export function formatDay(day: string): string {
  const parts = DAY.exec(day);
  if (!parts) return '';
  return `${MONTHS[Number(parts[2]) - 1] ?? ''} ${Number(parts[3])}, ${parts[1]}`;
}

/** "Available Now", "Available Oct 1, 2026", or '' when the source does not say. */
export function formatAvailable(listing: Pick<Listing, 'availableNow' | 'availableDate'>): string {
  if (listing.availableNow) return 'Available Now';
  return listing.availableDate === null ? '' : `Available ${formatDay(listing.availableDate)}`;
}

/** The listing's name: its title, else its address, else its street. */
export function listingName(listing: Listing): string {
  return listing.title.trim() || listing.address.full.trim() || listing.address.street?.trim() || 'Rental listing';
}
