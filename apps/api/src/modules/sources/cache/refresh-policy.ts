import type { SourceFetchStatus } from '../../../db/schema';

// When a source is read again. Reviews change slowly (daily by default); a source that fails is
// retried sooner at first and then less and less often, so a site that blocks us is not hammered,
// and never later than the normal interval, so it recovers on its own.

export interface RefreshPolicy {
  /** Between good reads. */
  intervalMs: number;
  /** The wait after the first failure; it doubles with each further failure, up to intervalMs. */
  firstRetryMs: number;
}

export const REVIEWS_REFRESH: RefreshPolicy = { intervalMs: 24 * 60 * 60_000, firstRetryMs: 15 * 60_000 };

/**
 * Listings change within a day (a unit is let, a new one posted), so they are read hourly; a
 * failing source is retried after 5 minutes, then 10, 20, 40, and hourly from then on.
 */
export const LISTINGS_REFRESH: RefreshPolicy = { intervalMs: 60 * 60_000, firstRetryMs: 5 * 60_000 };

/**
 * A source no widget has asked for in this long (its widgets deleted, paused or never shown) is
 * no longer read in the background: reading a third-party site for nobody costs requests that
 * count against us there. The next embed or preview asking for it makes it due again.
 */
export const SOURCE_IDLE_AFTER_MS = 30 * 24 * 60 * 60_000;

/**
 * A source nobody has asked for in this long, and that no saved widget points at (its widgets
 * deleted, or a URL tried in the editor and never saved), is deleted with the reviews kept for
 * it (forget-idle-sources.ts), so the cache does not grow for ever.
 */
export const SOURCE_FORGET_AFTER_MS = 90 * 24 * 60 * 60_000;

/** How long a reader may hold a source before another may take it (a crashed reader's lease). */
export const REFRESH_LEASE_MS = 2 * 60_000;
/**
 * A listing source's read may be its listings page and up to 40 detail pages, three at a time, each within
 * the fetcher's timeout: it may take longer than a review read, and the lease must outlast it.
 */
export const LISTINGS_LEASE_MS = 5 * 60_000;

export function nextRefreshAfterSuccess(policy: RefreshPolicy, now: Date): Date {
  return new Date(now.getTime() + policy.intervalMs);
}

/**
 * `failures` counts the ones before this. A source that says the page is not there or not a
 * profile will not change by retrying soon: it waits the whole interval (a save with a new
 * address reads at once anyway).
 */
export function nextRefreshAfterFailure(
  policy: RefreshPolicy,
  status: Exclude<SourceFetchStatus, 'ok' | 'pending'>,
  failures: number,
  now: Date,
): Date {
  if (status === 'not-found' || status === 'not-a-profile') return nextRefreshAfterSuccess(policy, now);
  const wait = Math.min(policy.intervalMs, policy.firstRetryMs * 2 ** Math.min(failures, 30));
  return new Date(now.getTime() + wait);
}
