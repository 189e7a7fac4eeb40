// What the three review widgets (trustpilot, tripadvisor, yelp) share, bundled into each of their
// runtimes (`@widgetry/widgets-core/reviews`): reading ReviewsData without zod, the filters, dates,
// stars, the header, cards with Read more, the list / masonry / carousel layouts, the behaviour
// (Read more, the accessible carousel), one stylesheet and one catalogue (i18n/, issue 32). Each runtime only maps its settings
// onto a ReviewsView and onto the --wg-rv-* custom properties.
export { type ReviewsContext, type ReviewsI18n, type ReviewsMessages, reviewsMessages } from './i18n/en';
export { reviewsTranslations } from './i18n/translations';
export {
  type CardOptions,
  MAX_PHOTOS,
  type ReactionsText,
  renderReviewCard,
  type TripTypeText,
  WEB_PROTOCOLS,
} from './review-card';
export { reviewCurationControls } from './review-curation.panel';
export { formatRating, formatReviewDate, type ReviewDate } from './review-format';
export { type RatingShape, ratingLabel, renderStars } from './review-stars';
export { DEFAULT_READ_MORE_WORDS, renderReviewText, splitAtWords } from './review-text';
export { attachReviews, MAX_SLIDES_IN_VIEW, SLIDE_MIN_WIDTH, slidesInView } from './reviews.behaviour';
export { LAYOUT_OPTIONS, REVIEW_FILTER_OPTIONS } from './reviews.panel-options';
export { type HeaderParts, type ReviewsView, renderReviews, reviewsLayout } from './reviews.render';
export { ALIGN_PRESETS, reviewsCss, TEXT_ALIGN_PRESETS } from './reviews.styles';
export { minimumStars, readReviewsData, selectReviews } from './reviews-data';
export { PLATFORM_NAMES } from './reviews-text';
