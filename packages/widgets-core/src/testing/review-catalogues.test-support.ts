// The catalogue checks every review type (trustpilot, tripadvisor, yelp) runs from its own
// src/i18n/catalogues.test.ts (issue 32): each language has every key of the type's English
// catalogue, and the widget rendered in Spanish and in Arabic, with everything it can show turned
// on, keeps no English text a visitor reads (text, aria-label, alt, title, placeholder), names its
// months in the language, and in Arabic lays out right to left.
// Test-only: no runtime imports this.
import type { ReviewSource } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, type Translations } from '../i18n/catalogue-check';
import { type Catalogue, createI18n } from '../i18n/messages';
import { renderToString } from '../render-to-string';
import type { WidgetRuntime } from '../runtime';
import { reviewsFixture } from './reviews.test-support';

export interface ReviewCataloguesCase<S, C extends Catalogue> {
  source: ReviewSource;
  runtime: WidgetRuntime<S, C>;
  translations: Translations<C>;
  /** Settings that together show every text the type has (every part on; a list and a carousel). */
  settings: () => S[];
}

const READ_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'] as const;

/** Every text a visitor reads or hears in `markup`: text nodes and the named attributes, trimmed. */
function visitorTexts(markup: string): string[] {
  const body = new DOMParser().parseFromString(markup, 'text/html').body;
  const texts: string[] = [];
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style')) continue;
    const text = node.textContent?.trim() ?? '';
    if (text !== '') texts.push(text);
  }
  for (const el of body.querySelectorAll('*')) {
    for (const name of READ_ATTRIBUTES) {
      const value = el.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The words of each English message that its translation changed, as whole-word patterns. */
function englishLeftovers(
  english: Catalogue,
  translation: Catalogue,
): { key: string; fragment: string; pattern: RegExp }[] {
  return Object.entries(english).flatMap(([key, message]) => {
    const translated = translation[key];
    if (JSON.stringify(translated) === JSON.stringify(message)) return [];
    const forms = typeof message === 'string' ? [message] : Object.values(message);
    const theirs =
      translated === undefined ? [] : typeof translated === 'string' ? [translated] : Object.values(translated);
    return forms
      .flatMap((form) => (form ?? '').split(/\{\w+\}/))
      .map((fragment) => fragment.trim())
      .filter((fragment) => (fragment.match(/\p{L}/gu) ?? []).length >= 2)
      .filter((fragment) => !theirs.some((text) => text?.includes(fragment)))
      .map((fragment) => ({
        key,
        fragment,
        pattern: new RegExp(`(^|[^\\p{L}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u'),
      }));
  });
}

export function describeReviewCatalogues<S, C extends Catalogue>(test: ReviewCataloguesCase<S, C>): void {
  const { runtime, translations, source } = test;

  describe(`the ${source} catalogues (issue 32)`, () => {
    it('are complete in every language (a problem names the language and the key)', () => {
      expect(catalogueProblems(runtime.messages, translations)).toEqual([]);
    });

    it.each(['es', 'ar'] as const)('leave no English text in the widget rendered in %s', (language) => {
      const translation: Catalogue = translations[language];
      const i18n = createI18n(runtime.messages, language, translation);
      const leftovers = englishLeftovers(runtime.messages, translation);
      expect(leftovers.length).toBeGreaterThan(5);
      for (const settings of test.settings()) {
        const ctx = { idPrefix: 'w1-', data: reviewsFixture(source) };
        const markup = renderToString(runtime, settings, { ...ctx, i18n });
        const texts = visitorTexts(markup);
        const found = texts.flatMap((text) =>
          leftovers
            .filter(({ pattern }) => pattern.test(text))
            .map(({ key, fragment }) => `${key}: "${fragment}" in "${text}"`),
        );
        expect(found).toEqual([]);
        // Every text the English widget shows from its catalogue has a counterpart: the same number of texts.
        const english = visitorTexts(renderToString(runtime, settings, ctx));
        expect(texts.length).toBe(english.length);
        // Month names are the language's (Intl), not English ones.
        const dates = (html: string) =>
          [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('time')].map(
            (time) => time.textContent,
          );
        const translatedDates = dates(markup);
        expect(translatedDates.length).toBeGreaterThan(0);
        const englishDates = dates(renderToString(runtime, settings, ctx));
        expect(translatedDates.filter((date, index) => date === englishDates[index])).toEqual([]);
        const root = new DOMParser().parseFromString(markup, 'text/html').body.querySelector('[lang]');
        expect(root?.getAttribute('lang')).toBe(language);
        expect(root?.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      }
    });
  });
}
