// The markup every review widget shares: header, Write a review button, the reviews as a list,
// masonry or carousel (or the empty state), and the platform's attribution. Pure: no DOM, so the
// API renders previews with it. Each runtime turns its own settings into a ReviewsView.
import type { Review, ReviewBusiness, ReviewSource } from '@widgetry/contracts';
import { LAYOUTS, type Layout } from '@widgetry/contracts/constants';
import { safeUrl } from '../escape';
import { html, raw, type SafeHtml } from '../html-template';
import type { ReviewsContext, ReviewsI18n } from './i18n/en';
import { type CardOptions, renderReviewCard, WEB_PROTOCOLS } from './review-card';
import { type RatingShape, renderStars } from './review-stars';
import { readReviewsData, selectReviews } from './reviews-data';
import { PLATFORM_NAMES } from './reviews-text';

/** Which parts of the header show (each also needs its value in the data). */
export interface HeaderParts {
  logo: boolean;
  name: boolean;
  rating: boolean;
  total: boolean;
}

/** A review widget's settings, as the shared render reads them. */
export interface ReviewsView {
  source: ReviewSource;
  shape: RatingShape;
  /** null: no header at all. */
  header: HeaderParts | null;
  /** The Write a review button: inside the header, in a row of its own under it, or not shown. */
  writeReview: 'header' | 'row' | false;
  layout: unknown;
  minStars: number;
  /** At most this many reviews; null: no limit. */
  maxReviews: number | null;
  card: Omit<CardOptions, 'shape'>;
  /** The display name set in the editor; it wins over the source's name when not blank. */
  name?: string;
  /** The source page set in the editor, linked when the data gives no address. */
  fallbackUrl?: unknown;
  /** Where the button leads when the data gives no Write a review address. */
  fallbackWriteReviewUrl?: unknown;
}

const layouts: readonly unknown[] = LAYOUTS;
const isLayout = (value: unknown): value is Layout => layouts.includes(value);

/** The layout the view asks for, from the contract's list; anything else is a list. */
export function reviewsLayout(view: ReviewsView): Layout {
  return isLayout(view.layout) ? view.layout : 'list';
}

type Texts = ReviewsI18n;

const newTab = (i18n: Texts) => html`<span class="wg-rv-sr"> ${i18n.t('newTab')}</span>`;

const chevron = (d: string) =>
  raw(
    `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${d}" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  );

function writeReviewButton(href: string, platform: string, i18n: Texts): SafeHtml | '' {
  if (href === '') return '';
  return html`<a class="wg-rv-btn" href="${href}" target="_blank" rel="noopener noreferrer">${i18n.t('writeReview')}<span class="wg-rv-sr"> ${i18n.t('writeReviewOn', { platform })}</span>${newTab(i18n)}</a>`;
}

function renderHeader(
  parts: HeaderParts,
  view: ReviewsView,
  business: ReviewBusiness | null,
  name: string,
  button: SafeHtml | '',
  i18n: Texts,
): SafeHtml | '' {
  const logoSrc = parts.logo ? safeUrl(business?.logoUrl, WEB_PROTOCOLS) : '';
  const showName = parts.name && name !== '';
  const rating = parts.rating ? (business?.rating ?? null) : null;
  const total = parts.total ? (business?.totalReviews ?? null) : null;
  const summary = [
    showName && html`<h2 class="wg-rv-name">${name}</h2>`,
    rating !== null &&
      html`<p class="wg-rv-rating">${renderStars(rating, view.shape, i18n)}<span class="wg-rv-value" aria-hidden="true">${i18n.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span><span class="wg-rv-scale" aria-hidden="true">/${i18n.number(5)}</span></p>`,
    total !== null && html`<p class="wg-rv-total">${i18n.plural('total', Math.round(total))}</p>`,
  ].filter((part) => part !== false);
  if (logoSrc === '' && summary.length === 0 && button === '') return '';
  // With the name beside it the logo is decoration; alone, it names the business.
  const alt = showName ? '' : name === '' ? i18n.t('logo') : i18n.t('namedLogo', { name });
  return html`<div class="wg-rv-head">${logoSrc !== '' && html`<img class="wg-rv-logo" src="${logoSrc}" alt="${alt}" width="56" height="56" loading="lazy" decoding="async">`}${summary.length > 0 && html`<div class="wg-rv-summary">${summary}</div>`}${button}</div>`;
}

function renderList(
  reviews: Review[],
  layout: Layout,
  cards: (review: Review, index: number) => SafeHtml,
  label: string,
) {
  return html`<ul class="wg-rv-list" role="list" data-layout="${layout}" aria-label="${label}">${reviews.map(
    (review, index) => html`<li>${cards(review, index)}</li>`,
  )}</ul>`;
}

/**
 * The carousel of the WAI-ARIA pattern: a region described as a carousel, Previous and Next
 * buttons first, then the slides in a polite live region, each a group labelled "N of M". It
 * never turns by itself. Only the first slide shows until reviews.behaviour.ts takes over.
 */
function renderCarousel(
  reviews: Review[],
  cards: (review: Review, index: number) => SafeHtml,
  label: string,
  id: string,
  i18n: Texts,
) {
  const count = reviews.length;
  const nav =
    count > 1 &&
    html`<button type="button" class="wg-rv-prev" aria-controls="${id}" aria-label="${i18n.t('previous')}">${chevron('M15 5l-7 7 7 7')}</button><button type="button" class="wg-rv-next" aria-controls="${id}" aria-label="${i18n.t('next')}">${chevron('M9 5l7 7-7 7')}</button>`;
  return html`<section class="wg-rv-carousel" aria-roledescription="carousel" aria-label="${label}">${nav}<div class="wg-rv-slides" id="${id}" aria-live="polite">${reviews.map(
    (review, index) =>
      html`<div class="wg-rv-slide" role="group" aria-roledescription="slide" aria-label="${i18n.t('slide', { position: i18n.number(index + 1), count: i18n.number(count) })}"${index > 0 && raw(' hidden')}>${cards(review, index)}</div>`,
  )}</div></section>`;
}

/**
 * A review widget's markup from its view and `ctx.data` (ReviewsData of the view's source).
 * Without readable data it shows the empty state, never invented reviews.
 */
export function renderReviews(view: ReviewsView, ctx: ReviewsContext): string {
  const { i18n } = ctx;
  const data = readReviewsData(ctx.data, view.source);
  const business = data?.business ?? null;
  const platform = PLATFORM_NAMES[view.source];
  const layout = reviewsLayout(view);
  const pageUrl = safeUrl(business?.url, WEB_PROTOCOLS) || safeUrl(view.fallbackUrl, WEB_PROTOCOLS);
  const writeUrl =
    safeUrl(business?.writeReviewUrl, WEB_PROTOCOLS) || safeUrl(view.fallbackWriteReviewUrl, WEB_PROTOCOLS);
  const name = view.name?.trim() || business?.name.trim() || '';
  const button = view.writeReview ? writeReviewButton(writeUrl, platform, i18n) : '';

  const header = view.header
    ? renderHeader(view.header, view, business, name, view.writeReview === 'header' ? button : '', i18n)
    : '';
  const buttonRow = view.writeReview === 'row' && button !== '' && html`<div class="wg-rv-actions">${button}</div>`;

  const reviews = data ? selectReviews(data.reviews, { minStars: view.minStars, max: view.maxReviews }) : [];
  const options: CardOptions = { ...view.card, shape: view.shape };
  const cards = (review: Review, index: number) =>
    renderReviewCard(review, `${ctx.idPrefix}rv${index}`, options, pageUrl, i18n);
  const label = i18n.t('listLabel', { platform });
  const body =
    reviews.length === 0
      ? html`<p class="wg-rv-empty">${data && data.reviews.length > 0 ? i18n.t('noMatch') : i18n.t('empty')}</p>`
      : layout === 'carousel'
        ? renderCarousel(reviews, cards, label, `${ctx.idPrefix}rv-slides`, i18n)
        : renderList(reviews, layout, cards, label);

  const source = i18n.t('source', { platform });
  const attribution =
    pageUrl === ''
      ? html`<p class="wg-rv-source">${source}</p>`
      : html`<p class="wg-rv-source"><a href="${pageUrl}" target="_blank" rel="noopener noreferrer">${source}${newTab(i18n)}</a></p>`;

  return html`<div class="wg-rv" data-source="${view.source}" data-layout="${layout}">${header}${buttonRow}${body}${attribution}</div>`
    .value;
}
