import type { Translation } from '@widgetry/widgets-core';
import { es as reviews } from '@widgetry/widgets-core/reviews/i18n/es';
import type { yelpMessages } from './en';

export const es: Translation<typeof yelpMessages> = {
  ...reviews,
  useful: 'Útil',
  funny: 'Divertida',
  cool: 'Genial',
  reactOn: 'Reacciona a esta reseña en {platform}:',
};
