// The checks every review runtime (trustpilot, tripadvisor, yelp) shares, run from each package's
// own test file: every setting changes the output, every variable is read by the stylesheet, a
// hostile value in any setting never leaves its place, and without data the widget is empty.
// Test-only: no runtime imports this.
import { htmlDataFields, type ReviewSource } from '@widgetry/contracts';
import {
  FONT_WEIGHTS,
  FONTS,
  LAYOUTS,
  REVIEW_COUNTS,
  REVIEW_FILTERS,
  TEXT_ALIGNS,
} from '@widgetry/contracts/constants';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/messages';
import { renderToString } from '../render-to-string';
import type { WidgetRuntime } from '../runtime';
import { HOSTILE_PAYLOADS, readValue, withValue } from './hostile.test-support';
import { CSS_INJECTION } from './injection.test-support';
import { reviewsFixture } from './reviews.test-support';

/** Values to try in a field until one its contract accepts differs from the default. */
const CANDIDATES: readonly unknown[] = [
  '#123456',
  '#abcdef',
  '20px',
  '48px',
  '50%',
  'on',
  'off',
  true,
  false,
  5,
  15,
  // Before the lists, whose first entry ('all') shows as many reviews as the fixture's six.
  '5',
  ...LAYOUTS,
  ...REVIEW_FILTERS,
  ...REVIEW_COUNTS,
  ...TEXT_ALIGNS,
  ...FONT_WEIGHTS,
  ...FONTS,
  'A new name',
  'https://example.com/other',
];

export interface ReviewRuntimeCase<S> {
  source: ReviewSource;
  runtime: WidgetRuntime<S>;
  defaults: () => S;
  /** The contract's check of a whole settings object (the schema's safeParse). */
  parse: (value: unknown) => { success: true; data: S } | { success: false };
  /**
   * Settings that do not change what a widget with data shows, each with the reason (a source
   * address, which the data's own addresses replace; a page count the API fetches).
   */
  unseenWithData: Readonly<Record<string, string>>;
}

/** Another value the contract accepts for the field at `path`. */
function otherValid<S>(test: ReviewRuntimeCase<S>, path: readonly string[]): S {
  const base = test.defaults();
  for (const candidate of CANDIDATES) {
    if (candidate === readValue(base, path)) continue;
    const parsed = test.parse(withValue(base, path, candidate));
    if (parsed.success) return parsed.data;
  }
  throw new Error(`no other valid value for ${path.join('.')}`);
}

/** Registers the shared checks for one review runtime. */
export function describeReviewRuntime<S>(test: ReviewRuntimeCase<S>): void {
  const { source, runtime } = test;
  const fields = htmlDataFields(source).map((field) => ({
    path: field.path.slice(1),
    name: field.path.slice(1).join('.'),
    kind: field.kind,
  }));
  const data = () => reviewsFixture(source);
  const ctx = () => ({ idPrefix: 'w1-', data: data() });

  // The curation (issue 31) is applied by the API to the data it serves; the runtime shows that data as it is.
  // The language (issue 32) is resolved by the loader and reaches the render as ctx.i18n (each
  // type's catalogue test renders every language).
  const seen = (name: string) =>
    !Object.hasOwn(test.unseenWithData, name) && !name.startsWith('curation.') && name !== 'language';

  describe(`the ${source} runtime, as every review runtime`, () => {
    it.each(fields.filter((field) => seen(field.name)))('lets the setting $name change the output', ({ path }) => {
      const before = renderToString(runtime, test.defaults(), ctx());
      const after = renderToString(runtime, otherValid(test, path), ctx());
      expect(after).not.toBe(before);
    });

    it('lists only settings that exist as unseen with data', () => {
      const names = fields.map((field) => field.name);
      for (const name of Object.keys(test.unseenWithData)) expect(names).toContain(name);
    });

    it('sets only variables its stylesheet reads', () => {
      const names = Object.keys(runtime.vars(test.defaults()));
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(runtime.css, name).toContain(`var(${name},`);
    });

    it('renders the empty state, and no review, without data or with another platform’s', () => {
      for (const value of [
        undefined,
        null,
        { reviews: [] },
        reviewsFixture(source === 'yelp' ? 'trustpilot' : 'yelp'),
      ]) {
        const markup = runtime.render(test.defaults(), {
          i18n: createI18n(runtime.messages),
          idPrefix: 'w1-',
          data: value,
        });
        expect(markup).toContain('<p class="wg-rv-empty">No reviews to show yet.</p>');
        expect(markup).not.toContain('wg-rv-card');
      }
    });

    it.each(fields)('keeps a hostile $name ($kind) in its place', ({ path, kind }) => {
      for (const payload of HOSTILE_PAYLOADS) {
        const label = `${path.join('.')} = ${payload}`;
        const markup = renderToString(runtime, withValue(test.defaults(), path, payload), ctx());
        expect(markup.match(/<script/gi), label).toBeNull();
        expect(markup.match(/<\/style/gi), label).toHaveLength(1);
        const body = new DOMParser().parseFromString(markup, 'text/html').body;
        expect(body.querySelectorAll('script, iframe, object, embed'), label).toHaveLength(0);
        for (const el of body.querySelectorAll('*')) {
          for (const attr of el.attributes) expect(attr.name, label).not.toMatch(/^on/i);
        }
        for (const el of body.querySelectorAll('[style]'))
          expect(el.getAttribute('style'), label).not.toMatch(CSS_INJECTION);
        for (const img of body.querySelectorAll('img'))
          expect(img.getAttribute('src'), label).toMatch(/^https:\/\/img\.example\//);
        for (const link of body.querySelectorAll('a')) expect(link.getAttribute('href'), label).toMatch(/^https:\/\//);
        if (kind === 'text') expect(body.textContent, label).toContain(payload);
      }
    });
  });
}
