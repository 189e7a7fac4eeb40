import { describe, expect, it } from 'vitest';
import { dateRange } from './date-range';
import { formatMonthly, formatPrice, yearlyTotal } from './money';
import { numericBound, toQueryString } from './query-string';

// A fixed clock passed in: the ranges are pure, so no fake timers are needed.
const now = new Date(2026, 10, 23, 14, 30, 0);

describe('dateRange', () => {
  it('leaves All open', () => {
    expect(dateRange('all', now)).toEqual({});
  });

  it('covers today to 23:59:59.999', () => {
    expect(dateRange('today', now)).toEqual({
      from: new Date(2026, 10, 23, 0, 0, 0, 0).toISOString(),
      to: new Date(2026, 10, 23, 23, 59, 59, 999).toISOString(),
    });
  });

  it('goes 7 days back for Last 7 days', () => {
    expect(dateRange('last7', now)).toEqual({
      from: new Date(2026, 10, 16, 0, 0, 0, 0).toISOString(),
      to: new Date(2026, 10, 23, 23, 59, 59, 999).toISOString(),
    });
  });

  it('starts This month on the first', () => {
    expect(dateRange('month', now).from).toBe(new Date(2026, 10, 1).toISOString());
  });

  it('makes the custom end inclusive to 23:59:59.999', () => {
    expect(dateRange('custom', now, { start: '2026-01-05', end: '2026-01-10' })).toEqual({
      from: new Date(2026, 0, 5, 0, 0, 0, 0).toISOString(),
      to: new Date(2026, 0, 10, 23, 59, 59, 999).toISOString(),
    });
  });

  it('leaves an unchosen custom side open', () => {
    expect(dateRange('custom', now, { start: '', end: '2026-01-10' })).toEqual({
      to: new Date(2026, 0, 10, 23, 59, 59, 999).toISOString(),
    });
    expect(dateRange('custom', now, { start: 'nonsense', end: '' })).toEqual({});
  });
});

describe('money', () => {
  it('shows two decimals', () => {
    expect(formatPrice(5)).toBe('$5.00');
    expect(formatMonthly(12.5)).toBe('$12.50/month');
  });

  it('makes the yearly total 12 times the monthly', () => {
    expect(yearlyTotal(9.99)).toBe(119.88);
    expect(yearlyTotal(0)).toBe(0);
  });
});

describe('query string', () => {
  it('drops numeric bounds that are not numbers', () => {
    expect(numericBound('abc')).toBeUndefined();
    expect(numericBound('')).toBeUndefined();
    expect(numericBound(' 12.5 ')).toBe('12.5');
  });

  it('leaves out empty values', () => {
    expect(toQueryString({ page: 1, name: '', min: undefined, customer: 'a b' })).toBe('?page=1&customer=a+b');
  });
});
