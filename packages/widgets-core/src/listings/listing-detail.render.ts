// The Single Listing page, opened in place: a back link, the gallery, then address, rent,
// available date, phone and the showing / apply / contact buttons, each behind its toggle, in the
// full (gallery above) or half (gallery beside) template. Pure: the behaviour puts it in the page.
import type { Listing } from '@widgetry/contracts';
import { safeUrl } from '../escape';
import { html, type SafeHtml } from '../html-template';
import { applyUrl, newTabNote, PHOTO_HEIGHT, PHOTO_WIDTH, WEB_LINKS } from './listing-card.render';
import {
  formatArea,
  formatAvailable,
  formatBaths,
  formatBeds,
  formatRent,
  type ListingsI18n,
  listingName,
} from './listings-format';
import { isOn, type ListingsView } from './listings-view';

/** At most this many photos in the gallery; a page of 80 photos helps nobody. */
export const MAX_GALLERY_PHOTOS = 24;

function gallery(listing: Listing, name: string, i18n: ListingsI18n): SafeHtml {
  const photos = listing.photos.map((photo) => safeUrl(photo, WEB_LINKS)).filter((src) => src !== '');
  const shown = photos.slice(0, MAX_GALLERY_PHOTOS);
  const first = shown[0];
  if (first === undefined) return html`<div class="wg-ls-gallery"><div class="wg-ls-main wg-ls-nophoto"></div></div>`;
  return html`<section class="wg-ls-gallery" aria-label="${i18n.t('gallery')}">
<img class="wg-ls-main" src="${first}" alt="${name}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" decoding="async">${
    shown.length > 1 &&
    html`<ul class="wg-ls-thumbs">${shown.map(
      (src, index) =>
        html`<li><button type="button" class="wg-ls-thumb" data-photo="${src}" aria-pressed="${index === 0 ? 'true' : 'false'}" aria-label="${i18n.t('photo', { index: i18n.number(index + 1), count: i18n.number(shown.length) })}"><img src="${src}" alt="" width="96" height="64" loading="lazy" decoding="async"></button></li>`,
    )}</ul>`
  }</section>`;
}

function button(
  view: ListingsView,
  item: 'Showing' | 'Apply' | 'Contact',
  href: string,
  label: string,
  i18n: ListingsI18n,
): SafeHtml | '' {
  if (!isOn(view.detail[`detail${item}`]) || href === '') return '';
  const web = href.startsWith('http');
  return html`<a class="wg-ls-dbtn wg-ls-d-${item.toLowerCase()}" href="${href}"${web ? html` target="_blank" rel="noopener"` : ''}>${label}${web ? newTabNote(i18n) : ''}</a>`;
}

function contactUrl(listing: Listing): string {
  return (
    safeUrl(listing.contactUrl) ||
    (listing.email ? safeUrl(`mailto:${listing.email.trim()}`) : '') ||
    (listing.phone ? phoneUrl(listing.phone) : '')
  );
}

function phoneUrl(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length >= 7 ? safeUrl(`tel:${digits}`) : '';
}

/** What a renter asks about beyond the rent, each when the source says it: parking, furnishing, utilities, a tour. */
function features(listing: Listing, i18n: ListingsI18n): SafeHtml | '' {
  const { parkingSpaces, furnished, utilitiesIncluded = [] } = listing;
  const parking =
    typeof parkingSpaces !== 'number'
      ? ''
      : parkingSpaces === 0
        ? i18n.t('noParking')
        : i18n.plural('parking', parkingSpaces);
  const items = [
    parking,
    furnished === true ? i18n.t('furnished') : '',
    furnished === false ? i18n.t('unfurnished') : '',
    utilitiesIncluded.length > 0 ? i18n.t('utilities', { names: utilitiesIncluded.join(i18n.t('listSeparator')) }) : '',
  ].filter((item) => item !== '');
  const tour = safeUrl(listing.virtualTourUrl, WEB_LINKS);
  if (items.length === 0 && tour === '') return '';
  return html`<section class="wg-ls-d-section"><h3>${i18n.t('features')}</h3><ul>${items.map((item) => html`<li>${item}</li>`)}${
    tour !== '' &&
    html`<li><a class="wg-ls-d-tour" href="${tour}" target="_blank" rel="noopener">${i18n.t('tour')}${newTabNote(i18n)}</a></li>`
  }</ul></section>`;
}

/** The listing's page; `headingId` names the page for its region. */
export function renderListingDetail(
  view: ListingsView,
  listing: Listing,
  headingId: string,
  i18n: ListingsI18n,
): SafeHtml {
  const { detail } = view;
  const name = listingName(listing, i18n.t('untitled'));
  const rent = formatRent(listing.rent, i18n);
  const available = formatAvailable(listing, i18n);
  const facts = [
    formatBeds(listing.beds, i18n),
    formatBaths(listing.baths, i18n),
    formatArea(listing.squareFeet, i18n),
  ].filter((fact) => fact !== '');
  const phone = listing.phone?.trim() ?? '';
  const tel = phoneUrl(phone);
  const template = detail.detailTemplate === 'full' ? 'full' : 'half';
  return html`<article class="wg-ls-detail" data-template="${template}" aria-labelledby="${headingId}">
<button type="button" class="wg-ls-back"><span class="wg-ls-arrow" aria-hidden="true">←</span> ${i18n.t('back')}</button>
<div class="wg-ls-d-top">${gallery(listing, name, i18n)}<div class="wg-ls-d-info">
<h2 class="wg-ls-d-name" id="${headingId}" tabindex="-1">${name}</h2>${
    isOn(detail.detailAddress) &&
    listing.address.full !== '' &&
    html`<p class="wg-ls-d-address">${listing.address.full}</p>`
  }${isOn(detail.detailPrice) && rent !== '' && html`<p class="wg-ls-d-price">${rent}<span class="wg-ls-per">${i18n.t('perMonth')}</span></p>`}${
    isOn(detail.detailAvailable) && available !== '' && html`<p class="wg-ls-d-available">${available}</p>`
  }${facts.length > 0 && html`<p class="wg-ls-d-facts">${facts.join(' · ')}</p>`}${
    isOn(detail.detailPhone) &&
    phone !== '' &&
    html`<p class="wg-ls-d-phone">${tel === '' ? phone : html`<a href="${tel}">${phone}</a>`}</p>`
  }<div class="wg-ls-d-actions">${[
    button(view, 'Showing', safeUrl(listing.showingUrl, WEB_LINKS), i18n.t('showing'), i18n),
    button(view, 'Apply', applyUrl(view, listing), i18n.t('apply'), i18n),
    button(view, 'Contact', contactUrl(listing), i18n.t('contact'), i18n),
  ]}</div></div></div>${
    listing.description &&
    html`<section class="wg-ls-d-section"><h3>${i18n.t('description')}</h3><p class="wg-ls-d-text">${listing.description}</p></section>`
  }${
    listing.terms.length > 0 &&
    html`<section class="wg-ls-d-section"><h3>${i18n.t('terms')}</h3><ul>${listing.terms.map((term) => html`<li>${term}</li>`)}</ul></section>`
  }${features(listing, i18n)}${
    listing.pets.policy &&
    html`<section class="wg-ls-d-section"><h3>${i18n.t('pets')}</h3><p>${listing.pets.policy}</p></section>`
  }</article>`;
}
