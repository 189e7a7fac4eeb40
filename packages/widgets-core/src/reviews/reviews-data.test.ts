import { reviewsDataSchema } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { reviewsFixture } from '../testing';
import { minimumStars, readReviewsData, selectReviews } from './reviews-data';

describe('readReviewsData', () => {
  it('reads data the contract accepts as it is', () => {
    const data = reviewsFixture('yelp');
    expect(reviewsDataSchema.parse(data)).toEqual(data);
    expect(readReviewsData(data, 'yelp')).toEqual(data);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'reviews'],
    ['an array', []],
    ['no business', { ...reviewsFixture('yelp'), business: null }],
    ['a business without a name', { ...reviewsFixture('yelp'), business: { url: 'https://x.example' } }],
    ['reviews that are not a list', { ...reviewsFixture('yelp'), reviews: {} }],
  ])('gives null for %s', (_, value) => {
    expect(readReviewsData(value, 'yelp')).toBeNull();
  });

  it('refuses reviews of another platform', () => {
    expect(readReviewsData(reviewsFixture('trustpilot'), 'yelp')).toBeNull();
  });

  it('leaves out a malformed review and reads a wrong optional field as absent', () => {
    const data = reviewsFixture('tripadvisor');
    const [first, second] = data.reviews;
    const value = {
      ...data,
      business: { ...data.business, rating: 7, totalReviews: -3, logoUrl: 42 },
      reviews: [
        { ...first, rating: 4.5 },
        { ...first, rating: 0 },
        { ...first, text: null },
        'not a review',
        { ...second, title: 3, photos: ['https://img.example/x.jpg', 7], reply: { text: 5 } },
      ],
    };
    const read = readReviewsData(value, 'tripadvisor');
    expect(read?.business).toMatchObject({ rating: null, totalReviews: null, logoUrl: null });
    expect(read?.reviews).toHaveLength(1);
    expect(read?.reviews[0]).toMatchObject({
      sourceId: 'r2',
      title: null,
      photos: ['https://img.example/x.jpg'],
      reply: null,
    });
  });
});

describe('the filters', () => {
  const reviews = reviewsFixture('trustpilot').reviews;
  const ratings = (list: { rating: number }[]) => list.map((review) => review.rating);

  it('reads a minimum-star filter', () => {
    expect(['all', '5', '4', '3', '2', '1', 'x', 4, undefined].map(minimumStars)).toEqual([0, 5, 4, 3, 2, 1, 0, 0, 0]);
  });

  it('keeps reviews with at least the stars, in order, then at most the count', () => {
    expect(ratings(selectReviews(reviews, { minStars: 0, max: null }))).toEqual([5, 4, 3, 2, 1, 5]);
    expect(ratings(selectReviews(reviews, { minStars: 4, max: null }))).toEqual([5, 4, 5]);
    expect(ratings(selectReviews(reviews, { minStars: 5, max: null }))).toEqual([5, 5]);
    expect(ratings(selectReviews(reviews, { minStars: 3, max: 2 }))).toEqual([5, 4]);
    expect(ratings(selectReviews(reviews, { minStars: 0, max: 0 }))).toEqual([]);
  });
});
