// The markup both listing widgets share: the top banner, then the All Listings page (filters, the
// map's reserved box, the cards in 1 to 4 columns, or six skeletons while the listings load, or
// the empty state) and an empty slot for the Single Listing page that the behaviour fills. Pure:
// no DOM, so the API renders previews with it. Each runtime turns its settings into a ListingsView.
import type { Listing } from '@widgetry/contracts';
import { html, type SafeHtml } from '../html-template';
import { renderListingCard, renderSkeletonCard } from './listing-card.render';
import { readListingsData } from './listings-data';
import { type ListingsContext, renderFilters } from './listings-filters.render';
import { sortListings } from './listings-query';
import { isOn, type ListingsView } from './listings-view';

/** Skeleton cards shown while the listings load (spec 001 §4). */
export const SKELETON_CARDS = 6;

/** Whether the map shows: a key, and at least one listing with coordinates. */
export function hasMap(view: ListingsView, listings: readonly Listing[]): boolean {
  return view.mapsKey !== '' && listings.some((listing) => listing.latitude !== null && listing.longitude !== null);
}

function banner(view: ListingsView): SafeHtml | '' {
  if (view.heading.trim() === '') return '';
  const classes = [
    'wg-ls-banner',
    isOn(view.header.headerFontBold) ? 'wg-ls-bold' : '',
    isOn(view.header.headerFontItalic) ? 'wg-ls-italic' : '',
  ].join(' ');
  return html`<header class="${classes.trim()}"><h2 class="wg-ls-heading">${view.heading}</h2></header>`;
}

function grid(view: ListingsView, listings: readonly Listing[] | null, ctx: ListingsContext): SafeHtml {
  const { i18n } = ctx;
  // On a visitor's page no data will follow: skeletons would pulse for ever, so say it plainly.
  if (listings === null && ctx.settled) return html`<p class="wg-ls-empty">${i18n.t('unavailable')}</p>`;
  if (listings === null) {
    return html`<ul class="wg-ls-grid" data-cols="${view.columns}" aria-busy="true" aria-label="${i18n.t('loading')}">${Array.from(
      { length: SKELETON_CARDS },
      renderSkeletonCard,
    )}</ul>`;
  }
  if (listings.length === 0) return html`<p class="wg-ls-empty">${i18n.t('empty')}</p>`;
  const shown = sortListings(listings, view.sort);
  return html`<ul class="wg-ls-grid" data-cols="${view.columns}">${shown.map((listing) => renderListingCard(view, listing, i18n))}</ul>
<div class="wg-ls-none" hidden><p>${i18n.t('noMatch')}</p><button type="button" class="wg-ls-btn wg-ls-clear">${i18n.t('clear')}</button></div>`;
}

/**
 * The whole widget. `ctx.data` is the ListingsData of the view's source: absent or of another
 * shape while it loads (skeletons; on a visitor's page, ctx.settled, a sentence that the listings
 * cannot be shown), with no listings when the company has no vacancies.
 */
export function renderListings(view: ListingsView, ctx: ListingsContext): string {
  const data = readListingsData(ctx.data, view.source);
  const listings = data?.listings ?? null;
  const template = view.layout.layoutTemplate === 'hawk' ? 'hawk' : 'eagle';
  return html`<div class="wg-ls" data-template="${template}">${banner(view)}<div class="wg-ls-list">${
    listings !== null && listings.length > 0 && renderFilters(view, listings, ctx)
  }${
    listings !== null &&
    hasMap(view, listings) &&
    html`<section class="wg-ls-map" aria-label="${ctx.i18n.t('map')}"></section>`
  }${
    listings !== null &&
    listings.length > 0 &&
    html`<p class="wg-ls-count" role="status" aria-live="polite">${ctx.i18n.plural('results', listings.length)}</p>`
  }${grid(view, listings, ctx)}</div><div class="wg-ls-page" hidden></div></div>`.value;
}
