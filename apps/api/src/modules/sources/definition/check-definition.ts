import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultHtmlData, SOURCE_IDS, SOURCE_REGISTRY, type SourceId } from '@widgetry/contracts';
import type { SourceCacheRow } from '../../../db/schema';
import { hostAllowed } from '../fetcher/host-rules';
import type { SourceDefinition } from './define-source';

// What every source definition must hold (issue 26 §1), checked by registry.test.ts so that a new
// source missing a part fails with its name and the part, rather than somewhere downstream.

type AnyDefinition = SourceDefinition<SourceId, { source: string; key: string; url: string }, unknown>;

/** The settings a widget of this source's type has by default, with the definition's example over them. */
function exampleSettings(definition: AnyDefinition): unknown {
  const defaults = (defaultHtmlData(definition.id) as Record<string, object>)[definition.id];
  return { ...defaults, ...definition.example };
}

/** A cache row registered for a reference, as the background refresh reads it. */
function rowOf(source: SourceId, key: string): SourceCacheRow {
  return { source, sourceKey: key, wanted: 20 } as SourceCacheRow;
}

/** What one definition lacks, each as "<source>: <part>"; empty when it is whole. */
export function problemsOf(definition: AnyDefinition): string[] {
  const problems: string[] = [];
  const lacks = (part: string) => problems.push(`${definition.id}: ${part}`);
  const { hosts } = definition;
  if (!hosts.hosts?.length && !hosts.domains?.length && !hosts.matches) lacks('no host rule');

  const found = definition.sourceOf(exampleSettings(definition));
  if (!found) lacks("its example settings are refused by its widget type's contract");
  else if (!found.ref) lacks('names no source for its example settings (refOf)');
  else {
    const row = definition.refOfRow(rowOf(definition.id, found.ref.key));
    if (!row) lacks('cannot read its own cache row back (refOfRow)');
    else if (!hostAllowed(new URL(row.url).hostname, hosts))
      lacks(`its example address ${row.url} is outside its host rule`);
    if (found.reference.trim() === '') lacks('reads no reference from the settings (referenceOf)');
  }

  if (definition.reads.length === 0) lacks('no reads');
  else if (definition.reads.at(-1)?.via !== 'page') lacks('no public page read last (the read without a key)');
  if (definition.reads.some((read) => read.via === 'API') !== (definition.apiKey !== undefined)) {
    lacks('an official API read needs an API key name, and a key name an API read');
  }
  if (Object.keys(definition.parsers).length === 0) lacks('no parsers');
  const { intervalMs, firstRetryMs } = definition.refresh;
  if (!(intervalMs > 0 && firstRetryMs > 0 && firstRetryMs <= intervalMs)) lacks('no sound refresh policy');
  if (definition.messages.required.trim() === '')
    lacks("no required-field message (its line in contracts' SOURCE_REGISTRY)");
  if (definition.displayName.trim() === '') lacks("no display name (its line in contracts' SOURCE_REGISTRY)");

  const fixtures = fileURLToPath(definition.fixtures);
  if (!existsSync(fixtures)) lacks(`no fixtures folder (${fixtures})`);
  else if (readdirSync(fixtures).length === 0) lacks('an empty fixtures folder');
  const folder = fileURLToPath(new URL('..', definition.fixtures));
  if (!existsSync(folder) || !readdirSync(folder).some((file) => file.endsWith('.test.ts'))) {
    lacks('no tests in its folder');
  }
  return problems;
}

/** What the registry as a whole lacks: a source of contracts' registry without a definition, or one under the wrong id. */
export function registryProblems(definitions: Readonly<Record<string, AnyDefinition>>): string[] {
  const problems: string[] = [];
  for (const id of SOURCE_IDS) {
    const definition = definitions[id];
    if (!definition)
      problems.push(`${id}: in contracts' SOURCE_REGISTRY but has no definition in definition/registry.ts`);
    else if (definition.id !== id) problems.push(`${id}: listed with the definition of ${definition.id}`);
    else problems.push(...problemsOf(definition));
  }
  for (const id of Object.keys(definitions)) {
    if (!Object.hasOwn(SOURCE_REGISTRY, id))
      problems.push(`${id}: has a definition but no line in contracts' SOURCE_REGISTRY`);
  }
  return problems;
}
