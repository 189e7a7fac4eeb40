import { describe, expect, it } from 'vitest';
import { cronEvery } from './pg-boss-queue';

describe('cronEvery (a schedule as pg-boss cron)', () => {
  it('runs every minute, every N minutes, or hourly', () => {
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(5)).toBe('*/5 * * * *');
    expect(cronEvery(60)).toBe('0 * * * *');
  });

  it('refuses what cron steps cannot say', () => {
    for (const minutes of [0, 61, 90, 1.5]) expect(() => cronEvery(minutes)).toThrow(/1 to 59 minutes, or 60/);
  });
});
