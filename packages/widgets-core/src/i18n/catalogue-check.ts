// What makes a translation incomplete, for each runtime's catalogue test (issue 32): every problem
// names the language and the key, so a failing test says exactly what to write.
import { WIDGET_LANGUAGES, type WidgetLanguage } from '@widgetry/contracts/constants';
import type { Catalogue, Message, Translation } from './messages';

/** A type's catalogues for every language but English, which its runtime carries. */
export type Translations<C extends Catalogue = Catalogue> = {
  readonly [L in Exclude<WidgetLanguage, 'en'>]: Translation<C>;
};

const placeholders = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((text) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')))].sort();
};

const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The plural categories a language uses for the counts a widget shows (0 to 1,000): Arabic needs
 * all six; Spanish's "many" is only for millions ("1 millón de"), which no widget counts, so it may
 * fall back to "other".
 */
function countedCategories(language: string): Intl.LDMLPluralRule[] {
  const rules = new Intl.PluralRules(language);
  const used = new Set<Intl.LDMLPluralRule>();
  for (let count = 0; count <= 1000; count++) used.add(rules.select(count));
  return CATEGORY_ORDER.filter((category) => used.has(category));
}

/** Every way `translations` falls short of `english`; empty when each language is complete. */
export function catalogueProblems<C extends Catalogue>(english: C, translations: Translations<C>): string[] {
  const problems: string[] = [];
  for (const language of WIDGET_LANGUAGES) {
    if (language === 'en') continue;
    const catalogue: Catalogue | undefined = translations[language] as Catalogue | undefined;
    if (!catalogue) {
      problems.push(`${language}: no catalogue`);
      continue;
    }
    const categories = countedCategories(language);
    for (const [key, source] of Object.entries(english)) {
      const message = catalogue[key];
      if (message === undefined || message === '') {
        problems.push(`${language}: lacks "${key}"`);
        continue;
      }
      if (typeof source === 'string' ? typeof message !== 'string' : typeof message === 'string') {
        problems.push(
          `${language}: "${key}" is ${typeof message === 'string' ? 'a text' : 'plural forms'} where English has ${typeof source === 'string' ? 'a text' : 'plural forms'}`,
        );
        continue;
      }
      if (typeof message !== 'string') {
        for (const category of categories) {
          if (message[category] === undefined)
            problems.push(`${language}: "${key}" lacks the plural form "${category}"`);
        }
      }
      const wanted = placeholders(source).join(',');
      const given = placeholders(message).join(',');
      if (wanted !== given)
        problems.push(`${language}: "${key}" has placeholders {${given}} where English has {${wanted}}`);
    }
    for (const key of Object.keys(catalogue)) {
      if (!Object.hasOwn(english, key)) problems.push(`${language}: "${key}" is not an English key`);
    }
  }
  return problems;
}

/** Whether a value off the network has a catalogue's shape: texts, or plural forms with `other`. */
export function isCatalogue(value: unknown): value is Catalogue {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (message: unknown) =>
      typeof message === 'string' ||
      (typeof message === 'object' &&
        message !== null &&
        Object.values(message).every((form: unknown) => typeof form === 'string') &&
        typeof Reflect.get(message, 'other') === 'string'),
  );
}
