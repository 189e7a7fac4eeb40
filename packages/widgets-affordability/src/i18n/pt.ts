import type { Translation } from '@widgetry/widgets-core';
import type { affordabilityMessages } from './en';

export const pt: Translation<typeof affordabilityMessages> = {
  results: 'Seus resultados',
  homePrice: 'Preço de imóvel acessível',
  loanAmount: 'Valor do financiamento',
  monthlyPayment: 'Parcela mensal',
  downPayment: 'Entrada',
  optional: '(opcional)',
  years: { one: '{count} ano', other: '{count} anos' },
  calculate: 'Calcular',
  reset: 'Redefinir',
  annualIncome: 'Renda anual',
  extraIncome: 'Renda mensal extra',
  monthlyDebts: 'Dívidas mensais',
  downPaymentInput: 'Entrada',
  loanTerm: 'Prazo do financiamento (anos)',
  interestRate: 'Taxa de juros (%)',
  homePriceInput: 'Preço do imóvel',
  incomeMissing: 'Informe sua renda anual.',
  numberRange: 'Informe um número de {min} a {max}.',
  termInvalid: 'Escolha um prazo de financiamento.',
  limitedByHousing: 'Limitado pelo seu índice de moradia ({ratio})',
  limitedByDebt: 'Limitado pelo seu índice de endividamento total ({ratio})',
  targetWithin: 'Seu preço-alvo de {price} cabe no que você pode pagar.',
  targetAbove: 'Seu preço-alvo de {price} ultrapassa em {gap} o que você pode pagar.',
  basis:
    'Com base em um índice de moradia de {housing} e um índice de endividamento total de {debt} da sua renda mensal.',
};
