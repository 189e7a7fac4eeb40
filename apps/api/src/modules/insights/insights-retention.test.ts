import { describe, expect, it } from 'vitest';
import { createInProcessQueue, manualClock } from '../jobs';
import { firstKeptDay, INSIGHTS_RETENTION_EVERY_MINUTES, startInsightsRetention } from './insights-retention';

describe('insights retention', () => {
  it('keeps 13 months: the first day kept is the same day 13 months back', () => {
    expect(firstKeptDay(new Date('2031-04-15T10:00:00.000Z'))).toBe('2030-03-15');
    expect(firstKeptDay(new Date('2031-01-01T00:00:00.000Z'))).toBe('2029-12-01');
  });

  it('is scheduled once and drops what is older than the first day kept on every round', async () => {
    const clock = manualClock();
    const quiet = { warn: () => {}, error: () => {} };
    const queue = createInProcessQueue({ log: quiet, clock });
    const dropped: string[] = [];
    const at = new Date('2031-04-15T10:00:00.000Z');
    await startInsightsRetention(
      queue,
      {
        dropBefore: async (day) => {
          dropped.push(day);
          return 0;
        },
      },
      () => at,
    );
    await queue.start();
    expect(await queue.schedules()).toEqual([{ name: 'insights.retention', key: 'all' }]);
    clock.advance(INSIGHTS_RETENTION_EVERY_MINUTES * 60_000);
    await queue.drain();
    expect(dropped).toEqual(['2030-03-15']);
    await queue.stop();
  });
});
