import type { Translation } from '@widgetry/widgets-core';
import type { proratedMessages } from './en';

export const es: Translation<typeof proratedMessages> = {
  rent: 'Alquiler mensual ($)',
  moveIn: 'Fecha de entrada',
  moveOut: 'Fecha de salida',
  optional: '(opcional)',
  calculate: 'Calcular',
  result: 'Alquiler prorrateado',
  daysInMonth: 'Días del mes',
  dailyRate: 'Tarifa diaria',
  daysCharged: 'Días cobrados',
  period: 'Periodo',
  amount: 'Alquiler prorrateado',
  months: 'Alquiler por mes',
  monthLine: '{period}: {charged} de {days} días, {amount}',
  rentMissing: 'Introduce el alquiler mensual.',
  numberRange: 'Introduce un número entre {min} y {max}.',
  moveInMissing: 'Introduce la fecha de entrada.',
  dateInvalid: 'Introduce una fecha válida.',
  moveOutBeforeMoveIn: 'La salida no puede ser anterior a la entrada.',
  moveOutTooLate: 'La salida debe ser como máximo {months} meses después de la entrada.',
};
