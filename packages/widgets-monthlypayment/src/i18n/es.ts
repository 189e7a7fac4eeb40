import type { Translation } from '@widgetry/widgets-core';
import type { monthlypaymentMessages } from './en';

export const es: Translation<typeof monthlypaymentMessages> = {
  title: 'Calculadora hipotecaria',
  principalInterest: 'Capital e intereses',
  homePrice: 'Precio de la vivienda',
  downPayment: 'Pago inicial',
  loanType: 'Tipo de préstamo',
  interestRate: 'Tasa de interés',
  propertyTax: 'Impuesto predial',
  homeInsurance: 'Seguro de vivienda',
  hoaFees: 'Cuotas de HOA',
  mortgageInsurance: 'Seguro hipotecario',
  total: 'Pago mensual',
  perMonth: 'al mes',
  breakdown: 'Desglose del pago',
  taxRate: 'Tasa anual, % del precio de la vivienda',
  perMonthShort: '/mes',
  loanTerm: 'Fijo a {years} años',
  thresholdNote: 'El seguro hipotecario se aplica cuando el pago inicial es inferior al {threshold}.',
  numberRange: 'Ingresa un número entre {min} y {max}.',
  wholeNumberRange: 'Ingresa un número entero entre {min} y {max}.',
};
