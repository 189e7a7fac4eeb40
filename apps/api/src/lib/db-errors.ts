// Drizzle wraps driver errors (DrizzleQueryError with the pg or PGlite error as `cause`), so the
// SQLSTATE may sit one or more levels down.

const UNIQUE_VIOLATION = '23505';

function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** True when the error, or an error it wraps, is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    if (sqlState(current) === UNIQUE_VIOLATION) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
