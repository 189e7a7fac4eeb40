import {
  type ReviewSource,
  SOURCE_MESSAGES,
  SOURCE_PREVIEW_MESSAGES,
  SOURCE_SITE_NAMES,
  type WidgetTypeName,
} from '@widgetry/contracts';
import { type OutcomeMessages, outcomeMessage } from '../preview-message';
import { asksForRead, type PreviewReadFlags } from '../preview-read';
import { reviewSourceOf, reviewWidgetOf } from './review-source-of';
import type { CachedReviews, ReviewsService } from './reviews.service';

// What the review widgets' runtimes get as their data: on a customer's page the cache as it is
// (embed), in the editor the cache after a read the editor's flags ask for (preview), with a
// sentence for the customer when the data is old or missing.

const REVIEW_MESSAGES: OutcomeMessages = {
  ...SOURCE_PREVIEW_MESSAGES,
  gone: SOURCE_PREVIEW_MESSAGES.notFound,
  notAPage: SOURCE_PREVIEW_MESSAGES.notAProfile,
};

/** The customer's sentence for a cache that is not fresh; undefined when all is well. */
export function previewMessage(source: ReviewSource, cached: CachedReviews): string | undefined {
  return outcomeMessage(REVIEW_MESSAGES, SOURCE_SITE_NAMES[source], cached);
}

export function createReviewWidgetData(reviews: Pick<ReviewsService, 'cachedFor' | 'readNow'>) {
  return {
    /** The embed's `data` for a review widget: its cached reviews, or null (no source yet, never read, another type). */
    async forEmbed(type: WidgetTypeName, settings: unknown): Promise<unknown> {
      const widget = reviewWidgetOf(type, settings);
      const ref = widget && reviewSourceOf(widget);
      return ref ? (await reviews.cachedFor(ref)).data : null;
    },

    /**
     * The preview's data: read now when the flags ask for it or nothing was ever read, else what
     * is cached, re-filtered by the runtime (spec 001 §4). `error` says why data is old or
     * missing. null for a type without a source.
     */
    async forPreview(
      type: WidgetTypeName,
      settings: unknown,
      flags: PreviewReadFlags,
    ): Promise<{ data: unknown; error?: string } | null> {
      const widget = reviewWidgetOf(type, settings);
      if (widget === null) return null;
      const ref = reviewSourceOf(widget);
      if (ref === null) {
        return {
          data: null,
          error: widget.type === 'yelp' ? SOURCE_MESSAGES.yelpBusinessId : SOURCE_MESSAGES[widget.type],
        };
      }
      let cached = await reviews.cachedFor(ref);
      if (asksForRead(widget.type, flags) || cached.data === null) cached = await reviews.readNow(ref);
      const error = previewMessage(widget.type, cached);
      return error === undefined ? { data: cached.data } : { data: cached.data, error };
    },
  };
}
export type ReviewWidgetData = ReturnType<typeof createReviewWidgetData>;
