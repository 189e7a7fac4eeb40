import { html, type SafeHtml } from '../html-template';
import type { ReviewsI18n } from './i18n/en';

/**
 * Where Read more cuts a review on the widgets without a word-count setting (Trustpilot,
 * TripAdvisor): about a short paragraph, close to Yelp's default of 50.
 */
export const DEFAULT_READ_MORE_WORDS = 60;

/**
 * Words are counted between spaces, so a text with none (Japanese or Chinese, or one 20 000-character
 * string) would never be cut. A cut is therefore also made after this many characters a word, at
 * least MIN_READ_MORE_CHARS: prose averages well under it (English about 6 with its space, German
 * and Finnish 7 to 9), so ordinary texts are still cut at their n-th word.
 */
export const READ_MORE_CHARS_PER_WORD = 10;
/** The character limit never falls below this, so a low word threshold does not split a long word. */
export const MIN_READ_MORE_CHARS = 200;

// A cut must not leave half of a character: a surrogate pair's second half, a combining mark, a
// variation selector, or what a zero-width joiner ties to the character before it.
const LOW_SURROGATE = /^[\uDC00-\uDFFF]$/;
const JOINED = /^(?:\p{M}|\u200D|[\uFE00-\uFE0F])$/u;

/** Where to cut a text too long in characters: at a space in the limit's second half, else at the limit. */
function characterCut(text: string, limit: number): number {
  for (let index = limit; index > limit / 2; index--) {
    if (/\s/.test(text.charAt(index)) && /\S/.test(text.charAt(index - 1))) return index;
  }
  let index = limit;
  while (
    index > 1 &&
    (LOW_SURROGATE.test(text.charAt(index)) || JOINED.test(text.charAt(index)) || text.charAt(index - 1) === '\u200D')
  ) {
    index--;
  }
  return index;
}

/**
 * `text` cut after its `words`-th word, or earlier where it runs past the character limit (see
 * READ_MORE_CHARS_PER_WORD): the part shown at first and the rest ('' when there is nothing to
 * hide). The cut is at a character index, so head + rest is the text.
 */
export function splitAtWords(text: string, words: number): [string, string] {
  if (!(words >= 1)) return [text, ''];
  const count = Math.floor(words);
  let end = text.length;
  const word = /\S+/g;
  let seen = 0;
  for (let match = word.exec(text); match; match = word.exec(text)) {
    seen += 1;
    if (seen === count) {
      end = match.index + match[0].length;
      break;
    }
  }
  const limit = Math.max(count * READ_MORE_CHARS_PER_WORD, MIN_READ_MORE_CHARS);
  if (end > limit) end = characterCut(text, limit);
  const rest = text.slice(end);
  return /\S/.test(rest) ? [text.slice(0, end), rest] : [text, ''];
}

/**
 * A review's text, as text. Past `readMoreWords` words (null: never), or the characters that many
 * words come to (splitAtWords), the rest is hidden behind a Read more button that controls the
 * paragraph (aria-expanded; reviews.behaviour.ts toggles it).
 */
export function renderReviewText(text: string, readMoreWords: number | null, id: string, i18n: ReviewsI18n): SafeHtml {
  const [head, rest] = readMoreWords === null ? [text, ''] : splitAtWords(text, readMoreWords);
  if (rest === '') return html`<p class="wg-rv-text">${text}</p>`;
  return html`<p class="wg-rv-text" id="${id}">${head}<span class="wg-rv-dots">… </span><span class="wg-rv-rest" hidden>${rest}</span></p><button type="button" class="wg-rv-more" aria-expanded="false" aria-controls="${id}">${i18n.t('readMore')}</button>`;
}
