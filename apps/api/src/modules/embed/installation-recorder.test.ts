import { describe, expect, it } from 'vitest';
import { createInstallationRecorder } from './installation-recorder';

const MINUTE = 60_000;

function setup(store?: (widgetId: string, domain: string, seenAt: Date) => Promise<void>) {
  let clock = new Date('2030-01-01T00:00:00Z');
  const writes: string[] = [];
  const logged: string[] = [];
  const log = {
    error: (_details: unknown, message?: string) => {
      logged.push(message ?? '');
    },
  };
  const recorder = createInstallationRecorder({
    store: {
      touchSite:
        store ??
        (async (widgetId, domain, seenAt) => {
          writes.push(`${widgetId} ${domain} ${seenAt.toISOString()}`);
        }),
    },
    throttleMs: 5 * MINUTE,
    now: () => clock,
    maxTracked: 2,
  });
  return {
    recorder,
    writes,
    logged,
    log,
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

describe('installation recorder', () => {
  it('writes once per widget and domain per window', async () => {
    const { recorder, writes, log, advance } = setup();
    recorder.record('w1', 'a.example', log);
    advance(4 * MINUTE);
    recorder.record('w1', 'a.example', log);
    recorder.record('w1', 'b.example', log);
    recorder.record('w2', 'a.example', log);
    advance(MINUTE);
    recorder.record('w1', 'a.example', log);
    await recorder.settle();
    expect(writes).toEqual([
      'w1 a.example 2030-01-01T00:00:00.000Z',
      'w1 b.example 2030-01-01T00:04:00.000Z',
      'w2 a.example 2030-01-01T00:04:00.000Z',
      'w1 a.example 2030-01-01T00:05:00.000Z',
    ]);
  });

  it('logs a failed write instead of throwing, and waits for the window before trying again', async () => {
    let attempts = 0;
    const { recorder, logged, log, advance } = setup(async () => {
      attempts += 1;
      throw new Error('database down');
    });
    expect(() => recorder.record('w1', 'a.example', log)).not.toThrow();
    recorder.record('w1', 'a.example', log);
    await recorder.settle();
    expect(attempts).toBe(1);
    expect(logged).toEqual(['installation not recorded']);
    advance(5 * MINUTE);
    recorder.record('w1', 'a.example', log);
    await recorder.settle();
    expect(attempts).toBe(2);
  });

  it('remembers a bounded number of pairs; a forgotten one only writes early', async () => {
    const { recorder, writes, log } = setup();
    for (const domain of ['a.example', 'b.example', 'c.example', 'a.example']) recorder.record('w', domain, log);
    await recorder.settle();
    expect(writes.map((write) => write.split(' ')[1])).toEqual(['a.example', 'b.example', 'c.example', 'a.example']);
  });
});
