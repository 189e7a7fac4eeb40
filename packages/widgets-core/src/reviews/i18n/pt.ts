import type { Translation } from '../../i18n/messages';
import type { ReviewsMessages } from './en';

export const pt: Translation<ReviewsMessages> = {
  readMore: 'Ler mais',
  readLess: 'Ler menos',
  writeReview: 'Escreva uma avaliação',
  writeReviewOn: 'no {platform}',
  previous: 'Avaliação anterior',
  next: 'Próxima avaliação',
  listLabel: 'Avaliações do {platform}',
  newTab: '(abre em uma nova aba)',
  empty: 'Ainda não há avaliações para mostrar.',
  noMatch: 'Nenhuma avaliação corresponde a esses filtros ainda.',
  ownerReply: 'Resposta do proprietário',
  source: 'Avaliações no {platform}',
  total: { one: '{count} avaliação', other: '{count} avaliações' },
  rated: 'Nota {rating} de {max}',
  slide: '{position} de {count}',
  photo: 'Foto {position} da avaliação de {author}',
  logo: 'Logotipo',
  namedLogo: 'Logotipo de {name}',
};
