import {
  type Listing,
  parseSettings,
  type SettingsByType,
  SOURCE_REGISTRY,
  type SourceId,
  type SourceKind,
} from '@widgetry/contracts';
import type { SourceCacheRow } from '../../../db/schema';
import type { RefreshPolicy } from '../cache/refresh-policy';
import type { SourceFetcher, SourceHostRule } from '../fetcher/source-fetcher';
import type { ReviewsFailure } from '../reviews/review-result';
import { readInOrder, type SourceRead } from './source-reads';

// One data source, defined in one place (issue 26 §1): its folder holds its definition, parsers,
// tests and fixtures; definition/registry.ts lists the definitions; everything else (host rules,
// readers, the cache pipeline, config keys, messages) reads what it needs from there. The id, kind
// and display name come from contracts' SOURCE_REGISTRY, which the dashboard and runtimes share.

/** The environment variable holding a source's official API key (config.ts reads each one). */
export type SourceApiKeyName = `${Uppercase<string>}_API_KEY`;

/** What one read of a source is given. */
export interface ReadContext {
  fetcher: SourceFetcher;
  /** The source's official API key, when configured. */
  apiKey: string | undefined;
  /** The last good read's listings (listing sources use them to spare pages already read). */
  previous: readonly Listing[];
  /** The clock stamped as fetchedAt; tests pass a fixed one. */
  now?: () => Date;
}

type Answer<Data> = { ok: true; data: Data } | ReviewsFailure;

/** What a source's folder writes; `defineSource` adds what the registries know and the read in order. */
export interface SourceSpec<I extends SourceId, Ref, Input, Data> {
  id: I;
  /** The hosts it may be read from; any other is refused before a connection (fetcher/host-rules.ts). */
  hosts: SourceHostRule;
  /** Its official API's key, when it has an API we read. */
  apiKey?: SourceApiKeyName;
  /** The source reference as the owner typed it in the widget's settings (an address, an id). */
  referenceOf(settings: SettingsByType[I]): string;
  /** What to read for a widget with these settings; null while they name none. */
  refOf(settings: SettingsByType[I]): Ref | null;
  /** The background refresh's view of a cached source: what to read for its row. */
  refOfRow(row: SourceCacheRow): Ref | null;
  /** Its reads in order of preference: the official API when its key is set, then the public page. */
  reads: readonly SourceRead<Input, Answer<Data>>[];
  /** A read's input for a reference. */
  inputOf(ref: Ref, context: ReadContext): Input;
  /** Narrows a cached read to what one widget shows, when the source is read once for several (a company's groups). */
  servedFor?(data: Data, ref: Ref): Data;
  /** Its parsers of the source's answers, by what they read (tested on its fixtures). */
  parsers: Readonly<Record<string, (...args: never[]) => unknown>>;
  /** How often it is read, and how a failing one backs off. */
  refresh: RefreshPolicy;
  /** Its folder of recorded answers (pages, API answers) the parser tests read. */
  fixtures: URL;
  /** Settings naming a source of this kind, for the registry's own test. */
  example: Partial<SettingsByType[I]>;
}

export interface SourceDefinition<I extends SourceId, Ref, Data> {
  id: I;
  kind: SourceKind;
  displayName: string;
  hosts: SourceHostRule;
  apiKey: SourceApiKeyName | undefined;
  /** The reads' order, by how each reads (API, page). */
  reads: readonly Pick<SourceRead<unknown, unknown>, 'via'>[];
  parsers: Readonly<Record<string, (...args: never[]) => unknown>>;
  refresh: RefreshPolicy;
  /** Its messages; the editor's required-field message is its line's in contracts' SOURCE_REGISTRY. */
  messages: { required: string };
  fixtures: URL;
  example: Partial<SettingsByType[I]>;
  /**
   * A widget's source from its settings: the settings as its type's contract reads them, the
   * reference typed and what to read (null while none is named); null for settings the contract refuses.
   */
  sourceOf(settings: unknown): { settings: SettingsByType[I]; reference: string; ref: Ref | null } | null;
  /** What to read for settings already read with the type's contract; null while they name none. */
  refOf(settings: SettingsByType[I]): Ref | null;
  refOfRow(row: SourceCacheRow): Ref | null;
  /** A cached read as the widget of `ref` is served it. */
  servedFor(data: Data, ref: Ref): Data;
  /** Reads the source: each read in order of preference until one answers data. */
  read(ref: Ref, context: ReadContext): Promise<Answer<Data>>;
}

export function defineSource<I extends SourceId, Ref, Input, Data>(
  spec: SourceSpec<I, Ref, Input, Data>,
): SourceDefinition<I, Ref, Data> {
  const { kind, displayName, requiredMessage } = SOURCE_REGISTRY[spec.id];
  return {
    id: spec.id,
    kind,
    displayName,
    hosts: spec.hosts,
    apiKey: spec.apiKey,
    reads: spec.reads,
    parsers: spec.parsers,
    refresh: spec.refresh,
    messages: { required: requiredMessage },
    fixtures: spec.fixtures,
    example: spec.example,
    sourceOf(settings) {
      // The source's id is the name of the widget type that reads it, whose contract the settings follow.
      const parsed = parseSettings(spec.id, settings);
      if (!parsed.success) return null;
      const typed = parsed.data as SettingsByType[I];
      return { settings: typed, reference: spec.referenceOf(typed), ref: spec.refOf(typed) };
    },
    refOf: spec.refOf,
    refOfRow: spec.refOfRow,
    servedFor: spec.servedFor ?? ((data) => data),
    read: (ref, context) => readInOrder(spec.reads, spec.inputOf(ref, context), context),
  };
}
