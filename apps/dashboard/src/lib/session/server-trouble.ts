import { ApiError } from '../api-client';

/**
 * No answer at all (status 0: network down, API not running) or a gateway's "the API behind me is
 * not answering" (502/503/504).
 */
const UNREACHABLE_STATUSES = [0, 502, 503, 504];

export type ServerTrouble = 'unreachable' | 'failed';

/**
 * Why the login check could not say who the user is: the server was not reached, or it failed
 * (any other 5xx). Null when the API answered the check itself (a 4xx): that failed check counts
 * as signed out (spec 000 §2), as does a check that never failed.
 */
export function serverTrouble(error: Error | null): ServerTrouble | null {
  if (!(error instanceof ApiError)) return null;
  if (UNREACHABLE_STATUSES.includes(error.status)) return 'unreachable';
  return error.status >= 500 ? 'failed' : null;
}
