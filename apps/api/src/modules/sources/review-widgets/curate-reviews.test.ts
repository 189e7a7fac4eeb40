import { type Review, type ReviewCuration, type ReviewsData, reviewCurationDefaults } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { curatedData, curateReviews, excludedWordsPattern } from './curate-reviews';

function review(sourceId: string, rating: number, text: string, title: string | null = null): Review {
  return {
    sourceId,
    author: `Author ${sourceId}`,
    avatarUrl: null,
    rating,
    title,
    text,
    date: null,
    tripType: null,
    photos: [],
    reply: null,
    url: null,
  };
}

const NONE: ReviewCuration = { ...reviewCurationDefaults, hidden: [], pinned: [], excludedWords: [] };
const curate = (reviews: Review[], curation: Partial<ReviewCuration>) =>
  curateReviews(reviews, { ...NONE, ...curation }).map((shown) => shown.sourceId);

const REVIEWS = [
  review('a', 5, 'Lovely stay'),
  review('b', 2, 'Bob at the desk was rude'),
  review('c', 4, ''),
  review('d', 3, 'Fine'),
  review('e', 5, 'Great breakfast'),
];

describe('curateReviews', () => {
  it('changes nothing with the defaults', () => {
    expect(curate(REVIEWS, {})).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('removes hidden reviews', () => {
    expect(curate(REVIEWS, { hidden: ['b', 'd'] })).toEqual(['a', 'c', 'e']);
  });

  it('keeps reviews with at least the minimum rating', () => {
    expect(curate(REVIEWS, { minRating: 4 })).toEqual(['a', 'c', 'e']);
    expect(curate(REVIEWS, { minRating: 5 })).toEqual(['a', 'e']);
  });

  it('keeps only reviews with text when asked (blank text counts as none)', () => {
    expect(curate([...REVIEWS, review('f', 5, '  \n ')], { withTextOnly: true })).toEqual(['a', 'b', 'd', 'e']);
  });

  it('puts pinned reviews first in the order pinned, the rest in their order', () => {
    expect(curate(REVIEWS, { pinned: ['e', 'c'] })).toEqual(['e', 'c', 'a', 'b', 'd']);
  });

  it('pins only what is shown: a pin of a hidden, filtered or unknown review is skipped', () => {
    expect(curate(REVIEWS, { pinned: ['gone', 'b', 'd'], hidden: ['d'], minRating: 3 })).toEqual(['a', 'c', 'e']);
  });

  it('does not change the list it is given', () => {
    const input = [...REVIEWS];
    curate(input, { pinned: ['e'], hidden: ['a'] });
    expect(input.map((shown) => shown.sourceId)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('excluded words', () => {
  const words = (texts: string[], excludedWords: string[]) =>
    curate(
      texts.map((text, index) => review(String(index), 5, text)),
      { excludedWords },
    );

  it('match whole words without regard to case', () => {
    expect(words(['BOB was rude', 'bob.', 'Ask for Bob!', 'Bobby helped', 'kebob', 'bobcat'], ['bob'])).toEqual([
      '3',
      '4',
      '5',
    ]);
  });

  it('match in the title too', () => {
    const reviews = [review('t', 5, 'All good', 'Thanks Bob'), review('u', 5, 'All good', 'Thanks')];
    expect(curateReviews(reviews, { ...NONE, excludedWords: ['bob'] }).map((shown) => shown.sourceId)).toEqual(['u']);
  });

  it('know letters of every script and accents, in any case', () => {
    expect(
      words(
        ['Merci ÉLODIE', 'Élodies', 'Danke Jürgen', 'jürgenhaus', 'Спасибо ОЛЕГ', 'Олегович'],
        ['élodie', 'JÜRGEN', 'олег'],
      ),
    ).toEqual(['1', '3', '5']);
  });

  it('match an accent however it was composed', () => {
    // 'é' typed as one character, the review's as 'e' plus a combining accent.
    expect(words(['Merci Élodie'.normalize('NFD'), 'Merci Elodie'], ['élodie'])).toEqual(['1']);
  });

  it('match a phrase and take punctuation in a word literally', () => {
    expect(words(['The front desk was slow', 'desk front', 'c++ fans', 'c fans'], ['front desk', 'c++'])).toEqual([
      '1',
      '3',
    ]);
  });

  it('ignore blank words', () => {
    expect(excludedWordsPattern(['', '  '])).toBeNull();
    expect(words(['anything'], [' '])).toEqual(['0']);
  });
});

describe('curatedData', () => {
  const data: ReviewsData = {
    source: 'trustpilot',
    business: {
      name: 'Cafe',
      logoUrl: null,
      rating: 4.2,
      totalReviews: 120,
      url: 'https://www.trustpilot.com/review/cafe.com',
      writeReviewUrl: 'https://www.trustpilot.com/evaluate/cafe.com',
    },
    reviews: REVIEWS,
    fetchedAt: '2026-11-20T10:00:00.000Z',
  };

  it('curates the reviews and keeps the business (total, Write a review link) as the source gives it', () => {
    const curated = curatedData(data, { ...NONE, hidden: ['a'], pinned: ['d'] });
    expect(curated.reviews.map((shown) => shown.sourceId)).toEqual(['d', 'b', 'c', 'e']);
    expect(curated.business).toEqual(data.business);
    expect(curated.fetchedAt).toBe(data.fetchedAt);
    expect(data.reviews).toBe(REVIEWS);
  });
});
