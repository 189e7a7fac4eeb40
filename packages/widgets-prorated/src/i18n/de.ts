import type { Translation } from '@widgetry/widgets-core';
import type { proratedMessages } from './en';

export const de: Translation<typeof proratedMessages> = {
  heading: 'Rechner für anteilige Miete',
  rent: 'Monatsmiete ($)',
  moveIn: 'Einzugsdatum',
  moveOut: 'Auszugsdatum',
  optional: '(optional)',
  calculate: 'Berechnen',
  result: 'Anteilige Miete',
  daysInMonth: 'Tage im Monat',
  dailyRate: 'Tagessatz',
  daysCharged: 'Berechnete Tage',
  period: 'Zeitraum',
  amount: 'Anteilige Miete',
  months: 'Miete pro Monat',
  monthLine: '{period}: {charged} von {days} Tagen, {amount}',
  rentMissing: 'Geben Sie die Monatsmiete ein.',
  numberRange: 'Geben Sie eine Zahl von {min} bis {max} ein.',
  moveInMissing: 'Geben Sie das Einzugsdatum ein.',
  dateInvalid: 'Geben Sie ein gültiges Datum ein.',
  moveOutBeforeMoveIn: 'Der Auszug kann nicht vor dem Einzug liegen.',
  moveOutTooLate: 'Der Auszug muss innerhalb von {months} Monaten nach dem Einzug liegen.',
};
