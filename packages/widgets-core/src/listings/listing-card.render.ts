// One listing card of the All Listings page, in the eagle (photo above, badges on it) or hawk
// (photo beside the text on a wide card) template, each part behind its toggle. Pure.
import type { Listing } from '@widgetry/contracts';
import { safeUrl } from '../escape';
import { html, raw, type SafeHtml } from '../html-template';
import {
  formatAvailable,
  formatBaths,
  formatBeds,
  formatRent,
  type ListingsI18n,
  listingName,
} from './listings-format';
import { isOn, type ListingsView } from './listings-view';

/** Links a visitor follows out of the widget: web pages only for photos and pages. */
export const WEB_LINKS: readonly string[] = ['http:', 'https:'];

/** The card photo's intrinsic size: the box is reserved before the image arrives, so nothing shifts. */
export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 427;

const icon = (path: string) =>
  raw(
    `<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="${path}" fill="currentColor"/></svg>`,
  );

const BED_ICON = 'M3 7h2v6h14a2 2 0 0 1 2 2v4h-2v-2H5v2H3zm5 1a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm3 1h6a3 3 0 0 1 3 3H11z';
const BATH_ICON =
  'M7 4a3 3 0 0 1 3 3H8a1 1 0 0 0-2 0v5h15v2a5 5 0 0 1-3 4.6V20h-2v-1H8v1H6v-1.4A5 5 0 0 1 3 14v-2h1V7a3 3 0 0 1 3-3z';

export const newTabNote = (i18n: ListingsI18n) => html`<span class="wg-ls-sr">${i18n.t('newTab')}</span>`;

/** The listing's own page when the widget opens listings in a separate page, else ''. */
export function separateDetailUrl(view: ListingsView, listing: Listing): string {
  return isOn(view.detail.detailOpenSeparate) ? safeUrl(listing.detailUrl, WEB_LINKS) : '';
}

/** Where Apply leads: the widget's own apply link when set, else the listing's application page. */
export function applyUrl(view: ListingsView, listing: Listing): string {
  return safeUrl(view.layout.layoutApplyLink) || safeUrl(listing.applyUrl, WEB_LINKS);
}

export function renderPhoto(listing: Listing, className: string, eager = false): SafeHtml {
  const src = safeUrl(listing.photos[0], WEB_LINKS);
  if (src === '') return html`<div class="${className} wg-ls-nophoto" aria-hidden="true"></div>`;
  return html`<img class="${className}" src="${src}" alt="" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" loading="${eager ? 'eager' : 'lazy'}" decoding="async">`;
}

function facts(view: ListingsView, listing: Listing, i18n: ListingsI18n): SafeHtml | '' {
  const beds = isOn(view.layout.layoutBeds) ? formatBeds(listing.beds, i18n) : '';
  const baths = isOn(view.layout.layoutBaths) ? formatBaths(listing.baths, i18n) : '';
  if (beds === '' && baths === '') return '';
  return html`<ul class="wg-ls-facts">${[
    beds !== '' && html`<li class="wg-ls-bed">${icon(BED_ICON)}<span>${beds}</span></li>`,
    baths !== '' && html`<li class="wg-ls-bath">${icon(BATH_ICON)}<span>${baths}</span></li>`,
  ]}</ul>`;
}

function actions(view: ListingsView, listing: Listing, name: string, i18n: ListingsI18n): SafeHtml {
  const separate = separateDetailUrl(view, listing);
  const apply = isOn(view.layout.layoutApply) ? applyUrl(view, listing) : '';
  const detail =
    isOn(view.layout.layoutDetail) &&
    (separate !== ''
      ? html`<a class="wg-ls-btn wg-ls-detail-btn" href="${separate}" target="_blank" rel="noopener">${i18n.t('details')}<span class="wg-ls-sr">${i18n.t('detailsOf', { name })}</span>${newTabNote(i18n)}</a>`
      : html`<button type="button" class="wg-ls-btn wg-ls-detail-btn" data-open="${listing.id}">${i18n.t('details')}<span class="wg-ls-sr">${i18n.t('detailsOf', { name })}</span></button>`);
  return html`<div class="wg-ls-actions">${detail}${
    apply !== '' &&
    html`<a class="wg-ls-btn wg-ls-apply-btn" href="${apply}" target="_blank" rel="noopener">${i18n.t('apply')}<span class="wg-ls-sr">${i18n.t('applyFor', { name })}</span>${newTabNote(i18n)}</a>`
  }${
    listing.rent !== null &&
    html`<button type="button" class="wg-ls-cost" data-cost="${listing.id}" hidden>${i18n.t('cost')}</button>`
  }</div>`;
}

/** One card; `data-id` lets the behaviour filter and reorder cards without re-rendering them. */
export function renderListingCard(view: ListingsView, listing: Listing, i18n: ListingsI18n): SafeHtml {
  const { layout } = view;
  const name = listingName(listing, i18n.t('untitled'));
  const rent = isOn(layout.layoutRent) ? formatRent(listing.rent, i18n) : '';
  const date = isOn(layout.layoutDate) ? formatAvailable(listing, i18n) : '';
  const address = isOn(layout.layoutAddress) ? listing.address.full : '';
  return html`<li class="wg-ls-card" data-id="${listing.id}"><article class="wg-ls-card-in">
<div class="wg-ls-media">${renderPhoto(listing, 'wg-ls-photo')}${rent !== '' && html`<p class="wg-ls-rent">${rent}<span class="wg-ls-per">${i18n.t('perMonth')}</span></p>`}${
    date !== '' && html`<p class="wg-ls-date">${date}</p>`
  }</div>
<div class="wg-ls-body">${isOn(layout.layoutTitle) && html`<h3 class="wg-ls-title">${name}</h3>`}${
    address !== '' && html`<p class="wg-ls-address">${address}</p>`
  }${facts(view, listing, i18n)}${actions(view, listing, name, i18n)}</div>
</article></li>`;
}

/** A grey card of the same size, shown six times while the listings load (spec 001 §4). */
export function renderSkeletonCard(): SafeHtml {
  return raw(
    '<li class="wg-ls-card wg-ls-skel" aria-hidden="true"><div class="wg-ls-card-in"><div class="wg-ls-media"><div class="wg-ls-photo"></div></div><div class="wg-ls-body"><p class="wg-ls-bar"></p><p class="wg-ls-bar wg-ls-bar-short"></p></div></div></li>',
  );
}
