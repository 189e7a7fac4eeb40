// Dates, counts and ratings as a review widget shows them. Written out by hand rather than with
// Intl so the server's preview and the visitor's browser print exactly the same text.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

/** A review date for `<time>`: its visible text and its machine-readable `datetime`. */
export interface ReviewDate {
  text: string;
  datetime: string;
}

/**
 * 'Oct 3, 2025' for a day or a timestamp (the day as the source wrote it, so no time zone moves
 * it), 'Oct 2025' for a month-only date; null for anything else.
 */
export function formatReviewDate(value: unknown): ReviewDate | null {
  if (typeof value !== 'string') return null;
  const match = DATE.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day] = match;
  const name = MONTHS[Number(month) - 1];
  if (!name) return null;
  if (day === undefined) return { text: `${name} ${year}`, datetime: `${year}-${month}` };
  const dayNumber = Number(day);
  if (dayNumber < 1 || dayNumber > 31) return null;
  return { text: `${name} ${dayNumber}, ${year}`, datetime: `${year}-${month}-${day}` };
}

/** A whole number with thousands separators: 1234 → '1,234'. */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A rating for reading out: 4.5 → '4.5', 4 → '4' (to one decimal). */
export function formatRating(value: number): string {
  return String(Math.round(value * 10) / 10);
}
