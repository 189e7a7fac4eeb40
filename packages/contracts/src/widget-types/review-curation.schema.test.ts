// The review curation (issue 31) as the three review types take it: settings saved before it
// existed parse exactly as before (plus the curation that changes nothing), and its lists and
// words are bounded with plain messages.
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../html-data/index';
import {
  CURATION_LIMITS,
  CURATION_MESSAGES,
  reviewCurationDefaults,
  reviewCurationSchema,
} from './review-curation.schema';

const REVIEW_TYPES = ['trustpilot', 'tripadvisor', 'yelp'] as const;

/** Settings each type saved before the curation existed: every group the owner had changed. */
const SAVED_BEFORE = {
  trustpilot: {
    url: 'https://www.trustpilot.com/review/cafe.com',
    logoStatus: 'off',
    reviewFilter: '4',
    layout: 'carousel',
    color: '#112233',
    bgcolor: '#fafafa',
  },
  tripadvisor: {
    url: 'https://www.tripadvisor.com/Hotel_Review-g1-d2-Reviews-X-Y.html',
    header: { showLogo: false, companyNameColor: '#222222' },
    filters: { numberOfRatings: '3', numberOfReviews: '5', reviewPageCount: 2 },
  },
  yelp: {
    url: 'https://www.yelp.com/biz/cafe',
    businessId: 'cafe',
    fetchReviews: 20,
    reviews: { reviewFilter: '5', reviewlayout: 'masonry' },
  },
} as const;

describe('review curation in the review types', () => {
  it.each(REVIEW_TYPES)(
    '%s: settings saved before it parse unchanged, with a curation that changes nothing',
    (type) => {
      const parsed = parseSettings(type, structuredClone(SAVED_BEFORE[type]));
      expect(parsed.success).toBe(true);
      const { curation, ...rest } = parsed.data as Record<string, unknown>;
      expect(curation).toEqual({ hidden: [], pinned: [], minRating: 1, withTextOnly: false, excludedWords: [] });
      expect(curation).toEqual(reviewCurationDefaults);
      // The rest is what the same settings parsed to before: the given values kept, the others defaulted.
      expect(rest).toMatchObject(SAVED_BEFORE[type]);
      expect(Object.keys(rest)).not.toContain('curation');
    },
  );

  it.each(REVIEW_TYPES)('%s keeps a given curation', (type) => {
    const curation = {
      hidden: ['r1'],
      pinned: ['r3', 'r2'],
      minRating: 4,
      withTextOnly: true,
      excludedWords: ['Bob', 'front desk'],
    };
    const parsed = parseSettings(type, { ...SAVED_BEFORE[type], curation });
    expect(parsed.success && parsed.data.curation).toEqual(curation);
  });

  it.each(REVIEW_TYPES)('%s fills a partial curation with its defaults', (type) => {
    const parsed = parseSettings(type, { curation: { hidden: ['r1'] } });
    expect(parsed.success && parsed.data.curation).toEqual({ ...reviewCurationDefaults, hidden: ['r1'] });
  });
});

describe('review curation rules', () => {
  const refusal = (curation: unknown) => {
    const result = reviewCurationSchema.safeParse(curation);
    return result.success ? null : { path: result.error.issues[0]?.path, message: result.error.issues[0]?.message };
  };

  it('takes a minimum rating from 1 to 5, whole stars', () => {
    for (const minRating of [1, 3, 5]) expect(refusal({ minRating })).toBeNull();
    for (const minRating of [0, 6, 2.5, '4']) {
      expect(refusal({ minRating })).toEqual({
        path: ['minRating'],
        message: 'Enter a whole number from 1 to 5.',
      });
    }
  });

  it('bounds the lists', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `r${index}`);
    expect(refusal({ hidden: ids(CURATION_LIMITS.hidden) })).toBeNull();
    expect(refusal({ hidden: ids(CURATION_LIMITS.hidden + 1) })).toEqual({
      path: ['hidden'],
      message: CURATION_MESSAGES.tooManyHidden,
    });
    expect(refusal({ pinned: ids(CURATION_LIMITS.pinned) })).toBeNull();
    expect(refusal({ pinned: ids(CURATION_LIMITS.pinned + 1) })).toEqual({
      path: ['pinned'],
      message: 'You can pin at most 20 reviews. Unpin one to pin another.',
    });
    expect(refusal({ excludedWords: ids(CURATION_LIMITS.excludedWords + 1) })).toEqual({
      path: ['excludedWords'],
      message: CURATION_MESSAGES.tooManyWords,
    });
  });

  it('bounds each word and id, and refuses blank, repeated or unstorable ones', () => {
    expect(refusal({ excludedWords: ['x'.repeat(CURATION_LIMITS.wordLength)] })).toBeNull();
    expect(refusal({ excludedWords: ['x'.repeat(CURATION_LIMITS.wordLength + 1)] })).toEqual({
      path: ['excludedWords', 0],
      message: 'An excluded word can be at most 50 characters long.',
    });
    expect(refusal({ excludedWords: ['ok', '  '] })).toEqual({
      path: ['excludedWords', 1],
      message: 'An excluded word cannot be blank.',
    });
    expect(refusal({ excludedWords: ['bob', 'bob'] })).toEqual({
      path: ['excludedWords'],
      message: CURATION_MESSAGES.wordRepeated,
    });
    expect(refusal({ pinned: ['r1', 'r1'] })).toEqual({ path: ['pinned'], message: CURATION_MESSAGES.idRepeated });
    expect(refusal({ hidden: ['x'.repeat(CURATION_LIMITS.sourceIdLength + 1)] })?.message).toBe(
      CURATION_MESSAGES.idTooLong,
    );
    expect(refusal({ hidden: [''] })?.message).toBe(CURATION_MESSAGES.idBlank);
    expect(refusal({ excludedWords: ['bo\u0000b'] })?.path).toEqual(['excludedWords', 0]);
    expect(refusal({ hidden: 'r1' })?.path).toEqual(['hidden']);
  });
});
