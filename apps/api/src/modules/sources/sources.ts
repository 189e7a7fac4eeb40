import type { Db } from '../../db/client';
import { REVIEWS_REFRESH } from './cache/refresh-policy';
import { createSourceCacheRepository } from './cache/source-cache.repository';
import { type RefreshWorker, startRefreshWorker } from './refresh-worker';
import { createReviewWidgetData } from './review-widgets/review-widget-data';
import { createReviewsService, type ReviewReader } from './review-widgets/reviews.service';

// The data widgets' sources as the rest of the app sees them: the embed and the preview ask for a
// widget's data here, and the server process runs the background refresh.

/** How often the server looks for sources due a refresh. */
export const REFRESH_TICK_MS = 60_000;
/** Sources read per tick, one after another (each read is bounded by the fetcher's timeout). */
const SOURCES_PER_TICK = 10;

export interface SourcesDeps {
  db: Db;
  /** Reads a review source (adapters over the safe fetcher; tests script it). */
  readReviews: ReviewReader;
  now: () => Date;
}

export function createSources({ db, readReviews, now }: SourcesDeps) {
  const reviews = createReviewsService({
    repo: createSourceCacheRepository(db),
    read: readReviews,
    policy: REVIEWS_REFRESH,
    now,
  });
  const reviewData = createReviewWidgetData(reviews);
  return {
    reviews,
    /** For GET /embed/:id and POST /widget/preview/. */
    widgetData: reviewData,
    startRefresh(onError: (error: unknown) => void): RefreshWorker {
      return startRefreshWorker({
        intervalMs: REFRESH_TICK_MS,
        refreshDue: () => reviews.refreshDue(SOURCES_PER_TICK),
        onError,
      });
    },
  };
}
export type Sources = ReturnType<typeof createSources>;
