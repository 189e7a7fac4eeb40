// The same checks for each listing runtime package (appfolio, rentvine): the script-tag entry, the
// server render, the editor panel and the languages. Test-only.
import { defaultSettings, type ListingSource } from '@widgetry/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Translations } from '../i18n/catalogue-check';
import { createI18n } from '../i18n/messages';
import { INSIGHTS_FLUSH_MS } from '../insights/insights-sender';
import { mount } from '../mount';
import type { PanelDescription, PanelSection } from '../panel';
import type { WidgetRuntime } from '../runtime';
import { captureBeacons } from '../testing/insights.test-support';
import type { ListingsMessages } from './i18n/en';
import { englishLeft, listingSourceTexts, visibleTexts } from './i18n/english-left.test-support';
import { listingsFixture } from './listings.test-support';

/** The script-tag entry registers the type, mounts with the served stylesheet, and refuses other shapes. */
export function describeListingScriptEntry(type: ListingSource, loadEntry: () => Promise<unknown>): void {
  const stylesheetUrl = `https://app.example.com/styles/widget/${type}.css?v=abc`;

  afterEach(() => {
    vi.resetModules();
    delete window.Widgetry;
    document.body.replaceChildren();
  });

  describe('the script-tag entry', () => {
    it(`registers ${type} in window.Widgetry and mounts the listings with the served stylesheet`, async () => {
      await loadEntry();
      const entry = window.Widgetry?.runtimes[type];
      expect(Object.keys(window.Widgetry ?? {}).sort()).toEqual(['register', 'runtimes']);
      const el = document.createElement('div');
      document.body.append(el);
      entry?.mount(el, { settings: defaultSettings(type), data: listingsFixture(type), stylesheetUrl });
      expect(el.shadowRoot?.querySelector('link')?.getAttribute('href')).toBe(stylesheetUrl);
      expect(el.shadowRoot?.querySelector('style')).toBeNull();
      expect(el.shadowRoot?.querySelectorAll('.wg-ls-card')).toHaveLength(4);
      // Nothing global: no style or script in the document but the JSON-LD beside the host.
      expect(document.head.querySelector('style')).toBeNull();
      expect([...document.querySelectorAll('script')].map((script) => script.type)).toEqual(['application/ld+json']);
    });

    it('shows six skeleton cards without data', async () => {
      await loadEntry();
      const el = document.createElement('div');
      window.Widgetry?.runtimes[type]?.mount(el, { settings: defaultSettings(type) });
      expect(el.shadowRoot?.querySelectorAll('.wg-ls-skel')).toHaveLength(6);
    });

    it('refuses settings of another shape', async () => {
      await loadEntry();
      const el = document.createElement('div');
      expect(() => window.Widgetry?.runtimes[type]?.mount(el, { settings: { layout: {} } })).toThrow(
        `invalid ${type} settings`,
      );
      expect(el.shadowRoot).toBeNull();
    });

    it("reports a visitor's filters, opened listing, Showing and Apply to the API the loader named (issue 30)", async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const beacons = captureBeacons();
      // The links open new tabs in a browser; jsdom would try to navigate.
      const stay = (event: Event) => event.preventDefault();
      document.addEventListener('click', stay);
      try {
        await loadEntry();
        const el = document.createElement('div');
        el.setAttribute('data-widgetry-id', 'w1');
        document.body.append(el);
        const settings = defaultSettings(type);
        window.Widgetry?.runtimes[type]?.mount(el, {
          settings,
          data: listingsFixture(type),
          embed: 'https://api.example/embed/w1',
        });
        const shadow = el.shadowRoot;
        const search = shadow?.querySelector<HTMLInputElement>('.wg-ls-filters input');
        if (!shadow || !search) throw new Error('no listings with filters');
        // One run of typing is one use of the filters.
        for (const text of ['p', 'po', 'por']) {
          search.value = text;
          search.dispatchEvent(new Event('input', { bubbles: true }));
        }
        search.value = '';
        search.dispatchEvent(new Event('input', { bubbles: true }));
        shadow.querySelector<HTMLElement>('[data-id="maple-2b"] [data-open]')?.click();
        shadow.querySelector<HTMLElement>('.wg-ls-page .wg-ls-d-showing')?.click();
        shadow.querySelector<HTMLElement>('.wg-ls-page .wg-ls-d-apply')?.click();
        shadow.querySelector<HTMLElement>('.wg-ls-page .wg-ls-back')?.click();
        shadow.querySelector<HTMLElement>('[data-id="cedar-house"] .wg-ls-apply-btn')?.click();
        vi.advanceTimersByTime(INSIGHTS_FLUSH_MS);
        expect(await beacons.sent()).toEqual([
          {
            url: 'https://api.example/embed/w1/events',
            type: 'text/plain',
            events: ['filter_used', 'listing_opened', 'showing_requested', 'apply_clicked', 'apply_clicked'],
          },
        ]);
      } finally {
        document.removeEventListener('click', stay);
        beacons.restore();
        vi.useRealTimers();
        window.history.replaceState(null, '', '/');
      }
    });
  });
}

const paths = (sections: readonly PanelSection[]): string[] =>
  sections.flatMap((section) => [...section.controls.map((control) => control.path), ...paths(section.sections ?? [])]);

const leaves = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? leaves(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** The panel has a control for every setting of the type's contract, each once. */
export function describeListingPanel(type: ListingSource, panel: PanelDescription, builder: string[]): void {
  describe(`the ${type} editor panel (spec 001 §2)`, () => {
    it('has the Builder fields and a control for every setting in Layout', () => {
      expect(paths(panel.tabs.builder)).toEqual(builder);
      expect(panel.tabs.layout.map((section) => section.title)).toEqual([
        'Top Banner',
        'All Listings Page',
        'Single Listing Page',
      ]);
      const all = [...paths(panel.tabs.builder), ...paths(panel.tabs.layout)];
      expect(new Set(all).size).toBe(all.length);
      expect(all.sort()).toEqual(leaves(defaultSettings(type)).sort());
    });
  });
}

/**
 * The published runtime in Spanish and in Arabic (issue 32), mounted as a visitor's page mounts it
 * with the catalogue the host serves: no English left in the list, after a search that matches
 * nothing, or on a listing's page opened by the behaviour; Arabic right to left.
 */
export function describeListingLanguages<S>(
  type: ListingSource,
  runtime: WidgetRuntime<S, ListingsMessages>,
  translations: Translations<ListingsMessages>,
  settings: S,
): void {
  describe(`the ${type} widget in other languages (issue 32)`, () => {
    afterEach(() => {
      document.body.replaceChildren();
      window.history.replaceState(null, '', '/');
    });

    it('publishes a complete catalogue for every language', () => {
      expect(Object.keys(translations).sort()).toEqual(['ar', 'de', 'es', 'fr', 'pt']);
    });

    for (const language of ['es', 'ar'] as const) {
      it(`speaks ${language} in the list, the empty search and a listing's page`, () => {
        const data = listingsFixture(type);
        const sourceTexts = listingSourceTexts(data);
        const translation = translations[language];
        const host = document.createElement('div');
        document.body.append(host);
        const widget = mount(host, { runtime, settings, data, language, translation });
        const shadow = host.shadowRoot;
        if (!shadow) throw new Error('no shadow root');
        const root = shadow.querySelector('.wg-root');
        expect(root?.getAttribute('lang')).toBe(language);
        expect(root?.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        const left = () => englishLeft(visibleTexts(shadow, sourceTexts), runtime.messages, translation);
        expect(left()).toEqual([]);

        const i18n = createI18n(runtime.messages, language, translation);
        const search = shadow.querySelector<HTMLInputElement>('.wg-ls-filters [name="search"]');
        if (!search) throw new Error('no search field');
        search.value = 'no such street';
        search.dispatchEvent(new Event('input', { bubbles: true }));
        expect(shadow.querySelector('.wg-ls-count')?.textContent).toBe(i18n.plural('results', 0));
        expect(shadow.querySelector<HTMLElement>('.wg-ls-none')?.hidden).toBe(false);
        expect(shadow.querySelector('.wg-ls-none p')?.textContent).toBe(i18n.t('noMatch'));
        search.value = '';
        search.dispatchEvent(new Event('input', { bubbles: true }));
        expect(shadow.querySelector('.wg-ls-count')?.textContent).toBe(i18n.plural('results', 4));

        shadow.querySelector<HTMLElement>('[data-id="maple-2b"] [data-open]')?.click();
        const page = shadow.querySelector<HTMLElement>('.wg-ls-page');
        expect(page?.hidden).toBe(false);
        expect(page?.querySelector('.wg-ls-back')?.textContent).toContain(i18n.t('back'));
        expect(page?.querySelector('.wg-ls-d-available')?.textContent).toBe(i18n.t('availableNow'));
        expect(left()).toEqual([]);
        widget.destroy();
      });
    }
  });
}
