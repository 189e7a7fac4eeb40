import { type ListingsData, listingsDataSchema } from '@widgetry/contracts';
import type { SourceCacheRow } from '../../../db/schema';
import {
  LISTINGS_LEASE_MS,
  nextRefreshAfterFailure,
  nextRefreshAfterSuccess,
  type RefreshPolicy,
} from '../cache/refresh-policy';
import type { SourceCacheRepository } from '../cache/source-cache.repository';
import { failureOutcome, type SourceStanding, servesData, standingOf, successOutcome } from '../cache/source-outcome';
import { failure, type ListingsResult } from '../listings/listing-result';
import type { ListingReader } from './listing-reader';
import { LISTING_SOURCES, type ListingSourceRef, listingSourceOfRow } from './listing-source-of';
import { inGroup } from './listings-in-group';

// The listing widgets' data, always from our cache: a visitor's page never waits on AppFolio or
// Rentvine. Unlike reviews, each good read REPLACES the list (a unit that was let is gone from the
// source and must go from the widget too); a failed read keeps the last good list, so a source
// that blocks us for a while leaves the widget as it was rather than empty.

/** The cached listings of a source (in a widget's group), and how it stands (the last read's outcome, the last good read). */
export interface CachedListings extends SourceStanding {
  /** null until a read has succeeded once, and once the source is gone. */
  data: ListingsData | null;
}

export interface ListingsServiceDeps {
  repo: SourceCacheRepository;
  read: ListingReader;
  policy: RefreshPolicy;
  now: () => Date;
}

/** The row's list as the widget of `ref` shows it: checked against today's contract, in its group. */
function cached(row: SourceCacheRow, ref: ListingSourceRef): CachedListings {
  const standing = standingOf(row);
  const data = listingsDataSchema.safeParse(row.data);
  // A gone company's listings are kept (it may come back) but no longer shown: its units are not to let.
  if (!data.success || row.fetchedAt === null || data.data.source !== ref.source || !servesData(row)) {
    return { data: null, ...standing };
  }
  // AppFolio filtered by group when it was read (the group is in the key); Rentvine's company list
  // is narrowed here, so every group of a company shares one read.
  const listings = ref.source === 'rentvine' ? inGroup(data.data.listings, ref.group) : data.data.listings;
  // The list's time is the row's: when it was last read (or seeded), whatever the stored copy says.
  const fetchedAt = row.fetchedAt.toISOString();
  return { data: { ...data.data, listings, fetchedAt }, ...standing };
}

export function createListingsService({ repo, read, policy, now }: ListingsServiceDeps) {
  /** Reads the source now unless another reader holds it; answers whether this call read it. */
  async function refreshRow(row: SourceCacheRow, ref: ListingSourceRef): Promise<boolean> {
    const started = now();
    const leased = await repo.lease(row.id, started, new Date(started.getTime() + LISTINGS_LEASE_MS));
    if (!leased) return false;
    // An adapter answers failures rather than throwing; anything thrown still lets the lease go
    // and counts as a failed read, so the source backs off instead of staying held.
    const before = listingsDataSchema.safeParse(leased.data);
    const previous = before.success && before.data.source === ref.source ? before.data.listings : [];
    const result = await read(ref, previous).catch(
      (error: unknown): ListingsResult => failure('unreachable', `the read failed: ${String(error)}`),
    );
    const finished = now();
    if (result.ok) {
      await repo.recordSuccess(row.id, {
        data: result.data,
        reviews: [],
        outcome: successOutcome(result.data.listings.length),
        now: finished,
        nextRefreshAt: nextRefreshAfterSuccess(policy, finished),
      });
    } else {
      await repo.recordFailure(row.id, {
        status: result.reason,
        outcome: failureOutcome(result),
        error: result.detail,
        now: finished,
        nextRefreshAt: nextRefreshAfterFailure(policy, result.reason, leased.failures, finished),
      });
    }
    return true;
  }

  /** The source_cache ids of up to `limit` listing sources due and not being read, the most overdue first. */
  function due(limit: number): Promise<string[]> {
    return repo.due(now(), limit, LISTING_SOURCES);
  }

  /**
   * Reads the source of this source_cache row unless another reader holds it (or it is gone, or
   * not a listing source); answers whether this call read it.
   */
  async function refreshOne(id: string): Promise<boolean> {
    const row = await repo.findById(id);
    const ref = row ? listingSourceOfRow(row) : null;
    return row !== undefined && ref !== null && (await refreshRow(row, ref));
  }

  return {
    /** What a widget shows (embed, preview without a reload): the cache as it is; the source is registered for the refresh. */
    async cachedFor(ref: ListingSourceRef): Promise<CachedListings> {
      return cached(await repo.ensure(ref.source, ref.key, 0, now()), ref);
    },

    /**
     * The editor changed the URL or group, or asked for a reload: read it now (unless a refresh of
     * it is already running, whose outcome is then answered), then answer the cache.
     */
    async readNow(ref: ListingSourceRef): Promise<CachedListings> {
      const row = await repo.ensure(ref.source, ref.key, 0, now());
      await refreshRow(row, ref);
      return cached((await repo.findById(row.id)) ?? row, ref);
    },

    /** Stores listings as a good read of the source (the dev seed route: a machine without internet). */
    async seed(ref: ListingSourceRef, data: ListingsData): Promise<number> {
      const at = now();
      const row = await repo.ensure(ref.source, ref.key, 0, at);
      await repo.recordSuccess(row.id, {
        data,
        reviews: [],
        outcome: successOutcome(data.listings.length),
        now: at,
        nextRefreshAt: nextRefreshAfterSuccess(policy, at),
      });
      return data.listings.length;
    },

    due,
    refreshOne,

    /** Refreshes up to `limit` due listing sources, one after another; answers how many were read. */
    async refreshDue(limit: number): Promise<number> {
      let refreshed = 0;
      for (const id of await due(limit)) {
        if (await refreshOne(id)) refreshed += 1;
      }
      return refreshed;
    },
  };
}
export type ListingsService = ReturnType<typeof createListingsService>;
