import { LISTINGS_REFRESH } from '../../cache/refresh-policy';
import { defineSource } from '../../definition/define-source';
import type { SourceRead } from '../../definition/source-reads';
import { inGroup } from '../listing-group';
import type { ListingSourceRef } from '../listing-ref';
import type { ListingsResult } from '../listing-result';
import { fetchRentvineListings, type RentvineListingsInput } from './rentvine.adapter';
import { rentvineCompany } from './rentvine-address';
import { rentvineHosts } from './rentvine-hosts';
import { parseRentvineListing } from './rentvine-listing';

// The key is the company's public listings JSON: one list for the company, whose groups are applied
// when the list is served, so every group of a company shares one read.
/** Its one read: the public listings (it has no official API we read). */
const READS: readonly SourceRead<RentvineListingsInput, ListingsResult>[] = [
  { via: 'page', read: fetchRentvineListings },
];

export const rentvineSource = defineSource({
  id: 'rentvine',
  hosts: rentvineHosts,
  referenceOf: (settings) => settings.rentvineUrl,
  refOf: (settings): ListingSourceRef | null => {
    if (settings.rentvineUrl.trim() === '') return null;
    const company = rentvineCompany(settings.rentvineUrl);
    return company && { source: 'rentvine', key: company.apiUrl, url: company.origin, group: settings.group.trim() };
  },
  refOfRow: (row): ListingSourceRef | null => {
    const company = rentvineCompany(row.sourceKey);
    return company && { source: 'rentvine', key: row.sourceKey, url: company.origin, group: '' };
  },
  reads: READS,
  inputOf: (ref) => ({ url: ref.url }),
  servedFor: (data, ref) => ({ ...data, listings: inGroup(data.listings, ref.group) }),
  parsers: { listing: parseRentvineListing },
  refresh: LISTINGS_REFRESH,
  fixtures: new URL('./fixtures/', import.meta.url),
  example: { rentvineUrl: 'https://acme.rentvine.com/' },
});
