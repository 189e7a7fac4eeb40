// What of the listing catalogue's English is still on screen in another language (issue 32): every
// text node and every aria-label, placeholder, title and alt value, against the English messages
// the translation words differently. A message with placeholders is matched by its fixed words
// ("Available", "/mo", " of "); the listings' own texts (titles, addresses, descriptions: what the
// owner's source wrote, which stays as written) are left out. Test-only.
import type { ListingsData } from '@widgetry/contracts';
import type { Catalogue, Message } from '../../i18n/messages';
import { visibleTexts as allVisibleTexts, forms } from '../../testing/english-left.test-support';

/**
 * The texts a visitor reads or hears in `root` (the runtimes' own visibleTexts), but those equal to
 * one of `sourceTexts`.
 */
export function visibleTexts(root: ParentNode, sourceTexts: readonly string[] = []): string[] {
  const skip = new Set(sourceTexts.map((text) => text.trim()));
  return allVisibleTexts(root).filter((text) => !skip.has(text));
}

/** An English message's fixed words: the parts between placeholders with a word in them. */
const fragments = (message: Message): string[] =>
  forms(message)
    .flatMap((form) => form.split(/\{\w+\}/))
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]{2}/.test(part));

/** `"key": "English words" in "text"` for each English message left in `texts`. */
export function englishLeft(texts: readonly string[], english: Catalogue, translation: Catalogue): string[] {
  const translated = Object.values(translation).flatMap(forms).join('\n');
  const found: string[] = [];
  for (const [key, message] of Object.entries(english)) {
    for (const fragment of fragments(message)) {
      const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // Whole words only: the French "Photos" is not the English "Photo" left behind.
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
      // A word both languages write alike (German "Details", French "Studio") is not English left.
      if (pattern.test(translated)) continue;
      for (const text of texts) if (pattern.test(text)) found.push(`"${key}": "${fragment}" in "${text}"`);
    }
  }
  return found;
}

/** What the listings' source wrote (titles, addresses, descriptions...), which stays as written. */
export function listingSourceTexts(data: ListingsData): string[] {
  return data.listings.flatMap((l) => [
    l.title,
    l.address.full,
    l.address.city ?? '',
    l.description ?? '',
    l.pets.policy ?? '',
    l.phone ?? '',
    ...l.terms,
  ]);
}
