// The data sources the widgets read, as the dashboard and the runtimes need to know them: each
// one's id (also the name of the widget type that reads it), its kind and the name customers know
// it by. The API's source definitions (apps/api/src/modules/sources/) extend these entries with how
// each is read; every list of sources (schemas, display names, host rules, readers) derives from here.

export const SOURCE_KINDS = ['reviews', 'listings'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface SourceEntry {
  kind: SourceKind;
  /** The platform as customers know it, in messages and on the widgets. */
  displayName: string;
  /**
   * The editor's message on saving while the widget names no source (spec 000 §5, verbatim with its
   * capitalisation; the spec words appfolio's and rentvine's, the others follow their pattern).
   */
  requiredMessage: string;
}

/**
 * Every source, one line each. Adding a source here is half of adding one; its line in the API's
 * definition/registry.ts (its folder's definition, with the parsers the dashboard must not load) is
 * the other, and the API's registry test names a source missing either line.
 */
export const SOURCE_REGISTRY = {
  trustpilot: {
    kind: 'reviews',
    displayName: 'Trustpilot',
    requiredMessage: 'Please Enter your Trustpilot Profile URL',
  },
  tripadvisor: {
    kind: 'reviews',
    displayName: 'Tripadvisor',
    requiredMessage: 'Please Enter your Tripadvisor Hotel or Restaurant URL',
  },
  yelp: { kind: 'reviews', displayName: 'Yelp', requiredMessage: 'Please Enter your Yelp Business ID' },
  appfolio: { kind: 'listings', displayName: 'AppFolio', requiredMessage: 'Please Enter - Appfolio Listings URL' },
  rentvine: { kind: 'listings', displayName: 'Rentvine', requiredMessage: 'Please Enter your Rentvine Profile URL' },
} as const satisfies Record<string, SourceEntry>;

type Registry = typeof SOURCE_REGISTRY;
export type SourceId = keyof Registry;
/** The ids of one kind's sources. */
export type SourceIdOf<K extends SourceKind> = { [I in SourceId]: Registry[I]['kind'] extends K ? I : never }[SourceId];

export const SOURCE_IDS = Object.keys(SOURCE_REGISTRY) as [SourceId, ...SourceId[]];

/** The ids of one kind, in the registry's order (a non-empty tuple, as z.enum wants). */
export function sourceIdsOf<K extends SourceKind>(kind: K): [SourceIdOf<K>, ...SourceIdOf<K>[]] {
  return SOURCE_IDS.filter((id) => SOURCE_REGISTRY[id].kind === kind) as [SourceIdOf<K>, ...SourceIdOf<K>[]];
}

export function isSourceId(name: string): name is SourceId {
  return Object.hasOwn(SOURCE_REGISTRY, name);
}

/** Each source's display name, by id, for one kind. */
export function displayNamesOf<K extends SourceKind>(
  kind: K,
): { readonly [I in SourceIdOf<K>]: Registry[I]['displayName'] } {
  return Object.fromEntries(sourceIdsOf(kind).map((id) => [id, SOURCE_REGISTRY[id].displayName])) as {
    readonly [I in SourceIdOf<K>]: Registry[I]['displayName'];
  };
}

/** Each source's required-field message, by id (messages.ts's SOURCE_MESSAGES spreads them). */
export function requiredMessagesOf(): { readonly [I in SourceId]: Registry[I]['requiredMessage'] } {
  return Object.fromEntries(SOURCE_IDS.map((id) => [id, SOURCE_REGISTRY[id].requiredMessage])) as {
    readonly [I in SourceId]: Registry[I]['requiredMessage'];
  };
}
