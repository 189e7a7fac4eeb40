import type { FastifyBaseLogger } from 'fastify';
import { createCarriedBatch } from '../../lib/carried-batch';
import { checkVisitor, utcDayClock, type VisitorCounter } from '../visitors';

export { MAX_CARRIES } from '../../lib/carried-batch';

// Visitors per site (the installations popup's chart, and which site a full list forgets). Every
// page view of every customer's site reaches GET /embed; a view counts only when the visitor
// counter has not seen that visitor on that site today (issue 25 §5: a forged Origin sent 300
// times is one visitor, not 300 views). The check runs beside the answer, never before it; a new
// visitor is one increment in a carried batch (lib/carried-batch.ts), written in one statement per
// flush, at most the flush interval later and when the app closes. Only a recorded site gains
// visitors, and a new site's row is written beside its first views: carrying a count to the next
// flushes is what lets a new site's first visitors, seen only once that day, be counted at all.

/** One counted batch entry: new visitors of `domain` for `widgetId` on UTC `day`. */
export interface VisitorCount {
  widgetId: string;
  domain: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  visitors: number;
}

export interface VisitorCountStore {
  /** Adds the counts of recorded sites; answers the (widget, site, day) keys it wrote. */
  addVisitors(counts: readonly VisitorCount[]): Promise<ReadonlySet<string>>;
  /** Forgets the counts of days before `day`. */
  pruneVisitors(day: string): Promise<void>;
}

/** Counts are kept this many days (a little more than the 30 shown, for time zones and late flushes). */
export const VISITOR_RETENTION_DAYS = 35;

/** Counts are written this often at most (the brief: within 10 s). */
export const DEFAULT_VISITOR_FLUSH_MS = 5000;
/**
 * Distinct (widget, site, day) keys held between flushes. Only recorded sites are ever written,
 * but any visitor can forge an Origin, so memory is bounded too: past it, new keys wait for the
 * next flush (their visitors are not counted) while known keys keep counting.
 */
export const MAX_PENDING_VISITOR_KEYS = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The key of a count: what the store answers for the counts it wrote. */
export function visitorCountKey({ widgetId, domain, day }: Pick<VisitorCount, 'widgetId' | 'domain' | 'day'>): string {
  return `${widgetId} ${domain} ${day}`;
}

export interface SiteVisitorCountsOptions {
  store: VisitorCountStore;
  visitors: Pick<VisitorCounter, 'isNewVisitor'>;
  now: () => Date;
  flushMs?: number;
  maxPending?: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function createSiteVisitorCounts({
  store,
  visitors,
  now,
  flushMs = DEFAULT_VISITOR_FLUSH_MS,
  maxPending = MAX_PENDING_VISITOR_KEYS,
  log,
}: SiteVisitorCountsOptions) {
  // The day's string is rebuilt once a day, not per view.
  const today = utcDayClock(now);
  let prunedOn = '';
  const batch = createCarriedBatch<VisitorCount>({
    keyOf: visitorCountKey,
    merge: (held, count) => {
      held.visitors += count.visitors;
    },
    async write(counts) {
      const currentDay = today();
      const prune = prunedOn !== currentDay;
      prunedOn = currentDay;
      const written = await store.addVisitors(counts);
      // Once a day per process: old days go, so the table holds about a month per site.
      if (prune) {
        const cutoff = new Date(now().getTime() - VISITOR_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
        await store.pruneVisitors(cutoff);
      }
      return written;
    },
    flushMs,
    maxPending,
    log,
    failure: 'site visitors not recorded',
  });

  return {
    /**
     * Counts the view when it is the visitor's first on the site today (client address and user
     * agent, as the request gives them); returns at once.
     */
    count(widgetId: string, domain: string, ip: string, userAgent: string): void {
      const currentDay = today();
      checkVisitor(visitors, [widgetId, domain, ip, userAgent, currentDay], {
        counted: () => batch.add({ widgetId, domain, day: currentDay, visitors: 1 }),
        failed: (error) => log.error({ err: error, widgetId, domain }, 'visitor not checked'),
        pending: batch.checking,
      });
    },
    /** Writes what is counted now (tests, and the timer). */
    flush: batch.flush,
    /** Stops the timer and writes the rest (app close). */
    close: batch.close,
  };
}
export type SiteVisitorCounts = ReturnType<typeof createSiteVisitorCounts>;
