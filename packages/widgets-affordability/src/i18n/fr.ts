import type { Translation } from '@widgetry/widgets-core';
import type { affordabilityMessages } from './en';

export const fr: Translation<typeof affordabilityMessages> = {
  results: 'Vos résultats',
  homePrice: 'Prix de logement abordable',
  loanAmount: 'Montant du prêt',
  monthlyPayment: 'Mensualité',
  downPayment: 'Apport',
  optional: '(facultatif)',
  years: { one: '{count} an', other: '{count} ans' },
  calculate: 'Calculer',
  reset: 'Réinitialiser',
  annualIncome: 'Revenu annuel',
  extraIncome: 'Revenus mensuels supplémentaires',
  monthlyDebts: 'Dettes mensuelles',
  downPaymentInput: 'Apport',
  loanTerm: 'Durée du prêt (années)',
  interestRate: 'Taux d’intérêt (%)',
  homePriceInput: 'Prix du logement',
  incomeMissing: 'Saisissez votre revenu annuel.',
  numberRange: 'Saisissez un nombre entre {min} et {max}.',
  termInvalid: 'Choisissez une durée de prêt.',
  limitedByHousing: 'Limité par votre taux d’effort logement ({ratio})',
  limitedByDebt: 'Limité par votre taux d’endettement total ({ratio})',
  targetWithin: 'Votre prix cible de {price} est dans les limites de votre budget.',
  targetAbove: 'Votre prix cible de {price} dépasse votre budget de {gap}.',
  basis:
    'Calcul fondé sur un taux d’effort logement de {housing} et un taux d’endettement total de {debt} de vos revenus mensuels.',
};
