import type { Translation } from '@widgetry/widgets-core';
import { de as reviews } from '@widgetry/widgets-core/reviews/i18n/de';
import type { yelpMessages } from './en';

export const de: Translation<typeof yelpMessages> = {
  ...reviews,
  useful: 'Hilfreich',
  funny: 'Lustig',
  cool: 'Cool',
  reactOn: 'Auf {platform} auf diese Bewertung reagieren:',
};
