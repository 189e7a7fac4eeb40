import type { HtmlDataByType, WidgetTypeName } from '../widget-types/registry';
import { parseHtmlData, savedDefaultHtmlData } from './index';

export interface RepairedHtmlData<T extends WidgetTypeName> {
  htmlData: HtmlDataByType[T];
  /** Dotted paths (from the type key) whose stored value broke the contract and now take their default. */
  repaired: string[];
}

type JsonRecord = { [key: string]: unknown };
const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of `value` without the entry at `path` (only the records along the path are copied). A
 * path into a list removes the whole list: a list field (a field order) is one setting.
 */
function without(value: unknown, path: readonly PropertyKey[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined || typeof head === 'symbol' || !isRecord(value) || !Object.hasOwn(value, head)) return value;
  const key = String(head);
  const copy: JsonRecord = { ...value };
  if (rest.length === 0 || Array.isArray(copy[key])) delete copy[key];
  else copy[key] = without(copy[key], rest);
  return copy;
}

/** The issue's path cut at the first list it enters, so the report names the list field. */
function listFieldPath(value: unknown, path: readonly PropertyKey[]): readonly PropertyKey[] {
  let node = value;
  for (const [index, key] of path.entries()) {
    if (Array.isArray(node)) return path.slice(0, index);
    node = isRecord(node) && typeof key === 'string' ? node[key] : undefined;
  }
  return path;
}

// Each round removes every offending value at once; nesting (a group stored as a string, then a
// field inside it) can need a second round, never more than the schema is deep.
const MAX_ROUNDS = 8;

/**
 * Reads stored htmlData that may predate today's contract or have been written around the API:
 * each value that breaks the contract falls back to its own default and the rest is kept, so one
 * bad colour does not wipe a customer's whole configuration. Anything still unreadable gives the
 * type's defaults.
 */
export function repairHtmlData<T extends WidgetTypeName>(type: T, stored: unknown): RepairedHtmlData<T> {
  let candidate = stored;
  const repaired: string[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = parseHtmlData(type, candidate);
    if (result.success) return { htmlData: result.data, repaired };
    for (const issue of result.error.issues) {
      const path = listFieldPath(candidate, issue.path);
      repaired.push(path.map(String).join('.'));
      candidate = without(candidate, path);
    }
  }
  // What is left is no settings at all: the defaults, read as a saved widget's (in English).
  return { htmlData: savedDefaultHtmlData(type), repaired: repaired.length > 0 ? repaired : [type] };
}
