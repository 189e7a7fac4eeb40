import {
  LISTING_PREVIEW_MESSAGES,
  LISTING_SITE_NAMES,
  type ListingSource,
  SOURCE_MESSAGES,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { type OutcomeMessages, outcomeMessage } from '../preview-message';
import { asksForRead, type PreviewReadFlags } from '../preview-read';
import { listingSourceOf } from './listing-source-of';
import type { CachedListings, ListingsService } from './listings.service';

// What the listing widgets' runtimes get as their data: on a customer's page the cache as it is
// (embed), in the editor the cache after a read when the URL, maps key or group changed (preview), with a
// sentence for the customer when the listings are old or missing.

const LISTING_MESSAGES: OutcomeMessages = {
  ...LISTING_PREVIEW_MESSAGES,
  gone: LISTING_PREVIEW_MESSAGES.leftPlatform,
  notAPage: LISTING_PREVIEW_MESSAGES.notAListingsPage,
};

/** The customer's sentence for a cache that is not fresh; undefined when all is well. */
export function listingPreviewMessage(source: ListingSource, cached: CachedListings): string | undefined {
  return outcomeMessage(LISTING_MESSAGES, LISTING_SITE_NAMES[source], cached);
}

export function createListingWidgetData(listings: Pick<ListingsService, 'cachedFor' | 'readNow'>) {
  return {
    /** The embed's `data` for a listing widget: its cached listings, or null (no source yet, never read, another type). */
    async forEmbed(type: WidgetTypeName, settings: unknown): Promise<unknown> {
      const ref = listingSourceOf(type, settings)?.ref;
      return ref ? (await listings.cachedFor(ref)).data : null;
    },

    /**
     * The preview's data: read now when the flags the type's definition names for its URL, maps
     * key and group ask for it (spec 001 §4: each sets isUrlChanged), a reload was asked for, or
     * nothing was ever read; else what is cached (the runtime sorts and filters it on the page).
     * `error` says why listings are old or missing. null for a type that is no listing type.
     */
    async forPreview(
      type: WidgetTypeName,
      settings: unknown,
      flags: PreviewReadFlags,
    ): Promise<{ data: unknown; error?: string } | null> {
      const found = listingSourceOf(type, settings);
      if (found === null) return null;
      const { source, url, ref } = found;
      if (ref === null) {
        // An empty URL is the editor's required field; any other is no listings page of this source.
        const error =
          url.trim() === ''
            ? SOURCE_MESSAGES[source]
            : LISTING_PREVIEW_MESSAGES.notAListingsPage.replaceAll('{site}', LISTING_SITE_NAMES[source]);
        return { data: null, error };
      }
      let cached = await listings.cachedFor(ref);
      if (asksForRead(type, flags) || flags.isReloadRequired || cached.data === null) {
        cached = await listings.readNow(ref);
      }
      const error = listingPreviewMessage(source, cached);
      return error === undefined ? { data: cached.data } : { data: cached.data, error };
    },
  };
}
export type ListingWidgetData = ReturnType<typeof createListingWidgetData>;
