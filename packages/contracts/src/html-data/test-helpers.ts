// Helpers for the htmlData tests: build inputs that set one path, and read a path back.

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
