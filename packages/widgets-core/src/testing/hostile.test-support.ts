// Hostile settings for the widgets' security tests (DESIGN "Security rules"): the values a row
// written straight into the database, past the schema, could hold, and the ways to force them
// into a settings object. Test-only: no runtime imports this.
import type { HtmlDataField } from '@widgetry/contracts';

declare global {
  interface Window {
    /** Set only by a payload's script or handler, if one ever ran. */
    __pwned?: unknown;
  }
}

/** One payload per way out: a closed rule or element, url(), @import, a closed attribute, expression(). */
export const HOSTILE_PAYLOADS: readonly string[] = [
  'red;}</style><script>window.__pwned=1</script>',
  '#fff;background:url(javascript:alert(1))',
  '@import url(https://evil.example/x.css)',
  '" onmouseover="window.__pwned=1',
  'expression(alert(1))',
  '</style><img src=x onerror=window.__pwned=1>',
];

function setLeaf(target: unknown, path: readonly string[], value: unknown): void {
  let node: unknown = target;
  for (const key of path.slice(0, -1)) node = Reflect.get(Object(node), key);
  Reflect.set(Object(node), path[path.length - 1] ?? '', value);
}

/** The value at `path` inside `settings`, or undefined where the path leads nowhere. */
export function readValue(settings: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => Reflect.get(Object(node), key), settings);
}

/** A copy of `settings` with `value` at `path` (inside the settings object), unchecked. */
export function withValue<T>(settings: T, path: readonly string[], value: unknown): T {
  const copy = structuredClone(settings);
  setLeaf(copy, path, value);
  return copy;
}

/**
 * A copy of `settings` with every field of `fields` (htmlDataFields(type), whose paths start at
 * the type key) set to `value`, unchecked.
 */
export function withEveryField<T>(settings: T, fields: readonly HtmlDataField[], value: unknown): T {
  const copy = structuredClone(settings);
  for (const field of fields) setLeaf(copy, field.path.slice(1), value);
  return copy;
}
