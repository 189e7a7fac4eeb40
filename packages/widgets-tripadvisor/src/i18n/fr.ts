import type { Translation } from '@widgetry/widgets-core';
import { fr as reviews } from '@widgetry/widgets-core/reviews/i18n/fr';
import type { tripadvisorMessages } from './en';

export const fr: Translation<typeof tripadvisorMessages> = {
  ...reviews,
  // A no-break space before the colon, as French writes it.
  tripType: 'Type de voyage\u00a0:',
  tripBusiness: 'Voyage d’affaires',
  tripCouples: 'En couple',
  tripFamily: 'En famille',
  tripFriends: 'Entre amis',
  tripSolo: 'En solo',
};
