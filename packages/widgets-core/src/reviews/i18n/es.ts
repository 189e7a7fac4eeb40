import type { Translation } from '../../i18n/messages';
import type { ReviewsMessages } from './en';

export const es: Translation<ReviewsMessages> = {
  readMore: 'Leer más',
  readLess: 'Leer menos',
  writeReview: 'Escribe una reseña',
  writeReviewOn: 'en {platform}',
  previous: 'Reseña anterior',
  next: 'Reseña siguiente',
  listLabel: 'Reseñas de {platform}',
  newTab: '(se abre en una pestaña nueva)',
  empty: 'Todavía no hay reseñas para mostrar.',
  noMatch: 'Todavía no hay reseñas que coincidan con estos filtros.',
  ownerReply: 'Respuesta del propietario',
  source: 'Reseñas en {platform}',
  total: { one: '{count} reseña', other: '{count} reseñas' },
  rated: 'Valoración: {rating} de {max}',
  slide: '{position} de {count}',
  photo: 'Foto {position} de la reseña de {author}',
  logo: 'Logotipo',
  namedLogo: 'Logotipo de {name}',
};
