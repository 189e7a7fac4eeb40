import type { ListingAddress, ListingPets, ListingRent } from '@widgetry/contracts';
import { numeric, plainText } from '../reviews/review-values';

// Readers of the listing facts sources write as text ("$1,500 - $1,700", "Studio / 1 ba",
// "9/7/26", "NOW"). Like the review readers each takes whatever it is given and answers the
// normalised value or null; none throws, so a renamed or reworded field only loses that field.

/** Text with its runs of white space made one space, trimmed; null when empty or not a string. */
export function squeezed(value: unknown): string | null {
  return typeof value === 'string' ? plainText(value.replace(/\s+/g, ' ')) : null;
}

/**
 * Text of several lines as a page's markup gives it (indentation, blank runs): each line squeezed
 * and trimmed, at most one empty line between paragraphs; null when nothing is left.
 */
export function paragraphs(value: unknown): string | null {
  const text = plainText(value);
  if (text === null) return null;
  const lines = text.split('\n').map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim());
  return plainText(lines.join('\n').replace(/\n{3,}/g, '\n\n'));
}

const MONEY = /\$?\s*(\d[\d,]*(?:\.\d+)?)/g;

/** Monthly rent from "$3,995", "$1,500 - $1,700", "$2,100/mo" or "2995.00"; null without an amount. */
export function rentOf(value: unknown): ListingRent | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? { min: value, max: value } : null;
  if (typeof value !== 'string') return null;
  const amounts = [...value.matchAll(MONEY)].flatMap((match) => {
    const n = numeric(match[1]);
    return n === null ? [] : [n];
  });
  const [first, second] = amounts;
  if (first === undefined) return null;
  const last = second ?? first;
  return { min: Math.min(first, last), max: Math.max(first, last) };
}

/** Bedrooms from "3 bd", "3 beds", "Studio" (0) or "2"; null otherwise. */
export function bedsOf(value: unknown): number | null {
  const text = squeezed(value)?.toLowerCase();
  if (!text) return null;
  if (/\bstudio\b/.test(text)) return 0;
  const match = /^(\d+(?:\.\d+)?)\s*(?:bd|bds|bed|beds|br|bedrooms?)?$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** Bathrooms from "2.5 ba", "1 bath", "2"; null otherwise. */
export function bathsOf(value: unknown): number | null {
  const text = squeezed(value)?.toLowerCase();
  if (!text) return null;
  const match = /^(\d+(?:\.\d+)?)\s*(?:ba|bas|bath|baths|bathrooms?)?$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** Beds and baths from a card's "3 bd / 2.5 ba" or "Studio / 1 ba"; each null when unreadable. */
export function bedBathOf(value: unknown): { beds: number | null; baths: number | null } {
  const text = squeezed(value);
  if (!text) return { beds: null, baths: null };
  const [beds, baths] = text.split('/').map((part) => part.trim());
  return { beds: bedsOf(beds), baths: bathsOf(baths) };
}

/** Square feet from "1,200", "1,200 sq. ft." or "850"; null otherwise. */
export function squareFeetOf(value: unknown): number | null {
  const text = squeezed(value);
  if (!text) return numeric(value);
  const match = /^(\d[\d,]*(?:\.\d+)?)\s*(?:sq\.?\s*ft\.?|sqft|square feet)?$/i.exec(text);
  return match ? numeric(match[1]) : null;
}

/** A real calendar day as ISO, or null (2026-02-30 is not one). */
export function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export interface Availability {
  availableDate: string | null;
  availableNow: boolean;
}

const NOT_SAID: Availability = { availableDate: null, availableNow: false };

/**
 * An Available value as US listings pages write it: "NOW" (or "Available Now"), or a US date "9/7/26" / "09/07/2026";
 * anything else is not said.
 */
export function usAvailability(value: unknown): Availability {
  const text = squeezed(value)?.replace(/^available:?\s*/i, '');
  if (!text) return NOT_SAID;
  if (/^(?:now|immediately)$/i.test(text)) return { availableDate: null, availableNow: true };
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (!match) return NOT_SAID;
  const year = match[3]?.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const day = isoDay(year, Number(match[1]), Number(match[2]));
  return day ? { availableDate: day, availableNow: false } : NOT_SAID;
}

/** A day as ISO from "2026-10-01" or "2026-10-01 08:00:00" (a zone-less time keeps only its day). */
export function isoDayOf(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value.trim()) : null;
  return match ? isoDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

const STATE_ZIP = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?|[A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d)$/;

/**
 * An address written on one line, "123 Main St, Apt 4, Springfield, IL 62704": the last part is
 * the state and postal code, the one before it the city, the first the street and any between
 * the unit. A line that does not end so keeps only its whole text.
 */
export function addressOfLine(line: unknown): ListingAddress | null {
  const full = squeezed(line);
  if (!full) return null;
  const parts = full.split(',').map((part) => part.trim());
  const stateZip = STATE_ZIP.exec(parts.at(-1) ?? '');
  if (!stateZip || parts.length < 3) {
    return { street: null, street2: null, city: null, state: null, postalCode: null, full };
  }
  // A unit may follow the street after a spaced dash: "1529 NW Portland Ave - B" (SOURCES.md).
  const [streetLine = '', dashUnit = ''] = splitOnce(parts[0] ?? '', ' - ');
  const street = streetLine.trim();
  const unit = [dashUnit.trim(), ...parts.slice(1, -2)].filter((part) => part !== '').join(', ');
  return {
    street: street === '' ? null : street,
    street2: unit === '' ? null : unit,
    city: parts.at(-2) || null,
    state: stateZip[1]?.toUpperCase() ?? null,
    postalCode: stateZip[2] ?? null,
    full,
  };
}

/** `text` split at the last `separator`, or the whole text alone. */
function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.lastIndexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** The one-line address of its parts ("12 Oak St, Unit 2, Austin, TX 78701"); null with no part. */
export function fullAddress(parts: Omit<ListingAddress, 'full'>): string | null {
  const stateZip = [parts.state, parts.postalCode].filter(Boolean).join(' ');
  const line = [parts.street, parts.street2, parts.city, stateZip].filter(Boolean).join(', ');
  return line === '' ? null : line;
}

/** Whether an animal is allowed by a pet policy's words; null when they do not say. */
function allowedBy(text: string, animal: 'cat' | 'dog'): boolean | null {
  if (/\bno pets\b|\bpets? (?:are )?not (?:allowed|permitted|accepted)\b/.test(text)) return false;
  const name = `${animal}s?`;
  if (new RegExp(`\\bno ${name}\\b|\\b${name} (?:are )?not (?:allowed|permitted|accepted)\\b`).test(text)) return false;
  if (new RegExp(`\\b${name}\\b`).test(text)) return true;
  if (/\bpets? (?:are )?(?:allowed|welcome|ok|friendly)\b|\bpet[- ]friendly\b/.test(text)) return true;
  return null;
}

// A source may write its label into the line ("Pet Policy: Cats allowed"); the widget shows its own.
const PET_LABEL = /^pets?(?:\s+policy)?\s*:\s*/i;

/**
 * Cats and dogs from a pet policy ("Cats allowed, Dogs not allowed", "No pets"), the source's
 * label left out of the words kept. An animal the policy does not name is unknown.
 */
export function petsOfPolicy(value: unknown): ListingPets {
  const policy = squeezed(squeezed(value)?.replace(PET_LABEL, ''));
  if (!policy) return { cats: null, dogs: null, policy: null };
  const text = policy.toLowerCase();
  return { cats: allowedBy(text, 'cat'), dogs: allowedBy(text, 'dog'), policy };
}

/** A latitude or longitude within its range, from a number or a numeric string; null otherwise. */
export function coordinate(value: unknown, limit: 90 | 180): number | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > limit) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return n;
}
