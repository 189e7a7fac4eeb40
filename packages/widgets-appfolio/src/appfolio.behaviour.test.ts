import { listenForRent, mount, RENT_EVENT } from '@widgetry/widgets-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingsFixture } from '../../widgets-core/src/listings/listings.test-support';
import { appfolioSettings, mountAppfolio, type } from './appfolio.test-support';
import { appfolioModule } from './index';

const data = listingsFixture('appfolio');
const cleanups: (() => void)[] = [];
function mounted(...args: Parameters<typeof mountAppfolio>) {
  const widget = mountAppfolio(...args);
  cleanups.push(() => widget.remove());
  return widget;
}

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the visitor filters and sort, in the page', () => {
  it('filters without a reload, says when nothing matches, and clears', () => {
    const w = mounted(appfolioSettings(), data);
    expect(w.cards()).toEqual(['loft-9', 'maple-2b', 'cedar-house', 'salem-lot']);
    type(w.field<HTMLInputElement>('search'), 'portland');
    expect(w.cards()).toEqual(['loft-9', 'maple-2b']);
    expect(w.shadow.querySelector('.wg-ls-count')?.textContent).toBe('2 listings');
    type(w.field<HTMLInputElement>('minRent'), '1000');
    expect(w.cards()).toEqual(['maple-2b']);
    type(w.field<HTMLSelectElement>('beds'), '3');
    expect(w.cards()).toEqual([]);
    const none = w.shadow.querySelector<HTMLElement>('.wg-ls-none');
    expect(none?.hidden).toBe(false);
    none?.querySelector<HTMLElement>('.wg-ls-clear')?.click();
    expect(w.cards()).toEqual(['loft-9', 'maple-2b', 'cedar-house', 'salem-lot']);
    expect(none?.hidden).toBe(true);
  });

  it('reorders the cards with the sort control, and follows the editor’s sort order', () => {
    const w = mounted(appfolioSettings(), data);
    type(w.field<HTMLSelectElement>('sort'), 'rent_desc');
    expect(w.cards()).toEqual(['cedar-house', 'maple-2b', 'loft-9', 'salem-lot']);

    const editor = mounted(appfolioSettings(), data, 'w2');
    editor.widget.update(appfolioSettings({ appfolioSortOrder: 'rent_asc' }));
    expect(editor.field<HTMLSelectElement>('sort').value).toBe('rent_asc');
    expect(editor.cards()).toEqual(['loft-9', 'maple-2b', 'cedar-house', 'salem-lot']);
  });

  it('keeps the visitor’s filters across a settings update', () => {
    const w = mounted(appfolioSettings(), data);
    type(w.field<HTMLInputElement>('search'), 'cedar');
    w.widget.update(appfolioSettings({ appfolioCol: 2 }));
    expect(w.cards()).toEqual(['cedar-house']);
    expect(w.shadow.querySelector('.wg-ls-grid')?.getAttribute('data-cols')).toBe('2');
  });
});

describe('the Single Listing page in place', () => {
  const page = (w: ReturnType<typeof mountAppfolio>) => w.shadow.querySelector<HTMLElement>('.wg-ls-page');
  const open = (w: ReturnType<typeof mountAppfolio>, id: string) =>
    w.shadow.querySelector<HTMLElement>(`[data-id="${id}"] .wg-ls-detail-btn`)?.click();

  it('opens with a history entry naming the listing, and Back returns to the list', async () => {
    const w = mounted(appfolioSettings(), data);
    open(w, 'cedar-house');
    expect(page(w)?.hidden).toBe(false);
    expect(w.shadow.querySelector<HTMLElement>('.wg-ls-list')?.hidden).toBe(true);
    expect(page(w)?.querySelector('.wg-ls-d-name')?.textContent).toBe('Cedar House');
    expect(new URL(window.location.href).searchParams.get('wg-listing')).toBe('w1~cedar-house');

    page(w)?.querySelector<HTMLElement>('.wg-ls-back')?.click();
    expect(page(w)?.hidden).toBe(true);
    // The link went back through the history, so the browser's Forward reopens the listing.
    await vi.waitFor(() => expect(window.location.search).toBe(''));
    window.history.forward();
    await vi.waitFor(() => expect(page(w)?.hidden).toBe(false));
    window.history.back();
    await vi.waitFor(() => expect(page(w)?.hidden).toBe(true));
    expect(w.shadow.activeElement?.getAttribute('data-open')).toBe('cedar-house');
  });

  it('opens the listing an address names on load, only in the widget it names', () => {
    window.history.replaceState(null, '', '/?wg-listing=w2~maple-2b');
    const first = mounted(appfolioSettings(), data, 'w1');
    const second = mounted(appfolioSettings(), data, 'w2');
    expect(page(first)?.hidden).toBe(true);
    expect(page(second)?.querySelector('.wg-ls-d-name')?.textContent).toBe('Maple Court 2B');
    // Back on a deep link leaves the address without the listing, with no new entry.
    const length = window.history.length;
    page(second)?.querySelector<HTMLElement>('.wg-ls-back')?.click();
    expect(page(second)?.hidden).toBe(true);
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(length);
  });

  it('shows the new page template when the settings change while a listing is open', () => {
    const w = mounted(appfolioSettings(), data);
    open(w, 'maple-2b');
    w.widget.update(appfolioSettings({ detail: { detailTemplate: 'full' } }));
    expect(page(w)?.querySelector('.wg-ls-detail')?.getAttribute('data-template')).toBe('full');
  });

  it('swaps the gallery photo', () => {
    const w = mounted(appfolioSettings(), data);
    open(w, 'maple-2b');
    const thumbs = [...(page(w)?.querySelectorAll<HTMLElement>('.wg-ls-thumb') ?? [])];
    thumbs[2]?.click();
    expect(page(w)?.querySelector<HTMLImageElement>('.wg-ls-main')?.src).toBe('https://img.example/maple-3.jpg');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
  });
});

describe('the editor’s preview', () => {
  it('opens a listing in place without touching the editor’s address or adding JSON-LD', () => {
    const runtime = appfolioModule.previewRuntime;
    if (!runtime) throw new Error('no preview runtime');
    const host = document.createElement('div');
    document.body.append(host);
    const widget = mount(host, { runtime, settings: appfolioSettings(), data });
    cleanups.push(() => {
      widget.destroy();
      host.remove();
    });
    const length = window.history.length;
    host.shadowRoot?.querySelector<HTMLElement>('[data-open="maple-2b"]')?.click();
    expect(host.shadowRoot?.querySelector('.wg-ls-d-name')?.textContent).toBe('Maple Court 2B');
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(length);
    host.shadowRoot?.querySelector<HTMLElement>('.wg-ls-back')?.click();
    expect(host.shadowRoot?.querySelector<HTMLElement>('.wg-ls-page')?.hidden).toBe(true);
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});

describe('what reaches the page outside the shadow root', () => {
  it('puts the JSON-LD right after the host and takes it away on destroy', () => {
    const w = mountAppfolio(appfolioSettings(), data);
    const script = w.host.nextElementSibling;
    expect(script?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(script?.textContent ?? '')['@graph'][0]['@type']).toBe('Apartment');
    w.remove();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('never loads the map without a key, and with one only once its box is in view', () => {
    const observers: FakeObserver[] = [];
    class FakeObserver implements IntersectionObserver {
      readonly root = null;
      readonly rootMargin = '';
      readonly scrollMargin = '';
      readonly thresholds = [];
      constructor(readonly callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
      /** What the browser does when the box scrolls into view. */
      enter(target: Element) {
        const rect = target.getBoundingClientRect();
        const entry = {
          boundingClientRect: rect,
          intersectionRatio: 1,
          intersectionRect: rect,
          isIntersecting: true,
          rootBounds: null,
          target,
          time: 0,
        };
        this.callback([entry], this);
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const maps = () => document.querySelectorAll('script[data-widgetry-maps]');
    mounted(appfolioSettings(), data);
    expect(observers).toHaveLength(0);
    const w = mounted(appfolioSettings({ clientGmapApi: 'AIza_test-key' }), data, 'w2');
    expect(observers).toHaveLength(1);
    expect(maps()).toHaveLength(0);
    const box = w.shadow.querySelector('.wg-ls-map');
    if (!box) throw new Error('no map box');
    observers[0]?.enter(box);
    expect(maps()).toHaveLength(1);
    expect(maps()[0]?.getAttribute('src')).toBe(
      'https://maps.googleapis.com/maps/api/js?key=AIza_test-key&callback=Function.prototype',
    );
    vi.unstubAllGlobals();
    for (const script of maps()) script.remove();
  });
});

describe("the owner's insights (issue 30)", () => {
  it('reports the map opened once it is drawn in view, and a listing opened from its marker', async () => {
    const enter: (() => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          enter.push(() => callback([{ isIntersecting: true }]));
        }
        observe() {}
        disconnect() {}
      },
    );
    const markers: (() => void)[] = [];
    vi.stubGlobal('google', {
      maps: {
        Map: class {
          fitBounds() {}
          setCenter() {}
        },
        LatLngBounds: class {
          extend() {}
        },
        Marker: class {
          addListener(_event: string, handler: () => void) {
            markers.push(handler);
          }
        },
      },
    });
    const report = vi.fn<(name: string) => void>();
    try {
      const w = mounted(appfolioSettings({ clientGmapApi: 'AIza_test-key' }), data, 'w1', report);
      expect(report).not.toHaveBeenCalled();
      enter[0]?.();
      await vi.waitFor(() => expect(report.mock.calls).toEqual([['map_opened']]));
      markers[0]?.();
      expect(report.mock.calls).toEqual([['map_opened'], ['listing_opened']]);
      expect(w.shadow.querySelector<HTMLElement>('.wg-ls-page')?.hidden).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the rent hand-off', () => {
  it('shows “What will it cost me?” only with a calculator listening, and hands the rent over', () => {
    const w = mounted(appfolioSettings(), data);
    const cost = () => w.shadow.querySelector<HTMLElement>('[data-id="cedar-house"] .wg-ls-cost');
    expect(cost()?.hidden).toBe(true);
    const onRent = vi.fn();
    const stop = listenForRent(document, onRent);
    expect(cost()?.hidden).toBe(false);
    cost()?.click();
    expect(onRent).toHaveBeenCalledWith({
      rent: 1800,
      rentMax: 2100,
      source: 'appfolio',
      listingId: 'cedar-house',
      title: 'Cedar House',
    });
    stop();
    // A listing without a rent has nothing to hand over.
    expect(w.shadow.querySelector('[data-id="salem-lot"] .wg-ls-cost')).toBeNull();
    expect(RENT_EVENT).toBe('widgetry:rent');
  });
});
