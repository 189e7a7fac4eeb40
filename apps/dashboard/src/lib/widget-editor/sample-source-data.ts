import {
  isSourceId,
  type Listing,
  type ListingsData,
  type Review,
  type ReviewsData,
  type WidgetTypeName,
} from '@widgetry/contracts';

// Sample reviews and listings for the editor's previews (issue 29 #26): before a source is set, or
// while it cannot be read, a data widget would show only its empty or loading state, so no Layout
// setting could be seen. These live in the dashboard only: they are never in the settings that are
// saved, and the API never sends them (a widget's embed answer carries its real source's data or
// null). Every name says "Sample", so they cannot pass for a customer's own reviews or homes.

/** Said above a preview that shows sample content, visibly and to screen readers. */
export const SAMPLE_NOTE = {
  reviews:
    'Sample reviews: your own show here once your reviews can be read. Samples are never saved or shown on your site.',
  listings:
    'Sample listings: your own show here once your listings can be read. Samples are never saved or shown on your site.',
} as const;

const SAMPLE_DAY = '2026-01-15T10:00:00.000Z';
const SAMPLE_URL = 'https://www.example.com/';

const REVIEWS: readonly Pick<Review, 'author' | 'rating' | 'title' | 'text' | 'date'>[] = [
  {
    author: 'Sample Reviewer A',
    rating: 5,
    title: 'Sample review: friendly and quick',
    text: 'This is a sample review. Your own reviews replace it once they can be read.',
    date: '2026-01-12',
  },
  {
    author: 'Sample Reviewer B',
    rating: 4,
    title: 'Sample review: a longer one',
    text: 'This is a longer sample review, so you can see how the layout handles a review that runs to several lines. Reviews are shown in the order the review site gives, newest first, up to the number you choose, and only those with at least the stars you set.',
    date: '2026-01-08',
  },
  {
    author: 'Sample Reviewer C',
    rating: 5,
    title: null,
    text: 'A short sample review.',
    date: '2025-12-20',
  },
  {
    author: 'Sample Reviewer D',
    rating: 3,
    title: 'Sample review: three stars',
    text: 'A sample review with three stars, to show how a minimum star rating hides it.',
    date: '2025-12-02',
  },
  {
    author: 'Sample Reviewer E',
    rating: 5,
    title: 'Sample review: would come back',
    text: 'Another sample review, so the carousel and the masonry layout have enough cards to fill a row.',
    date: '2025-11-18',
  },
  {
    author: 'Sample Reviewer F',
    rating: 4,
    title: null,
    text: 'The last sample review.',
    date: '2025-11-01',
  },
];

function sampleReviews(source: ReviewsData['source']): ReviewsData {
  return {
    source,
    business: {
      name: 'Sample Business',
      logoUrl: null,
      rating: 4.5,
      totalReviews: REVIEWS.length,
      url: SAMPLE_URL,
      writeReviewUrl: null,
    },
    reviews: REVIEWS.map((review, index) => ({
      ...review,
      sourceId: `sample-${index + 1}`,
      avatarUrl: null,
      tripType: null,
      photos: [],
      reply: null,
      url: null,
    })),
    fetchedAt: SAMPLE_DAY,
  };
}

const HOMES: readonly { street: string; city: string; beds: number; baths: number; rent: number; feet: number }[] = [
  { street: '12 Sample Street', city: 'Springfield', beds: 2, baths: 1, rent: 1450, feet: 850 },
  { street: '48 Sample Avenue', city: 'Springfield', beds: 3, baths: 2, rent: 1950, feet: 1240 },
  { street: '7 Sample Court', city: 'Riverton', beds: 1, baths: 1, rent: 1100, feet: 610 },
  { street: '305 Sample Road', city: 'Riverton', beds: 0, baths: 1, rent: 950, feet: 480 },
  { street: '90 Sample Lane', city: 'Lakeside', beds: 4, baths: 2.5, rent: 2600, feet: 1820 },
  { street: '21 Sample Place', city: 'Lakeside', beds: 2, baths: 2, rent: 1700, feet: 990 },
];

function sampleListing(home: (typeof HOMES)[number], index: number): Listing {
  const title = `Sample listing: ${home.beds === 0 ? 'studio' : `${home.beds}-bedroom home`}`;
  return {
    id: `sample-${index + 1}`,
    title,
    address: {
      street: home.street,
      street2: null,
      city: home.city,
      state: 'CA',
      postalCode: '90000',
      full: `${home.street}, ${home.city}, CA 90000`,
    },
    rent: { min: home.rent, max: home.rent },
    beds: home.beds,
    baths: home.baths,
    squareFeet: home.feet,
    availableDate: index % 2 === 0 ? null : '2026-03-01',
    availableNow: index % 2 === 0,
    pets: { cats: index % 2 === 0, dogs: index % 3 === 0, policy: null },
    photos: [],
    description: 'This is a sample listing. Your own listings replace it once they can be read.',
    terms: ['12 months'],
    latitude: null,
    longitude: null,
    phone: null,
    email: null,
    detailUrl: null,
    applyUrl: null,
    showingUrl: null,
    contactUrl: null,
    postedAt: `2026-01-${String(10 + index).padStart(2, '0')}`,
    groups: [],
  };
}

function sampleListings(source: ListingsData['source']): ListingsData {
  return { source, listings: HOMES.map(sampleListing), fetchedAt: SAMPLE_DAY };
}

/** The sample data a data widget of `type` shows in the editor, with its note; null for a type with no source. */
export function sampleSourceData(type: WidgetTypeName): { data: ReviewsData | ListingsData; note: string } | null {
  if (!isSourceId(type)) return null;
  const source = type;
  if (source === 'appfolio' || source === 'rentvine') {
    return { data: sampleListings(source), note: SAMPLE_NOTE.listings };
  }
  return { data: sampleReviews(source), note: SAMPLE_NOTE.reviews };
}
