// English numbers, dates and plurals without Intl, for the few shapes the widgets use.
//
// Why: a page's first Intl number or date formatter makes the browser load its locale data,
// 35-85 ms of main thread in headless Chromium on our 2-core machine, and later formatters cost
// under 1 ms. A widget formats as it mounts, so that first load landed on the customer's page
// (issue 28, bench-customer-page). English is most visitors' language and these shapes are few, so
// they are written here; any other shape, value or language returns undefined and goes to Intl.
// english-format.test.ts checks every shape against Intl over many values: the texts are Intl's.

/** Intl.NumberFormatOptions keys this file knows; any other key goes to Intl. */
const NUMBER_KEYS = new Set('style currency minimumFractionDigits maximumFractionDigits useGrouping'.split(' '));

/**
 * whole.fraction (a value's shortest decimal digits, what ICU rounds from) rounded half away from
 * zero, Intl's default, to at most `max` fraction digits, and kept to at least `min`.
 */
function roundDecimal(whole: string, fraction: string, min: number, max: number): [string, string] {
  // One integer of the whole and kept digits, so a carry runs through both (9.996 → 10.00).
  const scaled = BigInt(whole + fraction.slice(0, max).padEnd(max, '0')) + (Number(fraction[max] ?? 0) >= 5 ? 1n : 0n);
  const digits = String(scaled).padStart(max + 1, '0');
  const cut = digits.length - max;
  return [digits.slice(0, cut), digits.slice(cut).replace(/0+$/, '').padEnd(min, '0')];
}

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `value` as Intl.NumberFormat('en', options) writes it, or undefined when that is left to Intl. */
export function englishNumber(value: number, options: Intl.NumberFormatOptions = {}): string | undefined {
  // Negative values (and -0) are left to Intl, for its minus sign rules; so are huge and tiny ones.
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0) || value >= 1e21) return undefined;
  if (Object.keys(options).some((key) => !NUMBER_KEYS.has(key))) return undefined;
  const { style = 'decimal', currency, minimumFractionDigits: minOption, maximumFractionDigits: maxOption } = options;
  if (options.useGrouping !== undefined && options.useGrouping !== false) return undefined;
  const currencyStyle = style === 'currency';
  if (currencyStyle ? currency !== 'USD' : currency !== undefined || (style !== 'decimal' && style !== 'percent')) {
    return undefined;
  }
  // The default fraction digits of each style, and how one given bound moves the other (ECMA-402 SetNumberFormatDigitOptions).
  const defaultMin = currencyStyle ? 2 : 0;
  const defaultMax = currencyStyle ? 2 : style === 'percent' ? 0 : 3;
  const min = minOption ?? Math.min(defaultMin, maxOption ?? defaultMin);
  const max = maxOption ?? Math.max(defaultMax, min);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 20 || min > max) return undefined;
  const text = String(value);
  if (text.includes('e')) return undefined;
  let [whole = '0', fraction = ''] = text.split('.');
  if (style === 'percent') {
    // × 100 by moving the point, as Intl does, not in floating point (0.07 * 100 is 7.000000000000001).
    const digits = whole + fraction.padEnd(2, '0');
    [whole, fraction] = [digits.slice(0, whole.length + 2).replace(/^0+(?=\d)/, ''), digits.slice(whole.length + 2)];
  }
  const [roundedWhole, roundedFraction] = roundDecimal(whole, fraction, min, max);
  const digits = options.useGrouping === false ? roundedWhole : group(roundedWhole);
  const number = roundedFraction ? `${digits}.${roundedFraction}` : digits;
  return currencyStyle ? `$${number}` : style === 'percent' ? `${number}%` : number;
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const DATE_KEYS = new Set('timeZone year month day'.split(' '));

/**
 * `value` as Intl.DateTimeFormat('en', options) writes it for the shapes widgets use: a UTC day or
 * month with the month's name ('Oct 3, 2025', 'October 3, 2025', 'Oct 2025'); else undefined.
 */
export function englishDate(value: Date, options: Intl.DateTimeFormatOptions = {}): string | undefined {
  if (Object.keys(options).some((key) => !DATE_KEYS.has(key))) return undefined;
  const { timeZone, year, month, day } = options;
  if (timeZone !== 'UTC' || year !== 'numeric' || (month !== 'short' && month !== 'long')) return undefined;
  if (day !== undefined && day !== 'numeric') return undefined;
  const fullYear = value.getUTCFullYear();
  // Years before 1 or past 9999 are written differently (era, sign); Intl knows how.
  if (!(fullYear >= 1 && fullYear <= 9999)) return undefined;
  const name = MONTHS[value.getUTCMonth()] ?? '';
  const monthText = month === 'short' ? name.slice(0, 3) : name;
  return day === undefined ? `${monthText} ${fullYear}` : `${monthText} ${value.getUTCDate()}, ${fullYear}`;
}

/** English's plural category (CLDR: 'one' for exactly 1 with no visible fraction, else 'other'). */
export const englishPlural = (count: number): Intl.LDMLPluralRule => (count === 1 ? 'one' : 'other');
