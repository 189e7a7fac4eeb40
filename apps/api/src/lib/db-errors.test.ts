import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './db-errors';

function withCode(code: string): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint'), { code });
}

describe('isUniqueViolation', () => {
  it('finds the SQLSTATE on the error or on a wrapped cause', () => {
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: withCode('23505') }))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isUniqueViolation(withCode('23503'))).toBe(false);
    expect(isUniqueViolation(new Error('connection refused'))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
