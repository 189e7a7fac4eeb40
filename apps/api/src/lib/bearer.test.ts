import { describe, expect, it } from 'vitest';
import { bearerToken, looksLikeJwt } from './bearer';

describe('bearerToken', () => {
  it('reads the token of a bearer header in any case', () => {
    expect(bearerToken('Bearer abc_DEF-123')).toBe('abc_DEF-123');
    expect(bearerToken('bearer   abc ')).toBe('abc');
  });

  it('is undefined for no header, another scheme or an empty token', () => {
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerToken('Bearer ')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
  });
});

describe('looksLikeJwt', () => {
  it('tells a JWT from a base64url mail token', () => {
    expect(looksLikeJwt('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln')).toBe(true);
    expect(looksLikeJwt('q3Zx0m4yQm9XWk1pS2FkR0xRZ2h1dUR6a0VqT1p4RkU')).toBe(false);
  });
});
