import { appfolioDefaults } from '@widgetry/contracts/defaults/appfolio';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/messages';
import { listingsMessages } from './i18n/en';
import { renderListingDetail } from './listing-detail.render';
import { renderListings, SKELETON_CARDS } from './listings.render';
import { HOSTILE_LISTING_TEXT, hostileListingsFixture, listingsFixture } from './listings.test-support';
import { type ListingsView, listingsView } from './listings-view';

type Change = {
  layout?: object;
  detail?: object;
  filters?: object;
  columns?: unknown;
  sort?: unknown;
  mapsKey?: unknown;
};

function view(change: Change = {}): ListingsView {
  const d = appfolioDefaults;
  return listingsView({
    source: 'appfolio',
    heading: d.header.appfolioHeading,
    columns: change.columns ?? d.appfolioCol,
    sort: change.sort ?? d.appfolioSortOrder,
    filters: { ...d.appfolioDisplayFilters, ...change.filters },
    header: d.header,
    layout: { ...d.layout, ...change.layout },
    detail: { ...d.detail, ...change.detail },
    mapsKey: change.mapsKey ?? '',
  });
}

function dom(markup: string): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = markup;
  return el;
}

const i18n = createI18n(listingsMessages);
const ctx = (data: unknown) => ({ data, idPrefix: 't-', i18n });
const list = (v: ListingsView, data: unknown = listingsFixture('appfolio')) => dom(renderListings(v, ctx(data)));

describe('the All Listings page', () => {
  it('shows 6 skeleton cards while the listings are absent or of another source', () => {
    for (const data of [undefined, null, listingsFixture('rentvine')]) {
      const el = dom(renderListings(view(), ctx(data)));
      expect(el.querySelectorAll('.wg-ls-skel')).toHaveLength(SKELETON_CARDS);
      expect(el.querySelector('.wg-ls-grid')?.getAttribute('aria-busy')).toBe('true');
      expect(el.querySelector('.wg-ls-filters')).toBeNull();
    }
  });

  it("says the listings cannot be shown, without skeletons, when a visitor's page got none (settled; issue 29 #5)", () => {
    for (const data of [null, listingsFixture('rentvine')]) {
      const el = dom(renderListings(view(), { data, idPrefix: 't-', settled: true, i18n }));
      expect(el.querySelector('.wg-ls-skel')).toBeNull();
      expect(el.querySelector('[aria-busy]')).toBeNull();
      expect(el.querySelector('.wg-ls-empty')?.textContent).toBe(
        'Our listings cannot be shown right now. Please check back soon.',
      );
    }
  });

  it('says there are no vacancies when the list is empty', () => {
    const el = list(view(), { ...listingsFixture('appfolio'), listings: [] });
    expect(el.querySelector('.wg-ls-empty')?.textContent).toMatch(/no vacancies/);
    expect(el.querySelector('.wg-ls-card')).toBeNull();
  });

  it('renders the banner and a card per listing in the sort order, in the chosen columns and template', () => {
    const el = list(view({ columns: 2, sort: 'rent_asc', layout: { layoutTemplate: 'hawk' } }));
    expect(el.querySelector('.wg-ls-heading')?.textContent).toBe('Find Your Dream Home');
    expect(el.querySelector('.wg-ls')?.getAttribute('data-template')).toBe('hawk');
    expect(el.querySelector('.wg-ls-grid')?.getAttribute('data-cols')).toBe('2');
    const cards = [...el.querySelectorAll<HTMLElement>('.wg-ls-card')];
    expect(cards.map((card) => card.dataset.id)).toEqual(['loft-9', 'maple-2b', 'cedar-house', 'salem-lot']);
    expect(
      list(view({ columns: 9 }))
        .querySelector('.wg-ls-grid')
        ?.getAttribute('data-cols'),
    ).toBe('3');
  });

  it('prints a range rent, a studio, half baths and the available date', () => {
    const el = list(view());
    const card = (id: string) => el.querySelector(`[data-id="${id}"]`);
    expect(card('cedar-house')?.querySelector('.wg-ls-rent')?.textContent).toBe('$1,800 – $2,100/mo');
    expect(card('cedar-house')?.querySelector('.wg-ls-bath')?.textContent).toBe('2.5 Baths');
    expect(card('cedar-house')?.querySelector('.wg-ls-date')?.textContent).toBe('Available Dec 15, 2026');
    expect(card('loft-9')?.querySelector('.wg-ls-bed')?.textContent).toBe('Studio');
    expect(card('maple-2b')?.querySelector('.wg-ls-date')?.textContent).toBe('Available Now');
    // The bare listing is named by its address and shows no empty parts.
    expect(card('salem-lot')?.querySelector('.wg-ls-title')?.textContent).toBe('1 Mill Rd, Salem, OR 97301');
    expect(card('salem-lot')?.querySelector('.wg-ls-rent, .wg-ls-facts, .wg-ls-apply-btn')).toBeNull();
  });

  it('reserves each photo box (lazy images with width and height)', () => {
    const img = list(view()).querySelector<HTMLImageElement>('[data-id="maple-2b"] img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('640');
    expect(img?.getAttribute('height')).toBe('427');
  });

  it('hides each card item whose toggle is off', () => {
    const off = Object.fromEntries(
      [
        'layoutRent',
        'layoutDate',
        'layoutTitle',
        'layoutAddress',
        'layoutBeds',
        'layoutBaths',
        'layoutDetail',
        'layoutApply',
      ].map((name) => [name, 'off']),
    );
    const card = list(view({ layout: off })).querySelector('[data-id="maple-2b"]');
    for (const part of [
      '.wg-ls-rent',
      '.wg-ls-date',
      '.wg-ls-title',
      '.wg-ls-address',
      '.wg-ls-bed',
      '.wg-ls-bath',
      '.wg-ls-detail-btn',
      '.wg-ls-apply-btn',
    ]) {
      expect(card?.querySelector(part), part).toBeNull();
    }
    expect(list(view()).querySelector('[data-id="maple-2b"] .wg-ls-title')).not.toBeNull();
  });

  it('sends Apply to the widget’s apply link when set, else the listing’s page', () => {
    const own = list(view()).querySelector('[data-id="maple-2b"] .wg-ls-apply-btn');
    expect(own?.getAttribute('href')).toBe('https://pm.example/apply/maple-2b');
    const set = list(view({ layout: { layoutApplyLink: 'mailto:leasing@pm.example' } }));
    expect(set.querySelector('[data-id="maple-2b"] .wg-ls-apply-btn')?.getAttribute('href')).toBe(
      'mailto:leasing@pm.example',
    );
  });

  it('opens Details in place, or as the listing’s page in a new tab when detailOpenSeparate is on', () => {
    const inPlace = list(view()).querySelector('[data-id="maple-2b"] .wg-ls-detail-btn');
    expect(inPlace?.tagName).toBe('BUTTON');
    expect(inPlace?.getAttribute('data-open')).toBe('maple-2b');
    const separate = list(view({ detail: { detailOpenSeparate: 'on' } })).querySelector(
      '[data-id="maple-2b"] .wg-ls-detail-btn',
    );
    expect(separate?.getAttribute('href')).toBe('https://pm.example/listings/maple-2b');
    expect(separate?.getAttribute('target')).toBe('_blank');
  });

  it('shows only the filters that are on, with the sort control at the widget’s order', () => {
    const el = list(view({ sort: 'rent_desc' }));
    const names = [...el.querySelectorAll<HTMLInputElement>('.wg-ls-filters [name]')].map((field) => field.name);
    expect(names).toEqual(['search', 'minRent', 'maxRent', 'beds', 'baths', 'city', 'zip', 'sort']);
    expect(el.querySelector<HTMLSelectElement>('[name="sort"]')?.value).toBe('rent_desc');
    expect([...el.querySelectorAll('[name="city"] option')].map((o) => o.textContent)).toEqual([
      'Any',
      'Beaverton',
      'Portland',
      'Salem',
    ]);
    const all = list(view({ filters: { cats: 'on', dogs: 'on', desiredMoveIn: 'on' } }));
    expect(all.querySelector('[name="cats"]')).not.toBeNull();
    expect([...all.querySelectorAll<HTMLOptionElement>('[name="dogs"] option')].map((o) => o.value)).toEqual([
      '',
      'large',
      'small',
      'no',
    ]);
    expect(all.querySelector('[name="moveIn"]')?.getAttribute('type')).toBe('date');
    const none = Object.fromEntries(Object.keys(appfolioDefaults.appfolioDisplayFilters).map((name) => [name, 'off']));
    expect(list(view({ filters: none })).querySelector('.wg-ls-filters')).toBeNull();
  });

  it('reserves the map box only with a key and listings that have coordinates', () => {
    expect(list(view()).querySelector('.wg-ls-map')).toBeNull();
    expect(list(view({ mapsKey: 'AIza_key-1' })).querySelector('.wg-ls-map')).not.toBeNull();
    expect(list(view({ mapsKey: 'bad key"><' })).querySelector('.wg-ls-map')).toBeNull();
  });

  it('shows hostile text as text and drops script links', () => {
    const el = list(view(), hostileListingsFixture('appfolio'));
    expect(el.querySelector('script, [onerror]')).toBeNull();
    expect(el.querySelector('.wg-ls-title')?.textContent).toBe(HOSTILE_LISTING_TEXT);
    expect(el.querySelector('.wg-ls-apply-btn')).toBeNull();
    // The first photo is a script link, so the card shows its grey box rather than any image.
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('.wg-ls-nophoto')).not.toBeNull();
    for (const link of el.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^(https?|mailto|tel):/);
  });
});

describe('the Single Listing page', () => {
  const maple = listingsFixture('appfolio').listings[0];
  const page = (v: ListingsView) => {
    if (!maple) throw new Error('fixture');
    return dom(renderListingDetail(v, maple, 'h1', i18n).value);
  };

  it('shows the gallery, address, rent, date, phone and the three buttons in the half template', () => {
    const el = page(view());
    expect(el.querySelector('.wg-ls-detail')?.getAttribute('data-template')).toBe('half');
    expect(el.querySelectorAll('.wg-ls-thumb')).toHaveLength(3);
    expect(el.querySelector('.wg-ls-d-address')?.textContent).toBe('12 Maple St Apt 2B, Portland, OR 97201');
    expect(el.querySelector('.wg-ls-d-price')?.textContent).toBe('$1,500/mo');
    expect(el.querySelector('.wg-ls-d-available')?.textContent).toBe('Available Now');
    expect(el.querySelector('.wg-ls-d-phone a')?.getAttribute('href')).toBe('tel:5035550100');
    expect(el.querySelector('.wg-ls-d-showing')?.getAttribute('href')).toBe('https://pm.example/showing/maple-2b');
    expect(el.querySelector('.wg-ls-d-apply')?.getAttribute('href')).toBe('https://pm.example/apply/maple-2b');
    expect(el.querySelector('.wg-ls-d-contact')?.getAttribute('href')).toBe('mailto:leasing@maple.example');
    expect(el.querySelector('.wg-ls-back')?.textContent).toMatch(/Back to all listings/);
  });

  it('follows the full template and hides each item whose toggle is off', () => {
    const off = Object.fromEntries(
      [
        'detailAddress',
        'detailPrice',
        'detailAvailable',
        'detailPhone',
        'detailShowing',
        'detailApply',
        'detailContact',
      ].map((n) => [n, 'off']),
    );
    const el = page(view({ detail: { ...off, detailTemplate: 'full' } }));
    expect(el.querySelector('.wg-ls-detail')?.getAttribute('data-template')).toBe('full');
    expect(
      el.querySelector('.wg-ls-d-address, .wg-ls-d-price, .wg-ls-d-available, .wg-ls-d-phone, .wg-ls-dbtn'),
    ).toBeNull();
  });

  it('keeps hostile text as text and drops script links and photos', () => {
    const hostile = hostileListingsFixture('appfolio').listings[0];
    if (!hostile) throw new Error('fixture');
    const el = dom(renderListingDetail(view(), hostile, 'h', i18n).value);
    expect(el.querySelector('script, [onerror]')).toBeNull();
    expect(el.querySelector('.wg-ls-d-name')?.textContent).toBe(HOSTILE_LISTING_TEXT);
    expect(el.querySelector('.wg-ls-d-phone a')).toBeNull();
    expect(el.querySelector('.wg-ls-d-phone')?.textContent).toBe('javascript:window.__pwned=1');
    expect(el.querySelector('.wg-ls-dbtn')).toBeNull();
    expect([...el.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://img.example/ok.jpg',
    ]);
  });
});
