import type { Translation } from '@widgetry/widgets-core';
import { pt as reviews } from '@widgetry/widgets-core/reviews/i18n/pt';
import type { yelpMessages } from './en';

export const pt: Translation<typeof yelpMessages> = {
  ...reviews,
  useful: 'Útil',
  funny: 'Engraçada',
  cool: 'Legal',
  reactOn: 'Reaja a esta avaliação no {platform}:',
};
