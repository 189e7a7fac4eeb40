import { describe, expect, it } from 'vitest';
import type { SiteWriteOutcome, SiteWriteRules } from './embed.repository';
import { createInstallationRecorder, type SiteLimits } from './installation-recorder';

const MINUTE = 60_000;

type Store = (widgetId: string, domain: string, seenAt: Date, rules: SiteWriteRules) => Promise<SiteWriteOutcome>;

function setup(store?: Store, limits?: SiteLimits) {
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
          return 'updated';
        }),
    },
    throttleMs: 5 * MINUTE,
    now: () => clock,
    maxTracked: 2,
    ...(limits ? { limits } : {}),
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

  describe('caps what one widget may gain', () => {
    /** A store holding the sites in memory, answering as the repository does. */
    function memoryStore() {
      const known = new Set<string>();
      const calls: string[] = [];
      const store: Store = async (widgetId, domain, _seenAt, { mayAdd, maxSites }) => {
        calls.push(`${domain} mayAdd=${mayAdd} max=${maxSites}`);
        const key = `${widgetId} ${domain}`;
        if (known.has(key)) return 'updated';
        if (!mayAdd) return 'refused';
        known.add(key);
        return 'added';
      };
      return { store, calls, known };
    }

    it('adds at most the hourly number of new sites, then again in the next hour', async () => {
      const { store, known } = memoryStore();
      const { recorder, log, advance } = setup(store, { newPerHour: 3, total: 50 });
      for (let index = 0; index < 10; index += 1) recorder.record('w1', `site${index}.example.com`, log);
      recorder.record('w2', 'other.example.com', log);
      await recorder.settle();
      expect([...known].sort()).toEqual([
        'w1 site0.example.com',
        'w1 site1.example.com',
        'w1 site2.example.com',
        'w2 other.example.com',
      ]);
      advance(60 * MINUTE);
      recorder.record('w1', 'site9.example.com', log);
      await recorder.settle();
      expect(known.has('w1 site9.example.com')).toBe(true);
    });

    it('spends no budget on known sites, keeps refreshing them when it is spent, and never looks up new ones then', async () => {
      const { store, calls, known } = memoryStore();
      known.add('w1 old.example.com');
      const { recorder, log, advance } = setup(store, { newPerHour: 1, total: 50 });
      recorder.record('w1', 'old.example.com', log);
      // While the first write runs its reservation holds the whole budget; it is given back after.
      recorder.record('w1', 'early.example.com', log);
      await recorder.settle();
      recorder.record('w1', 'new.example.com', log);
      recorder.record('w1', 'flood1.example.com', log);
      recorder.record('w1', 'flood2.example.com', log);
      await recorder.settle();
      advance(5 * MINUTE);
      recorder.record('w1', 'old.example.com', log);
      await recorder.settle();
      expect(calls).toEqual([
        'old.example.com mayAdd=true max=50',
        'new.example.com mayAdd=true max=50',
        'old.example.com mayAdd=false max=50',
      ]);
    });

    it('gives the budget back when a write fails', async () => {
      let fail = true;
      const { recorder, log, logged, advance } = setup(
        async () => {
          if (fail) throw new Error('database down');
          return 'added';
        },
        { newPerHour: 1, total: 50 },
      );
      recorder.record('w1', 'a.example.com', log);
      await recorder.settle();
      fail = false;
      advance(5 * MINUTE);
      recorder.record('w1', 'b.example.com', log);
      await recorder.settle();
      expect(logged).toEqual(['installation not recorded']);
    });
  });
});
