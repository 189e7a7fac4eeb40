import type { Translation } from '@widgetry/widgets-core';
import type { proratedMessages } from './en';

export const es: Translation<typeof proratedMessages> = {
  heading: 'Calculadora de alquiler prorrateado',
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
  rentMissing: 'Ingresa el alquiler mensual.',
  numberRange: 'Ingresa un número entre {min} y {max}.',
  moveInMissing: 'Ingresa la fecha de entrada.',
  dateInvalid: 'Ingresa una fecha válida.',
  moveOutBeforeMoveIn: 'La salida no puede ser anterior a la entrada.',
  moveOutTooLate: 'La salida debe ser como máximo {months} meses después de la entrada.',
};
