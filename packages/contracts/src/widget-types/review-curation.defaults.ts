// What the owner chooses to show of a review widget's reviews (issue 31), the same for the three
// review types, as plain values: review-curation.schema.ts builds on them, and each review type's
// defaults spread them. The defaults change nothing: no review hidden or pinned, every rating, every
// review with or without text, no word excluded.

/** How many entries each list keeps and how long an entry may be. */
export const CURATION_LIMITS = {
  /** Hidden reviews: more than a widget ever shows (50 pages of 20), so hiding never runs out. */
  hidden: 1000,
  /** Pinned reviews: a widget's first screen or two. */
  pinned: 20,
  excludedWords: 50,
  /** A source's own review id (hex, digits or a short token on all three sites). */
  sourceIdLength: 200,
  wordLength: 50,
} as const;

export const CURATION_MESSAGES = {
  tooManyHidden: `You can hide at most ${CURATION_LIMITS.hidden} reviews.`,
  tooManyPinned: `You can pin at most ${CURATION_LIMITS.pinned} reviews. Unpin one to pin another.`,
  tooManyWords: `You can exclude at most ${CURATION_LIMITS.excludedWords} words.`,
  wordTooLong: `An excluded word can be at most ${CURATION_LIMITS.wordLength} characters long.`,
  wordBlank: 'An excluded word cannot be blank.',
  wordRepeated: 'Each excluded word may be listed only once.',
  idTooLong: `A review id can be at most ${CURATION_LIMITS.sourceIdLength} characters long.`,
  idBlank: 'A review id cannot be blank.',
  idRepeated: 'Each review may be listed only once.',
} as const;

export const reviewCurationDefaults = {
  /** sourceIds of reviews never shown. */
  hidden: [] as readonly string[],
  /** sourceIds of reviews shown first, in this order. */
  pinned: [] as readonly string[],
  /** 1–5: reviews with fewer stars are not shown. */
  minRating: 1,
  withTextOnly: false,
  /** Reviews holding any of these as a whole word (any case) are not shown. */
  excludedWords: [] as readonly string[],
};
