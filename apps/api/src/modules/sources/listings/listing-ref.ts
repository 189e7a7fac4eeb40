import type { ListingSource } from '@widgetry/contracts';

// What a listing source's definition reads for a widget. The cache key is what the source is read
// by, so widgets showing the same list share one read.

export interface ListingSourceRef {
  source: ListingSource;
  /** Identifies the cache row. */
  key: string;
  /** What the adapter reads. */
  url: string;
  /** The widget's Group ('' for all): in the key of a source that filters by group, else applied when served. */
  group: string;
}
