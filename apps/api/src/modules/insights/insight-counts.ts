import type { WidgetEventName } from '@widgetry/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createCarriedBatch } from '../../lib/carried-batch';
import { DEFAULT_VISITOR_FLUSH_MS } from '../embed';
import { checkVisitor, utcDayClock, type VisitorCounter } from '../visitors';

// Issue 30: the runtimes' events become daily rollups the way views become visitors (issue 25 §5,
// embed/site-visitor-counts.ts): a request only adds to an in-memory batch, and a flush on the
// views' interval (and at close) writes one statement of (widget, site, day, event) increments.
// Each event's visitors, and the day's visitors of any event (INSIGHTS_ANY_EVENT), are counted with
// the visitor counter's daily-salted hash, so who did what is never kept past the day nor stored.
//
// Forged events are bounded as views are, by the same carried batch (lib/carried-batch.ts): only a
// recorded installation gains counts (the store writes a row only where the site is recorded), a
// count whose site is not recorded yet is carried a few flushes and then dropped, and the batch
// holds a bounded number of keys.

/** The rollup row of the day's visitors who reported any event. */
export const INSIGHTS_ANY_EVENT = '*';

export interface InsightCount {
  widgetId: string;
  domain: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** An event name of the widget's type, or INSIGHTS_ANY_EVENT. */
  event: string;
  count: number;
  visitors: number;
}

export interface InsightCountStore {
  /** Adds the counts of recorded sites; answers the keys (insightCountKey) it wrote. */
  addInsights(counts: readonly InsightCount[]): Promise<ReadonlySet<string>>;
}

/** Distinct (widget, site, day, event) keys held between flushes; past it new keys wait. */
export const MAX_PENDING_INSIGHT_KEYS = 50_000;

export function insightCountKey({ widgetId, domain, day, event }: Omit<InsightCount, 'count' | 'visitors'>): string {
  return `${widgetId} ${domain} ${day} ${event}`;
}

/**
 * What the visitor counter hashes as the "widget" of an event's visitor: the widget and the event,
 * so one visitor counts once per event (and once for any event) per site and day, and never
 * collides with the same visitor's view (counted under the bare widget id).
 */
function visitorScope(widgetId: string, event: string): string {
  return `${widgetId} insights ${event}`;
}

export interface InsightCountsOptions {
  store: InsightCountStore;
  visitors: Pick<VisitorCounter, 'isNewVisitor'>;
  now: () => Date;
  flushMs?: number;
  maxPending?: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function createInsightCounts({
  store,
  visitors,
  now,
  flushMs = DEFAULT_VISITOR_FLUSH_MS,
  maxPending = MAX_PENDING_INSIGHT_KEYS,
  log,
}: InsightCountsOptions) {
  // Made once a day, as the views' counts do (every widget event of every page asks).
  const today = utcDayClock(now);
  const batch = createCarriedBatch<InsightCount>({
    keyOf: insightCountKey,
    merge: (held, count) => {
      held.count += count.count;
      held.visitors += count.visitors;
    },
    // A site's row may be written by the installations' flush just after this one: carried.
    write: (counts) => store.addInsights(counts),
    flushMs,
    maxPending,
    log,
    failure: 'widget events not recorded',
  });

  return {
    /**
     * Counts a request's events for the widget on the site (each name as often as sent), and the
     * visitor (client address and user agent) once per event and once for any event per day;
     * returns at once.
     */
    record(widgetId: string, domain: string, ip: string, userAgent: string, events: readonly WidgetEventName[]): void {
      const day = today();
      for (const event of events) batch.add({ widgetId, domain, day, event, count: 1, visitors: 0 });
      for (const event of [INSIGHTS_ANY_EVENT, ...new Set(events)]) {
        checkVisitor(visitors, [visitorScope(widgetId, event), domain, ip, userAgent, day], {
          counted: () => batch.add({ widgetId, domain, day, event, count: 0, visitors: 1 }),
          failed: (error) => log.error({ err: error, widgetId, domain }, 'event visitor not checked'),
          pending: batch.checking,
        });
      }
    },
    /** Writes what is counted now (tests, and the timer). */
    flush: batch.flush,
    /** Stops the timer and writes the rest (app close). */
    close: batch.close,
  };
}
export type InsightCounts = ReturnType<typeof createInsightCounts>;
