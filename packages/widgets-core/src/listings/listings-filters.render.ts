// The visitor's filter bar: only the filters the widget turns on (spec 001 §3), and the sort
// control, which starts at the widget's sort order so the editor's choice shows in the preview
// (spec 001 §4). Every control has an id under the mount's prefix, so a re-render for new settings
// keeps what the visitor typed. Pure.
import type { Listing } from '@widgetry/contracts';
import { DOGS_FILTER_VALUES, LISTING_SORT_VALUES } from '@widgetry/contracts/constants';
import { html, type SafeHtml } from '../html-template';
import type { RenderContext } from '../runtime';
import type { ListingsMessages } from './i18n/en';
import { listingCities } from './listings-query';
import type { ListingsView } from './listings-view';

/** What the listing markup renders with: the context, its texts from the listing catalogue. */
export type ListingsContext = RenderContext<ListingsMessages>;

const BEDS = [1, 2, 3, 4];
const BATHS = [1, 1.5, 2, 3];

function field(ctx: ListingsContext, name: string, label: string, control: SafeHtml): SafeHtml {
  return html`<div class="wg-ls-field wg-ls-f-${name}"><label for="${ctx.idPrefix}ls-${name}">${label}</label>${control}</div>`;
}

function select(ctx: ListingsContext, name: string, options: SafeHtml[]): SafeHtml {
  return html`<select id="${ctx.idPrefix}ls-${name}" name="${name}">${options}</select>`;
}

const option = (value: string | number, label: string, selected = false) =>
  html`<option value="${value}"${selected ? html` selected` : ''}>${label}</option>`;

function number(ctx: ListingsContext, name: string, placeholder: string): SafeHtml {
  return html`<input id="${ctx.idPrefix}ls-${name}" name="${name}" type="number" inputmode="numeric" min="0" step="50" placeholder="${placeholder}">`;
}

/** The filter form, or '' when no filter is on. */
export function renderFilters(view: ListingsView, listings: readonly Listing[], ctx: ListingsContext): SafeHtml | '' {
  const on = view.filters;
  const { i18n } = ctx;
  const any = option('', i18n.t('any'));
  const atLeast = (n: number) => option(n, i18n.t('atLeast', { count: i18n.number(n) }));
  const parts = [
    on.search &&
      field(
        ctx,
        'search',
        i18n.t('search'),
        html`<input id="${ctx.idPrefix}ls-search" name="search" type="search" placeholder="${i18n.t('searchPlaceholder')}">`,
      ),
    on.minRent && field(ctx, 'minRent', i18n.t('minRent'), number(ctx, 'minRent', i18n.t('noMin'))),
    on.maxRent && field(ctx, 'maxRent', i18n.t('maxRent'), number(ctx, 'maxRent', i18n.t('noMax'))),
    on.beds && field(ctx, 'beds', i18n.t('beds'), select(ctx, 'beds', [any, ...BEDS.map(atLeast)])),
    on.baths && field(ctx, 'baths', i18n.t('baths'), select(ctx, 'baths', [any, ...BATHS.map(atLeast)])),
    on.cities &&
      field(
        ctx,
        'city',
        i18n.t('city'),
        select(ctx, 'city', [any, ...listingCities(listings).map((city) => option(city, city))]),
      ),
    on.zip &&
      field(
        ctx,
        'zip',
        i18n.t('zip'),
        html`<input id="${ctx.idPrefix}ls-zip" name="zip" type="text" inputmode="numeric" autocomplete="postal-code" maxlength="10">`,
      ),
    on.cats &&
      html`<div class="wg-ls-field wg-ls-check"><input id="${ctx.idPrefix}ls-cats" name="cats" type="checkbox" value="on"><label for="${ctx.idPrefix}ls-cats">${i18n.t('cats')}</label></div>`,
    on.dogs &&
      field(
        ctx,
        'dogs',
        i18n.t('dogs'),
        select(ctx, 'dogs', [any, ...DOGS_FILTER_VALUES.map((value) => option(value, i18n.t(`dogs.${value}`)))]),
      ),
    on.desiredMoveIn &&
      field(ctx, 'moveIn', i18n.t('moveIn'), html`<input id="${ctx.idPrefix}ls-moveIn" name="moveIn" type="date">`),
    on.sorting &&
      field(
        ctx,
        'sort',
        i18n.t('sort'),
        select(
          ctx,
          'sort',
          LISTING_SORT_VALUES.map((sort) => option(sort, i18n.t(`sort.${sort}`), sort === view.sort)),
        ),
      ),
  ].filter((part) => part !== false);
  if (parts.length === 0) return '';
  return html`<form class="wg-ls-filters" role="search" aria-label="${i18n.t('filters')}">${parts}</form>`;
}
