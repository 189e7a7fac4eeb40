import type { Listing } from '@widgetry/contracts';
import { challengeIn, fetchSource, HTML_HEADERS, pageWithoutData } from '../../reviews/source-request';
import {
  failure,
  type ListingAdapterDeps,
  type ListingsResult,
  layoutChanged,
  listingsResult,
} from '../listing-result';
import { appfolioListingsPage } from './appfolio-address';
import { withDetails } from './appfolio-details';
import { appfolioHosts } from './appfolio-hosts';
import { parseAppfolioPage } from './appfolio-page';

export interface AppfolioListingsInput {
  /** The widget's Listings URL, `https://{company}.appfolio.com/listings`. */
  url: string;
  /** The widget's Group ('' for all listings). */
  group: string;
  /** The last good read's listings, whose detail pages need not all be read again. */
  previous?: readonly Listing[];
}

/** A final address that is AppFolio's page-not-found, where a company that left is sent. */
const NOT_FOUND_PAGE = /page[-_]?not[-_]?found/i;

/** The company's listings (in the page's order, newest first) with what each one's detail page adds. */
export async function fetchAppfolioListings(
  input: AppfolioListingsInput,
  { fetcher, now = () => new Date() }: ListingAdapterDeps,
): Promise<ListingsResult> {
  const page = appfolioListingsPage(input.url, input.group);
  if (!page)
    return failure('not-a-profile', 'not an AppFolio listings address (https://{company}.appfolio.com/listings)');
  const what = 'AppFolio listings page';
  const fetched = await fetchSource(
    fetcher,
    { url: page.url, allow: appfolioHosts, headers: { ...HTML_HEADERS } },
    what,
  );
  if (!fetched.ok) return fetched;
  const { body, url: finalUrl } = fetched.response;
  if (NOT_FOUND_PAGE.test(new URL(finalUrl).pathname)) return failure('not-found', `${what} redirected to ${finalUrl}`);
  const parsed = parseAppfolioPage(body, page);
  switch (parsed.kind) {
    case 'left':
      return failure('not-found', `${what} redirects to a page-not-found address: the company left AppFolio`);
    case 'unreadable':
      return pageWithoutData(body, what, 'listings data');
    case 'changed': {
      const challenge = challengeIn(body);
      return challenge
        ? failure('blocked', `${what} answered a ${challenge}`)
        : layoutChanged(`${what} changed: ${parsed.why}`);
    }
    case 'no-vacancies':
      return listingsResult('appfolio', [], now());
    case 'listings': {
      const readAt = now();
      const previous = input.previous ?? [];
      const listings = await withDetails(
        { listings: parsed.listings, previous, origin: page.origin, now: readAt },
        fetcher,
      );
      return listingsResult('appfolio', listings, readAt);
    }
  }
}
