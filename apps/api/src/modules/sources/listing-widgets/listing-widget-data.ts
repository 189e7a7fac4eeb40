import {
  LISTING_PREVIEW_MESSAGES,
  type ListingSource,
  SOURCE_REGISTRY,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { SOURCE_DEFINITIONS } from '../definition/registry';
import { cachedMessage, createWidgetData, type WidgetSource } from '../pipeline/widget-data';
import type { OutcomeMessages } from '../preview-message';
import { type ListingSourceRef, listingSourceOf } from './listing-source-of';
import type { CachedListings, ListingsService } from './listings.service';

// The listing widgets' data (embed and preview) through the one widget-data pipeline
// (pipeline/widget-data.ts). The preview reads again when the URL, maps key or group changed
// (the flags the type's definition names) or a reload was asked for.

const LISTING_MESSAGES: OutcomeMessages = {
  ...LISTING_PREVIEW_MESSAGES,
  gone: LISTING_PREVIEW_MESSAGES.leftPlatform,
  notAPage: LISTING_PREVIEW_MESSAGES.notAListingsPage,
};

/** The customer's sentence for a cache that is not fresh; undefined when all is well. */
export function listingPreviewMessage(source: ListingSource, cached: CachedListings): string | undefined {
  return cachedMessage(LISTING_MESSAGES, { source, key: '' }, cached);
}

/** A listing widget's source, or why it has none: an empty URL is the editor's required field, any other no listings page. */
function listingWidgetSource(
  type: WidgetTypeName,
  settings: unknown,
): WidgetSource<ListingSource, ListingSourceRef> | null {
  const found = listingSourceOf(type, settings);
  if (found === null) return null;
  const { source, url, ref } = found;
  if (ref !== null) return { widget: source, ref };
  const why =
    url.trim() === ''
      ? SOURCE_DEFINITIONS[source].messages.required
      : LISTING_PREVIEW_MESSAGES.notAListingsPage.replaceAll('{site}', SOURCE_REGISTRY[source].displayName);
  return { widget: source, ref: null, why };
}

export function createListingWidgetData(listings: Pick<ListingsService, 'cachedFor' | 'readNow'>) {
  return createWidgetData({
    sourceOf: listingWidgetSource,
    service: listings,
    messages: LISTING_MESSAGES,
    readsOnReload: true,
    shown: (_source, data) => data,
  });
}
export type ListingWidgetData = ReturnType<typeof createListingWidgetData>;
