import { checkSourceUrl } from '../../fetcher/host-rules';
import { SourceFetchError } from '../../fetcher/source-fetcher';
import { appfolioHosts } from './appfolio-hosts';

// Which AppFolio listings page a widget reads. Every company's page is
// `https://{company}.appfolio.com/listings`, the whole list on one page; a property group narrows
// it with `filters[property_list]` (SOURCES.md). The address read is also the cache key, so two
// widgets of one company and group share one read, and a different group is its own source.

export const GROUP_PARAM = 'filters[property_list]';

export interface AppfolioListingsPage {
  /** `https://{company}.appfolio.com`, where detail, apply and showing links live. */
  origin: string;
  /** The group, '' for all the company's listings. */
  group: string;
  /** The page read, `{origin}/listings` with the group when there is one: the cache key too. */
  url: string;
}

/** The listings page of an address the customer gave (any page of the company's site) and a group; null when it is no AppFolio address. */
export function appfolioListingsPage(address: string, group: string): AppfolioListingsPage | null {
  let url: URL;
  try {
    url = checkSourceUrl(address.trim().replace(/^http:\/\//i, 'https://'), appfolioHosts);
  } catch (error) {
    if (error instanceof SourceFetchError) return null;
    throw error;
  }
  // The group typed into the widget wins; else one the pasted address already carries.
  const chosen = group.trim() || (url.searchParams.get(GROUP_PARAM) ?? '').trim();
  const page = new URL('/listings', url.origin);
  if (chosen !== '') page.searchParams.set(GROUP_PARAM, chosen);
  return { origin: url.origin, group: chosen, url: page.href };
}

/** The page a cache key names (the key is the page's address), for the background refresh. */
export function appfolioListingsPageOfKey(key: string): AppfolioListingsPage | null {
  let url: URL;
  try {
    url = new URL(key);
  } catch {
    return null;
  }
  return appfolioListingsPage(key, url.searchParams.get(GROUP_PARAM) ?? '');
}
