import type { Translation } from '@widgetry/widgets-core';
import type { monthlypaymentMessages } from './en';

export const fr: Translation<typeof monthlypaymentMessages> = {
  title: 'Simulateur de prêt immobilier',
  principalInterest: 'Capital et intérêts',
  homePrice: 'Prix du logement',
  downPayment: 'Apport',
  loanType: 'Type de prêt',
  interestRate: 'Taux d’intérêt',
  propertyTax: 'Taxe foncière',
  homeInsurance: 'Assurance habitation',
  hoaFees: 'Charges de copropriété',
  mortgageInsurance: 'Assurance de prêt hypothécaire',
  total: 'Mensualité',
  perMonth: 'par mois',
  breakdown: 'Détail de la mensualité',
  taxRate: 'Taux annuel, en % du prix du logement',
  perMonthShort: '/mois',
  loanTerm: 'Taux fixe sur {years} ans',
  thresholdNote: 'L’assurance de prêt hypothécaire s’applique lorsque l’apport est inférieur à {threshold}.',
  numberRange: 'Saisissez un nombre entre {min} et {max}.',
  wholeNumberRange: 'Saisissez un nombre entier entre {min} et {max}.',
};
