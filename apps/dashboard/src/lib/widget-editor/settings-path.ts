// Panel controls name their setting by a dotted path inside the type's settings
// ('heading.proratedHeading'); these read and write such paths on plain JSON objects.

/** A settings object as it travels as JSON: keys to anything. */
export type JsonObject = { [key: string]: unknown };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function keysOf(path: string): string[] {
  return path.split('.').filter((key) => key !== '');
}

/** The value at `path`, or undefined when any step of the way is missing. */
export function getAtPath(settings: unknown, path: string): unknown {
  let current: unknown = settings;
  for (const key of keysOf(path)) {
    if (!isJsonObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * A copy of `settings` with `value` at `path`. Only the objects along the path are copied, so
 * everything beside it keeps its identity (what lets the preview skip untouched state), and a
 * missing step is created as an empty object.
 */
export function setAtPath(settings: JsonObject, path: string, value: unknown): JsonObject {
  const [key, ...rest] = keysOf(path);
  if (key === undefined) return settings;
  if (rest.length === 0) {
    if (Object.is(settings[key], value)) return settings;
    return { ...settings, [key]: value };
  }
  const child = settings[key];
  const nextChild = setAtPath(isJsonObject(child) ? child : {}, rest.join('.'), value);
  if (nextChild === child) return settings;
  return { ...settings, [key]: nextChild };
}
