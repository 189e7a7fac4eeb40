import { type CalendarDate, compareCalendarDates, type DateInput, parseCalendarDate } from './calendar-date';
import { type ProrationResult, prorateRent } from './proration';
import { roundToCents } from './rounding';
import { assertNonNegative } from './validation';

/** The longest stay prorated month by month: a year of months, enough for any short let. */
export const MAX_STAY_MONTHS = 12;

export interface StayInput {
  monthlyRent: number;
  moveIn: DateInput;
  moveOut: DateInput;
}

export interface StayResult {
  /** One proration per calendar month the stay touches, in order (a full month is charged in full). */
  parts: ProrationResult[];
  /** Days paid for over the whole stay, both ends inclusive. */
  daysCharged: number;
  /** The sum of the parts' amounts, each already in cents, so the total is what the parts show. */
  amount: number;
  from: CalendarDate;
  to: CalendarDate;
}

/** Months from a's month to b's month: 0 for the same month. */
function monthsBetween(a: CalendarDate, b: CalendarDate): number {
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/**
 * Prorated rent for a stay that may cross months, a common landlord case (in on 20 January, out
 * on 10 February): each month is prorated on its own length (January's part on 31 days,
 * February's on 28 or 29) and the total is the sum of the parts. A stay within one month is the
 * single part prorateRent gives.
 * @throws RangeError for a negative rent, a malformed date, a move-out before the move-in, or a
 * stay touching more than MAX_STAY_MONTHS months.
 */
export function prorateStay(input: StayInput): StayResult {
  assertNonNegative('monthlyRent', input.monthlyRent);
  const from = parseCalendarDate(input.moveIn);
  const to = parseCalendarDate(input.moveOut);
  if (compareCalendarDates(to, from) < 0) throw new RangeError('moveOut must not be before moveIn');
  const span = monthsBetween(from, to);
  if (span >= MAX_STAY_MONTHS) throw new RangeError(`a stay may touch at most ${MAX_STAY_MONTHS} months`);

  const parts: ProrationResult[] = [];
  for (let offset = 0; offset <= span; offset++) {
    const index = from.month - 1 + offset;
    const month = { year: from.year + Math.floor(index / 12), month: (index % 12) + 1 };
    const first = offset === 0;
    const last = offset === span;
    const monthlyRent = input.monthlyRent;
    if (first && last) parts.push(prorateRent({ monthlyRent, moveIn: from, moveOut: to }));
    else if (first) parts.push(prorateRent({ monthlyRent, moveIn: from }));
    else if (last) parts.push(prorateRent({ monthlyRent, moveOut: to }));
    else parts.push(prorateRent({ monthlyRent, moveIn: { ...month, day: 1 } }));
  }
  return {
    parts,
    daysCharged: parts.reduce((sum, part) => sum + part.daysCharged, 0),
    amount: roundToCents(parts.reduce((sum, part) => sum + part.amount, 0)),
    from,
    to,
  };
}
