import { describe, expect, it } from 'vitest';
import { addMonths, clockAt, fromUnix, nextPeriodEnd, providerTime, toUnix } from './test-clock';
import { nextRetryAt } from './test-invoices';

const unix = (iso: string) => toUnix(new Date(iso));

describe('test clock arithmetic', () => {
  it('reads real time plus the offset, and sets an offset that reads a given time', () => {
    const real = Date.parse('2026-01-01T00:00:00Z');
    const clock = clockAt(new Date('2026-02-01T00:00:00Z'), real);
    expect(providerTime(clock, real).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(providerTime(clock, real + 1000).toISOString()).toBe('2026-02-01T00:00:01.000Z');
  });

  it('adds calendar months, keeping the day where the month has it', () => {
    expect(fromUnix(addMonths(unix('2026-01-15T10:30:00Z'), 1)).toISOString()).toBe('2026-02-15T10:30:00.000Z');
    expect(fromUnix(addMonths(unix('2026-01-31T10:30:00Z'), 1)).toISOString()).toBe('2026-02-28T10:30:00.000Z');
    expect(fromUnix(addMonths(unix('2028-01-31T00:00:00Z'), 1)).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(fromUnix(addMonths(unix('2026-12-05T00:00:00Z'), 1)).toISOString()).toBe('2027-01-05T00:00:00.000Z');
  });

  it('counts periods from the anchor, so a short month does not shift later ones', () => {
    const anchor = unix('2026-01-31T00:00:00Z');
    const february = nextPeriodEnd(anchor, anchor);
    expect(fromUnix(february).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(fromUnix(nextPeriodEnd(anchor, february)).toISOString()).toBe('2026-03-31T00:00:00.000Z');
  });

  it('retries a failed invoice 3, 5 and 7 days after its first attempt, then gives up', () => {
    const created = unix('2026-03-01T00:00:00Z');
    const day = 24 * 60 * 60;
    expect(nextRetryAt(created, created)).toBe(created + 3 * day);
    expect(nextRetryAt(created, created + 3 * day)).toBe(created + 5 * day);
    expect(nextRetryAt(created, created + 5 * day)).toBe(created + 7 * day);
    expect(nextRetryAt(created, created + 7 * day)).toBeNull();
  });
});
