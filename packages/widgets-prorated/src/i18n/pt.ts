import type { Translation } from '@widgetry/widgets-core';
import type { proratedMessages } from './en';

export const pt: Translation<typeof proratedMessages> = {
  heading: 'Calculadora de aluguel proporcional',
  rent: 'Aluguel mensal ($)',
  moveIn: 'Data de entrada',
  moveOut: 'Data de saída',
  optional: '(opcional)',
  calculate: 'Calcular',
  result: 'Aluguel proporcional',
  daysInMonth: 'Dias no mês',
  dailyRate: 'Valor diário',
  daysCharged: 'Dias cobrados',
  period: 'Período',
  amount: 'Aluguel proporcional',
  months: 'Aluguel por mês',
  monthLine: '{period}: {charged} de {days} dias, {amount}',
  rentMissing: 'Informe o aluguel mensal.',
  numberRange: 'Informe um número de {min} a {max}.',
  moveInMissing: 'Informe a data de entrada.',
  dateInvalid: 'Informe uma data válida.',
  moveOutBeforeMoveIn: 'A saída não pode ser anterior à entrada.',
  moveOutTooLate: 'A saída deve ocorrer em até {months} meses após a entrada.',
};
