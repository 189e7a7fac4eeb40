/** The hex colour rules of spec 001 §5 / 002 §5, as pure functions. */

/** Most hex digits the field takes: 6, or 8 when an alpha channel is allowed. */
export function maxHexDigits(alpha: boolean): number {
  return alpha ? 8 : 6;
}

/**
 * What the hex field keeps of an entry: hexadecimal characters only (a pasted or typed '#' and
 * anything else is dropped), cut to the most digits allowed.
 */
export function sanitizeHexInput(raw: string, alpha: boolean): string {
  return raw.replace(/[^0-9a-fA-F]/g, '').slice(0, maxHexDigits(alpha));
}

/** Whether digits (without '#') form a colour: 3 or 6 of them, or 4 or 8 with alpha. */
export function isValidHexDigits(digits: string, alpha: boolean): boolean {
  if (!/^[0-9a-fA-F]*$/.test(digits)) return false;
  const lengths = alpha ? [3, 4, 6, 8] : [3, 6];
  return lengths.includes(digits.length);
}

/** Whether a stored value is a hex colour in any accepted form (#rgb, #rgba, #rrggbb, #rrggbbaa). */
export function isHexColor(value: string): boolean {
  return value.startsWith('#') && isValidHexDigits(value.slice(1), true);
}

/** The digits of a stored colour, for the hex field; '' when the value is not a hex colour. */
export function hexDigitsOf(value: string): string {
  return isHexColor(value) ? value.slice(1) : '';
}
