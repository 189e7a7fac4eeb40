import type { FastifyBaseLogger } from 'fastify';
import { checkVisitor, utcDayClock, type VisitorCounter } from '../visitors';

// Visitors per site (the installations popup's chart, and which site a full list forgets). Every
// page view of every customer's site reaches GET /embed; a view counts only when the visitor
// counter has not seen that visitor on that site today (issue 25 §5: a forged Origin sent 300
// times is one visitor, not 300 views). The check runs beside the answer, never before it; a new
// visitor is one Map increment, and the counts are written in one statement per flush, at most
// FLUSH interval later and when the app closes. A flush that fails is logged and its counts are
// dropped: the counts are a hint, and retrying would let a sick database pile up memory.
//
// Only a recorded site gains visitors, and a new site's row is written beside its first views: a
// count that arrives before its row is carried to the next flushes (a few times, then dropped), or
// a new site's first visitors, seen only once that day, would never be counted.

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
/** Flushes a count waits at for its site's row before it is dropped (a forged site is never recorded). */
export const MAX_CARRIES = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The key of a count: what the store answers for the counts it wrote. */
export function visitorCountKey({ widgetId, domain, day }: Pick<VisitorCount, 'widgetId' | 'domain' | 'day'>): string {
  return `${widgetId} ${domain} ${day}`;
}

interface PendingCount extends VisitorCount {
  /** Flushes that found no row for the site yet. */
  carried: number;
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
  let pending = new Map<string, PendingCount>();
  // The day's string is rebuilt once a day, not per view.
  const today = utcDayClock(now);
  let writing: Promise<void> = Promise.resolve();
  let prunedOn = '';
  /** Visitor checks still running (on Redis, a round trip): a flush or close waits for them. */
  const checking = new Set<Promise<void>>();

  function add(count: VisitorCount, carried = 0): void {
    const key = visitorCountKey(count);
    const entry = pending.get(key);
    if (entry) {
      entry.visitors += count.visitors;
      entry.carried = Math.max(entry.carried, carried);
    } else if (pending.size < maxPending) {
      pending.set(key, { ...count, carried });
    }
  }

  async function flush(): Promise<void> {
    await Promise.all([...checking]);
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    const currentDay = today();
    const prune = prunedOn !== currentDay;
    prunedOn = currentDay;
    const cutoff = new Date(now().getTime() - VISITOR_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
    // One write at a time, in order, so app close awaits them all.
    writing = writing.then(async () => {
      try {
        const written = await store.addVisitors(batch.map(({ carried: _, ...count }) => count));
        for (const count of batch) {
          if (!written.has(visitorCountKey(count)) && count.carried < MAX_CARRIES) add(count, count.carried + 1);
        }
        // Once a day per process: old days go, so the table holds about a month per site.
        if (prune) await store.pruneVisitors(cutoff);
      } catch (error: unknown) {
        log.error({ err: error, keys: batch.length }, 'site visitors not recorded');
      }
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  // A pending flush never keeps the process alive; close() flushes what is left.
  timer.unref();

  return {
    /**
     * Counts the view when it is the visitor's first on the site today (client address and user
     * agent, as the request gives them); returns at once.
     */
    count(widgetId: string, domain: string, ip: string, userAgent: string): void {
      const currentDay = today();
      checkVisitor(visitors, [widgetId, domain, ip, userAgent, currentDay], {
        counted: () => add({ widgetId, domain, day: currentDay, visitors: 1 }),
        failed: (error) => log.error({ err: error, widgetId, domain }, 'visitor not checked'),
        pending: checking,
      });
    },
    /** Writes what is counted now (tests, and the timer). */
    flush,
    /** Stops the timer and writes the rest (app close). */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
export type SiteVisitorCounts = ReturnType<typeof createSiteVisitorCounts>;
