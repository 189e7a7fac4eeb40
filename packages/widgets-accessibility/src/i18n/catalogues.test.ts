// Issue 32: the menu in every language. Each catalogue has every English key with the same
// placeholders, and the menu mounted in Spanish or Arabic, opened and used, leaves no English
// text a visitor reads or hears: not in the markup, the accessible names, or the announcements.
import { catalogueProblems } from '@widgetry/widgets-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, defaults, type MountedMenu, mountMenu } from '../accessibility.test-support';
import { CONTRAST_MODES, SATURATION_MODES, TOGGLE_TOOLS } from '../accessibility.tools';
import { accessibilityModule } from '../index';
import { ar } from './ar';
import { de } from './de';
import { type AccessibilityMessages, accessibilityMessages as en } from './en';
import { es } from './es';
import { fr } from './fr';
import { accessibilityTranslations } from './translations';

beforeEach(cleanup);
afterEach(cleanup);

type Key = keyof AccessibilityMessages;
const keys = Object.keys(en) as Key[];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test for each English message the translation words differently: an exact match for a plain
 * text, and for one with placeholders ("{tool} on") any text that is that message filled in.
 */
function englishLeft(translation: Record<Key, string>): { key: Key; matches: (text: string) => boolean }[] {
  return keys
    .filter((key) => en[key] !== translation[key])
    .map((key) => {
      const pattern = new RegExp(`^${escapeRegExp(en[key]).replace(/\\\{\w+\\\}/g, '.+')}$`);
      return { key, matches: (text: string) => pattern.test(text) };
    });
}

/** Every text node and every aria-label, placeholder, title and alt value in the widget, trimmed. */
function visitorTexts(root: ShadowRoot): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    // The stylesheet is no text a visitor reads.
    if (text !== '' && node.parentElement?.tagName !== 'STYLE') texts.push(text);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** Opens the menu and uses a tool of each kind, so every state text and announcement is shown once. */
function useEveryKind(menu: MountedMenu, t: Record<Key, string>): string[] {
  const heard: string[] = [];
  menu.openButton().click();
  for (const name of [t.links, t['contrast-dark'], t['saturation-mono'], t.larger, t.links, t.reset]) {
    menu.press(name);
    heard.push(menu.status());
  }
  return heard;
}

describe('the accessibility catalogues', () => {
  it('have every English key, with its placeholders, in every language', () => {
    expect(catalogueProblems(en, accessibilityTranslations)).toEqual([]);
  });

  it('name every tool, mode and group in the catalogue, so the render never falls back to a key', () => {
    for (const tool of TOGGLE_TOOLS) expect(en[tool]).toBeTruthy();
    for (const mode of CONTRAST_MODES) expect(en[`contrast-${mode}`]).toBeTruthy();
    for (const mode of SATURATION_MODES) expect(en[`saturation-${mode}`]).toBeTruthy();
  });

  it('give each language its own words for every tool (no two tools share a name)', () => {
    for (const catalogue of [en, es, fr, de, accessibilityTranslations.pt, ar]) {
      const names = [...TOGGLE_TOOLS.map((tool) => catalogue[tool])];
      names.push(...CONTRAST_MODES.map((mode) => catalogue[`contrast-${mode}`]));
      names.push(...SATURATION_MODES.map((mode) => catalogue[`saturation-${mode}`]));
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('are what the editor preview loads', async () => {
    expect(await accessibilityModule.translations()).toBe(accessibilityTranslations);
    expect(accessibilityModule.runtime.messages).toBe(en);
  });
});

describe.each([
  { language: 'es' as const, translation: es, dir: 'ltr' },
  { language: 'ar' as const, translation: ar, dir: 'rtl' },
])('the menu in $language', ({ language, translation, dir }) => {
  it('leaves no English text in the markup, the accessible names or the announcements', () => {
    const menu = mountMenu(defaults(), undefined, { language, translation });
    const root = menu.shadow.querySelector('[lang]');
    expect(root?.getAttribute('lang')).toBe(language);
    expect(root?.getAttribute('dir')).toBe(dir);
    const heard = useEveryKind(menu, translation);
    const texts = [...visitorTexts(menu.shadow), ...heard];
    const english = englishLeft(translation);
    const left = texts.filter((text) => english.some((message) => message.matches(text)));
    expect(left).toEqual([]);
    // The checks saw the menu in use: the title, the tools, the level and what was announced.
    expect(texts).toContain(translation.title);
    expect(texts).toContain(translation['contrast-invert']);
    expect(heard.at(-1)).toBe(translation.resetDone);
  });
});

describe('what the menu says, in the language’s words and numbers', () => {
  it('announces a tool’s new state in the language, with the tool’s name in it', () => {
    const menu = mountMenu(defaults(), undefined, { language: 'es', translation: es });
    menu.openButton().click();
    menu.press(es.links);
    expect(menu.status()).toBe('Resaltar enlaces: activado');
    expect(menu.button(es.links).getAttribute('aria-pressed')).toBe('true');
    menu.press(es.links);
    expect(menu.status()).toBe('Resaltar enlaces: desactivado');
  });

  it('writes the text size as the language writes a percentage', () => {
    const percent = (language: string, value: number) =>
      new Intl.NumberFormat(language, { style: 'percent' }).format(value);
    const cases = [
      { language: 'de' as const, translation: de, label: 'Textgröße: {size}' },
      { language: 'fr' as const, translation: fr, label: 'Taille du texte\u00a0: {size}' },
      { language: 'ar' as const, translation: ar, label: 'حجم النص: {size}' },
    ];
    for (const { language, translation, label } of cases) {
      const menu = mountMenu(defaults(), undefined, { language, translation });
      const level = () => menu.shadow.querySelector('.wg-a11y-level')?.textContent;
      expect(level()).toBe(label.replace('{size}', percent(language, 1)));
      menu.openButton().click();
      menu.press(translation.larger);
      expect(level()).toBe(label.replace('{size}', percent(language, 1.1)));
      expect(menu.status()).toBe(level());
      cleanup();
    }
    // Not the English "110%": German and French put a space before the sign, Arabic marks the
    // sign's direction (or writes Arabic-Indic digits, by the ICU version).
    for (const language of ['de', 'fr', 'ar']) expect(percent(language, 1.1)).not.toBe('110%');
  });
});
