import type { FastifyBaseLogger } from 'fastify';

// Views per site (the installations popup's chart). Every page view of every customer's site
// reaches GET /embed, so a view is one Map increment on the request path; the counts are written
// in one statement per flush, at most FLUSH interval later and when the app closes. A flush that
// fails is logged and its counts are dropped: views are a hint, and retrying would let a sick
// database pile up memory.

/** One counted batch entry: embed answers served to `domain` for `widgetId` on UTC `day`. */
export interface ViewCount {
  widgetId: string;
  domain: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: number;
}

export interface ViewStore {
  addViews(counts: readonly ViewCount[]): Promise<void>;
  /** Forgets views of days before `day`. */
  pruneViews(day: string): Promise<void>;
}

/** Views are kept this many days (a little more than the 30 shown, for time zones and late flushes). */
export const VIEW_RETENTION_DAYS = 35;

/** Counts are written this often at most (the brief: within 10 s). */
export const DEFAULT_VIEW_FLUSH_MS = 5000;
/**
 * Distinct (widget, site, day) keys held between flushes. Only recorded sites are ever written,
 * but any visitor can forge an Origin, so memory is bounded too: past it, new keys wait for the
 * next flush (their views are not counted) while known keys keep counting.
 */
export const MAX_PENDING_VIEW_KEYS = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ViewCounterOptions {
  store: ViewStore;
  now: () => Date;
  flushMs?: number;
  maxPending?: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function createViewCounter({
  store,
  now,
  flushMs = DEFAULT_VIEW_FLUSH_MS,
  maxPending = MAX_PENDING_VIEW_KEYS,
  log,
}: ViewCounterOptions) {
  let pending = new Map<string, ViewCount>();
  // The day's string is rebuilt once a day, not per view.
  let day = '';
  let dayEnds = 0;
  let writing: Promise<void> = Promise.resolve();
  let prunedOn = '';

  function today(): string {
    const at = now().getTime();
    if (at >= dayEnds || at < dayEnds - DAY_MS) {
      day = new Date(at).toISOString().slice(0, 10);
      dayEnds = (Math.floor(at / DAY_MS) + 1) * DAY_MS;
    }
    return day;
  }

  async function flush(): Promise<void> {
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    const currentDay = today();
    const prune = prunedOn !== currentDay;
    prunedOn = currentDay;
    const cutoff = new Date(now().getTime() - VIEW_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10);
    // One write at a time, in order, so app close awaits them all.
    writing = writing.then(async () => {
      try {
        await store.addViews(batch);
        // Once a day per process: old days go, so the table holds about a month per site.
        if (prune) await store.pruneViews(cutoff);
      } catch (error: unknown) {
        log.error({ err: error, keys: batch.length }, 'site views not recorded');
      }
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  // A pending flush never keeps the process alive; close() flushes what is left.
  timer.unref();

  return {
    /** Counts one view; returns at once. */
    count(widgetId: string, domain: string): void {
      const currentDay = today();
      const key = `${widgetId} ${domain} ${currentDay}`;
      const entry = pending.get(key);
      if (entry) {
        entry.views += 1;
      } else if (pending.size < maxPending) {
        pending.set(key, { widgetId, domain, day: currentDay, views: 1 });
      }
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
export type ViewCounter = ReturnType<typeof createViewCounter>;
