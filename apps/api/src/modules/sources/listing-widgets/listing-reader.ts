import type { Listing } from '@widgetry/contracts';
import type { SourceFetcher } from '../fetcher/source-fetcher';
import { fetchAppfolioListings } from '../listings/appfolio/appfolio.adapter';
import type { ListingsResult } from '../listings/listing-result';
import { fetchRentvineListings } from '../listings/rentvine/rentvine.adapter';
import type { ListingSourceRef } from './listing-source-of';

/**
 * Reads one listing source through its adapter (the safe fetcher underneath; tests script it).
 * `previous` is the last good read's list, which spares AppFolio's detail pages already read.
 */
export type ListingReader = (ref: ListingSourceRef, previous: readonly Listing[]) => Promise<ListingsResult>;

/** Reads a listing source through its adapter and the given fetcher (the safe fetcher in the app). */
export function createListingReader(fetcher: SourceFetcher): ListingReader {
  return (ref, previous) => {
    switch (ref.source) {
      case 'appfolio':
        return fetchAppfolioListings({ url: ref.url, group: ref.group, previous }, { fetcher });
      case 'rentvine':
        return fetchRentvineListings({ url: ref.url }, { fetcher });
    }
  };
}
