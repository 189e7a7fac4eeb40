import type { ReviewSource } from '@widgetry/contracts';
import { SOURCE_SITE_NAMES } from '@widgetry/contracts/constants';

/** The platforms' names as visitors read them: the source registry's display names. */
export const PLATFORM_NAMES: Readonly<Record<ReviewSource, string>> = SOURCE_SITE_NAMES;

/** Visible and accessible texts of the review widgets. The spec leaves the wording open; these are ours. */
export const REVIEWS_TEXT = {
  readMore: 'Read more',
  readLess: 'Read less',
  writeReview: 'Write a review',
  previous: 'Previous review',
  next: 'Next review',
  carousel: 'Reviews',
  reviews: 'Reviews',
  newTab: ' (opens in a new tab)',
  empty: 'No reviews to show yet.',
  noMatch: 'No reviews match these filters yet.',
  ownerReply: 'Response from the owner',
  tripType: 'Trip type:',
  reactions: ['Useful', 'Funny', 'Cool'],
  reactOn: (platform: string) => `React to this review on ${platform}:`,
  source: (platform: string) => `Reviews from ${platform}`,
  total: (count: string, one: boolean) => `${count} ${one ? 'review' : 'reviews'}`,
  slide: (position: number, count: number) => `${position} of ${count}`,
  photo: (position: number, author: string) => `Photo ${position} from ${author}’s review`,
  logo: (name: string) => (name === '' ? 'Logo' : `${name} logo`),
} as const;
