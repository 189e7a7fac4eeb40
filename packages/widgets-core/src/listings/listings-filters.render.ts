// The visitor's filter bar: only the filters the widget turns on (spec 001 §3), and the sort
// control, which starts at the widget's sort order so the editor's choice shows in the preview
// (spec 001 §4). Every control has an id under the mount's prefix, so a re-render for new settings
// keeps what the visitor typed. Pure.
import type { Listing } from '@widgetry/contracts';
import { DOGS_FILTER_VALUES, LISTING_SORT_OPTIONS } from '@widgetry/contracts/constants';
import { html, type SafeHtml } from '../html-template';
import type { RenderContext } from '../runtime';
import { listingCities } from './listings-query';
import { LISTINGS_TEXT } from './listings-text';
import type { ListingsView } from './listings-view';

const BEDS = [1, 2, 3, 4];
const BATHS = [1, 1.5, 2, 3];

function field(ctx: RenderContext, name: string, label: string, control: SafeHtml): SafeHtml {
  return html`<div class="wg-ls-field wg-ls-f-${name}"><label for="${ctx.idPrefix}ls-${name}">${label}</label>${control}</div>`;
}

function select(ctx: RenderContext, name: string, options: SafeHtml[]): SafeHtml {
  return html`<select id="${ctx.idPrefix}ls-${name}" name="${name}">${options}</select>`;
}

const option = (value: string | number, label: string, selected = false) =>
  html`<option value="${value}"${selected ? html` selected` : ''}>${label}</option>`;

function number(ctx: RenderContext, name: string, placeholder: string): SafeHtml {
  return html`<input id="${ctx.idPrefix}ls-${name}" name="${name}" type="number" inputmode="numeric" min="0" step="50" placeholder="${placeholder}">`;
}

/** The filter form, or '' when no filter is on. */
export function renderFilters(view: ListingsView, listings: readonly Listing[], ctx: RenderContext): SafeHtml | '' {
  const on = view.filters;
  const parts = [
    on.search &&
      field(
        ctx,
        'search',
        LISTINGS_TEXT.search,
        html`<input id="${ctx.idPrefix}ls-search" name="search" type="search" placeholder="${LISTINGS_TEXT.searchPlaceholder}">`,
      ),
    on.minRent && field(ctx, 'minRent', LISTINGS_TEXT.minRent, number(ctx, 'minRent', 'No min')),
    on.maxRent && field(ctx, 'maxRent', LISTINGS_TEXT.maxRent, number(ctx, 'maxRent', 'No max')),
    on.beds &&
      field(
        ctx,
        'beds',
        LISTINGS_TEXT.beds,
        select(ctx, 'beds', [option('', LISTINGS_TEXT.any), ...BEDS.map((n) => option(n, `${n}+`))]),
      ),
    on.baths &&
      field(
        ctx,
        'baths',
        LISTINGS_TEXT.baths,
        select(ctx, 'baths', [option('', LISTINGS_TEXT.any), ...BATHS.map((n) => option(n, `${n}+`))]),
      ),
    on.cities &&
      field(
        ctx,
        'city',
        LISTINGS_TEXT.city,
        select(ctx, 'city', [
          option('', LISTINGS_TEXT.any),
          ...listingCities(listings).map((city) => option(city, city)),
        ]),
      ),
    on.zip &&
      field(
        ctx,
        'zip',
        LISTINGS_TEXT.zip,
        html`<input id="${ctx.idPrefix}ls-zip" name="zip" type="text" inputmode="numeric" autocomplete="postal-code" maxlength="10">`,
      ),
    on.cats &&
      html`<div class="wg-ls-field wg-ls-check"><input id="${ctx.idPrefix}ls-cats" name="cats" type="checkbox" value="on"><label for="${ctx.idPrefix}ls-cats">${LISTINGS_TEXT.cats}</label></div>`,
    on.dogs &&
      field(
        ctx,
        'dogs',
        LISTINGS_TEXT.dogs,
        select(ctx, 'dogs', [
          option('', LISTINGS_TEXT.dogsOptions['']),
          ...DOGS_FILTER_VALUES.map((value) => option(value, LISTINGS_TEXT.dogsOptions[value])),
        ]),
      ),
    on.desiredMoveIn &&
      field(ctx, 'moveIn', LISTINGS_TEXT.moveIn, html`<input id="${ctx.idPrefix}ls-moveIn" name="moveIn" type="date">`),
    on.sorting &&
      field(
        ctx,
        'sort',
        LISTINGS_TEXT.sort,
        select(
          ctx,
          'sort',
          LISTING_SORT_OPTIONS.map((sort) => option(sort.value, sort.label, sort.value === view.sort)),
        ),
      ),
  ].filter((part) => part !== false);
  if (parts.length === 0) return '';
  return html`<form class="wg-ls-filters" role="search" aria-label="${LISTINGS_TEXT.filters}">${parts}</form>`;
}
