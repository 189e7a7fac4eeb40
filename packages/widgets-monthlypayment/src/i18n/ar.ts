import type { Translation } from '@widgetry/widgets-core';
import type { monthlypaymentMessages } from './en';

export const ar: Translation<typeof monthlypaymentMessages> = {
  title: 'حاسبة التمويل العقاري',
  principalInterest: 'أصل القرض والفائدة',
  homePrice: 'سعر المنزل',
  downPayment: 'الدفعة الأولى',
  loanType: 'نوع القرض',
  interestRate: 'سعر الفائدة',
  propertyTax: 'ضريبة العقار',
  homeInsurance: 'تأمين المنزل',
  hoaFees: 'رسوم جمعية الملاك',
  mortgageInsurance: 'تأمين الرهن العقاري',
  total: 'الدفعة الشهرية',
  perMonth: 'شهريًا',
  breakdown: 'تفاصيل الدفعة',
  taxRate: 'النسبة السنوية، % من سعر المنزل',
  perMonthShort: '/شهر',
  loanTerm: 'ثابت لمدة {years} سنة',
  thresholdNote: 'يُطبَّق تأمين الرهن العقاري عندما تقل الدفعة الأولى عن {threshold}.',
  numberRange: 'أدخل رقمًا من {min} إلى {max}.',
  wholeNumberRange: 'أدخل عددًا صحيحًا من {min} إلى {max}.',
};
