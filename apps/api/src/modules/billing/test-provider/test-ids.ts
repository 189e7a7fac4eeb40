import { randomBytes } from 'node:crypto';

// Stripe's ids are a type prefix and random letters and digits; the test provider's look the same
// so nothing downstream (columns, logs, the Stripe provider's code paths) can tell them apart.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `prefix` followed by `length` random base-62 characters. */
export function newId(prefix: string, length = 24): string {
  let id = prefix;
  for (const byte of randomBytes(length)) id += ALPHABET.charAt(byte % ALPHABET.length);
  return id;
}

/** A webhook signing secret in Stripe's `whsec_…` form, random for every provider instance. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}
