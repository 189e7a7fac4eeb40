import type { ReviewSource } from '@widgetry/contracts';

// What a review source's definition reads for a widget. Widgets that point at the same profile
// share one cache row, so the key is the address as the source means it: the host lowercased, no
// query, fragment or trailing slash, or the business id of a source keyed by one.

export interface ReviewSourceRef {
  source: ReviewSource;
  /** Identifies the cache row. */
  key: string;
  /** What the adapter reads: the profile or business address. */
  url: string;
  /** The business id, for a source keyed by one. */
  businessId?: string;
  /** How many reviews to keep at hand for this widget. */
  wanted: number;
}

/** The address without what does not change the page: a key for the cache; null when not an address. */
export function sourceKeyOfUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `https://${url.hostname.toLowerCase()}${path}`;
}
