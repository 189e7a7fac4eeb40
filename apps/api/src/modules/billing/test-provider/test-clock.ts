import type { TestClock } from './test-objects.schema';

// The test clock: provider time is real time plus an offset kept in the 'clock' object, so it
// keeps ticking between requests (sessions still expire after 24 real hours) and survives
// restarts, and advance() moves it forward by raising the offset. Stripe counts in unix seconds.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The provider's time by this clock, at real time `realNowMs`. */
export function providerTime(clock: TestClock, realNowMs = Date.now()): Date {
  return new Date(realNowMs + clock.offset_ms);
}

/** The clock that reads `at` right now. */
export function clockAt(at: Date, realNowMs = Date.now()): TestClock {
  return { id: 'clock', object: 'clock', offset_ms: at.getTime() - realNowMs };
}

export function toUnix(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

/**
 * `unix` plus whole calendar months (UTC), the day kept where the month has it and otherwise the
 * month's last day, as Stripe bills: Jan 31 → Feb 28 (29) → Mar 31 when counted from the anchor.
 */
export function addMonths(unix: number, months: number): number {
  const start = fromUnix(unix);
  const target = new Date(
    Date.UTC(
      start.getUTCFullYear(),
      start.getUTCMonth() + months,
      1,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return toUnix(target);
}

/** The first billing date after `after`, counted in whole months from the billing cycle anchor. */
export function nextPeriodEnd(anchor: number, after: number): number {
  let months = 1;
  while (addMonths(anchor, months) <= after) months += 1;
  return addMonths(anchor, months);
}
