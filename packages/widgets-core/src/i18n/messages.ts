// Message catalogues (issue 32). Each runtime carries its English catalogue; every other language
// is the same keys in a JSON file on the host, loaded only by a page that needs it. A message is a
// string with `{name}` placeholders, or plural forms chosen by Intl.PluralRules for the language
// (Arabic has six, English two), so no language's grammar is written into a runtime.
import type { WidgetLanguage } from '@widgetry/contracts/constants';
import { englishDate, englishNumber, englishPlural } from './english-format';
import { textDirection } from './language';

/** Plural forms by CLDR category; `other` is always there, the language's own categories beside it. */
export type PluralMessage = { readonly other: string } & { readonly [K in Intl.LDMLPluralRule]?: string };
export type Message = string | PluralMessage;
export type Catalogue = { readonly [key: string]: Message };

/** Another language's catalogue for the same keys: each key has the same kind of message. */
export type Translation<C extends Catalogue> = { readonly [K in keyof C]: SameKind<C[K]> };
/** A text for a text, plural forms for plural forms; both for a key of the open Catalogue. */
type SameKind<M> = M extends string ? string : PluralMessage;

type Values = Readonly<Record<string, string | number>>;
/** The keys of `C` whose messages are of kind `M` (texts or plural forms). */
export type KeysOf<C, M> = { [K in keyof C]: C[K] extends M ? K : never }[keyof C] & string;

/** What a render and a behaviour use for every text and number a visitor reads. */
export interface I18n<C extends Catalogue = Catalogue> {
  language: WidgetLanguage;
  dir: 'ltr' | 'rtl';
  /** A text message with its `{name}` placeholders filled. */
  t(key: KeysOf<C, string>, values?: Values): string;
  /** A plural message for `count` (also available as `{count}`, formatted for the language). */
  plural(key: KeysOf<C, PluralMessage>, count: number, values?: Values): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date, options?: Intl.DateTimeFormatOptions): string;
}

/** `{name}` placeholders filled from `values`; an unknown one is left as written. */
export function fillPlaceholders(template: string, values: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** One Intl formatter per distinct options, made on first use: making one costs far more than using it. */
function formatterPerOptions<O, F>(make: (options?: O) => F): (options?: O) => F {
  const made = new Map<string, F>();
  return (options) => {
    const key = JSON.stringify(options ?? {});
    let format = made.get(key);
    if (!format) {
      format = make(options);
      made.set(key, format);
    }
    return format;
  };
}

/**
 * The I18n for a language: `translation` when given (fetched from the host), else the runtime's
 * English. A key a translation lacks falls back to English rather than showing nothing; the
 * catalogue test keeps that from happening.
 */
export function createI18n<C extends Catalogue>(
  english: C,
  language: WidgetLanguage = 'en',
  translation?: Translation<C> | Catalogue,
): I18n<C> {
  const catalogue: Catalogue = language === 'en' || !translation ? english : { ...english, ...translation };
  const locale = language;
  // English writes its common shapes without Intl: a page's first Intl formatter loads the
  // browser's locale data on the mount's task (english-format.ts says what that costs).
  const inEnglish = language === 'en';
  let rules: Intl.PluralRules | undefined;
  const pluralCategory = (count: number) => {
    if (inEnglish) return englishPlural(count);
    rules ??= new Intl.PluralRules(locale);
    return rules.select(count);
  };
  const numberFormat = formatterPerOptions(
    (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
  );
  const dateFormat = formatterPerOptions(
    (options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
  );
  const number = (value: number, options?: Intl.NumberFormatOptions) =>
    (inEnglish ? englishNumber(value, options) : undefined) ?? numberFormat(options).format(value);
  const date = (value: Date, options?: Intl.DateTimeFormatOptions) =>
    (inEnglish ? englishDate(value, options) : undefined) ?? dateFormat(options).format(value);
  const text = (key: string): Message => catalogue[key] ?? english[key] ?? key;
  return {
    language,
    dir: textDirection(language),
    t(key, values) {
      const message = text(key);
      return fillPlaceholders(typeof message === 'string' ? message : message.other, values);
    },
    plural(key, count, values) {
      const message = text(key);
      const form = typeof message === 'string' ? message : (message[pluralCategory(count)] ?? message.other);
      return fillPlaceholders(form, { count: number(count), ...values });
    },
    number,
    date,
  };
}

/**
 * A settings text as a visitor reads it (issue 32). Headings, labels, placeholders, captions and
 * disclaimers are settings that start as the type's English defaults (contracts'
 * `<type>.defaults.ts`) and are saved as literal values when the owner never touches them. Those
 * words are ours, not the owner's: while `stored` is exactly (after trim) `english[key]`, the
 * type's default, it shows as the catalogue's `key` in the widget's language. Anything else (the
 * owner's own words, or blank) shows as stored, and English shows `stored` untouched.
 *
 * It lives here rather than in a module of its own: as its own module, the dashboard's build
 * (its experimentalMinChunkSize chunk merging) moved about 1.2 KB gzip of widgets-core (escaping,
 * the rent event) into the dashboard's first script; here it changes nothing there.
 */
export const settingText = <C extends Catalogue>(
  i18n: I18n<C>,
  english: C,
  key: KeysOf<C, string>,
  stored: string,
): string => (i18n.language !== 'en' && stored.trim() === english[key] ? i18n.t(key) : stored);
