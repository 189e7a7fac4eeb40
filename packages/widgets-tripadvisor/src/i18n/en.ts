// The TripAdvisor widget's English catalogue (issue 32): the review widgets' shared one and the
// trip type line. TripAdvisor gives a review's trip type in English ("Couples", or "Traveled as a
// couple" on older pages); the known five are shown in the widget's language, anything else as given.
// The catalogues are imported file by file (reviews/i18n/*, no runtime imports), so tsup.config.ts
// can load them in plain Node.
import type { Catalogue } from '@widgetry/widgets-core';
import { reviewsMessages } from '@widgetry/widgets-core/reviews/i18n/en';

export const tripadvisorMessages = {
  ...reviewsMessages,
  /** Read before the trip type by a screen reader. */
  tripType: 'Trip type:',
  tripBusiness: 'Traveled on business',
  tripCouples: 'Traveled as a couple',
  tripFamily: 'Traveled with family',
  tripFriends: 'Traveled with friends',
  tripSolo: 'Traveled solo',
} as const satisfies Catalogue;
