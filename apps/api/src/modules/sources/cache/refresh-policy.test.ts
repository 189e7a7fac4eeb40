import { describe, expect, it } from 'vitest';
import {
  LISTINGS_REFRESH,
  nextRefreshAfterFailure,
  nextRefreshAfterSuccess,
  type RefreshPolicy,
} from './refresh-policy';

const POLICY: RefreshPolicy = { intervalMs: 24 * 3_600_000, firstRetryMs: 15 * 60_000 };
const NOW = new Date('2026-11-24T10:00:00.000Z');
const minutesAfterNow = (date: Date) => (date.getTime() - NOW.getTime()) / 60_000;

describe('refresh policy', () => {
  it('reads a good source again after the interval', () => {
    expect(minutesAfterNow(nextRefreshAfterSuccess(POLICY, NOW))).toBe(24 * 60);
  });

  it('backs off while a source is blocked or unreachable: 15, 30, 60 … minutes, never past the interval', () => {
    const waits = [0, 1, 2, 3, 6, 7, 40].map((failures) =>
      minutesAfterNow(nextRefreshAfterFailure(POLICY, 'blocked', failures, NOW)),
    );
    expect(waits).toEqual([15, 30, 60, 120, 960, 1440, 1440]);
    expect(minutesAfterNow(nextRefreshAfterFailure(POLICY, 'unreachable', 0, NOW))).toBe(15);
  });

  it('does not retry a missing page or a wrong address before the interval', () => {
    expect(minutesAfterNow(nextRefreshAfterFailure(POLICY, 'not-found', 0, NOW))).toBe(24 * 60);
    expect(minutesAfterNow(nextRefreshAfterFailure(POLICY, 'not-a-profile', 3, NOW))).toBe(24 * 60);
  });

  it('reads listings hourly and backs off 5, 10, 20, 40 minutes, then hourly', () => {
    expect(minutesAfterNow(nextRefreshAfterSuccess(LISTINGS_REFRESH, NOW))).toBe(60);
    const waits = [0, 1, 2, 3, 4, 10].map((failures) =>
      minutesAfterNow(nextRefreshAfterFailure(LISTINGS_REFRESH, 'blocked', failures, NOW)),
    );
    expect(waits).toEqual([5, 10, 20, 40, 60, 60]);
  });
});
