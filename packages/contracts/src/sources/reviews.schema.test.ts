import { describe, expect, it } from 'vitest';
import { type ReviewsData, reviewDateSchema, reviewSchema, reviewsDataSchema } from './reviews.schema';

const review = {
  sourceId: 'r1',
  author: 'Ann',
  avatarUrl: 'https://user-images.trustpilot.com/1/73x73.png',
  rating: 4,
  title: 'Good',
  text: 'Nice stay.',
  date: '2025-10-03T09:12:00.000Z',
  tripType: null,
  photos: ['https://media-cdn.tripadvisor.com/media/photo-o/1.jpg'],
  reply: { text: 'Thanks', date: '2025-10-04' },
  url: null,
};

const data: ReviewsData = {
  source: 'trustpilot',
  business: {
    name: 'Acme',
    logoUrl: null,
    rating: 4.5,
    totalReviews: 120,
    url: 'https://www.trustpilot.com/review/acme.com',
    writeReviewUrl: 'https://www.trustpilot.com/evaluate/acme.com',
  },
  reviews: [review],
  fetchedAt: '2025-10-05T10:00:00.000Z',
};

describe('reviewsDataSchema', () => {
  it('accepts a full normalised answer and gives it back unchanged', () => {
    expect(reviewsDataSchema.parse(data)).toEqual(data);
  });

  it('accepts a business with nothing but its name and page, and no reviews', () => {
    const empty = {
      ...data,
      business: { ...data.business, logoUrl: null, rating: null, totalReviews: null, writeReviewUrl: null },
      reviews: [],
    };
    expect(reviewsDataSchema.safeParse(empty).success).toBe(true);
  });

  it('drops fields it does not know', () => {
    const parsed = reviewsDataSchema.parse({ ...data, extra: 1, reviews: [{ ...review, html: '<b>' }] });
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.reviews[0]).not.toHaveProperty('html');
  });

  it.each([
    ['an unknown source', { ...data, source: 'google' }],
    ['a business rating above 5', { ...data, business: { ...data.business, rating: 5.5 } }],
    ['a fractional review count', { ...data, business: { ...data.business, totalReviews: 1.5 } }],
    ['a javascript: business page', { ...data, business: { ...data.business, url: 'javascript:alert(1)' } }],
    ['a data: logo', { ...data, business: { ...data.business, logoUrl: 'data:image/png;base64,AAAA' } }],
    ['a fetchedAt that is not a timestamp', { ...data, fetchedAt: 'yesterday' }],
  ])('refuses %s', (_name, value) => {
    expect(reviewsDataSchema.safeParse(value).success).toBe(false);
  });
});

describe('reviewSchema', () => {
  it.each([
    ['a rating of 0', { rating: 0 }],
    ['a rating of 6', { rating: 6 }],
    ['a half rating', { rating: 3.5 }],
    ['an empty source id', { sourceId: '' }],
    ['a javascript: review link', { url: 'javascript:alert(1)' }],
    ['a protocol-relative avatar', { avatarUrl: '//user-images.trustpilot.com/1/73x73.png' }],
    ['a javascript: photo', { photos: ['javascript:alert(1)'] }],
    ['a NUL in the text', { text: 'a\u0000b' }],
    ['a lone surrogate in the author', { author: 'a\ud800' }],
    ['a date in words', { date: 'Oct 2025' }],
  ])('refuses %s', (_name, patch) => {
    expect(reviewSchema.safeParse({ ...review, ...patch }).success).toBe(false);
  });

  it('keeps markup in a text as the plain characters the reviewer typed', () => {
    const text = '<script>alert(1)</script> & <a href="javascript:x">link</a>';
    expect(reviewSchema.parse({ ...review, text }).text).toBe(text);
  });
});

describe('reviewDateSchema', () => {
  it.each(['2025-10-03T09:12:00Z', '2025-10-03T09:12:00.000+02:00', '2025-10-03', '2025-10'])('accepts %s', (value) => {
    expect(reviewDateSchema.safeParse(value).success).toBe(true);
  });

  it.each(['2025-13', '2025-10-03 09:12:00', '10/03/2025', ''])('refuses %s', (value) => {
    expect(reviewDateSchema.safeParse(value).success).toBe(false);
  });
});
