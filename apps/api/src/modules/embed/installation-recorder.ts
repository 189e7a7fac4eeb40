import type { FastifyBaseLogger } from 'fastify';
import { LruMap } from '../../lib/lru-map';
import type { EmbedRepository } from './embed.repository';

// DESIGN "Data flow" 5: the embed endpoint records where a widget is installed. A popular page
// would otherwise write on every view, so writes are throttled in memory to one per widget and
// domain per window; lastSeen is then at most one window old. The write is never awaited by the
// request and a failing one is logged, so a database hiccup never hides a customer's widget.
//
// The widget id is public and any visitor can forge an Origin, so what one widget may gain is
// capped (DESIGN "Security rules"): a few new sites an hour, and a total beyond which the sites
// unseen the longest make room. The hourly budget is counted here, before any database work, so
// a flood of made-up sites costs memory lookups, not queries.

/**
 * New sites one widget may gain per hour (per API process). A customer adds a handful of sites at
 * most; a new site refused now is recorded on one of its next page views once the hour's budget
 * frees, so a large roll-out is only listed a little later.
 */
export const MAX_NEW_SITES_PER_HOUR = 20;
/**
 * Sites kept per widget. Generous for agencies reusing one widget, small enough that the owner's
 * list (paged, GET /widget/{id}/sites) and each write stay cheap; beyond it the site unseen the
 * longest is forgotten, so a flood can only push out sites that have gone quiet.
 */
export const MAX_SITES_PER_WIDGET = 200;
const HOUR_MS = 60 * 60 * 1000;

export type InstallationStore = Pick<EmbedRepository, 'touchSite'>;

export interface SiteLimits {
  newPerHour: number;
  total: number;
}

export interface InstallationRecorderOptions {
  store: InstallationStore;
  /** At most one write per (widget, domain) in this many milliseconds. */
  throttleMs: number;
  now: () => Date;
  /** How many (widget, domain) pairs are remembered; a forgotten one only costs an early write. */
  maxTracked?: number;
  limits?: SiteLimits;
}

export const DEFAULT_INSTALLATION_THROTTLE_MS = 5 * 60 * 1000;
const DEFAULT_MAX_TRACKED = 50_000;
const DEFAULT_LIMITS: SiteLimits = { newPerHour: MAX_NEW_SITES_PER_HOUR, total: MAX_SITES_PER_WIDGET };

interface HourlyBudget {
  windowStart: number;
  /** New sites added, or being added, in the window. */
  used: number;
}

export function createInstallationRecorder({
  store,
  throttleMs,
  now,
  maxTracked = DEFAULT_MAX_TRACKED,
  limits = DEFAULT_LIMITS,
}: InstallationRecorderOptions) {
  const lastWrite = new LruMap<string, number>(maxTracked);
  const budgets = new LruMap<string, HourlyBudget>(maxTracked);
  const pending = new Set<Promise<void>>();

  function budgetOf(widgetId: string, at: number): HourlyBudget {
    const current = budgets.get(widgetId);
    if (current && at - current.windowStart < HOUR_MS) return current;
    const fresh = { windowStart: at, used: 0 };
    budgets.set(widgetId, fresh);
    return fresh;
  }

  return {
    /** Starts the write unless one for this pair started within the window; returns at once. */
    record(widgetId: string, domain: string, log: Pick<FastifyBaseLogger, 'error'>): void {
      const seenAt = now();
      const at = seenAt.getTime();
      const key = `${widgetId} ${domain}`;
      const previous = lastWrite.get(key);
      if (previous !== undefined && at - previous < throttleMs) return;
      const budget = budgetOf(widgetId, at);
      const mayAdd = budget.used < limits.newPerHour;
      // A pair never written by this process is most likely a new site: with the budget spent it
      // is not even looked up, and is tried again on a later view.
      if (!mayAdd && previous === undefined) return;
      // Marked before the write finishes, so concurrent visitors do not all write; a failed write
      // is retried only after the window, which spares a struggling database.
      lastWrite.set(key, at);
      // Reserved before the write, so concurrent new sites cannot overdraw it; given back when the
      // site turns out to exist already (or the write fails).
      if (mayAdd) budget.used += 1;
      const write = store.touchSite(widgetId, domain, seenAt, { mayAdd, maxSites: limits.total }).then(
        (outcome) => {
          if (mayAdd && outcome !== 'added') budget.used -= 1;
        },
        (error: unknown) => {
          if (mayAdd) budget.used -= 1;
          log.error({ err: error, widgetId, domain }, 'installation not recorded');
        },
      );
      pending.add(write);
      void write.finally(() => pending.delete(write));
    },

    /** Resolves once every write started so far has finished (tests, shutdown). */
    async settle(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
export type InstallationRecorder = ReturnType<typeof createInstallationRecorder>;
