// The same checks for each listing runtime package (appfolio, rentvine): the script-tag entry, the
// server render and the editor panel. Test-only.
import { defaultSettings, type ListingSource } from '@widgetry/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PanelDescription, PanelSection } from '../panel';
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
