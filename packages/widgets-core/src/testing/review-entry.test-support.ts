import { defaultSettings, type ReviewSource } from '@widgetry/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INSIGHTS_FLUSH_MS } from '../insights/insights-sender';
import { captureBeacons } from './insights.test-support';
import { reviewsFixture } from './reviews.test-support';

/**
 * The script-tag entry of a review runtime (`src/browser.ts`), the same checks for each review
 * type: it registers under its name in window.Widgetry, mounts with the served stylesheet and the
 * source data, renders an empty state without data, and refuses settings of another shape.
 */
export function describeReviewScriptEntry(type: ReviewSource, loadEntry: () => Promise<unknown>): void {
  const settings = () => defaultSettings(type);
  const stylesheetUrl = `https://app.example.com/styles/widget/${type}.css?v=abc`;

  afterEach(() => {
    // Each test runs the entry afresh, as a new page would.
    vi.resetModules();
    delete window.Widgetry;
    document.body.replaceChildren();
  });

  describe('the script-tag entry', () => {
    it(`registers ${type} in window.Widgetry, mounting the reviews with the served stylesheet`, async () => {
      await loadEntry();
      const entry = window.Widgetry?.runtimes[type];
      expect(entry).toBeDefined();
      expect(Object.keys(window.Widgetry ?? {}).sort()).toEqual(['register', 'runtimes']);

      const el = document.createElement('div');
      document.body.append(el);
      entry?.mount(el, { settings: settings(), data: reviewsFixture(type), stylesheetUrl });
      expect(el.shadowRoot?.querySelector('link')?.getAttribute('href')).toBe(stylesheetUrl);
      expect(el.shadowRoot?.querySelector('style')).toBeNull();
      expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Maple Court Apartments');
      expect(el.shadowRoot?.querySelectorAll('.wg-rv-card')).toHaveLength(6);
    });

    it('mounts an empty widget without data', async () => {
      await loadEntry();
      const el = document.createElement('div');
      window.Widgetry?.runtimes[type]?.mount(el, { settings: settings() });
      expect(el.shadowRoot?.querySelector('.wg-rv-empty')?.textContent).toBe('No reviews to show yet.');
    });

    it('reports Read more, Write a review and a page change to the API the loader named (issue 30)', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const beacons = captureBeacons();
      // The link opens the platform in a new tab in a browser; jsdom would try to navigate.
      const stay = (event: Event) => event.preventDefault();
      document.addEventListener('click', stay);
      try {
        await loadEntry();
        const el = document.createElement('div');
        el.setAttribute('data-widgetry-id', 'r1');
        document.body.append(el);
        window.Widgetry?.runtimes[type]?.mount(el, {
          settings: settings(),
          data: reviewsFixture(type),
          embed: 'https://api.example/embed/r1',
        });
        const click = (selector: string) => {
          const found = el.shadowRoot?.querySelector<HTMLElement>(selector);
          if (!found) throw new Error(`no ${selector} in the default ${type} widget`);
          found.click();
        };
        click('.wg-rv-more');
        click('a.wg-rv-btn');
        const carousel = el.shadowRoot?.querySelector('.wg-rv-next');
        if (carousel instanceof HTMLElement) carousel.click();
        vi.advanceTimersByTime(INSIGHTS_FLUSH_MS);
        expect(await beacons.sent()).toEqual([
          {
            url: 'https://api.example/embed/r1/events',
            type: 'text/plain',
            events: ['read_more', 'write_review_clicked', ...(carousel ? ['page_changed'] : [])],
          },
        ]);
      } finally {
        document.removeEventListener('click', stay);
        beacons.restore();
        vi.useRealTimers();
      }
    });

    it('refuses settings of another shape', async () => {
      await loadEntry();
      const el = document.createElement('div');
      const entry = window.Widgetry?.runtimes[type];
      expect(() => entry?.mount(el, { settings: 'x' })).toThrow(`invalid ${type} settings`);
      expect(el.shadowRoot).toBeNull();
    });
  });
}
