import type { SourceCacheRow } from '../../../db/schema';
import type { SourceKind } from '../../jobs';
import { nextRefreshAfterFailure, nextRefreshAfterSuccess, type RefreshPolicy } from '../cache/refresh-policy';
import type { SourceCacheRepository, StoredReview } from '../cache/source-cache.repository';
import { failureOutcome, type SourceStanding, servesData, standingOf, successOutcome } from '../cache/source-outcome';
import { failure, type ReviewsFailure } from '../reviews/review-result';

// One cache pipeline for both kinds of source (issue 26 §1): a widget's data always comes from our
// cache, so a visitor's page never waits on a third-party site; a read holds a lease on its source
// (one reader at a time, across processes), ends in one named outcome, and a failed read keeps the
// last good data. What differs between reviews and listings (what a read stores, how a row is served
// to one widget, how long a read may take) is the kind's SourceKindPipeline.

/** What identifies a source's cache row. */
export interface CacheRef {
  source: SourceCacheRow['source'];
  key: string;
}

/** What a reader answers: the kind's read data, or a named failure. */
export type ReadResult<Read> = { ok: true; data: Read } | ReviewsFailure;

/** The parts of the pipeline a kind of source decides. */
export interface SourceKindPipeline<Ref extends CacheRef, Read, Data> {
  kind: SourceKind;
  /** The ids of this kind's sources (the background refresh picks due rows among them). */
  sources: readonly SourceCacheRow['source'][];
  /** How long a reader may hold a source: it must outlast the longest read. */
  leaseMs: number;
  /** How many items the widget of `ref` keeps at hand (the row keeps the most any widget wants). */
  wanted(ref: Ref): number;
  /** The background refresh's view of a row: what to read for it; null for a row of another kind. */
  refOfRow(row: SourceCacheRow): Ref | null;
  /** What a good read (or a seed) stores in the row, and how many items it holds. */
  stored(read: Read): { data: unknown; reviews: StoredReview[]; count: number };
  /** The row's good data as the widget of `ref` is served it; null when none fits today's contract. */
  served(row: SourceCacheRow & { fetchedAt: Date }, ref: Ref, repo: SourceCacheRepository): Promise<Data | null>;
}

/** A source's data for one widget, and how it stands (the last read's outcome, the last good read). */
export type Cached<Data> = SourceStanding & {
  /** null until a read has succeeded once, and once the source is gone. */
  data: Data | null;
};

export interface SourceDataDeps<Ref, Read> {
  repo: SourceCacheRepository;
  /** Reads the source; `leased` is its row as the read took it (the most wanted, the last good data). */
  read: (ref: Ref, leased: SourceCacheRow) => Promise<ReadResult<Read>>;
  /** How often a source is read: one for all, or each source's own (its definition's). */
  policy: RefreshPolicy | ((source: CacheRef['source']) => RefreshPolicy);
  now: () => Date;
}

export function createSourceDataService<Ref extends CacheRef, Read, Data>(
  kind: SourceKindPipeline<Ref, Read, Data>,
  { repo, read, policy, now }: SourceDataDeps<Ref, Read>,
) {
  const policyOf = (source: CacheRef['source']) => (typeof policy === 'function' ? policy(source) : policy);

  /** Reads the source now unless another reader holds it; answers whether this call read it. */
  async function refreshRow(row: SourceCacheRow, ref: Ref): Promise<boolean> {
    const started = now();
    const leased = await repo.lease(row.id, started, new Date(started.getTime() + kind.leaseMs));
    if (!leased) return false;
    // An adapter answers failures rather than throwing; anything thrown still lets the lease go
    // and counts as a failed read, so the source backs off instead of staying held.
    const result = await read(ref, leased).catch(
      (error: unknown): ReadResult<Read> => failure('unreachable', `the read failed: ${String(error)}`),
    );
    const finished = now();
    if (result.ok) {
      const { data, reviews, count } = kind.stored(result.data);
      await repo.recordSuccess(row.id, {
        data,
        reviews,
        outcome: successOutcome(count),
        now: finished,
        nextRefreshAt: nextRefreshAfterSuccess(policyOf(ref.source), finished),
      });
    } else {
      await repo.recordFailure(row.id, {
        status: result.reason,
        outcome: failureOutcome(result),
        error: result.detail,
        now: finished,
        nextRefreshAt: nextRefreshAfterFailure(policyOf(ref.source), result.reason, leased.failures, finished),
      });
    }
    return true;
  }

  async function cached(row: SourceCacheRow, ref: Ref): Promise<Cached<Data>> {
    const standing = standingOf(row);
    // A gone source's data is kept (it may come back) but no longer shown.
    const { fetchedAt } = row;
    if (fetchedAt === null || !servesData(row)) return { data: null, ...standing };
    return { data: await kind.served({ ...row, fetchedAt }, ref, repo), ...standing };
  }

  /** The source_cache ids of up to `limit` sources of this kind due and not being read, the most overdue first. */
  function due(limit: number): Promise<string[]> {
    return repo.due(now(), limit, kind.sources);
  }

  /**
   * Reads the source of this source_cache row unless another reader holds it (or it is gone, or
   * of another kind); answers whether this call read it.
   */
  async function refreshOne(id: string): Promise<boolean> {
    const row = await repo.findById(id);
    const ref = row ? kind.refOfRow(row) : null;
    return row !== undefined && ref !== null && (await refreshRow(row, ref));
  }

  return {
    /**
     * What a widget shows (embed, preview without a reload): the cache as it is. The source is
     * registered for the background refresh, and a widget asking for more than the cache was read
     * for makes it due now.
     */
    async cachedFor(ref: Ref): Promise<Cached<Data>> {
      return cached(await repo.ensure(ref.source, ref.key, kind.wanted(ref), now()), ref);
    },

    /**
     * The editor changed the source or the count, or asked for a reload: read it now (unless a
     * refresh of it is already running, whose outcome is then answered), then answer the cache.
     */
    async readNow(ref: Ref): Promise<Cached<Data>> {
      const row = await repo.ensure(ref.source, ref.key, kind.wanted(ref), now());
      await refreshRow(row, ref);
      return cached((await repo.findById(row.id)) ?? row, ref);
    },

    /** Stores data as a good read of the source (the dev seed route: a machine without internet). */
    async seed(ref: Ref, data: Read): Promise<number> {
      const at = now();
      const row = await repo.ensure(ref.source, ref.key, kind.wanted(ref), at);
      const stored = kind.stored(data);
      await repo.recordSuccess(row.id, {
        data: stored.data,
        reviews: stored.reviews,
        outcome: successOutcome(stored.count),
        now: at,
        nextRefreshAt: nextRefreshAfterSuccess(policyOf(ref.source), at),
      });
      return stored.count;
    },

    due,
    refreshOne,

    /** Refreshes up to `limit` due sources, one after another; answers how many were read. */
    async refreshDue(limit: number): Promise<number> {
      let refreshed = 0;
      for (const id of await due(limit)) {
        if (await refreshOne(id)) refreshed += 1;
      }
      return refreshed;
    },
  };
}
export type SourceDataService<Ref extends CacheRef, Read, Data> = ReturnType<
  typeof createSourceDataService<Ref, Read, Data>
>;
