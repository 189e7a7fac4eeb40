import type { Translation } from '@widgetry/widgets-core';
import { es as reviews } from '@widgetry/widgets-core/reviews/i18n/es';
import type { tripadvisorMessages } from './en';

export const es: Translation<typeof tripadvisorMessages> = {
  ...reviews,
  tripType: 'Tipo de viaje:',
  tripBusiness: 'Viaje de negocios',
  tripCouples: 'Viaje en pareja',
  tripFamily: 'Viaje en familia',
  tripFriends: 'Viaje con amigos',
  tripSolo: 'Viaje en solitario',
};
