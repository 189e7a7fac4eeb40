// Calendar dates as plain numbers. Nothing here goes through `Date`, so a date means the same day
// in every time zone (parsing '2024-02-15' with local-time rules can land on the 14th).

/** A day of the calendar: `month` runs 1–12 and `day` 1–31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A date as an ISO 'YYYY-MM-DD' string or as a {@link CalendarDate}. */
export type DateInput = string | CalendarDate;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `year` is a Gregorian leap year (every 4th year, except centuries not divisible by 400). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The number of days in `month` (1–12) of `year`, leap years included.
 * @throws RangeError when the month is not a whole number from 1 to 12.
 */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be a whole number from 1 to 12 (got ${month})`);
  }
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Reads an ISO 'YYYY-MM-DD' string or checks a {@link CalendarDate}, returning a fresh copy.
 * @throws RangeError for a malformed string or a day that does not exist (such as 2023-02-29).
 */
export function parseCalendarDate(input: DateInput): CalendarDate {
  let date: CalendarDate;
  if (typeof input === 'string') {
    const match = ISO_DATE.exec(input.trim());
    if (!match) throw new RangeError(`date must be written YYYY-MM-DD (got '${input}')`);
    date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  } else {
    date = { year: input.year, month: input.month, day: input.day };
  }
  const { year, month, day } = date;
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`year must be a whole number from 1 to 9999 (got ${year})`);
  }
  const lastDay = daysInMonth(year, month);
  if (!Number.isInteger(day) || day < 1 || day > lastDay) {
    throw new RangeError(`day must be a whole number from 1 to ${lastDay} for ${year}-${month} (got ${day})`);
  }
  return date;
}

/** Negative when `a` is before `b`, 0 on the same day, positive when `a` is after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
