// The hostile settings of the browser tests: the payloads and the widget rows built from
// them, field by field from each type's contract (htmlDataFields), so a field added later is
// covered without editing this.
import {
  defaultHtmlData,
  encodeDomainUrl,
  type HtmlDataField,
  htmlDataFields,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { typesWithRuntime, widgetDefinition } from '@widgetry/widget-registry';

/** Each tries to leave its CSS property or attribute, run a script, or load something of its own. */
export const PAYLOADS = [
  'red;}</style><script>window.__pwned=1</script>',
  '#fff;background:url(javascript:window.__pwned=1)',
  '@import url(https://evil.example/x.css)',
  '" onmouseover="window.__pwned=1',
  'expression(alert(1))',
  '</style><img src=x onerror=window.__pwned=1>',
] as const;
/** Text is free by contract and escaped where it is rendered: it must show exactly as typed. */
export const SCRIPT_TEXT = '<script>window.__pwned=1</script>';
export const TEXT_PAYLOADS = [SCRIPT_TEXT, ...PAYLOADS] as const;
/** What no answer, style or request may contain once the payloads have been through the chain. */
export const LEAK = /__pwned|evil\.example|javascript:|expression\(|@import/i;

/** Every type whose runtime exists, from the widget registry: a new runtime is checked here too. */
export const TYPES = typesWithRuntime();
export type TestedType = WidgetTypeName;
/** The inline widgets, which a visitor can point at and click; the accessibility menu floats. */
export const INLINE = TYPES.filter((type) => type !== 'accessibility');
/**
 * The review widgets. The embed answer carries no review data here (data: null), so they show
 * their empty state; their one visible text, yelp's custom business name, shows only where the
 * header toggles put it, and only one of its two name fields at a time.
 */
export const REVIEWS = TYPES.filter((type) => widgetDefinition(type).catalogue.category === 'reviews');
/**
 * The listing widgets. The embed answer carries no listings here (data: null), so they show their
 * banner heading over skeleton cards; their other texts (listings address, maps key, group) are
 * what the source is read by, never shown.
 */
export const LISTINGS = TYPES.filter((type) => widgetDefinition(type).catalogue.category === 'listings');
/** The banner heading of a listing widget: its one text a visitor sees without listings. */
export const isListingHeading = (path: readonly string[]) => path.at(-1)?.endsWith('Heading') === true;
/** The calculators, which always render their title (their first text field) as a heading. */
export const CALCULATORS = INLINE.filter((type) => !REVIEWS.includes(type) && !LISTINGS.includes(type));

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cycle<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
}

/**
 * Valid settings to start from, as plain JSON to be changed field by field: the type's defaults,
 * plus the sources it needs before it can be saved (the accessibility menu's website address, a
 * review widget's page address and business id).
 */
export function defaults(type: TestedType): Json {
  const copy: unknown = structuredClone(defaultHtmlData(type));
  if (!isRecord(copy)) throw new Error(`the ${type} defaults are not an object`);
  if (type === 'accessibility')
    setAt(copy, ['accessibility', 'domainUrl'], encodeDomainUrl('https://maplecourt.example'));
  for (const source of widgetDefinition(type).requiredSources) {
    const path = [type, ...source.path.split('.')];
    if (textAt(copy, path) !== '') continue;
    const kind = htmlDataFields(type).find((field) => field.path.join('.') === path.join('.'))?.kind;
    setAt(copy, path, kind === 'url' ? `https://www.${type}.com/biz/maple-court` : 'maple-court');
  }
  return copy;
}

export function setAt(target: Json, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!isRecord(next)) throw new Error(`no settings group at ${path.join('.')}`);
    node = next;
  }
  const last = path.at(-1);
  if (last === undefined) throw new Error('empty path');
  node[last] = value;
}

/** Colour, unit, enum, toggle, number and URL fields: every field whose value reaches CSS or an attribute. */
export const guardedFields = (type: TestedType) => htmlDataFields(type).filter((field) => field.kind !== 'text');
export const textFields = (type: TestedType) => htmlDataFields(type).filter((field) => field.kind === 'text');
/** The types with a text field, the first of which is their title (trustpilot and tripadvisor have none). */
export const TITLED = TYPES.filter((type) => textFields(type).length > 0);
/** A payload in the field's shape: a list field holds it as its one entry. */
export const hostileValue = (field: HtmlDataField, payload: string) =>
  field.kind === 'enumList' ? [payload] : payload;

/**
 * Every field hostile: the payloads are taken in turn within each kind, so a kind with enough
 * fields (colours, units, enums) meets every payload, and the text fields hold them too.
 */
export function hostileRow(type: TestedType): Json {
  const data = defaults(type);
  const usedByKind = new Map<string, number>();
  for (const field of guardedFields(type)) {
    const index = usedByKind.get(field.kind) ?? 0;
    usedByKind.set(field.kind, index + 1);
    setAt(data, field.path, hostileValue(field, cycle(PAYLOADS, index)));
  }
  textFields(type).forEach((field, index) => {
    setAt(data, field.path, cycle(TEXT_PAYLOADS, index));
  });
  return data;
}

/**
 * Only the text fields hostile, the first (each type's heading or title) holding a script tag.
 * The accessibility menu goes to the left corner so it does not sit under the other menu.
 */
export function textRow(type: TestedType): { data: Json; texts: string[] } {
  const data = defaults(type);
  const texts = textFields(type).map((field, index) => {
    const value = cycle(TEXT_PAYLOADS, index);
    setAt(data, field.path, value);
    return value;
  });
  if (type === 'accessibility') setAt(data, ['accessibility', 'icon', 'iconPosition'], 'left');
  return { data, texts };
}

export function textAt(data: Json, path: readonly string[]): string {
  let node: unknown = data;
  for (const key of path) node = isRecord(node) ? node[key] : undefined;
  if (typeof node !== 'string') throw new Error(`no text at ${path.join('.')}`);
  return node;
}

export function isEqualJson(actual: unknown, expected: unknown): boolean {
  return JSON.stringify(actual) === JSON.stringify(expected);
}
