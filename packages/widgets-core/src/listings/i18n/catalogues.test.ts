import type { Listing, ListingsData } from '@widgetry/contracts';
import type { WidgetLanguage } from '@widgetry/contracts/constants';
import { appfolioDefaults } from '@widgetry/contracts/defaults/appfolio';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../i18n/catalogue-check';
import { createI18n } from '../../i18n/messages';
import { renderToString } from '../../render-to-string';
import { renderListingDetail } from '../listing-detail.render';
import { renderListings } from '../listings.render';
import { createListingsRuntime } from '../listings.runtime';
import { listingsFixture } from '../listings.test-support';
import { type ListingsView, listingsView } from '../listings-view';
import { listingsMessages } from './en';
import { englishLeft, listingSourceTexts, visibleTexts } from './english-left.test-support';
import { listingsTranslations } from './translations';

type Language = Exclude<WidgetLanguage, 'en'>;
const LANGUAGES: Language[] = ['es', 'fr', 'de', 'pt', 'ar'];

/** Every filter, the map and every card and page item on: the most text the widgets can show. */
function fullView(): ListingsView {
  const d = appfolioDefaults;
  const on = (group: object) => Object.fromEntries(Object.keys(group).map((name) => [name, 'on']));
  return listingsView({
    source: 'appfolio',
    heading: d.header.appfolioHeading,
    columns: 3,
    sort: 'rent_asc',
    filters: on(d.appfolioDisplayFilters),
    header: d.header,
    layout: { ...d.layout, ...on(d.layout), layoutApplyLink: '' },
    detail: { ...d.detail, detailOpenSeparate: 'off' },
    mapsKey: 'AIza_test-key',
  });
}

/** The fixture, its first listing with everything a page can say (parking, furnishing, utilities, tour). */
function richData(): ListingsData {
  const data = listingsFixture('appfolio');
  const [maple, ...rest] = data.listings;
  if (!maple) throw new Error('fixture');
  const full: Listing = {
    ...maple,
    squareFeet: 1250,
    parkingSpaces: 2,
    furnished: false,
    utilitiesIncluded: ['Water', 'Trash'],
    virtualTourUrl: 'https://tour.example/maple',
  };
  return { ...data, listings: [full, ...rest] };
}

function dom(markup: string): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = markup;
  return el;
}

/** The list, the open page of each listing, and the loading, unavailable and empty states. */
function everything(language: WidgetLanguage): { texts: string[]; i18n: ReturnType<typeof i18nFor> } {
  const i18n = i18nFor(language);
  const data = richData();
  const view = fullView();
  const ctx = { i18n, idPrefix: 't-' };
  const markup = [
    renderListings(view, { ...ctx, data }),
    ...data.listings.map((listing) => renderListingDetail(view, listing, 'h', i18n).value),
    renderListings(view, ctx),
    renderListings(view, { ...ctx, settled: true }),
    renderListings(view, { ...ctx, data: { ...data, listings: [] } }),
    // The page's other parking and furnishing texts.
    renderListingDetail(view, { ...richData().listings[0], parkingSpaces: 0, furnished: true } as Listing, 'h', i18n)
      .value,
    renderListingDetail(view, { ...richData().listings[0], parkingSpaces: 1 } as Listing, 'h', i18n).value,
  ];
  const root = dom(markup.join(''));
  // The "no match" block is hidden until a search empties the list; its texts still count.
  return { texts: visibleTexts(root, listingSourceTexts(data)), i18n };
}

const i18nFor = (language: WidgetLanguage) =>
  createI18n(listingsMessages, language, language === 'en' ? undefined : listingsTranslations[language]);

describe('the listing catalogues (issue 32)', () => {
  it('has every key in every language, with the plural forms each language counts with', () => {
    expect(catalogueProblems(listingsMessages, listingsTranslations)).toEqual([]);
  });

  it('finds the English it looks for: the English widget is full of it', () => {
    const { texts } = everything('en');
    const left = englishLeft(texts, listingsMessages, listingsTranslations.es);
    for (const key of ['"apply"', '"sort.rent_asc"', '"dogs.large"', '"perMonth"', '"availableOn"', '"parking"']) {
      expect(
        left.some((problem) => problem.startsWith(key)),
        key,
      ).toBe(true);
    }
  });

  it.each(LANGUAGES)('leaves no English text in the list, the pages and the states in %s', (language) => {
    const { texts } = everything(language);
    expect(englishLeft(texts, listingsMessages, listingsTranslations[language])).toEqual([]);
  });

  it('prints rents in dollars, days and counts the way each language writes them', () => {
    const dollars = (language: string, value: number) =>
      new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
    for (const language of LANGUAGES) {
      const el = dom(renderListings(fullView(), { i18n: i18nFor(language), idPrefix: 't-', data: richData() }));
      const cedar = el.querySelector('[data-id="cedar-house"]');
      expect(cedar?.querySelector('.wg-ls-rent')?.firstChild?.textContent).toBe(
        `${dollars(language, 1800)} – ${dollars(language, 2100)}`,
      );
    }
    const es = dom(renderListings(fullView(), { i18n: i18nFor('es'), idPrefix: 't-', data: richData() }));
    // Spanish groups no four-digit number and puts the currency after it, with a no-break space.
    expect(es.querySelector('[data-id="cedar-house"] .wg-ls-rent')?.textContent).toBe(
      '1800\u00a0US$ – 2100\u00a0US$/mes',
    );
    expect(es.querySelector('[data-id="cedar-house"] .wg-ls-bath')?.textContent).toBe('2,5 baños');
    expect(es.querySelector('[data-id="cedar-house"] .wg-ls-date')?.textContent).toBe(
      'Disponible desde el 15 dic 2026',
    );
    expect(es.querySelector('.wg-ls-count')?.textContent).toBe('4 propiedades');
    const fr = dom(renderListings(fullView(), { i18n: i18nFor('fr'), idPrefix: 't-', data: richData() }));
    expect(fr.querySelector('[data-id="cedar-house"] .wg-ls-date')?.textContent).toBe('Disponible le 15 déc. 2026');
    expect(fr.querySelector('[data-id="maple-2b"] .wg-ls-bed')?.textContent).toBe('2 chambres');
    const de = dom(renderListings(fullView(), { i18n: i18nFor('de'), idPrefix: 't-', data: richData() }));
    expect(de.querySelector('[data-id="loft-9"] .wg-ls-bed')?.textContent).toBe('Einzimmerwohnung');
    expect([...de.querySelectorAll('[name="baths"] option')].map((o) => o.textContent)).toEqual([
      'Beliebig',
      '1+',
      '1,5+',
      '2+',
      '3+',
    ]);
  });

  it('counts in Arabic with its own plural forms and digits', () => {
    const i18n = i18nFor('ar');
    const n = (value: number) => new Intl.NumberFormat('ar').format(value);
    const el = dom(renderListings(fullView(), { i18n, idPrefix: 't-', data: richData() }));
    expect(el.querySelector('.wg-ls-count')?.textContent).toBe(`${n(4)} عقارات`);
    expect(el.querySelector('[data-id="maple-2b"] .wg-ls-bed')?.textContent).toBe('غرفتا نوم');
    expect(el.querySelector('[data-id="maple-2b"] .wg-ls-bath')?.textContent).toBe('حمام واحد');
    expect(i18n.plural('results', 11)).toBe(`${n(11)} عقارًا`);
    expect(i18n.plural('results', 100)).toBe(`${n(100)} عقار`);
    expect(i18n.plural('results', 0)).toBe('لا توجد عقارات');
  });

  it('lays an Arabic widget out right to left, and keeps English the default', () => {
    const runtime = createListingsRuntime('appfolio', '', (view: ListingsView) => view);
    const i18n = createI18n(listingsMessages, 'ar', listingsTranslations.ar);
    const ar = renderToString(runtime, fullView(), { i18n, idPrefix: 't-', data: richData() });
    expect(dom(ar).querySelector('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(dom(ar).querySelector('[lang]')?.getAttribute('lang')).toBe('ar');
    const en = dom(renderToString(runtime, fullView(), { idPrefix: 't-', data: richData() }));
    expect(en.querySelector('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(en.querySelector('.wg-ls-count')?.textContent).toBe('4 listings');
    expect(en.querySelector('[data-id="cedar-house"] .wg-ls-rent')?.textContent).toBe('$1,800 – $2,100/mo');
  });
});
