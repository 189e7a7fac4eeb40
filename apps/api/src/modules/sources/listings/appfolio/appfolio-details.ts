import type { Listing } from '@widgetry/contracts';
import type { SourceFetcher } from '../../fetcher/source-fetcher';
import { fetchSource, HTML_HEADERS } from '../../reviews/source-request';
import { mapLimited } from '../bounded-map';
import { type AppfolioDetail, parseAppfolioDetail, withDetail } from './appfolio-detail';
import { appfolioHosts } from './appfolio-hosts';

// Each listing's detail page adds its gallery, description and terms. The list is read hourly, but
// a detail page rarely changes, so one already read is read again once a day (in an hour of its
// own, spreading the reads) and a new listing at once: a company's site sees about one request an
// hour plus its new listings, not one per listing per hour.

/** Detail pages read per refresh: past it, a listing keeps what it had (or its card data). */
export const APPFOLIO_MAX_DETAILS = 40;
/** Detail pages read at once: a refresh is one visitor's worth of load on the company's site. */
export const APPFOLIO_DETAIL_CONCURRENCY = 3;

/** The hour of the day (UTC) a known listing's detail page is read again, from its id. */
export function detailHour(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 24;
  return hash;
}

/** What an earlier read took from a listing's detail page, to add to today's card. */
function knownDetail(listing: Listing): AppfolioDetail {
  return {
    photos: listing.photos,
    description: listing.description,
    terms: listing.terms,
    addressLine: null,
    rent: null,
    phone: listing.phone,
    contactUrl: listing.contactUrl,
  };
}

export interface DetailsInput {
  /** The cards of this read, in the page's order. */
  listings: readonly Listing[];
  /** The listings of the last good read (with their details), by which known ones are recognised. */
  previous: readonly Listing[];
  origin: string;
  now: Date;
}

/**
 * The cards with their details: new listings' and those whose hour it is read now (at most
 * APPFOLIO_MAX_DETAILS, a few at a time), the others' taken from the last read. A detail page that
 * fails leaves its listing as it was: the list is still good data.
 */
export async function withDetails(
  { listings, previous, origin, now }: DetailsInput,
  fetcher: SourceFetcher,
): Promise<Listing[]> {
  const known = new Map(previous.map((listing) => [listing.id, listing]));
  const hour = now.getUTCHours();
  const due = listings
    .filter((listing) => listing.detailUrl?.startsWith(`${origin}/`))
    .filter((listing) => !known.has(listing.id) || detailHour(listing.id) === hour)
    .slice(0, APPFOLIO_MAX_DETAILS);
  const read = await mapLimited(due, APPFOLIO_DETAIL_CONCURRENCY, async (listing) => {
    const fetched = await fetchSource(
      fetcher,
      { url: listing.detailUrl ?? '', allow: appfolioHosts, headers: { ...HTML_HEADERS } },
      `AppFolio detail ${listing.id}`,
    );
    return [listing.id, fetched.ok ? parseAppfolioDetail(fetched.response.body, origin) : null] as const;
  });
  const details = new Map(read);
  return listings.map((listing) => {
    const detail = details.get(listing.id);
    if (detail) return withDetail(listing, detail);
    const before = known.get(listing.id);
    return before ? withDetail(listing, knownDetail(before)) : listing;
  });
}
