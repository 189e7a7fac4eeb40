import { describe, expect, it } from 'vitest';
import { etagMatches, etagOf } from './embed.service';

describe('ETag', () => {
  it('is a strong, quoted tag that changes with the body', () => {
    const tag = etagOf('{"type":"prorated"}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(etagOf('{"type":"prorated"}')).toBe(tag);
    expect(etagOf('{"type":"yelp"}')).not.toBe(tag);
  });

  it.each([
    ['the same tag', '"abc"', true],
    ['the weak form of it', 'W/"abc"', true],
    ['a list holding it', '"old", "abc"', true],
    ['*', '*', true],
    ['another tag', '"abd"', false],
    ['the tag unquoted', 'abc', false],
    ['nothing', undefined, false],
  ])('If-None-Match with %s matches: %s', (_case, header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected);
  });
});
