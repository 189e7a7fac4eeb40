// Each widget type's plain defaults (the `*.defaults.ts` beside its schema) are exactly what its
// schema fills in, and stay free of zod so a runtime can import them without it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultHtmlData } from '../html-data/index';
import { readPath } from '../html-data/test-helpers';
import { WIDGET_TYPE_CONTRACTS, WIDGET_TYPE_NAMES } from './registry';

const widgetTypesDir = import.meta.dirname;

/** Every `*.defaults.ts` under widget-types, as a path relative to it. */
const defaultsFiles = readdirSync(widgetTypesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.defaults.ts'))
  .sort();

/** The module specifiers a file imports or re-exports from, side-effect and dynamic imports included. */
function importedModules(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gms,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].flatMap((match) => (match[1] === undefined ? [] : [match[1]])),
  );
}

describe('widget type defaults', () => {
  it.each(WIDGET_TYPE_NAMES)('the %s contract carries the defaults its schema fills in', (type) => {
    expect(WIDGET_TYPE_CONTRACTS[type].defaults, `${type} defaults`).toEqual(readPath(defaultHtmlData(type), [type]));
  });

  it('every type, the shared listing groups and the review curation have a defaults module', () => {
    expect(defaultsFiles).toEqual(
      [
        ...WIDGET_TYPE_NAMES.map((type) => join(type, `${type}.defaults.ts`)),
        'listing.defaults.ts',
        'review-curation.defaults.ts',
      ].sort(),
    );
  });

  it.each(defaultsFiles)('%s imports neither zod nor the field builders', (file) => {
    const modules = importedModules(readFileSync(join(widgetTypesDir, file), 'utf8'));
    for (const module of modules) {
      expect(module, `${file} imports ${module}`).not.toMatch(/^zod(\/|$)|field\.builders|\.schema$/);
    }
  });
});
