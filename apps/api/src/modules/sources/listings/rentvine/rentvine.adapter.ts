import { at, isRecord } from '../../reviews/review-values';
import { challengeIn, fetchSource, parseJson } from '../../reviews/source-request';
import { failure, type ListingAdapterDeps, type ListingsResult, listingsResult } from '../listing-result';
import { rentvineCompany } from './rentvine-address';
import { rentvineHosts } from './rentvine-hosts';
import { flag, parseRentvineListing } from './rentvine-listing';

export interface RentvineListingsInput {
  /** The widget's Rentvine URL, any page of `https://{company}.rentvine.com`. */
  url: string;
}

/**
 * Every active listing of the company, newest first. Rentvine has no server-side filters, sort
 * or paging (SOURCES.md): groups are applied where the data is served, sorting in the widget.
 */
export async function fetchRentvineListings(
  input: RentvineListingsInput,
  { fetcher, now = () => new Date() }: ListingAdapterDeps,
): Promise<ListingsResult> {
  const company = rentvineCompany(input.url);
  if (!company) return failure('not-a-profile', 'not a Rentvine address (https://{company}.rentvine.com/…)');
  const what = 'Rentvine listings';
  const fetched = await fetchSource(
    fetcher,
    { url: company.apiUrl, allow: rentvineHosts, headers: { accept: 'application/json' } },
    what,
  );
  if (!fetched.ok) return fetched;
  const json = parseJson(fetched.response.body);
  if (!Array.isArray(json)) {
    const challenge = challengeIn(fetched.response.body);
    return failure('blocked', challenge ? `${what} answered a ${challenge}` : `${what} answered no listings array`);
  }
  const readAt = now();
  const today = readAt.toISOString().slice(0, 10);
  const listings = json.flatMap((element) => {
    const listing = parseRentvineListing(element, company, today);
    return listing ? [listing] : [];
  });
  // Newest first, as a listings page is: the widget's "date posted" sort starts from the source's order.
  listings.sort((a, b) => (b.postedAt ?? '').localeCompare(a.postedAt ?? ''));
  // Active listings were there but none could be read: a reworked answer, not "no vacancies".
  const active = json.filter((element) => isRecord(element) && flag(at(element, 'listing', 'isActive')) !== false);
  if (listings.length === 0 && active.length > 0) {
    return failure('blocked', `${what} held ${active.length} active listings and none could be read`);
  }
  return listingsResult('rentvine', listings, readAt);
}
