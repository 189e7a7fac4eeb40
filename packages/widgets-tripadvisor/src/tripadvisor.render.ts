// The TripAdvisor widget's settings as the shared review render reads them (a ReviewsView). Pure:
// the API renders previews with it. Its styling is in tripadvisor.vars.ts.
import type { TripadvisorSettings } from '@widgetry/contracts';
import { REVIEW_COUNTS } from '@widgetry/contracts/constants';
import type { RenderContext } from '@widgetry/widgets-core';
import { DEFAULT_READ_MORE_WORDS, minimumStars, type ReviewsView, renderReviews } from '@widgetry/widgets-core/reviews';

const counts: readonly unknown[] = REVIEW_COUNTS;

/**
 * The contract's Max Reviews default (tripadvisor.defaults.ts, checked equal by the tests): the
 * defaults object itself would bring every default into the bundle for this one number.
 */
export const DEFAULT_MAX_REVIEWS = 10;

/** Max Reviews: 'all' is no limit; a value outside the contract's list takes the default. */
export function maxReviews(value: unknown): number | null {
  if (!counts.includes(value)) return DEFAULT_MAX_REVIEWS;
  return value === 'all' ? null : Number(value);
}

const yes = (value: unknown) => value === true;

/**
 * The view of the settings: the header and each of its parts by their toggles, the Write a
 * Review button in a row of its own (it has its own alignment), "N and up" stars, at most Max
 * Reviews, date, trip type and photos by their toggles, bubbles rather than stars. Pages
 * (reviewPageCount) is how many pages the API fetches, so the runtime does not read it.
 */
export function tripadvisorView(settings: TripadvisorSettings): ReviewsView {
  const { header, reviews, filters } = settings;
  return {
    source: 'tripadvisor',
    shape: 'bubble',
    header: yes(header.showHeader)
      ? {
          logo: yes(header.showLogo),
          name: yes(header.showCompanyName),
          rating: yes(header.showRating),
          total: yes(header.showTotalReviews),
        }
      : null,
    writeReview: yes(settings.button.showWriteReview) ? 'row' : false,
    layout: settings.layout.layoutType,
    minStars: minimumStars(filters.numberOfRatings),
    maxReviews: maxReviews(filters.numberOfReviews),
    card: {
      readMoreWords: DEFAULT_READ_MORE_WORDS,
      date: yes(reviews.showReviewDate),
      tripType: yes(reviews.showTripType),
      photos: yes(reviews.showReviewPhotos),
      reactions: false,
    },
    fallbackUrl: settings.url,
  };
}

export function renderTripadvisor(settings: TripadvisorSettings, ctx: RenderContext): string {
  return renderReviews(tripadvisorView(settings), ctx);
}
