import { describe, expect, it } from 'vitest';
import { clientString, isStorableText } from './text.rule';

describe('isStorableText', () => {
  it.each(['', 'Rent', 'Zoë’s café', 'emoji 😀 kept', 'line\nbreak\ttab'])('keeps %j', (value) => {
    expect(isStorableText(value)).toBe(true);
  });

  it.each(['\u0000', 'a\u0000b', 'a\ud800', '\udc00a', 'x\ud83dy'])('refuses %j', (value) => {
    expect(isStorableText(value)).toBe(false);
  });
});

describe('clientString', () => {
  it('checks before trimming and length rules, with the one message', () => {
    const result = clientString().trim().min(1).safeParse(' \u0000 ');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toMatch(/control characters/);
  });
});
