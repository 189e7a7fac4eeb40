import type { Translation } from '@widgetry/widgets-core';
import type { monthlypaymentMessages } from './en';

export const pt: Translation<typeof monthlypaymentMessages> = {
  title: 'Simulador de financiamento imobiliário',
  principalInterest: 'Principal e juros',
  homePrice: 'Preço do imóvel',
  downPayment: 'Entrada',
  loanType: 'Tipo de financiamento',
  interestRate: 'Taxa de juros',
  propertyTax: 'Imposto predial',
  homeInsurance: 'Seguro residencial',
  hoaFees: 'Taxa de condomínio',
  mortgageInsurance: 'Seguro hipotecário',
  total: 'Parcela mensal',
  perMonth: 'por mês',
  breakdown: 'Detalhamento da parcela',
  taxRate: 'Taxa anual, % do preço do imóvel',
  perMonthShort: '/mês',
  loanTerm: 'Fixo em {years} anos',
  thresholdNote: 'O seguro hipotecário se aplica quando a entrada é inferior a {threshold}.',
  numberRange: 'Informe um número de {min} a {max}.',
  wholeNumberRange: 'Informe um número inteiro de {min} a {max}.',
};
