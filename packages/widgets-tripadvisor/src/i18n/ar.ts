import type { Translation } from '@widgetry/widgets-core';
import { ar as reviews } from '@widgetry/widgets-core/reviews/i18n/ar';
import type { tripadvisorMessages } from './en';

export const ar: Translation<typeof tripadvisorMessages> = {
  ...reviews,
  tripType: 'نوع الرحلة:',
  tripBusiness: 'رحلة عمل',
  tripCouples: 'رحلة كزوجين',
  tripFamily: 'رحلة عائلية',
  tripFriends: 'رحلة مع الأصدقاء',
  tripSolo: 'رحلة فردية',
};
