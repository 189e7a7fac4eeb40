import { describe, expect, it } from 'vitest';
import type { SiteAdded, SiteSeen, SiteUpsertRules } from './embed.repository';
import { createInstallationRecorder, type SiteLimits } from './installation-recorder';

const MINUTE = 60_000;
/** Never fires during a test: each one flushes with settle() or close(). */
const NO_TIMER_MS = 60 * MINUTE;

type Store = (seen: readonly SiteSeen[], rules: SiteUpsertRules) => Promise<SiteAdded[]>;

function setup(store?: Store, limits?: SiteLimits, recent: SiteSeen[] = []) {
  let clock = new Date('2030-01-01T00:00:00Z');
  const batches: string[][] = [];
  const logged: string[] = [];
  const log = {
    error: (_details: unknown, message?: string) => {
      logged.push(message ?? '');
    },
  };
  const recorder = createInstallationRecorder({
    store: {
      upsertSites:
        store ??
        (async (seen) => {
          batches.push(seen.map((site) => `${site.widgetId} ${site.domain} ${site.seenAt.toISOString()}`));
          return [];
        }),
      sitesSeenSince: async (since) => recent.filter((site) => site.seenAt >= since),
    },
    throttleMs: 5 * MINUTE,
    now: () => clock,
    flushMs: NO_TIMER_MS,
    maxTracked: 2,
    ...(limits ? { limits } : {}),
  });
  return {
    recorder,
    batches,
    logged,
    log,
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

/** A store holding the sites in memory, adding new ones within each widget's budget as the repository does. */
function memoryStore() {
  const known = new Set<string>();
  const calls: { sites: string[]; newSites: Record<string, number>; maxSites: number }[] = [];
  const store: Store = async (seen, { newSites, maxSites }) => {
    calls.push({ sites: seen.map((site) => site.domain), newSites: Object.fromEntries(newSites), maxSites });
    const budget = new Map(newSites);
    const added: SiteAdded[] = [];
    for (const { widgetId, domain } of seen) {
      const key = `${widgetId} ${domain}`;
      const left = budget.get(widgetId) ?? 0;
      if (known.has(key) || left <= 0) continue;
      known.add(key);
      budget.set(widgetId, left - 1);
      added.push({ widgetId, domain });
    }
    return added;
  };
  return { store, calls, known };
}

describe('installation recorder', () => {
  it('writes nothing while recording: the views of a flush interval go out in one batch, once per widget and domain per window', async () => {
    const { recorder, batches, log, advance } = setup();
    recorder.record('w1', 'a.example', log);
    advance(4 * MINUTE);
    recorder.record('w1', 'a.example', log);
    recorder.record('w1', 'b.example', log);
    expect(batches).toEqual([]);
    await recorder.settle();
    advance(MINUTE);
    recorder.record('w1', 'a.example', log);
    recorder.record('w1', 'b.example', log);
    await recorder.settle();
    expect(batches).toEqual([
      ['w1 a.example 2030-01-01T00:00:00.000Z', 'w1 b.example 2030-01-01T00:04:00.000Z'],
      ['w1 a.example 2030-01-01T00:05:00.000Z'],
    ]);
  });

  it('logs a failed flush instead of throwing, and writes the pair again only after the window', async () => {
    let attempts = 0;
    const { recorder, logged, log, advance } = setup(async () => {
      attempts += 1;
      throw new Error('database down');
    });
    expect(() => recorder.record('w1', 'a.example', log)).not.toThrow();
    recorder.record('w1', 'a.example', log);
    await recorder.settle();
    expect(attempts).toBe(1);
    expect(logged).toEqual(['installations not recorded']);
    recorder.record('w1', 'a.example', log);
    await recorder.settle();
    expect(attempts).toBe(1);
    advance(5 * MINUTE);
    recorder.record('w1', 'a.example', log);
    await recorder.settle();
    expect(attempts).toBe(2);
  });

  it('remembers a bounded number of pairs; a forgotten one only writes early', async () => {
    const { recorder, batches, log } = setup();
    for (const domain of ['a.example', 'b.example', 'c.example']) recorder.record('w', domain, log);
    await recorder.settle();
    recorder.record('w', 'a.example', log);
    await recorder.settle();
    expect(batches.map((batch) => batch.map((write) => write.split(' ')[1]))).toEqual([
      ['a.example', 'b.example', 'c.example'],
      ['a.example'],
    ]);
  });

  it('writes what is left when closed', async () => {
    const { recorder, batches, log } = setup();
    recorder.record('w1', 'a.example', log);
    await recorder.close();
    expect(batches).toEqual([['w1 a.example 2030-01-01T00:00:00.000Z']]);
  });

  describe('caps what one widget may gain', () => {
    it('gives each flush the hour’s budget left, so a widget gains at most the hourly number, then again in the next hour', async () => {
      const { store, calls, known } = memoryStore();
      const { recorder, log, advance } = setup(store, { newPerHour: 3, total: 50 });
      for (let index = 0; index < 10; index += 1) recorder.record('w1', `site${index}.example.com`, log);
      recorder.record('w2', 'other.example.com', log);
      await recorder.settle();
      expect(calls[0]?.newSites).toEqual({ w1: 3, w2: 3 });
      expect(calls[0]?.maxSites).toBe(50);
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

    it('spends no budget on known sites, keeps refreshing them when it is spent, and never queues new ones then', async () => {
      const { store, calls, known } = memoryStore();
      known.add('w1 old.example.com');
      const { recorder, log, advance } = setup(store, { newPerHour: 1, total: 50 });
      recorder.record('w1', 'old.example.com', log);
      recorder.record('w1', 'new.example.com', log);
      await recorder.settle();
      recorder.record('w1', 'flood1.example.com', log);
      recorder.record('w1', 'flood2.example.com', log);
      await recorder.settle();
      advance(5 * MINUTE);
      recorder.record('w1', 'old.example.com', log);
      await recorder.settle();
      expect(calls.map((call) => call.sites)).toEqual([['old.example.com', 'new.example.com'], ['old.example.com']]);
      expect(calls.map((call) => call.newSites.w1)).toEqual([1, 0]);
    });

    it('queues at most total + hourly unknown sites of one widget per flush, whatever a flood of forged origins sends', async () => {
      const { store, calls } = memoryStore();
      const { recorder, log } = setup(store, { newPerHour: 2, total: 5 });
      for (let index = 0; index < 100; index += 1) recorder.record('w1', `fake${index}.example.com`, log);
      await recorder.settle();
      expect(calls[0]?.sites).toHaveLength(7);
    });

    it('gives the budget back when a flush fails', async () => {
      let fail = true;
      const { recorder, log, logged, calls } = (() => {
        const memory = memoryStore();
        const made = setup(
          async (seen, rules) => {
            if (fail) throw new Error('database down');
            return memory.store(seen, rules);
          },
          { newPerHour: 1, total: 50 },
        );
        return { ...made, calls: memory.calls };
      })();
      recorder.record('w1', 'a.example.com', log);
      await recorder.settle();
      fail = false;
      recorder.record('w1', 'b.example.com', log);
      await recorder.settle();
      expect(logged).toEqual(['installations not recorded']);
      expect(calls.map((call) => call.newSites.w1)).toEqual([1]);
    });
  });
});

describe('installation recorder after a restart', () => {
  const WIDGET = '00000000-0000-4000-8000-000000000009';
  const at = (iso: string) => new Date(iso);

  it('does not write again a site written within the window before it started, and writes an older one', async () => {
    const recent = [
      { widgetId: WIDGET, domain: 'fresh.example.com', seenAt: at('2029-12-31T23:58:00Z') },
      { widgetId: WIDGET, domain: 'stale.example.com', seenAt: at('2029-12-31T23:50:00Z') },
    ];
    const { recorder, batches, log } = setup(undefined, undefined, recent);
    await recorder.remember(log);
    recorder.record(WIDGET, 'fresh.example.com', log);
    recorder.record(WIDGET, 'stale.example.com', log);
    await recorder.settle();
    expect(batches).toEqual([[`${WIDGET} stale.example.com 2030-01-01T00:00:00.000Z`]]);
  });

  it('writes the site again once the window since its last write is over', async () => {
    const recent = [{ widgetId: WIDGET, domain: 'fresh.example.com', seenAt: at('2029-12-31T23:58:00Z') }];
    const { recorder, batches, log, advance } = setup(undefined, undefined, recent);
    await recorder.remember(log);
    advance(3 * MINUTE);
    recorder.record(WIDGET, 'fresh.example.com', log);
    await recorder.settle();
    expect(batches).toEqual([[`${WIDGET} fresh.example.com 2030-01-01T00:03:00.000Z`]]);
  });

  it('logs a failed read and then records every view as a fresh process does', async () => {
    const { recorder, batches, logged, log } = setup();
    const failing = createInstallationRecorder({
      store: {
        upsertSites: async (seen) => {
          batches.push(seen.map((site) => site.domain));
          return [];
        },
        sitesSeenSince: () => Promise.reject(new Error('database away')),
      },
      throttleMs: 5 * MINUTE,
      now: () => at('2030-01-01T00:00:00Z'),
      flushMs: NO_TIMER_MS,
    });
    await failing.remember(log);
    expect(logged).toEqual(['recently seen sites not read: their next views are written again']);
    failing.record(WIDGET, 'shop.example.com', log);
    await failing.settle();
    expect(batches).toEqual([['shop.example.com']]);
    await Promise.all([recorder.close(), failing.close()]);
  });
});
