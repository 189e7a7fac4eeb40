import type { Translation } from '@widgetry/widgets-core';
import { de as reviews } from '@widgetry/widgets-core/reviews/i18n/de';
import type { tripadvisorMessages } from './en';

export const de: Translation<typeof tripadvisorMessages> = {
  ...reviews,
  tripType: 'Reiseart:',
  tripBusiness: 'Geschäftsreise',
  tripCouples: 'Als Paar gereist',
  tripFamily: 'Mit der Familie gereist',
  tripFriends: 'Mit Freunden gereist',
  tripSolo: 'Allein gereist',
};
