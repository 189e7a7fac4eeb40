import type { Translation } from '@widgetry/widgets-core';
import { fr as reviews } from '@widgetry/widgets-core/reviews/i18n/fr';
import type { yelpMessages } from './en';

export const fr: Translation<typeof yelpMessages> = {
  ...reviews,
  useful: 'Utile',
  funny: 'Drôle',
  cool: 'Cool',
  reactOn: 'Réagir à cet avis sur {platform}\u00a0:',
};
