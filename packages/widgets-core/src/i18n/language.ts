// Which language a widget speaks on a page (issue 32). Used by the loader before it fetches a
// catalogue and by the editor's preview, so both decide the same way.
import { RTL_LANGUAGES, WIDGET_LANGUAGES, type WidgetLanguage } from '@widgetry/contracts/constants';

/** A BCP 47 tag's language, if we have a catalogue for it: 'fr-CA' → 'fr', 'it' → undefined. */
export function supportedLanguage(tag: unknown): WidgetLanguage | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return WIDGET_LANGUAGES.find((language) => language === primary);
}

/**
 * The language for a widget's `language` setting. `auto` (or an unknown value) takes the page's
 * `<html lang>`, then the first of the visitor's browser languages we have, then English. A widget
 * saved before the setting existed has none and stays English. (Written short: embed.js carries it.)
 */
export function resolveLanguage(
  setting: unknown,
  page: { documentLang?: string; browserLanguages?: readonly string[] } = {},
): WidgetLanguage {
  if (setting === undefined) return 'en';
  for (const tag of [setting, page.documentLang, ...(page.browserLanguages ?? [])]) {
    const language = supportedLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

/** What `resolveLanguage` reads off a live document: its `<html lang>` and its window's navigator. */
export function pageLanguages(doc: Document): { documentLang: string; browserLanguages?: readonly string[] } {
  return { documentLang: doc.documentElement.lang, browserLanguages: doc.defaultView?.navigator.languages };
}

export function textDirection(language: WidgetLanguage): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** The host path of a type's catalogue for a language other than English (the loader adds `?v=`). */
export function cataloguePath(type: string, language: string): string {
  return `scripts/i18n/${type}/${language}.json`;
}
