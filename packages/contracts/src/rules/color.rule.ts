import { z } from 'zod';

// Spec 001 §5 / 002 §5: 3 or 6 hex digits, 4 or 8 with alpha. Stored with a leading '#', so the
// value can go straight into a CSS property; anything else (names, rgb(), expressions) is refused.
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const HEX_DIGITS = /^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const HEX_COLOR_MESSAGE = 'Enter a hex colour such as #1a2b3c.';

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** A colour as every widget stores it: '#' followed by 3, 4, 6 or 8 hex digits. */
export const hexColorSchema = z.string().regex(HEX_COLOR, HEX_COLOR_MESSAGE);
export type HexColor = z.infer<typeof hexColorSchema>;

/**
 * Turns what a user typed into the hex input (with or without '#') into the stored form, or
 * null when it is not a complete colour, so the editor can revert on blur (spec 001 §5).
 */
export function parseHexInput(raw: string): HexColor | null {
  const digits = raw.trim().replace(/^#/, '');
  return HEX_DIGITS.test(digits) ? `#${digits.toLowerCase()}` : null;
}
