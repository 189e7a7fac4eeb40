import { LISTINGS_REFRESH } from '../../cache/refresh-policy';
import { defineSource } from '../../definition/define-source';
import type { SourceRead } from '../../definition/source-reads';
import type { ListingSourceRef } from '../listing-ref';
import type { ListingsResult } from '../listing-result';
import { type AppfolioListingsInput, fetchAppfolioListings } from './appfolio.adapter';
import { appfolioListingsPage, appfolioListingsPageOfKey } from './appfolio-address';
import { parseAppfolioDetail } from './appfolio-detail';
import { appfolioHosts } from './appfolio-hosts';
import { parseAppfolioPage } from './appfolio-page';

// AppFolio filters by group itself, so the key is the listings page with the group: each group is its own list.
/** Its one read: the public listings (it has no official API we read). */
const READS: readonly SourceRead<AppfolioListingsInput, ListingsResult>[] = [
  { via: 'page', read: fetchAppfolioListings },
];

export const appfolioSource = defineSource({
  id: 'appfolio',
  hosts: appfolioHosts,
  referenceOf: (settings) => settings.appfolioUrl,
  refOf: (settings): ListingSourceRef | null => {
    if (settings.appfolioUrl.trim() === '') return null;
    const page = appfolioListingsPage(settings.appfolioUrl, settings.group);
    return page && { source: 'appfolio', key: page.url, url: page.url, group: page.group };
  },
  refOfRow: (row): ListingSourceRef | null => {
    const page = appfolioListingsPageOfKey(row.sourceKey);
    return page && { source: 'appfolio', key: row.sourceKey, url: page.url, group: page.group };
  },
  reads: READS,
  inputOf: (ref, { previous }) => ({ url: ref.url, group: ref.group, previous }),
  parsers: { page: parseAppfolioPage, detail: parseAppfolioDetail },
  refresh: LISTINGS_REFRESH,
  fixtures: new URL('./fixtures/', import.meta.url),
  example: { appfolioUrl: 'https://acme.appfolio.com/listings' },
});
