// Helpers for the htmlData tests: build inputs that set one path, and read a path back; and the
// table-driven checks each widget type's own test file (widget-types/<type>/<type>.schema.test.ts)
// runs on its rows.
import { describe, expect, it } from 'vitest';
import { htmlDataSchemaOf } from '../widget-types/registry';
import type { WidgetTypeName } from '../widget-types/type-names';
import { defaultHtmlData, htmlDataFields } from './index';

export function withPath(path: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('empty path');
  return { [head]: rest.length === 0 ? value : withPath(rest, value) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readPath(root: unknown, path: readonly string[]): unknown {
  let current = root;
  for (const key of path) {
    if (!isRecord(current) || !(key in current)) return undefined;
    current = current[key];
  }
  return current;
}

/** A deep copy of a plain JSON object with `extra` added to the object found at `path`. */
export function withExtraKey(root: unknown, path: readonly string[], key: string, value: unknown): unknown {
  const copy: unknown = structuredClone(root);
  const target = readPath(copy, path);
  if (!isRecord(target)) throw new Error(`no object at ${path.join('.')}`);
  target[key] = value;
  return copy;
}

/** Every object path (the root included) that holds a field, derived from the field paths. */
export function groupPaths(fieldPaths: readonly (readonly string[])[]): string[][] {
  const seen = new Map<string, string[]>([['', []]]);
  for (const path of fieldPaths) {
    for (let end = 1; end < path.length; end += 1) {
      const prefix = path.slice(0, end);
      seen.set(prefix.join('.'), prefix);
    }
  }
  return [...seen.values()];
}

/** A spec default of one type: a dotted path inside htmlData.<type> and the value it starts with. */
export type SpecDefaultRow = readonly [dotted: string, expected: unknown];

/**
 * Spot checks of the defaults the spec states (001 §3/§9, 002 §3/§9), read through the type's field
 * paths, so a renamed or re-defaulted field shows up. One test per row, in a "spec defaults" block.
 */
export function expectSpecDefaults(type: WidgetTypeName, rows: readonly SpecDefaultRow[]): void {
  describe('spec defaults', () => {
    it.each(rows.map(([dotted, expected]) => [type, dotted, expected] as const))(
      '%s %s is %j',
      (name, dotted, expected) => {
        const path = [name, ...dotted.split('.')];
        expect(htmlDataFields(name).some((field) => field.path.join('.') === path.join('.'))).toBe(true);
        expect(readPath(defaultHtmlData(name), path)).toEqual(expected);
      },
    );
  });
}

/** A value rule of one type: a dotted path inside htmlData.<type>, a value, and whether it is valid. */
export type FieldRuleRow = readonly [dotted: string, value: unknown, valid: boolean];

/**
 * The value rules of spec 001 §5 and 002 §5 as they apply to real fields: valid edges pass, invalid
 * ones fail at that field. One test per row, in a "field rules" block.
 */
export function expectFieldRules(type: WidgetTypeName, rows: readonly FieldRuleRow[]): void {
  describe('field rules', () => {
    it.each(rows.map(([dotted, value, valid]) => [type, dotted, value, valid] as const))(
      '%s %s = %j → %s',
      (name, dotted, value, valid) => {
        const path = [name, ...dotted.split('.')];
        const result = htmlDataSchemaOf(name).safeParse(withPath(path, value));
        expect(result.success).toBe(valid);
        if (!valid) expect(result.error?.issues[0]?.path.slice(0, path.length)).toEqual(path);
      },
    );
  });
}
