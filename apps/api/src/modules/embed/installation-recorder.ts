import type { FastifyBaseLogger } from 'fastify';
import { LruMap } from '../../lib/lru-map';
import type { EmbedRepository, SiteSeen } from './embed.repository';

// DESIGN "Data flow" 5: the embed endpoint records where a widget is installed. A popular page
// would otherwise write on every view, so each (widget, domain) pair is written at most once per
// window (lastSeen is then at most one window old), and not by the request: it goes into an
// in-memory batch that a flush writes on an interval and at close (issue 28: the hot path only
// reads). A failing flush is logged, so a database hiccup never hides a customer's widget.
//
// The widget id is public and any visitor can forge an Origin, so what one widget may gain is
// capped (DESIGN "Security rules"): a few new sites an hour, and a total beyond which the sites
// with the fewest visitors make room. The hourly budget is counted here, and a pair this process
// never wrote is not even queued once it is spent, so a flood of made-up sites costs memory
// lookups, not queries; the flush's one statement adds at most the budget left per widget.

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

export type InstallationStore = Pick<EmbedRepository, 'upsertSites' | 'sitesSeenSince'>;

export interface SiteLimits {
  newPerHour: number;
  total: number;
}

export interface InstallationRecorderOptions {
  store: InstallationStore;
  /** At most one write per (widget, domain) in this many milliseconds. */
  throttleMs: number;
  now: () => Date;
  /** How often the batch is written; default DEFAULT_SITE_FLUSH_MS. */
  flushMs?: number;
  /** How many (widget, domain) pairs are remembered; a forgotten one only costs an early write. */
  maxTracked?: number;
  limits?: SiteLimits;
}

export const DEFAULT_INSTALLATION_THROTTLE_MS = 5 * 60 * 1000;
/** The batch of seen sites is written this often: a new site is listed a few seconds after its first view. */
export const DEFAULT_SITE_FLUSH_MS = 2000;
const DEFAULT_MAX_TRACKED = 50_000;
const DEFAULT_LIMITS: SiteLimits = { newPerHour: MAX_NEW_SITES_PER_HOUR, total: MAX_SITES_PER_WIDGET };

interface HourlyBudget {
  windowStart: number;
  /** New sites added in the window. */
  used: number;
  /** Pairs of the pending batch this process never wrote before (maybe new sites). */
  unknownPending: number;
}

/**
 * The embed path only reads: a view's site goes into this in-memory batch (one Map entry per
 * widget and domain), and one flush on an interval (and at close) writes the batch through the
 * write pool, the caps applied there (embed.repository.ts upsertSites), so no request waits for a
 * write, takes a row lock or holds one of the read pool's connections. A failed flush is logged
 * and its batch dropped: the pairs are written again after the throttle window.
 */
export function createInstallationRecorder({
  store,
  throttleMs,
  now,
  flushMs = DEFAULT_SITE_FLUSH_MS,
  maxTracked = DEFAULT_MAX_TRACKED,
  limits = DEFAULT_LIMITS,
}: InstallationRecorderOptions) {
  const lastWrite = new LruMap<string, number>(maxTracked);
  const budgets = new LruMap<string, HourlyBudget>(maxTracked);
  let pending = new Map<string, SiteSeen>();
  let writing: Promise<void> = Promise.resolve();
  let log: Pick<FastifyBaseLogger, 'error'> | undefined;
  // A widget's real sites are at most `total`, all unknown to a fresh process: this many unknown
  // pairs per batch let every one of them and the hour's new ones through, and bound what a flood
  // of forged Origins puts into one flush.
  const unknownPerBatch = limits.total + limits.newPerHour;

  function budgetOf(widgetId: string, at: number): HourlyBudget {
    const current = budgets.get(widgetId);
    if (current && at - current.windowStart < HOUR_MS) return current;
    const fresh = { windowStart: at, used: 0, unknownPending: current?.unknownPending ?? 0 };
    budgets.set(widgetId, fresh);
    return fresh;
  }

  async function write(batch: SiteSeen[]): Promise<void> {
    const at = now().getTime();
    const newSites = new Map<string, number>();
    for (const site of batch) {
      const budget = budgetOf(site.widgetId, at);
      budget.unknownPending = 0;
      newSites.set(site.widgetId, Math.max(0, limits.newPerHour - budget.used));
    }
    try {
      // A site this process has not written may have been written just before a restart: within
      // the window it needs no new lastSeen.
      const added = await store.upsertSites(batch, { newSites, maxSites: limits.total, refreshAfterMs: throttleMs });
      for (const site of added) budgetOf(site.widgetId, at).used += 1;
    } catch (error: unknown) {
      log?.error({ err: error, sites: batch.length }, 'installations not recorded');
    }
  }

  function flush(): Promise<void> {
    if (pending.size > 0) {
      const batch = [...pending.values()];
      pending = new Map();
      // One flush at a time, in order, so close() awaits them all and budgets are counted in turn.
      writing = writing.then(() => write(batch));
    }
    return writing;
  }

  const timer = setInterval(() => void flush(), flushMs);
  // A pending flush never keeps the process alive; close() writes what is left.
  timer.unref();

  return {
    /** Adds the site to the next flush unless this pair was written within the window; returns at once. */
    record(widgetId: string, domain: string, logger: Pick<FastifyBaseLogger, 'error'>): void {
      log = logger;
      const seenAt = now();
      const at = seenAt.getTime();
      const key = `${widgetId} ${domain}`;
      const previous = lastWrite.get(key);
      if (previous !== undefined && at - previous < throttleMs) return;
      if (previous === undefined) {
        // A pair never written by this process is most likely a new site: with the hour's budget
        // spent (or the batch's share of unknown pairs taken) it is not even queued, and is tried
        // again on a later view.
        const budget = budgetOf(widgetId, at);
        if (budget.used >= limits.newPerHour || budget.unknownPending >= unknownPerBatch) return;
        budget.unknownPending += 1;
      }
      // Marked now, so the next views of the pair cost a Map lookup; a failed write is retried only
      // after the window, which spares a struggling database.
      lastWrite.set(key, at);
      pending.set(key, { widgetId, domain, seenAt });
    },

    /**
     * Learns the pairs written within the window before this process started (a restart or a
     * deploy), so their next views cost a Map lookup as they did before, rather than each going
     * into a batch again (issue 28: a restart does not turn every view into a write). A failure
     * only costs those early writes, and is logged.
     */
    async remember(logger: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
      const at = now().getTime();
      try {
        const recent = await store.sitesSeenSince(new Date(at - throttleMs), maxTracked);
        // Oldest first, so the most recently seen end up the most recently used.
        for (const site of recent.toReversed()) {
          const key = `${site.widgetId} ${site.domain}`;
          if (lastWrite.get(key) === undefined) lastWrite.set(key, site.seenAt.getTime());
        }
      } catch (error: unknown) {
        logger.error({ err: error }, 'recently seen sites not read: their next views are written again');
      }
    },

    /** Writes the batch now and resolves once every write so far has finished (tests). */
    settle: flush,

    /** Stops the timer and writes what is left (app close). */
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
export type InstallationRecorder = ReturnType<typeof createInstallationRecorder>;
