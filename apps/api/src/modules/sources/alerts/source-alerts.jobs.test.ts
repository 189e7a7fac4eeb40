import { describe, expect, it } from 'vitest';
import { createInProcessQueue, manualClock } from '../../jobs';
import { SOURCE_ALERT_EVERY_MINUTES } from './source-alerts';
import { startSourceAlerts } from './source-alerts.jobs';

describe('source owner mails job', () => {
  it('is scheduled once and runs a round every SOURCE_ALERT_EVERY_MINUTES', async () => {
    const clock = manualClock();
    const quiet = { warn: () => {}, error: () => {} };
    const queue = createInProcessQueue({ log: quiet, clock });
    let rounds = 0;
    await startSourceAlerts(queue, {
      run: async () => {
        rounds += 1;
        return { failing: 0, recovered: 0 };
      },
    });
    await queue.start();
    expect(await queue.schedules()).toEqual([{ name: 'sources.owner-alerts', key: 'all' }]);
    clock.advance(SOURCE_ALERT_EVERY_MINUTES * 60_000 - 1);
    await queue.drain();
    expect(rounds).toBe(0);
    clock.advance(1);
    await queue.drain();
    expect(rounds).toBe(1);
    clock.advance(SOURCE_ALERT_EVERY_MINUTES * 60_000);
    await queue.drain();
    expect(rounds).toBe(2);
    await queue.stop();
  });
});
