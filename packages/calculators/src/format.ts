import { roundTo } from './rounding';

/** What the formatters show for a value they cannot format (not a number, an invalid date). */
export const NOT_AVAILABLE = 'N/A';

/** Inserts thousands separators into a string of digits: '1234567' → '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Money as dollars and cents with thousands separators: 1798.65 → '$1,798.65', -5 → '-$5.00'.
 * Rounds half away from zero to the cent; a non-finite number gives 'N/A'.
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return NOT_AVAILABLE;
  const rounded = roundTo(amount, 2);
  const [whole = '0', cents = '00'] = Math.abs(rounded).toFixed(2).split('.');
  return `${rounded < 0 ? '-' : ''}$${groupThousands(whole)}.${cents}`;
}

/**
 * A short label for a slider end (spec 002 §9): whole dollars under 1 000 ('$950'), thousands
 * with at most one decimal from 1 000 ('$1.5K', '$250K'), and millions with exactly three
 * decimals from 1 000 000 ('$1.550M'). A value that rounds up into the next unit is shown in
 * that unit (999 960 → '$1.000M', not '$1000K'). A non-finite number gives 'N/A'.
 */
export function formatSliderLabel(amount: number): string {
  if (!Number.isFinite(amount)) return NOT_AVAILABLE;
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  const thousands = roundTo(size / 1_000, 1);
  if (thousands >= 1_000) return `${sign}$${roundTo(size / 1_000_000, 3).toFixed(3)}M`;
  const dollars = roundTo(size, 0);
  if (dollars >= 1_000) return `${sign}$${thousands}K`;
  return dollars === 0 ? '$0' : `${sign}$${dollars}`;
}

// Built on first use rather than at import, so an unused formatter costs a bundle nothing.
let longDateFormat: Intl.DateTimeFormat | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const DIGITS = /^\d+$/;

function toDate(input: Date | string | number): Date {
  if (input instanceof Date) return input;
  if (typeof input === 'number') return new Date(input * 1_000);
  const text = input.trim();
  // Epoch seconds sometimes arrive as a string of digits (spec 000: lastSeen is either form).
  if (DIGITS.test(text)) return new Date(Number(text) * 1_000);
  if (DATE_ONLY.test(text)) return new Date(`${text}T00:00:00Z`);
  // A date-time without a zone would be read in the viewer's local time; read it as UTC instead.
  if (DATE_TIME_WITHOUT_ZONE.test(text)) return new Date(`${text}Z`);
  return new Date(text);
}

/**
 * A date in en-GB long form, day, full month name and year ('5 March 2026'), in UTC so every
 * viewer sees the same day. Takes a Date, a date string (ISO, read as UTC when it has no zone) or
 * epoch seconds (as a number or a string of digits). Missing or invalid input gives 'N/A'.
 */
export function formatLongDate(input: Date | string | number | null | undefined): string {
  if (input === null || input === undefined || input === '') return NOT_AVAILABLE;
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDateFormat.format(date);
}
