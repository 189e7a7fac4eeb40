// The languages a widget speaks to its visitors (issue 32). Runtimes carry English; every other
// language is a catalogue file per type on the front-end host, loaded only when a page needs it.

/** The languages with a full catalogue for every widget type. */
export const WIDGET_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'ar'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/**
 * The `language` setting of every type: `auto` follows the customer's page, then the visitor's
 * browser. Written out rather than spread from WIDGET_LANGUAGES, so a bundle that does not use it
 * (embed.js) drops it; the type below keeps the two lists the same.
 */
export const LANGUAGE_SETTINGS = ['auto', 'en', 'es', 'fr', 'de', 'pt', 'ar'] as const;
export type LanguageSetting = (typeof LANGUAGE_SETTINGS)[number];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when the two lists differ. */
const sameLists: Same<Exclude<LanguageSetting, 'auto'>, WidgetLanguage> = true;
void sameLists;

/** What a saved widget without the setting reads as: English, as it always showed. */
export const SAVED_WIDGET_LANGUAGE: LanguageSetting = 'en';
/** Where a new widget starts: the customer's page decides. */
export const NEW_WIDGET_LANGUAGE: LanguageSetting = 'auto';

/** Languages written right to left: their widgets get `dir="rtl"` and mirror through logical CSS. */
export const RTL_LANGUAGES: readonly WidgetLanguage[] = ['ar'];

/** The editor's Language select, each language named in itself so its readers find it. */
export const LANGUAGE_LABELS: Readonly<Record<LanguageSetting, string>> = {
  auto: 'Automatic (the page’s language)',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  ar: 'العربية',
};
