import type { Translation } from '../../i18n/messages';
import type { ReviewsMessages } from './en';

export const fr: Translation<ReviewsMessages> = {
  readMore: 'Lire la suite',
  readLess: 'Réduire',
  writeReview: 'Écrire un avis',
  writeReviewOn: 'sur {platform}',
  previous: 'Avis précédent',
  next: 'Avis suivant',
  listLabel: 'Avis {platform}',
  newTab: '(s’ouvre dans un nouvel onglet)',
  empty: 'Aucun avis à afficher pour le moment.',
  noMatch: 'Aucun avis ne correspond à ces filtres pour le moment.',
  ownerReply: 'Réponse du propriétaire',
  source: 'Avis publiés sur {platform}',
  total: { one: '{count} avis', other: '{count} avis' },
  rated: 'Noté {rating} sur {max}',
  slide: '{position} sur {count}',
  photo: 'Photo {position} de l’avis de {author}',
  logo: 'Logo',
  namedLogo: 'Logo de {name}',
};
