import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors';

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

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['a connection that timed out', new Error('Connection terminated due to connection timeout')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['no answer to a query', new Error('Query read timeout')],
    ['a statement the server cancelled', withCode('57014')],
    ['too many connections', withCode('53300')],
    ['a connection failure', withCode('08006')],
    ['a server shutting down', withCode('57P01')],
    [
      'a database closed to new connections',
      Object.assign(new Error('database "widgetry" is not currently accepting connections'), { code: '55000' }),
    ],
    ['a closed PGlite', new Error('PGlite is closed')],
    [
      'any of these wrapped by Drizzle',
      new Error('Failed query: select 1', { cause: new Error('Query read timeout') }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a bad uuid', withCode('22P02')],
    ['another object-state error', withCode('55000')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Query read timeout'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
