import type { Translation } from '@widgetry/widgets-core';
import type { affordabilityMessages } from './en';

export const es: Translation<typeof affordabilityMessages> = {
  results: 'Tus resultados',
  homePrice: 'Precio de vivienda asequible',
  loanAmount: 'Monto del préstamo',
  monthlyPayment: 'Pago mensual',
  downPayment: 'Pago inicial',
  optional: '(opcional)',
  years: { one: '{count} año', other: '{count} años' },
  calculate: 'Calcular',
  reset: 'Restablecer',
  annualIncome: 'Ingresos anuales',
  extraIncome: 'Ingresos mensuales adicionales',
  monthlyDebts: 'Deudas mensuales',
  downPaymentInput: 'Pago inicial',
  loanTerm: 'Plazo del préstamo (años)',
  interestRate: 'Tasa de interés (%)',
  homePriceInput: 'Precio de la vivienda',
  incomeMissing: 'Ingresa tus ingresos anuales.',
  numberRange: 'Ingresa un número entre {min} y {max}.',
  termInvalid: 'Elige un plazo de préstamo.',
  limitedByHousing: 'Limitado por tu índice de gasto en vivienda ({ratio})',
  limitedByDebt: 'Limitado por tu índice de endeudamiento total ({ratio})',
  targetWithin: 'Tu precio objetivo de {price} está dentro de lo que puedes pagar.',
  targetAbove: 'Tu precio objetivo de {price} supera en {gap} lo que puedes pagar.',
  basis:
    'Según un índice de gasto en vivienda del {housing} y un índice de endeudamiento total del {debt} de tus ingresos mensuales.',
};
