import type { Translation } from '../../i18n/messages';
import type { ReviewsMessages } from './en';

export const ar: Translation<ReviewsMessages> = {
  readMore: 'اقرأ المزيد',
  readLess: 'عرض أقل',
  writeReview: 'اكتب مراجعة',
  writeReviewOn: 'على {platform}',
  previous: 'المراجعة السابقة',
  next: 'المراجعة التالية',
  listLabel: 'مراجعات {platform}',
  newTab: '(يُفتح في علامة تبويب جديدة)',
  empty: 'لا توجد مراجعات لعرضها بعد.',
  noMatch: 'لا توجد مراجعات تطابق عوامل التصفية هذه بعد.',
  ownerReply: 'رد المالك',
  source: 'مراجعات من {platform}',
  total: {
    zero: 'لا توجد مراجعات',
    one: 'مراجعة واحدة',
    two: 'مراجعتان',
    few: '{count} مراجعات',
    many: '{count} مراجعة',
    other: '{count} مراجعة',
  },
  rated: 'التقييم {rating} من {max}',
  slide: '{position} من {count}',
  photo: 'الصورة {position} من مراجعة {author}',
  logo: 'الشعار',
  namedLogo: 'شعار {name}',
};
