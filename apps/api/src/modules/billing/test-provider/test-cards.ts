import { createHash } from 'node:crypto';

// Stripe's test card numbers with Stripe's meaning, and the checks Stripe.js and the API make
// before a card is accepted, in the order Stripe makes them (number, expiry, security code, then
// the issuer's answer), with Stripe's exact messages.

/** What a card does once it has been accepted: pays, or attaches fine but every charge fails. */
export type CardBehaviour = 'pays' | 'charge_fails';

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  nonTestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  expiryInPast: "Your card's expiration year is in the past.",
  invalidExpiryYear: "Your card's expiration year is invalid.",
  invalidCvc: "Your card's security code is invalid.",
} as const;

export interface CardInput {
  cardNumber: string;
  /** "MM / YY" as typed; "MM/YY" and "MMYY" too. */
  expiry: string;
  cvc: string;
}

export interface AcceptedCard {
  brand: string;
  last4: string;
  country: string;
  expMonth: number;
  expYear: number;
  /** Stable per card number, like Stripe's; the number itself is never kept. */
  fingerprint: string;
  behaviour: CardBehaviour;
}

export interface CardRefusal {
  message: string;
  /** Stripe's error code: card_declined, invalid_number, invalid_expiry_month … */
  code: string;
}

export type CardCheck = { ok: true; card: AcceptedCard } | { ok: false; error: CardRefusal };

interface TestCard {
  brand: string;
  country: string;
  /** 'declined': refused at once, whether attached or charged. */
  outcome: CardBehaviour | 'declined';
}

const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map([
  ['4242424242424242', { brand: 'visa', country: 'US', outcome: 'pays' }],
  ['4000000000000341', { brand: 'visa', country: 'US', outcome: 'charge_fails' }],
  ['4000000000000002', { brand: 'visa', country: 'US', outcome: 'declined' }],
  ['5555555555554444', { brand: 'mastercard', country: 'US', outcome: 'pays' }],
]);

/** Stripe rejects expiry years further out than this. */
const MAX_YEARS_AHEAD = 50;

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - index));
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network by its number's prefix (only what the checks need to know). */
export function cardBrand(digits: string): string {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** "MM / YY", "MM/YY", "MMYY" (and a four-digit year) → month and full year; null when unreadable. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const compact = expiry.replace(/\s+/g, '');
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(compact) ?? /^(\d{2})(\d{2})$/.exec(compact);
  if (match === null) return null;
  const [, month = '', year = ''] = match;
  return { month: Number(month), year: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

function refuse(message: string, code: string): CardCheck {
  return { ok: false, error: { message, code } };
}

/** Checks a card as Stripe would at `now` (the provider's clock decides what "past" means). */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const digits = input.cardNumber.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return refuse(CARD_MESSAGES.invalidNumber, 'invalid_number');

  const expiry = parseExpiry(input.expiry);
  if (expiry === null) return refuse(CARD_MESSAGES.incompleteExpiry, 'incomplete_expiry');
  if (expiry.month < 1 || expiry.month > 12) return refuse(CARD_MESSAGES.invalidExpiryMonth, 'invalid_expiry_month');
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (expiry.year < thisYear || (expiry.year === thisYear && expiry.month < thisMonth)) {
    return refuse(CARD_MESSAGES.expiryInPast, 'invalid_expiry_year');
  }
  if (expiry.year > thisYear + MAX_YEARS_AHEAD) return refuse(CARD_MESSAGES.invalidExpiryYear, 'invalid_expiry_year');

  const brand = cardBrand(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) return refuse(CARD_MESSAGES.invalidCvc, 'invalid_cvc');

  const known = TEST_CARDS.get(digits);
  if (known === undefined) return refuse(CARD_MESSAGES.nonTestCard, 'card_declined');
  if (known.outcome === 'declined') return refuse(CARD_MESSAGES.declined, 'card_declined');
  return {
    ok: true,
    card: {
      brand: known.brand,
      last4: digits.slice(-4),
      country: known.country,
      expMonth: expiry.month,
      expYear: expiry.year,
      fingerprint: createHash('sha256').update(digits).digest('base64url').slice(0, 16),
      behaviour: known.outcome,
    },
  };
}
