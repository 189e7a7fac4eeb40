import type { Translation } from '@widgetry/widgets-core';
import type { monthlypaymentMessages } from './en';

export const de: Translation<typeof monthlypaymentMessages> = {
  title: 'Baufinanzierungsrechner',
  principalInterest: 'Tilgung und Zinsen',
  homePrice: 'Immobilienpreis',
  downPayment: 'Anzahlung',
  loanType: 'Darlehensart',
  interestRate: 'Zinssatz',
  propertyTax: 'Grundsteuer',
  homeInsurance: 'Gebäudeversicherung',
  hoaFees: 'Hausgeld',
  mortgageInsurance: 'Hypothekenversicherung',
  total: 'Monatliche Rate',
  perMonth: 'pro Monat',
  breakdown: 'Aufschlüsselung der Rate',
  taxRate: 'Jahressatz, % des Immobilienpreises',
  perMonthShort: '/Monat',
  loanTerm: '{years} Jahre fest',
  thresholdNote: 'Die Hypothekenversicherung fällt an, wenn die Anzahlung unter {threshold} liegt.',
  numberRange: 'Geben Sie eine Zahl von {min} bis {max} ein.',
  wholeNumberRange: 'Geben Sie eine ganze Zahl von {min} bis {max} ein.',
};
