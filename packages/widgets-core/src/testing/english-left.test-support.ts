// What of a type's English is still on screen in another language (issue 32), for the runtimes'
// catalogue tests: every text node and every aria-label, placeholder, title and alt value, against
// the English messages that the translation words differently. A message with placeholders is
// matched by its fixed words.
import type { Catalogue, Message } from '../i18n/messages';

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext'];

/** The texts a visitor reads or hears in `root`. */
export function visibleTexts(root: ParentNode): string[] {
  const texts: string[] = [];
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style,script')) continue;
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** A message's forms: the string, or each plural form. */
export const forms = (message: Message | undefined): string[] =>
  message === undefined ? [] : typeof message === 'string' ? [message] : Object.values(message);

/** An English message's fixed words: the runs between placeholders and punctuation with a word in them. */
const fragments = (message: Message): string[] =>
  forms(message)
    .flatMap((form) => form.split(/\{\w+\}|[,.:;!?()[\]–—"“”$]/))
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]{3}/.test(part));

/** Whether `text` holds `fragment` as whole words ('Calculateur' does not hold 'Calculate'). */
function holds(text: string, fragment: string): boolean {
  const escaped = fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(text);
}

/** `"key": "English words" in "text"` for each English message left in `texts`. */
export function englishLeft(texts: readonly string[], english: Catalogue, translation: Catalogue): string[] {
  const found: string[] = [];
  for (const [key, message] of Object.entries(english)) {
    // Its words, not its placeholders' names ({days} is not the word 'days').
    const translated = forms(translation[key])
      .join('\n')
      .replace(/\{\w+\}/g, ' ');
    for (const fragment of fragments(message)) {
      // A word both languages write alike ('optional' in German) is not English left behind.
      if (holds(translated, fragment)) continue;
      for (const text of texts) if (holds(text, fragment)) found.push(`"${key}": "${fragment}" in "${text}"`);
    }
  }
  return found;
}
