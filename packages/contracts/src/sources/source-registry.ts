// The data sources the widgets read, as the dashboard and the runtimes need to know them: each
// one's id (also the name of the widget type that reads it), its kind and the name customers know
// it by. The API's source definitions (apps/api/src/modules/sources/) extend these entries with how
// each is read; every list of sources (schemas, display names, host rules, readers) derives from here.

export const SOURCE_KINDS = ['reviews', 'listings'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export interface SourceEntry {
  kind: SourceKind;
  /** The platform as customers know it ("Trustpilot"), in messages and on the widgets. */
  displayName: string;
}

/** Every source, one line each. Adding a source here is half of adding one; its API definition is the other. */
export const SOURCE_REGISTRY = {
  trustpilot: { kind: 'reviews', displayName: 'Trustpilot' },
  tripadvisor: { kind: 'reviews', displayName: 'Tripadvisor' },
  yelp: { kind: 'reviews', displayName: 'Yelp' },
  appfolio: { kind: 'listings', displayName: 'AppFolio' },
  rentvine: { kind: 'listings', displayName: 'Rentvine' },
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
