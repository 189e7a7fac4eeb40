import { type ListingSource, listingSourceSchema, parseSettings, type WidgetTypeName } from '@widgetry/contracts';
import type { SourceCacheRow } from '../../../db/schema';
import { appfolioListingsPage, appfolioListingsPageOfKey } from '../listings/appfolio/appfolio-address';
import { rentvineCompany } from '../listings/rentvine/rentvine-address';

// Which source a listing widget reads, from its settings. The cache key is what the source is
// read by, so widgets showing the same list share one read: AppFolio's listings page with the
// group (AppFolio filters by group itself, so each group is its own list), Rentvine's company
// JSON (one list for the company; its groups are applied when the list is served).

export const LISTING_SOURCES = listingSourceSchema.options;

export interface ListingSourceRef {
  source: ListingSource;
  /** Identifies the cache row. */
  key: string;
  /** What the adapter reads. */
  url: string;
  /** The widget's Group ('' for all); AppFolio's is in the key, Rentvine's applied when served. */
  group: string;
}

/** The settings' source fields, for a listing type; null for another type or settings its contract refuses. */
function listingSettingsOf(
  type: WidgetTypeName,
  settings: unknown,
): { source: ListingSource; url: string; group: string } | null {
  switch (type) {
    case 'appfolio': {
      const parsed = parseSettings(type, settings);
      return parsed.success ? { source: type, url: parsed.data.appfolioUrl, group: parsed.data.group } : null;
    }
    case 'rentvine': {
      const parsed = parseSettings(type, settings);
      return parsed.success ? { source: type, url: parsed.data.rentvineUrl, group: parsed.data.group } : null;
    }
    default:
      return null;
  }
}

export function isListingType(type: WidgetTypeName): type is ListingSource {
  return listingSourceSchema.safeParse(type).success;
}

/**
 * The source of a listing widget: `{ ref }` when its URL is one of its source's addresses,
 * `{ ref: null }` while none is set or the URL is not one (the editor names which), and null for
 * a type that is no listing type or settings its contract refuses.
 */
export function listingSourceOf(
  type: WidgetTypeName,
  settings: unknown,
): { source: ListingSource; url: string; ref: ListingSourceRef | null } | null {
  const found = listingSettingsOf(type, settings);
  if (found === null) return null;
  const { source, url, group } = found;
  if (url.trim() === '') return { source, url, ref: null };
  if (source === 'appfolio') {
    const page = appfolioListingsPage(url, group);
    return { source, url, ref: page && { source, key: page.url, url: page.url, group: page.group } };
  }
  const company = rentvineCompany(url);
  return { source, url, ref: company && { source, key: company.apiUrl, url: company.origin, group: group.trim() } };
}

/** The background refresh's view of a cached listing source: the key is the address it is read by. */
export function listingSourceOfRow(row: SourceCacheRow): ListingSourceRef | null {
  const source = listingSourceSchema.safeParse(row.source);
  if (!source.success) return null;
  if (source.data === 'appfolio') {
    const page = appfolioListingsPageOfKey(row.sourceKey);
    return page && { source: 'appfolio', key: row.sourceKey, url: page.url, group: page.group };
  }
  const company = rentvineCompany(row.sourceKey);
  return company && { source: 'rentvine', key: row.sourceKey, url: company.origin, group: '' };
}
