// The same checks for each listing runtime package (appfolio, rentvine): the script-tag entry, the
// server render and the editor panel. Test-only.
import { defaultSettings, type ListingSource } from '@widgetry/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSIGHTS_FLUSH_MS } from '../insights/insights-sender';
import type { PanelDescription, PanelSection } from '../panel';
import { captureBeacons } from '../testing/insights.test-support';
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
