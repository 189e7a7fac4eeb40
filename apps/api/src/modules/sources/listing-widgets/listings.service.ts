import { type ListingsData, listingsDataSchema, sourceIdsOf } from '@widgetry/contracts';
import { LISTINGS_LEASE_MS } from '../cache/refresh-policy';
import { SOURCE_DEFINITIONS } from '../definition/registry';
import {
  type Cached,
  createSourceDataService,
  type SourceDataDeps,
  type SourceKindPipeline,
} from '../pipeline/source-data.service';
import type { ListingReader } from './listing-reader';
import { type ListingSourceRef, listingSourceOfRow } from './listing-source-of';

// The listing kind of the one source pipeline (pipeline/source-data.service.ts). Unlike reviews,
// each good read REPLACES the list (a unit that was let is gone from the source and must go from
// the widget too); a failed read keeps the last good list, so a source that blocks us for a while
// leaves the widget as it was rather than empty.

/** The cached listings of a source (in a widget's group), and how it stands (the last read's outcome, the last good read). */
export type CachedListings = Cached<ListingsData>;

export const LISTINGS_PIPELINE: SourceKindPipeline<ListingSourceRef, ListingsData, ListingsData> = {
  kind: 'listings',
  sources: sourceIdsOf('listings'),
  leaseMs: LISTINGS_LEASE_MS,
  wanted: () => 0,
  refOfRow: listingSourceOfRow,
  stored: (data) => ({ data, reviews: [], count: data.listings.length }),
  async served(row, ref) {
    const data = listingsDataSchema.safeParse(row.data);
    if (!data.success || data.data.source !== ref.source) return null;
    // A source read once for several widgets narrows the list to this one's (its definition's servedFor).
    const served = SOURCE_DEFINITIONS[ref.source].servedFor(data.data, ref);
    // The list's time is the row's: when it was last read (or seeded), whatever the stored copy says.
    return { ...served, fetchedAt: row.fetchedAt.toISOString() };
  },
};

export interface ListingsServiceDeps extends Omit<SourceDataDeps<ListingSourceRef, ListingsData>, 'read'> {
  read: ListingReader;
}

export function createListingsService({ read, ...deps }: ListingsServiceDeps) {
  return createSourceDataService(LISTINGS_PIPELINE, {
    ...deps,
    // The last good list spares detail pages already read.
    read: (ref, leased) => {
      const before = listingsDataSchema.safeParse(leased.data);
      return read(ref, before.success && before.data.source === ref.source ? before.data.listings : []);
    },
  });
}
export type ListingsService = ReturnType<typeof createListingsService>;
