import type { Translation } from '../../i18n/messages';
import type { ReviewsMessages } from './en';

export const de: Translation<ReviewsMessages> = {
  readMore: 'Mehr lesen',
  readLess: 'Weniger anzeigen',
  writeReview: 'Bewertung schreiben',
  writeReviewOn: 'auf {platform}',
  previous: 'Vorherige Bewertung',
  next: 'Nächste Bewertung',
  listLabel: '{platform}-Bewertungen',
  newTab: '(öffnet sich in einem neuen Tab)',
  empty: 'Noch keine Bewertungen vorhanden.',
  noMatch: 'Keine Bewertungen entsprechen diesen Filtern.',
  ownerReply: 'Antwort des Inhabers',
  source: 'Bewertungen auf {platform}',
  total: { one: '{count} Bewertung', other: '{count} Bewertungen' },
  rated: 'Bewertet mit {rating} von {max}',
  slide: '{position} von {count}',
  photo: 'Foto {position} aus der Bewertung von {author}',
  logo: 'Logo',
  namedLogo: 'Logo von {name}',
};
