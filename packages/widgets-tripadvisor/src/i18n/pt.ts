import type { Translation } from '@widgetry/widgets-core';
import { pt as reviews } from '@widgetry/widgets-core/reviews/i18n/pt';
import type { tripadvisorMessages } from './en';

export const pt: Translation<typeof tripadvisorMessages> = {
  ...reviews,
  tripType: 'Tipo de viagem:',
  tripBusiness: 'Viagem a negócios',
  tripCouples: 'Viagem em casal',
  tripFamily: 'Viagem em família',
  tripFriends: 'Viagem com amigos',
  tripSolo: 'Viagem solo',
};
