// The Yelp widget's settings as the shared review render reads them (a ReviewsView). Pure: the API
// renders previews with it. Its styling is in yelp.vars.ts.
import type { YelpSettings } from '@widgetry/contracts';
import { BOUNDS, YELP_FETCH_COUNTS } from '@widgetry/contracts/constants';
import type { I18n, RenderContext } from '@widgetry/widgets-core';
import {
  minimumStars,
  PLATFORM_NAMES,
  type ReactionsText,
  type ReviewsView,
  renderReviews,
} from '@widgetry/widgets-core/reviews';
import type { yelpMessages } from './i18n/en';

type Texts = I18n<typeof yelpMessages>;

/** Yelp's own Write a Review page; the Business ID is the last part of its address (spec 001 §2). */
export const YELP_WRITE_REVIEW_PAGE = 'https://www.yelp.com/writeareview/biz/';
/** The contract's Business ID rule, re-checked before the id goes into an address. */
const BUSINESS_ID = /^[\p{L}\p{N}_%-]{1,200}$/u;

/**
 * The contract's defaults for Get More Reviews and the word limit (yelp.defaults.ts, checked equal
 * by the tests): the defaults object itself would bring every default into the bundle.
 */
export const YELP_DEFAULTS = { fetchReviews: 10, wordCountThreshold: 50 } as const;

const counts: readonly unknown[] = YELP_FETCH_COUNTS;
const on = (value: unknown) => value === 'on';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Get More Reviews: how many reviews show; a value outside the contract's list takes the default. */
export function fetchCount(value: unknown): number {
  return typeof value === 'number' && counts.includes(value) ? value : YELP_DEFAULTS.fetchReviews;
}

/** The read-more word threshold, a whole number within the contract's bounds, else the default. */
export function wordThreshold(value: unknown): number {
  const { min, max } = BOUNDS.wordCount;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : YELP_DEFAULTS.wordCountThreshold;
}

/** The Write a Review page of a Business ID, or '' for an id the contract would refuse. */
export function writeReviewUrl(businessId: unknown): string {
  return typeof businessId === 'string' && BUSINESS_ID.test(businessId) ? YELP_WRITE_REVIEW_PAGE + businessId : '';
}

/** The reaction bar's texts in the widget's language (the platform's name as it is). */
export function reactionsText(i18n: Texts): ReactionsText {
  return {
    labels: [i18n.t('useful'), i18n.t('funny'), i18n.t('cool')],
    lead: i18n.t('reactOn', { platform: PLATFORM_NAMES.yelp }),
  };
}

/**
 * The view of the settings: the header (off as a whole with headerStatus) shows the rating always
 * and the logo, name, review count and Add Review button by their toggles; the name is the custom
 * Business Name when set; "N and up" stars, at most Get More Reviews; Read more at the word
 * threshold when on; the reaction bar and photos by their toggles.
 */
export function yelpView(settings: YelpSettings, i18n: Texts): ReviewsView {
  const { header, button, cards, reviews } = settings;
  const showHeader = on(header.headerStatus);
  return {
    source: 'yelp',
    shape: 'star',
    header: showHeader
      ? {
          logo: on(header.logoStatus),
          name: on(header.companyNameStatus),
          rating: true,
          total: on(header.reviewCountStatus),
        }
      : null,
    writeReview: showHeader && on(header.addReviewStatus) ? 'header' : false,
    layout: reviews.reviewlayout,
    minStars: minimumStars(reviews.reviewFilter),
    maxReviews: fetchCount(settings.fetchReviews),
    card: {
      readMoreWords: on(button.readMoreStatus) ? wordThreshold(button.wordCountThreshold) : null,
      date: true,
      tripType: false,
      photos: on(cards.reviewPhothoStatus),
      reactions: on(cards.reactionBarStatus) && reactionsText(i18n),
    },
    // The Builder's Business Name; header.yelpCompanyName (no control of its own) when that is blank.
    name: text(settings.companyName) || text(header.yelpCompanyName),
    fallbackUrl: settings.url,
    fallbackWriteReviewUrl: writeReviewUrl(settings.businessId),
  };
}

export function renderYelp(settings: YelpSettings, ctx: RenderContext<typeof yelpMessages>): string {
  return renderReviews(yelpView(settings, ctx.i18n), ctx);
}
