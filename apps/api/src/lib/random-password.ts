import { randomInt } from 'node:crypto';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
// A subset of the spec's special characters (000 §5) that survives being pasted into a shell.
const SPECIAL = '!@#%^*';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;

function pick(chars: string): string {
  return chars.charAt(randomInt(chars.length));
}

/**
 * A random password that passes every sign-up rule (one of each character class), from the
 * crypto RNG. Look-alike characters (l, 1, O, 0, I, o) are left out because it is read off a log.
 */
export function generateStrongPassword(length = 20): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    const current = chars[i] ?? '';
    chars[i] = chars[j] ?? '';
    chars[j] = current;
  }
  return chars.join('');
}
