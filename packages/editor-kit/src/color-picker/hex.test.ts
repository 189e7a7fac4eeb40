import { describe, expect, it } from 'vitest';
import { hexDigitsOf, isHexColor, isValidHexDigits, maxHexDigits, sanitizeHexInput } from './hex';

describe('hex rules (spec 001 §5)', () => {
  it('keeps only hexadecimal characters', () => {
    expect(sanitizeHexInput('#1g2h3z', false)).toBe('123');
    expect(sanitizeHexInput('AbC xyz', false)).toBe('AbC');
    expect(sanitizeHexInput('', false)).toBe('');
  });

  it('keeps at most 6 digits, or 8 with alpha', () => {
    expect(maxHexDigits(false)).toBe(6);
    expect(maxHexDigits(true)).toBe(8);
    expect(sanitizeHexInput('#112233445566', false)).toBe('112233');
    expect(sanitizeHexInput('#112233445566', true)).toBe('11223344');
  });

  it('is valid at 3 or 6 digits without alpha', () => {
    for (const digits of ['abc', 'A1B2C3']) expect(isValidHexDigits(digits, false)).toBe(true);
    for (const digits of ['', 'a', 'ab', 'abcd', 'abcde', 'abcdef0', 'abcdef00', 'ggg']) {
      expect(isValidHexDigits(digits, false)).toBe(false);
    }
  });

  it('is valid at 3, 4, 6 or 8 digits with alpha', () => {
    for (const digits of ['abc', 'abcd', 'abcdef', 'abcdef80']) expect(isValidHexDigits(digits, true)).toBe(true);
    for (const digits of ['ab', 'abcde', 'abcdef0']) expect(isValidHexDigits(digits, true)).toBe(false);
  });

  it('recognises stored colours in all four forms', () => {
    for (const value of ['#fff', '#ffff', '#ffffff', '#ffffff80']) expect(isHexColor(value)).toBe(true);
    for (const value of ['fff', '#ff', 'red', '#fffff', '', 'url(x)']) expect(isHexColor(value)).toBe(false);
    expect(hexDigitsOf('#d32323')).toBe('d32323');
    expect(hexDigitsOf('black')).toBe('');
  });
});
