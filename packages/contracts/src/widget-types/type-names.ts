// The widget types' names alone, in the catalogue's own order: what a schema that names a type
// needs (the login check, the preview request). Kept apart from registry.ts, which imports every
// type's contract, so that naming a type does not bring every type's settings into a page's first
// script. registry.ts checks that its contracts and this list name the same types.

/** Every widget type, in the catalogue's order. */
export const WIDGET_TYPE_NAMES = [
  'accessibility',
  'appfolio',
  'trustpilot',
  'rentvine',
  'tripadvisor',
  'yelp',
  'prorated',
  'affordability',
  'monthlypayment',
] as const;

/** A widget type's product name. */
export type WidgetTypeName = (typeof WIDGET_TYPE_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(WIDGET_TYPE_NAMES);

export function isWidgetTypeName(value: unknown): value is WidgetTypeName {
  return typeof value === 'string' && NAMES.has(value);
}
