import type { SourceState, WidgetTypeName } from '@widgetry/contracts';
import type { Db } from '../../db/client';
import type { Source } from '../../db/schema';
import type { JobQueue, SourceKind } from '../jobs';
import { createSourceCacheRepository } from './cache/source-cache.repository';
import { sourceStateOf } from './cache/source-outcome';
import { definitionOf, SOURCE_DEFINITIONS } from './definition/registry';
import { forgetIdleSources } from './forget-idle-sources';
import { withDefaultMapsKey } from './listing-widgets/listing-maps-key';
import type { ListingReader } from './listing-widgets/listing-reader';
import type { ListingSourceRef } from './listing-widgets/listing-source-of';
import { createListingWidgetData } from './listing-widgets/listing-widget-data';
import { createListingsService } from './listing-widgets/listings.service';
import type { PreviewReadFlags } from './preview-read';
import { type SourceRefresher, startSourceRefresh } from './refresh-worker';
import { withoutCuration } from './review-widgets/curate-reviews';
import type { ReviewSourceRef } from './review-widgets/review-source-of';
import { createReviewWidgetData } from './review-widgets/review-widget-data';
import { createReviewsService, type ReviewReader } from './review-widgets/reviews.service';

// The data widgets' sources as the rest of the app sees them: the embed and the preview ask for a
// widget's data here (review types from the reviews, listing types from the listings), and the
// server process runs the background refresh of both (a job per source, refresh-worker.ts).

/** How often an owner may ask to read one source now (issue 26 §5). */
export const SYNC_EVERY_MS = 10 * 60_000;

/** Sources of each kind refreshDue() reads, one after another (each read is bounded by the fetcher's timeout). */
const SOURCES_PER_ROUND = 10;

export interface SourcesDeps {
  db: Db;
  /** Reads a review source (adapters over the safe fetcher; tests script it). */
  readReviews: ReviewReader;
  /** Reads a listing source (adapters over the safe fetcher; tests script it). */
  readListings: ListingReader;
  now: () => Date;
  /** GOOGLE_MAPS_API_KEY: the maps key a listing widget without its own is served with. */
  defaultMapsKey?: string | undefined;
}

export function createSources({ db, readReviews, readListings, now, defaultMapsKey }: SourcesDeps) {
  const repo = createSourceCacheRepository(db);
  // Each source is read as often as its definition says.
  const policy = (source: Source) => SOURCE_DEFINITIONS[source].refresh;
  const reviews = createReviewsService({ repo, read: readReviews, policy, now });
  const listings = createListingsService({ repo, read: readListings, policy, now });
  const reviewData = createReviewWidgetData(reviews);
  const listingData = createListingWidgetData(listings);
  const dataOf = (type: WidgetTypeName) => (definitionOf(type)?.kind === 'listings' ? listingData : reviewData);

  /** What a widget of this type and settings reads, with its kind; null without a source. */
  function refOf(
    type: WidgetTypeName,
    settings: unknown,
  ): { kind: 'reviews'; ref: ReviewSourceRef } | { kind: 'listings'; ref: ListingSourceRef } | null {
    const definition = definitionOf(type);
    const ref = definition?.sourceOf(settings)?.ref;
    if (!definition || !ref) return null;
    return definition.kind === 'reviews'
      ? { kind: 'reviews', ref: ref as ReviewSourceRef }
      : { kind: 'listings', ref: ref as ListingSourceRef };
  }

  /**
   * A round of both kinds in this call: reviews, then listings (one failing does not stop the
   * other). For tests and scripts; the server's refresh is the jobs' (refresher below).
   */
  async function refreshDue(): Promise<number> {
    let failed: { error: unknown } | null = null;
    let refreshed = 0;
    for (const kind of [reviews, listings]) {
      try {
        refreshed += await kind.refreshDue(SOURCES_PER_ROUND);
      } catch (error) {
        failed ??= { error };
      }
    }
    if (failed) throw failed.error;
    return refreshed;
  }

  /** The source a widget of this type and settings reads, or null (a type without one, no address yet). */
  function sourceOf(type: WidgetTypeName, settings: unknown): { source: Source; key: string } | null {
    return refOf(type, settings)?.ref ?? null;
  }

  /**
   * How a widget's source stands (issue 26 §5): its last outcome, last good read and failing run.
   * Only looks: a source nobody has read yet is not registered for the refresh by this.
   */
  async function stateOf(type: WidgetTypeName, settings: unknown): Promise<SourceState | null> {
    const ref = sourceOf(type, settings);
    return ref && sourceStateOf(await repo.find(ref.source, ref.key), ref.source);
  }

  /**
   * "Sync now" from the owner's editor: reads the widget's source at once, at most once per
   * SYNC_EVERY_MS per source (however many widgets or owners share it), sparing the site. Answers
   * the state after the read, when the next sync is allowed if it was too soon, or null without a source.
   */
  async function syncNow(
    type: WidgetTypeName,
    settings: unknown,
  ): Promise<{ state: SourceState } | { waitMs: number } | null> {
    const found = refOf(type, settings);
    if (!found) return null;
    const { ref } = found;
    const at = now();
    const row = await repo.ensure(ref.source, ref.key, found.kind === 'reviews' ? found.ref.wanted : 0, at);
    if (!(await repo.claimSync(row.id, at, SYNC_EVERY_MS))) {
      const last = (await repo.findById(row.id))?.syncRequestedAt ?? at;
      return { waitMs: Math.max(0, last.getTime() + SYNC_EVERY_MS - at.getTime()) };
    }
    if (found.kind === 'listings') await listings.readNow(found.ref);
    else await reviews.readNow(found.ref);
    return { state: sourceStateOf(await repo.findById(row.id), ref.source) };
  }

  const serviceOf = (kind: SourceKind) => (kind === 'reviews' ? reviews : listings);

  /**
   * Reads one cached source now, whatever its schedule (the admin's "Read now"); answers false when
   * another reader holds it or it is gone from the cache.
   */
  async function readOne(id: string): Promise<boolean> {
    const row = await repo.findById(id);
    if (!row) return false;
    return serviceOf(sourceStateOf(row, row.source).kind).refreshOne(id);
  }
  /** What the background refresh's jobs ask: the due sources of a kind, and one source's read. */
  const refresher: SourceRefresher = {
    due: (kind, limit) => serviceOf(kind).due(limit),
    refreshOne: (kind, id) => serviceOf(kind).refreshOne(id),
    forgetIdle: () => forgetIdleSources({ db, repo, now }),
  };

  return {
    reviews,
    listings,
    /** For GET /embed/:id and POST /widget/preview/: each type's data from its own kind of source. */
    widgetData: {
      forEmbed: (type: WidgetTypeName, settings: unknown) => dataOf(type).forEmbed(type, settings),
      forPreview: (type: WidgetTypeName, settings: unknown, flags: PreviewReadFlags) =>
        dataOf(type).forPreview(type, settings, flags),
      /**
       * The settings a widget is served with (embed answer, preview render): the stored ones, with
       * GOOGLE_MAPS_API_KEY as a listing widget's maps key when it has none of its own, and without
       * a review widget's curation (applied here on the server, the owner's own business).
       */
      servedSettings: <S>(type: WidgetTypeName, settings: S): S =>
        withoutCuration(withDefaultMapsKey(type, settings, defaultMapsKey)),
    },
    sourceOf,
    stateOf,
    readOne,
    syncNow,
    refreshDue,
    refresher,
    /** Schedules the background refresh on the queue and works its jobs in this process (the server). */
    startRefresh: (jobs: JobQueue) => startSourceRefresh(jobs, refresher),
  };
}
export type Sources = ReturnType<typeof createSources>;
