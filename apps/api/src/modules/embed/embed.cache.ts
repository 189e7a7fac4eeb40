import { createReadThroughCache } from '../../lib/read-through-cache';
import type { EncodedCopies } from './embed-encoding';

// GET /embed/:id runs on every page view of every customer's site, so its answers are kept in
// memory: a hit costs no query, a miss exactly one. Each API process keeps its own; the widgets,
// billing and orders modules invalidate an id when the widget changes, and on Postgres the change
// reaches every other process too (cache-invalidation.ts). The TTL bounds anything else (an account
// deleted) to the same minute the answer's own Cache-Control allows browsers.

/** One JSON body (EmbedResponse), serialised once per load, with its compressed copies when large. */
export interface SerialisedEmbedBody {
  /** Sent as these bytes. */
  body: Buffer;
  /** Strong ETag of body, quoted. */
  etag: string;
  /** br and gzip copies made once with the body (embed-encoding.ts); absent for a small body. */
  encoded?: EncodedCopies;
}

/**
 * GET /embed/:id's answer serialised, ready to send, with what decides who gets it (the answer's
 * body itself is contracts' EmbedResponse, which embed.js reads).
 */
export interface SerialisedEmbedAnswer extends SerialisedEmbedBody {
  widgetId: string;
  /** Shown nowhere: GET /embed answers 403 `paused`. */
  paused: boolean;
  /** Normalised domains (`*.domain`) the widget may be shown on; empty: anywhere. */
  allowedSites: readonly string[];
  /** A listing widget's group ('' for none): a request naming it gets `body`, any other `all`. */
  group: string;
  /** The answer with all of the company's listings, for a grouped listing widget's plain snippet. */
  all?: SerialisedEmbedBody;
}

/** What a load found: an answer or null (unknown or not servable), and until when it holds. */
export interface EmbedLoad {
  answer: SerialisedEmbedAnswer | null;
  /** A paid widget stops being servable at its renewal date; null when nothing ends it. */
  validUntil: Date | null;
}

export interface EmbedCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now: () => Date;
}

export function createEmbedCache({ ttlMs, maxEntries, now }: EmbedCacheOptions) {
  // The shared read-through cache: one load per id at a time (a cold widget on a busy page costs one
  // query, not one per visitor), a load that an invalidation overtook not kept, and a paid widget's
  // answer no longer than its renewal date. Always trusted: while the change listener is down the
  // answers keep being served, bounded by the TTL (cache-invalidation.ts).
  const cache = createReadThroughCache<string, EmbedLoad>({
    ttlMs,
    maxEntries,
    now: () => now().getTime(),
    validUntil: (loaded) => loaded.validUntil?.getTime() ?? null,
  });

  return {
    /** The cached answer for `id`, or the result of `load(id)`, kept for the TTL (or until validUntil). */
    async get(id: string, load: (id: string) => Promise<EmbedLoad>): Promise<SerialisedEmbedAnswer | null> {
      return (await cache.get(id, () => load(id))).answer;
    },

    /**
     * The answer kept for `id` without loading: undefined when none is kept (or it expired), null
     * when the widget is known not to be served. Lets a hit answer without awaiting anything.
     */
    peek(id: string): SerialisedEmbedAnswer | null | undefined {
      return cache.peek(id)?.answer;
    },

    /** Forgets `id`, so the next request reads the database. */
    invalidate(id: string): void {
      cache.forget(id);
    },

    /** Forgets every id: changes may have been missed (cache-invalidation.ts, on reconnect). */
    clear(): void {
      cache.clear();
    },
  };
}
export type EmbedCache = ReturnType<typeof createEmbedCache>;
