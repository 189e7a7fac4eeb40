import type { Translation } from '@widgetry/widgets-core';
import type { proratedMessages } from './en';

export const fr: Translation<typeof proratedMessages> = {
  heading: 'Calculateur de loyer au prorata',
  rent: 'Loyer mensuel ($)',
  moveIn: 'Date d’entrée',
  moveOut: 'Date de sortie',
  optional: '(facultatif)',
  calculate: 'Calculer',
  result: 'Loyer au prorata',
  daysInMonth: 'Jours dans le mois',
  dailyRate: 'Tarif journalier',
  daysCharged: 'Jours facturés',
  period: 'Période',
  amount: 'Loyer au prorata',
  months: 'Loyer par mois',
  monthLine: '{period} : {charged} jours sur {days}, {amount}',
  rentMissing: 'Saisissez le loyer mensuel.',
  numberRange: 'Saisissez un nombre entre {min} et {max}.',
  moveInMissing: 'Saisissez la date d’entrée.',
  dateInvalid: 'Saisissez une date valide.',
  moveOutBeforeMoveIn: 'La sortie ne peut pas précéder l’entrée.',
  moveOutTooLate: 'La sortie doit avoir lieu dans les {months} mois suivant l’entrée.',
};
