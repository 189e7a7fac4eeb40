// Drizzle wraps driver errors (DrizzleQueryError with the pg or PGlite error as `cause`), so the
// SQLSTATE may sit one or more levels down.

const UNIQUE_VIOLATION = '23505';

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The error and the errors it wraps, outermost first (a bounded walk: causes may form a loop). */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** True when the error, or an error it wraps, is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return causeChain(error).some((item) => codeOf(item) === UNIQUE_VIOLATION);
}

// When the database does not answer, the request is not at fault and may succeed if retried: the
// API says 503, never 500 (a bug) or 4xx (the client's fault). Recognised by:
// - SQLSTATE classes 08 (connection exception) and 53 (insufficient resources: too many
//   connections, out of memory or disk), 57014 (statement timeout: the server cancelled a slow
//   statement), 57P01-57P03 (the server is shutting down, crashed or starting up);
// - socket errors from Node (refused, reset, timed out, unreachable, name not resolved);
// - the driver's own messages for its timeouts and lost connections, which carry no code.
const UNAVAILABLE_SQLSTATE = /^(?:08|53)[0-9A-Z]{3}$|^57014$|^57P0[123]$/;
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** A checkout refused without asking the server, which refused the last connection (db/fail-fast-pool.ts). */
export const DATABASE_DOWN_MESSAGE = 'Not connecting: the database refused the last connection and is being retried';
const UNAVAILABLE_MESSAGES = [
  DATABASE_DOWN_MESSAGE,
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
  // 55000 (object not in prerequisite state) is broad, so only its connection refusal counts: a
  // database closed to new connections (ALTER DATABASE … ALLOW_CONNECTIONS false, maintenance).
  'is not currently accepting connections',
  // PGlite, once closing or closed.
  'PGlite is closed',
  'PGlite is closing',
];

/** True when the error, or one it wraps, says the database could not be reached or did not answer in time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some((item) => {
    const code = codeOf(item);
    if (code !== undefined && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    const message = item instanceof Error ? item.message : '';
    return UNAVAILABLE_MESSAGES.some((known) => message.includes(known));
  });
}

/**
 * The innermost message of the error and the errors it wraps: the driver's or server's own words
 * ("database … is not currently accepting connections", a timeout) without the SQL, parameters
 * and stacks Drizzle's wrapper carries, which made every 503 of an outage a 3 KB log line.
 */
export function rootCauseMessage(error: unknown): string {
  const innermost = causeChain(error).at(-1);
  return innermost instanceof Error ? innermost.message : String(innermost);
}
