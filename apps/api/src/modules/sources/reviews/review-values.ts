import { isHttpUrl, reviewDateSchema } from '@widgetry/contracts';

// Readers of untrusted source data: each takes whatever a field holds (it may be missing, renamed,
// or of another type) and gives the normalised value or null. None of them throws.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a path of object keys, or undefined where the path breaks. */
export function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

// Postgres cannot store NUL or a lone surrogate (contracts' text rule); other control characters
// but tab and newline are noise in a review.
const UNSTORABLE = /[^\P{Cc}\t\n\r]|\p{Cs}/gu;

/** Plain text as the source gave it, trimmed and storable; null when empty or not a string. */
export function plainText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(UNSTORABLE, '').replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}

/**
 * An absolute http(s) address, or null: protocol-relative `//host/…` becomes https, a path is
 * resolved against `base`, and every other scheme (javascript:, data:) is dropped.
 */
export function httpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (raw === '') return null;
  let resolved: string;
  try {
    resolved = new URL(raw.startsWith('//') ? `https:${raw}` : raw, base).href;
  } catch {
    return null;
  }
  return isHttpUrl(resolved) ? resolved : null;
}

/** A number, or a numeric string such as "4.5" or "1,234"; null otherwise. */
export function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/,/g, '').trim();
  if (!/^\d+(?:\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** A review's whole stars, 1–5; a half or out-of-range value is no rating. */
export function starRating(value: unknown): number | null {
  const n = numeric(value);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}

/** A business's average, 0–5. */
export function averageRating(value: unknown): number | null {
  const n = numeric(value);
  return n !== null && n >= 0 && n <= 5 ? n : null;
}

/** A count of reviews: a whole number ≥ 0. */
export function reviewCount(value: unknown): number | null {
  const n = numeric(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
}

/**
 * An ISO date as the contract takes it: kept when already one; a timestamp without a zone
 * ("2025-10-03 09:12:00", as an API may give it) keeps only its day, since guessing the zone could
 * move it to another day; anything else is null.
 */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (reviewDateSchema.safeParse(raw).success) return raw;
  const day = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}/.exec(raw)?.[1];
  return day && reviewDateSchema.safeParse(day).success ? day : null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * An English date in words: "Oct 2025" or "October 2025" gives the month `2025-10`,
 * "October 3, 2025" or "Oct 3, 2025" the day `2025-10-03`; null otherwise.
 */
export function dateInWords(value: string): string | null {
  const match = /^([A-Za-z]{3,9})\.?\s+(?:(\d{1,2}),\s*)?(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, monthName = '', day, year = ''] = match;
  // A month's name or its abbreviation ("Oct", "Sept"), never another word starting alike.
  const month = MONTHS.findIndex((name) => name.startsWith(monthName.toLowerCase())) + 1;
  if (month === 0) return null;
  const yearMonth = `${year}-${String(month).padStart(2, '0')}`;
  const date = day ? `${yearMonth}-${day.padStart(2, '0')}` : yearMonth;
  return reviewDateSchema.safeParse(date).success ? date : null;
}

/** A source's id of a record: a non-empty string, or a number as its digits. */
export function idText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : null;
  return plainText(value);
}
