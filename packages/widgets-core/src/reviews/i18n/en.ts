// The review widgets' shared English catalogue (issue 32): every text the shared render and
// behaviour show that the owner did not type. Each review type's catalogue is this one spread
// together with its own keys (TripAdvisor's trip types, Yelp's reactions), so the file the host
// serves for a type holds all it needs. Numbers and dates are Intl's (ctx.i18n), not text here.
import type { WidgetLanguage } from '@widgetry/contracts/constants';
import type { Catalogue } from '../../i18n/messages';
import type { RenderContext } from '../../runtime';

export const reviewsMessages = {
  readMore: 'Read more',
  readLess: 'Read less',
  writeReview: 'Write a review',
  /** Read after Write a review by a screen reader only: "Write a review on Trustpilot". */
  writeReviewOn: 'on {platform}',
  previous: 'Previous review',
  next: 'Next review',
  /** The name of the list or carousel of reviews. */
  listLabel: '{platform} reviews',
  newTab: '(opens in a new tab)',
  empty: 'No reviews to show yet.',
  noMatch: 'No reviews match these filters yet.',
  ownerReply: 'Response from the owner',
  /** The attribution under the reviews, linking to the platform's page. */
  source: 'Reviews from {platform}',
  total: { one: '{count} review', other: '{count} reviews' },
  /** A rating's accessible name; {rating} and {max} are formatted numbers. */
  rated: 'Rated {rating} out of {max}',
  /** A carousel slide's name. */
  slide: '{position} of {count}',
  photo: 'Photo {position} from {author}’s review',
  /** A header logo shown alone, when the business has no name. */
  logo: 'Logo',
  namedLogo: '{name} logo',
} as const satisfies Catalogue;

export type ReviewsMessages = typeof reviewsMessages;

type Values = Readonly<Record<string, string | number>>;

/**
 * What the shared review code reads of ctx.i18n: the I18n of any catalogue holding the shared
 * keys, so each type's I18n (the shared keys and its own) is one.
 */
export interface ReviewsI18n {
  language: WidgetLanguage;
  dir: 'ltr' | 'rtl';
  t(key: Exclude<keyof ReviewsMessages, 'total'>, values?: Values): string;
  plural(key: 'total', count: number, values?: Values): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date, options?: Intl.DateTimeFormatOptions): string;
}

/** A render context whose i18n has the shared review keys (a review type's RenderContext is one). */
export type ReviewsContext = Omit<RenderContext, 'i18n'> & { i18n: ReviewsI18n };
