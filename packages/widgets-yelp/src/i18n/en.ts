// The Yelp widget's English catalogue (issue 32): the review widgets' shared one and Yelp's
// reaction bar. The catalogues are imported file by file (reviews/i18n/*, no runtime imports), so
// tsup.config.ts can load them in plain Node.
import type { Catalogue } from '@widgetry/widgets-core';
import { reviewsMessages } from '@widgetry/widgets-core/reviews/i18n/en';

export const yelpMessages = {
  ...reviewsMessages,
  useful: 'Useful',
  funny: 'Funny',
  cool: 'Cool',
  /** The reaction link's lead-in, read by a screen reader before the three labels. */
  reactOn: 'React to this review on {platform}:',
} as const satisfies Catalogue;
