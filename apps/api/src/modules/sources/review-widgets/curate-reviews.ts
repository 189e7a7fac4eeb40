import type { Review, ReviewCuration, ReviewsData } from '@widgetry/contracts';

// What the owner chose to show of a review widget's cached reviews (issue 31): hidden ones removed,
// then the minimum rating, "only with text" and excluded words, pinned ones first in the order
// they were pinned, the rest in the cache's order. The cache itself keeps every review, so undoing
// a choice needs no read of the source; the business (its total and "Write a review" link) is the
// source's own and is not touched.

// A word character in any script: letters, marks (accents written apart), digits, connectors.
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}\\p{Pc}]';

/** Text compared without regard to how its accents were composed. */
const normal = (value: string) => value.normalize('NFC');

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One pattern matching any of the words as a whole word, in any case: "bad" matches "Bad," but not
 * "badge" or "sinbad"; "Å" and "å" are the same letter. null when there is no word to match.
 */
export function excludedWordsPattern(words: readonly string[]): RegExp | null {
  const alternatives = words
    .map((word) => normal(word.trim()))
    .filter((word) => word !== '')
    .map(escapeRegExp);
  if (alternatives.length === 0) return null;
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives.join('|')})(?!${WORD_CHAR})`, 'iu');
}

/** The reviews shown of `reviews` under `curation` (pure; the input is not changed). */
export function curateReviews(reviews: readonly Review[], curation: ReviewCuration): Review[] {
  const hidden = new Set(curation.hidden);
  const excluded = excludedWordsPattern(curation.excludedWords);
  const shown = reviews.filter(
    (review) =>
      !hidden.has(review.sourceId) &&
      review.rating >= curation.minRating &&
      (!curation.withTextOnly || review.text.trim() !== '') &&
      (excluded === null || !excluded.test(normal(`${review.title ?? ''}\n${review.text}`))),
  );
  const pinOrder = new Map(curation.pinned.map((sourceId, index) => [sourceId, index]));
  const pinned = shown
    .filter((review) => pinOrder.has(review.sourceId))
    .sort((a, b) => (pinOrder.get(a.sourceId) ?? 0) - (pinOrder.get(b.sourceId) ?? 0));
  return [...pinned, ...shown.filter((review) => !pinOrder.has(review.sourceId))];
}

/** A review widget's data as its visitors get it: the cached data with only the reviews shown. */
export function curatedData(data: ReviewsData, curation: ReviewCuration): ReviewsData {
  return { ...data, reviews: curateReviews(data.reviews, curation) };
}

/**
 * `settings` as a visitor's page gets them: without the owner's curation, which the server has
 * already applied. The hidden ids and excluded words (a former employee's name, say) are the
 * owner's business, not the page source's. Never changes `settings` itself.
 */
export function withoutCuration<S>(settings: S): S {
  if (typeof settings !== 'object' || settings === null || !Reflect.has(settings, 'curation')) return settings;
  const served = { ...settings };
  Reflect.deleteProperty(served, 'curation');
  return served;
}
