import { type ReviewSource, type ReviewsData, SOURCE_PREVIEW_MESSAGES, type WidgetTypeName } from '@widgetry/contracts';
import { SOURCE_DEFINITIONS } from '../definition/registry';
import { cachedMessage, createWidgetData, type WidgetSource } from '../pipeline/widget-data';
import type { OutcomeMessages } from '../preview-message';
import { curatedData } from './curate-reviews';
import { type ReviewSourceRef, type ReviewWidget, reviewSourceOf, reviewWidgetOf } from './review-source-of';
import type { CachedReviews, ReviewsService } from './reviews.service';

// The review widgets' data (embed and preview) through the one widget-data pipeline
// (pipeline/widget-data.ts), and the one place a review widget's list is produced for both.

const REVIEW_MESSAGES: OutcomeMessages = {
  ...SOURCE_PREVIEW_MESSAGES,
  gone: SOURCE_PREVIEW_MESSAGES.notFound,
  notAPage: SOURCE_PREVIEW_MESSAGES.notAProfile,
};

/** The customer's sentence for a cache that is not fresh; undefined when all is well. */
export function previewMessage(source: ReviewSource, cached: CachedReviews): string | undefined {
  return cachedMessage(REVIEW_MESSAGES, { source, key: '' }, cached);
}

/** A review widget's source, or why it has none yet (the editor's required field). */
function reviewWidgetSource(
  type: WidgetTypeName,
  settings: unknown,
): WidgetSource<ReviewWidget, ReviewSourceRef> | null {
  const widget = reviewWidgetOf(type, settings);
  if (widget === null) return null;
  const ref = reviewSourceOf(widget);
  if (ref !== null) return { widget, ref };
  return { widget, ref: null, why: SOURCE_DEFINITIONS[widget.type].messages.required };
}

/**
 * The reviews a widget shows from its source's cached reviews: the single place the review list of
 * one widget is produced, for the embed and the preview alike (the cache keeps every review).
 */
export function reviewsShown(widget: ReviewWidget, data: ReviewsData): ReviewsData {
  return curatedData(data, widget.settings.curation);
}

export function createReviewWidgetData(reviews: Pick<ReviewsService, 'cachedFor' | 'readNow'>) {
  return createWidgetData({
    sourceOf: reviewWidgetSource,
    service: reviews,
    messages: REVIEW_MESSAGES,
    readsOnReload: false,
    shown: reviewsShown,
  });
}
export type ReviewWidgetData = ReturnType<typeof createReviewWidgetData>;
