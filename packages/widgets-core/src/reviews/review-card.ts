import type { Review } from '@widgetry/contracts';
import { safeUrl } from '../escape';
import { html, raw, type SafeHtml } from '../html-template';
import type { ReviewsI18n } from './i18n/en';
import { formatReviewDate } from './review-format';
import { type RatingShape, renderStars } from './review-stars';
import { renderReviewText } from './review-text';

/** Images and links of a review widget: only absolute http(s) addresses (a javascript: one is dropped). */
export const WEB_PROTOCOLS: readonly string[] = ['https:', 'http:'];
/** At most this many photos per review, so a review with dozens does not load them all. */
export const MAX_PHOTOS = 4;

/** What a card shows besides the author, stars, title and text. */
export interface CardOptions {
  shape: RatingShape;
  /** Words before Read more; null shows every text whole. */
  readMoreWords: number | null;
  date: boolean;
  /**
   * TripAdvisor's trip type, in the widget's language (its own catalogue's keys): the label a
   * screen reader reads before it, and the name shown for the source's value; false: not shown.
   */
  tripType: false | TripTypeText;
  photos: boolean;
  /** Yelp's Useful / Funny / Cool bar, linking to the review on Yelp (its own catalogue's texts); false: none. */
  reactions: false | ReactionsText;
}

/** The texts of a trip type line. */
export interface TripTypeText {
  label: string;
  name(trip: string): string;
}

/** The texts of a reaction bar. */
export interface ReactionsText {
  labels: readonly string[];
  /** The link's hidden lead-in, "React to this review on Yelp:". */
  lead: string;
}

function avatar(review: Review): SafeHtml {
  const src = safeUrl(review.avatarUrl, WEB_PROTOCOLS);
  if (src !== '') {
    return html`<img class="wg-rv-avatar" src="${src}" alt="" width="40" height="40" loading="lazy" decoding="async">`;
  }
  const initial = Array.from(review.author.trim())[0]?.toUpperCase() ?? '';
  return html`<span class="wg-rv-avatar wg-rv-initial" aria-hidden="true">${initial}</span>`;
}

function details(review: Review, options: CardOptions, i18n: ReviewsI18n): SafeHtml | '' {
  const date = options.date ? formatReviewDate(review.date, i18n) : null;
  const tripType = options.tripType || null;
  const trip = tripType && review.tripType ? tripType.name(review.tripType.trim()) : '';
  if (!date && trip === '') return '';
  return html`<p class="wg-rv-details">${date && html`<time class="wg-rv-date" datetime="${date.datetime}">${date.text}</time>`}${date && trip !== '' && html`<span aria-hidden="true"> · </span>`}${trip !== '' && html`<span class="wg-rv-trip"><span class="wg-rv-sr">${tripType?.label} </span>${trip}</span>`}</p>`;
}

function photos(review: Review, i18n: ReviewsI18n): SafeHtml | '' {
  const sources = review.photos
    .map((photo) => safeUrl(photo, WEB_PROTOCOLS))
    .filter((src) => src !== '')
    .slice(0, MAX_PHOTOS);
  if (sources.length === 0) return '';
  return html`<ul class="wg-rv-photos" role="list">${sources.map(
    (src, index) =>
      html`<li><img src="${src}" alt="${i18n.t('photo', { position: i18n.number(index + 1), author: review.author })}" width="72" height="72" loading="lazy" decoding="async"></li>`,
  )}</ul>`;
}

function reactions(review: Review, text: ReactionsText, fallbackUrl: string, i18n: ReviewsI18n): SafeHtml {
  const href = safeUrl(review.url, WEB_PROTOCOLS) || fallbackUrl;
  // Spaces between the labels, so the link reads "… Useful Funny Cool"; the bars between them are CSS borders.
  const labels = raw(text.labels.map((label) => html`<span class="wg-rv-react">${label}</span>`.value).join(' '));
  return href === ''
    ? html`<p class="wg-rv-reactions" aria-hidden="true">${labels}</p>`
    : html`<p class="wg-rv-reactions"><a href="${href}" target="_blank" rel="noopener noreferrer"><span class="wg-rv-sr">${text.lead} </span>${labels}<span class="wg-rv-sr"> ${i18n.t('newTab')}</span></a></p>`;
}

/**
 * One review: reviewer, stars, details (date, trip type), title, text with Read more, photos,
 * the owner's reply and the reaction bar, each as the options ask. `id` prefixes the ids inside.
 */
export function renderReviewCard(
  review: Review,
  id: string,
  options: CardOptions,
  businessUrl: string,
  i18n: ReviewsI18n,
): SafeHtml {
  const title = review.title?.trim() ?? '';
  const reply = review.reply?.text.trim() ?? '';
  return html`<article class="wg-rv-card"><div class="wg-rv-who">${avatar(review)}<div><p class="wg-rv-author">${review.author}</p>${details(review, options, i18n)}</div></div>${renderStars(review.rating, options.shape, i18n)}${title !== '' && html`<h3 class="wg-rv-title">${title}</h3>`}${renderReviewText(review.text, options.readMoreWords, `${id}-text`, i18n)}${options.photos && photos(review, i18n)}${reply !== '' && html`<div class="wg-rv-reply"><p class="wg-rv-reply-label">${i18n.t('ownerReply')}</p><p class="wg-rv-reply-text">${reply}</p></div>`}${options.reactions && reactions(review, options.reactions, businessUrl, i18n)}</article>`;
}
