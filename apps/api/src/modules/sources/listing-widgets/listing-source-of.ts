import { type ListingSource, SOURCE_REGISTRY, type WidgetTypeName } from '@widgetry/contracts';
import type { SourceCacheRow } from '../../../db/schema';
import { listingDefinitionOf } from '../definition/registry';
import type { ListingSourceRef } from '../listings/listing-ref';

// Which source a listing widget reads, from its settings: each listing source's definition says
// (listings/<source>/<source>.source.ts); this is the listing kind's view of them.

export type { ListingSourceRef } from '../listings/listing-ref';

export function isListingType(type: WidgetTypeName): type is ListingSource {
  return Object.hasOwn(SOURCE_REGISTRY, type) && SOURCE_REGISTRY[type as ListingSource].kind === 'listings';
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
  const definition = listingDefinitionOf(type);
  const found = definition?.sourceOf(settings);
  return definition && found ? { source: definition.id, url: found.reference, ref: found.ref } : null;
}

/** The background refresh's view of a cached listing source: what its definition reads for the row. */
export function listingSourceOfRow(row: SourceCacheRow): ListingSourceRef | null {
  return listingDefinitionOf(row.source)?.refOfRow(row) ?? null;
}
