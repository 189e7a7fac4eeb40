// Dates and ratings as a review widget shows them, in the widget's language (ctx.i18n: Intl), so
// the server's preview and the visitor's browser print the same text for the same language.
import type { ReviewsI18n } from './i18n/en';

const DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

/** A review date for `<time>`: its visible text and its machine-readable `datetime`. */
export interface ReviewDate {
  text: string;
  datetime: string;
}

/**
 * 'Oct 3, 2025' (in English) for a day or a timestamp (the day as the source wrote it, so no time
 * zone moves it: it is formatted as that day in UTC), 'Oct 2025' for a month-only date; null for
 * anything else.
 */
export function formatReviewDate(value: unknown, i18n: ReviewsI18n): ReviewDate | null {
  if (typeof value !== 'string') return null;
  const match = DATE.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day] = match;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return null;
  const dayNumber = day === undefined ? 1 : Number(day);
  if (dayNumber < 1 || dayNumber > 31) return null;
  const date = new Date(Date.UTC(Number(year), monthNumber - 1, dayNumber));
  // A day the month does not have (Feb 30) would roll into the next month.
  if (date.getUTCMonth() !== monthNumber - 1) return null;
  const text = i18n.date(date, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    ...(day === undefined ? {} : { day: 'numeric' }),
  });
  return { text, datetime: day === undefined ? `${year}-${month}` : `${year}-${month}-${day}` };
}

/** A rating for reading out, to one decimal in the language's digits: 4.5 → '4.5' ('4,5' in German), 4 → '4'. */
export function formatRating(value: number, i18n: ReviewsI18n): string {
  return i18n.number(Math.round(value * 10) / 10, { maximumFractionDigits: 1 });
}
