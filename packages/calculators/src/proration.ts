import {
  type CalendarDate,
  compareCalendarDates,
  type DateInput,
  daysInMonth,
  parseCalendarDate,
} from './calendar-date';
import { roundToCents } from './rounding';
import { assertNonNegative } from './validation';

/**
 * What to prorate. Give `moveIn` alone (pay from that day to the end of its month), `moveOut`
 * alone (pay from the 1st of its month to that day) or both in the same month (pay for the stay).
 */
export interface ProrationInput {
  monthlyRent: number;
  moveIn?: DateInput;
  moveOut?: DateInput;
}

export interface ProrationResult {
  /** Days in the month being prorated (28–31). */
  daysInMonth: number;
  /** Rent per day at full precision; only `amount` is rounded, so nothing is rounded twice. */
  dailyRate: number;
  /** Days paid for, both ends inclusive. */
  daysCharged: number;
  /** Rent for the partial month, in cents. */
  amount: number;
  /** First day paid for. */
  from: CalendarDate;
  /** Last day paid for. */
  to: CalendarDate;
}

/**
 * Prorated rent for a partial month, with the daily rate taken from the real length of the month
 * (February 2024 has 29 days, so the daily rate of 1 500 rent is 1 500 / 29).
 *
 * Days are counted inclusively: moving in on the 15th of a 29-day month pays 15 days, moving out
 * on the 10th pays 10 days, and a stay from the 5th to the 20th of one month pays 16 days.
 * @throws RangeError for a negative or non-finite rent, a malformed or non-existent date, no date
 * at all, a move-out before the move-in, or move-in and move-out in different months.
 */
export function prorateRent(input: ProrationInput): ProrationResult {
  assertNonNegative('monthlyRent', input.monthlyRent);
  const moveIn = input.moveIn === undefined ? undefined : parseCalendarDate(input.moveIn);
  const moveOut = input.moveOut === undefined ? undefined : parseCalendarDate(input.moveOut);

  let from: CalendarDate;
  let to: CalendarDate;
  if (moveIn && moveOut) {
    if (compareCalendarDates(moveOut, moveIn) < 0) {
      throw new RangeError('moveOut must not be before moveIn');
    }
    if (moveIn.year !== moveOut.year || moveIn.month !== moveOut.month) {
      throw new RangeError('moveIn and moveOut must be in the same month to prorate one partial month');
    }
    from = moveIn;
    to = moveOut;
  } else if (moveIn) {
    from = moveIn;
    to = { year: moveIn.year, month: moveIn.month, day: daysInMonth(moveIn.year, moveIn.month) };
  } else if (moveOut) {
    from = { year: moveOut.year, month: moveOut.month, day: 1 };
    to = moveOut;
  } else {
    throw new RangeError('a moveIn or moveOut date is needed');
  }

  const monthDays = daysInMonth(from.year, from.month);
  const daysCharged = to.day - from.day + 1;
  return {
    daysInMonth: monthDays,
    dailyRate: input.monthlyRent / monthDays,
    daysCharged,
    // rent × days / daysInMonth keeps one division, so 3 100 × 10 / 31 is exactly 1 000.
    amount: roundToCents((input.monthlyRent * daysCharged) / monthDays),
    from,
    to,
  };
}
