// Review data for the review widgets' tests: a business with six reviews that exercise every part
// of a card (title, photos, trip type, reply, month-only date, a long text), and hostile variants.
// Test-only: no runtime imports this.
import type { Review, ReviewSource, ReviewsData } from '@widgetry/contracts';

/** A text of `words` words ("word1 word2 …"). */
export function wordsText(words: number): string {
  return Array.from({ length: words }, (_, index) => `word${index + 1}`).join(' ');
}

function review(index: number, fields: Partial<Review> = {}): Review {
  return {
    sourceId: `r${index}`,
    author: `Reviewer ${index}`,
    avatarUrl: null,
    rating: 5,
    title: null,
    text: `Review number ${index}.`,
    date: '2025-10-03',
    tripType: null,
    photos: [],
    reply: null,
    url: `https://reviews.example/r${index}`,
    ...fields,
  };
}

/**
 * Six reviews, newest first, ratings 5, 4, 3, 2, 1, 5: the first has a title, an avatar, two
 * photos, a trip type and an owner's reply; the second a month-only date and 80 words.
 */
export function reviewsFixture(source: ReviewSource): ReviewsData {
  return {
    source,
    business: {
      name: 'Maple Court Apartments',
      logoUrl: 'https://img.example/logo.png',
      rating: 4.5,
      totalReviews: 1234,
      url: `https://${source}.example/maple-court`,
      writeReviewUrl: `https://${source}.example/maple-court/write`,
    },
    reviews: [
      review(1, {
        title: 'Lovely stay',
        avatarUrl: 'https://img.example/a1.jpg',
        photos: ['https://img.example/p1.jpg', 'https://img.example/p2.jpg'],
        tripType: 'Traveled as a couple',
        reply: { text: 'Thank you for staying with us!', date: '2025-10-05' },
        date: '2025-10-03T09:12:00.000Z',
      }),
      review(2, { rating: 4, date: '2025-09', text: wordsText(80) }),
      review(3, { rating: 3 }),
      review(4, { rating: 2 }),
      review(5, { rating: 1 }),
      review(6, { rating: 5, date: null }),
    ],
    fetchedAt: '2025-10-06T00:00:00.000Z',
  };
}

/** What a source might send that must show as text or not at all. */
export const HOSTILE_REVIEW = {
  markup: '<img src=x onerror=window.__pwned=1><script>window.__pwned=1</script><b>bold</b>',
  link: 'javascript:window.__pwned=1',
  long: 'x'.repeat(20_000),
} as const;

/** The fixture with markup in every text, javascript: in every address, and a 20 000-character review. */
export function hostileReviewsFixture(source: ReviewSource): ReviewsData {
  const data = reviewsFixture(source);
  const { markup, link } = HOSTILE_REVIEW;
  data.business = { ...data.business, name: markup, logoUrl: link, url: link, writeReviewUrl: link };
  data.reviews = [
    review(1, {
      author: markup,
      title: markup,
      text: markup,
      tripType: markup,
      avatarUrl: link,
      photos: [link, 'data:image/png;base64,AAAA'],
      reply: { text: markup, date: null },
      url: link,
      date: `2025-10-03"><script>`,
    }),
    review(2, { text: HOSTILE_REVIEW.long }),
  ];
  return data;
}
