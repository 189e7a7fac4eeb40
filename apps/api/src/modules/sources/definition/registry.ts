import type { ListingSource, ListingsData, ReviewSource, ReviewsData, SourceId, SourceKind } from '@widgetry/contracts';
import { appfolioSource } from '../listings/appfolio/appfolio.source';
import type { ListingSourceRef } from '../listings/listing-ref';
import { rentvineSource } from '../listings/rentvine/rentvine.source';
import type { ReviewSourceRef } from '../reviews/review-ref';
import { tripadvisorSource } from '../reviews/tripadvisor/tripadvisor.source';
import { trustpilotSource } from '../reviews/trustpilot/trustpilot.source';
import { yelpSource } from '../reviews/yelp/yelp.source';
import type { SourceApiKeyName, SourceDefinition } from './define-source';

// Every source's definition, one line each (issue 26 §1). Adding a source is its folder (definition,
// parsers, tests, fixtures), its line in contracts' SOURCE_REGISTRY and its line here; the registry
// test (registry.test.ts) names a source and the part its definition lacks.

export type ReviewSourceDefinition = SourceDefinition<ReviewSource, ReviewSourceRef, ReviewsData>;
export type ListingSourceDefinition = SourceDefinition<ListingSource, ListingSourceRef, ListingsData>;

export const SOURCE_DEFINITIONS: { [I in ReviewSource]: ReviewSourceDefinition } & {
  [I in ListingSource]: ListingSourceDefinition;
} = {
  trustpilot: trustpilotSource,
  tripadvisor: tripadvisorSource,
  yelp: yelpSource,
  appfolio: appfolioSource,
  rentvine: rentvineSource,
};

const ALL = Object.values(SOURCE_DEFINITIONS) as (ReviewSourceDefinition | ListingSourceDefinition)[];

/** The definition of a source by its id (or a widget type's name); undefined for a name that is no source. */
export function definitionOf(name: string): ReviewSourceDefinition | ListingSourceDefinition | undefined {
  return Object.hasOwn(SOURCE_DEFINITIONS, name) ? SOURCE_DEFINITIONS[name as SourceId] : undefined;
}

/** The review source of this name, or undefined. */
export function reviewDefinitionOf(name: string): ReviewSourceDefinition | undefined {
  const definition = definitionOf(name);
  return definition?.kind === 'reviews' ? (definition as ReviewSourceDefinition) : undefined;
}

/** The listing source of this name, or undefined. */
export function listingDefinitionOf(name: string): ListingSourceDefinition | undefined {
  const definition = definitionOf(name);
  return definition?.kind === 'listings' ? (definition as ListingSourceDefinition) : undefined;
}

export function definitionsOf(kind: SourceKind): readonly (ReviewSourceDefinition | ListingSourceDefinition)[] {
  return ALL.filter((definition) => definition.kind === kind);
}

/** The official API key names of the sources that have one (config.ts reads them from the environment). */
export const SOURCE_API_KEY_NAMES: readonly SourceApiKeyName[] = ALL.flatMap((definition) =>
  definition.apiKey ? [definition.apiKey] : [],
);

/** Each source's official API key from the environment, by source id; a blank variable is no key. */
export function sourceApiKeysFrom(env: Record<string, string | undefined>): Partial<Record<SourceId, string>> {
  return Object.fromEntries(
    ALL.flatMap((definition) => {
      if (!definition.apiKey) return [];
      const value = env[definition.apiKey];
      return [[definition.id, value?.trim() ? value : undefined]];
    }),
  );
}
