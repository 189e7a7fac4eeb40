import type { Translation } from '@widgetry/widgets-core';
import { ar as reviews } from '@widgetry/widgets-core/reviews/i18n/ar';
import type { yelpMessages } from './en';

export const ar: Translation<typeof yelpMessages> = {
  ...reviews,
  useful: 'مفيدة',
  funny: 'مضحكة',
  cool: 'رائعة',
  reactOn: 'تفاعل مع هذه المراجعة على {platform}:',
};
