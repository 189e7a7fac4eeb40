// The English texts under the name the package exported before issue 32, for npm users and
// tests: the runtime itself reads its catalogue (i18n/en.ts) through ctx.i18n.
import { monthlypaymentMessages as en } from './i18n/en';
import { englishI18n, percent } from './monthlypayment.format';
import type { RowKey } from './monthlypayment.settings';

export const MONTHLYPAYMENT_TEXT = {
  rows: {
    principalInterest: en.principalInterest,
    homePrice: en.homePrice,
    downPayment: en.downPayment,
    loanType: en.loanType,
    interestRate: en.interestRate,
    propertyTax: en.propertyTax,
    homeInsurance: en.homeInsurance,
    hoaFees: en.hoaFees,
    mortgageInsurance: en.mortgageInsurance,
  } satisfies Record<RowKey, string>,
  total: en.total,
  perMonth: en.perMonth,
  breakdown: en.breakdown,
  downPaymentAmount: 'Down payment amount',
  taxRate: en.taxRate,
  perMonthSuffix: en.perMonthShort,
  loanTerm: (years: number) => englishI18n().t('loanTerm', { years }),
  thresholdNote: (threshold: number) =>
    englishI18n().t('thresholdNote', { threshold: percent(englishI18n(), threshold) }),
} as const;
