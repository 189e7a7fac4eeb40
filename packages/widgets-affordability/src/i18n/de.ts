import type { Translation } from '@widgetry/widgets-core';
import type { affordabilityMessages } from './en';

export const de: Translation<typeof affordabilityMessages> = {
  results: 'Ihre Ergebnisse',
  homePrice: 'Erschwinglicher Immobilienpreis',
  loanAmount: 'Darlehensbetrag',
  monthlyPayment: 'Monatliche Rate',
  downPayment: 'Anzahlung',
  optional: '(optional)',
  years: { one: '{count} Jahr', other: '{count} Jahre' },
  calculate: 'Berechnen',
  reset: 'Zurücksetzen',
  annualIncome: 'Jahreseinkommen',
  extraIncome: 'Zusätzliches Monatseinkommen',
  monthlyDebts: 'Monatliche Verbindlichkeiten',
  downPaymentInput: 'Anzahlung',
  loanTerm: 'Laufzeit (Jahre)',
  interestRate: 'Zinssatz (%)',
  homePriceInput: 'Immobilienpreis',
  incomeMissing: 'Geben Sie Ihr Jahreseinkommen ein.',
  numberRange: 'Geben Sie eine Zahl von {min} bis {max} ein.',
  termInvalid: 'Wählen Sie eine Laufzeit.',
  limitedByHousing: 'Begrenzt durch Ihre Wohnkostenquote ({ratio})',
  limitedByDebt: 'Begrenzt durch Ihre Gesamtschuldenquote ({ratio})',
  targetWithin: 'Ihr Zielpreis von {price} liegt im Rahmen Ihres Budgets.',
  targetAbove: 'Ihr Zielpreis von {price} liegt {gap} über Ihrem Budget.',
  basis:
    'Berechnet mit einer Wohnkostenquote von {housing} und einer Gesamtschuldenquote von {debt} Ihres Monatseinkommens.',
};
