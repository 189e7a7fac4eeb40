// Record ids are Postgres uuids. An id from a URL is checked first: Postgres refuses a malformed
// uuid with an error (22P02), and a malformed id names no record, so it is a 404, not a 500.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
