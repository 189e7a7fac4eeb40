// The TripAdvisor widget's settings as the shared review render reads them (a ReviewsView). Pure:
// the API renders previews with it. Its styling is in tripadvisor.vars.ts.
import type { TripadvisorSettings } from '@widgetry/contracts';
import { REVIEW_COUNTS } from '@widgetry/contracts/constants';
import type { I18n, RenderContext } from '@widgetry/widgets-core';
import {
  DEFAULT_READ_MORE_WORDS,
  minimumStars,
  type ReviewsView,
  renderReviews,
  type TripTypeText,
} from '@widgetry/widgets-core/reviews';
import type { tripadvisorMessages } from './i18n/en';

type Texts = I18n<typeof tripadvisorMessages>;

/** TripAdvisor's five trip types, as its cards ("Couples") or older pages ("Traveled as a couple") write them. */
const TRIP_TYPES = [
  [/business/i, 'tripBusiness'],
  [/couple/i, 'tripCouples'],
  [/famil/i, 'tripFamily'],
  [/friend/i, 'tripFriends'],
  [/solo/i, 'tripSolo'],
] as const;

/** The trip type line in the widget's language: a known type by its name there, any other as the source wrote it. */
export function tripTypeText(i18n: Texts): TripTypeText {
  return {
    label: i18n.t('tripType'),
    name: (trip) => {
      const known = TRIP_TYPES.find(([pattern]) => pattern.test(trip));
      return known ? i18n.t(known[1]) : trip;
    },
  };
}

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
export function tripadvisorView(settings: TripadvisorSettings, i18n: Texts): ReviewsView {
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
      tripType: yes(reviews.showTripType) && tripTypeText(i18n),
      photos: yes(reviews.showReviewPhotos),
      reactions: false,
    },
    fallbackUrl: settings.url,
  };
}

export function renderTripadvisor(
  settings: TripadvisorSettings,
  ctx: RenderContext<typeof tripadvisorMessages>,
): string {
  return renderReviews(tripadvisorView(settings, ctx.i18n), ctx);
}
