import type { Translation } from '@widgetry/widgets-core';
import type { proratedMessages } from './en';

export const ar: Translation<typeof proratedMessages> = {
  heading: 'حاسبة الإيجار التناسبي',
  rent: 'الإيجار الشهري ($)',
  moveIn: 'تاريخ بدء السكن',
  moveOut: 'تاريخ الإخلاء',
  optional: '(اختياري)',
  calculate: 'احسب',
  result: 'الإيجار التناسبي',
  daysInMonth: 'أيام الشهر',
  dailyRate: 'السعر اليومي',
  daysCharged: 'الأيام المحتسبة',
  period: 'الفترة',
  amount: 'الإيجار التناسبي',
  months: 'الإيجار حسب الشهر',
  monthLine: '{period}: {charged} من أصل {days} يومًا، {amount}',
  rentMissing: 'أدخل الإيجار الشهري.',
  numberRange: 'أدخل رقمًا من {min} إلى {max}.',
  moveInMissing: 'أدخل تاريخ بدء السكن.',
  dateInvalid: 'أدخل تاريخًا صحيحًا.',
  moveOutBeforeMoveIn: 'لا يمكن أن يسبق تاريخ الإخلاء تاريخ بدء السكن.',
  moveOutTooLate: 'يجب أن يكون الإخلاء خلال {months} شهرًا من بدء السكن.',
};
