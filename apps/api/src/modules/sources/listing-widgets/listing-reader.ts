import type { Listing } from '@widgetry/contracts';
import { SOURCE_DEFINITIONS } from '../definition/registry';
import type { SourceFetcher } from '../fetcher/source-fetcher';
import type { ListingsResult } from '../listings/listing-result';
import type { SourceApiKeys } from '../review-widgets/review-reader';
import type { ListingSourceRef } from './listing-source-of';

/**
 * Reads one listing source through its definition (the safe fetcher underneath; tests script it).
 * `previous` is the last good read's list, which spares detail pages already read.
 */
export type ListingReader = (ref: ListingSourceRef, previous: readonly Listing[]) => Promise<ListingsResult>;

/** Reads a listing source through its definition's reads and the given fetcher (the safe fetcher in the app). */
export function createListingReader(fetcher: SourceFetcher, keys: SourceApiKeys = {}): ListingReader {
  return (ref, previous) => SOURCE_DEFINITIONS[ref.source].read(ref, { fetcher, apiKey: keys[ref.source], previous });
}
