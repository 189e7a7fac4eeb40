import { describe, expect, it, vi } from 'vitest';
import { createVisitorCounter } from '../visitors';
import {
  createSiteVisitorCounts,
  MAX_CARRIES,
  type VisitorCount,
  type VisitorCountStore,
  visitorCountKey,
} from './site-visitor-counts';

const WIDGET = '00000000-0000-4000-8000-000000000001';
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
// Never fires within a test: each test flushes itself.
const NO_TIMER = 60 * 60 * 1000;

function setup(start = '2030-01-01T23:59:59.000Z', maxPending?: number) {
  let clock = new Date(start);
  const now = () => clock;
  const written: VisitorCount[][] = [];
  const pruned: string[] = [];
  /** Sites whose row is not written yet: the store writes no count for them. */
  const unrecorded = new Set<string>();
  const store: VisitorCountStore = {
    addVisitors: async (counts) => {
      const recorded = counts.filter((count) => !unrecorded.has(count.domain));
      written.push(recorded.map((count) => ({ ...count })));
      return new Set(recorded.map(visitorCountKey));
    },
    pruneVisitors: async (day) => {
      pruned.push(day);
    },
  };
  const log = { error: vi.fn(), warn: vi.fn() };
  const counts = createSiteVisitorCounts({
    store,
    visitors: createVisitorCounter({ now, log }),
    now,
    flushMs: NO_TIMER,
    log,
    ...(maxPending === undefined ? {} : { maxPending }),
  });
  return {
    counts,
    written,
    unrecorded,
    pruned,
    log,
    store,
    setClock: (iso: string) => {
      clock = new Date(iso);
    },
  };
}

describe('createSiteVisitorCounts', () => {
  it('counts a visitor once per site and day, and writes the counts as one batch per flush', async () => {
    const { counts, written } = setup();
    for (let index = 0; index < 300; index += 1) counts.count(WIDGET, 'a.com', '203.0.113.1', AGENT);
    counts.count(WIDGET, 'a.com', '203.0.113.2', AGENT);
    counts.count(WIDGET, 'b.com', '203.0.113.1', AGENT);
    expect(written).toEqual([]);
    await counts.flush();
    expect(written).toEqual([
      [
        { widgetId: WIDGET, domain: 'a.com', day: '2030-01-01', visitors: 2 },
        { widgetId: WIDGET, domain: 'b.com', day: '2030-01-01', visitors: 1 },
      ],
    ]);
    await counts.flush();
    expect(written).toHaveLength(1);
    await counts.close();
  });

  it('counts each UTC day apart: the same visitor counts again the next day', async () => {
    const { counts, written, setClock } = setup();
    counts.count(WIDGET, 'a.com', '203.0.113.1', AGENT);
    await counts.flush();
    setClock('2030-01-02T00:00:01.000Z');
    counts.count(WIDGET, 'a.com', '203.0.113.1', AGENT);
    await counts.close();
    expect(written.flat().map((count) => [count.day, count.visitors])).toEqual([
      ['2030-01-01', 1],
      ['2030-01-02', 1],
    ]);
  });

  it('holds a bounded number of keys between flushes, still counting the known ones', async () => {
    const { counts, written } = setup(undefined, 2);
    counts.count(WIDGET, 'a.com', '203.0.113.1', AGENT);
    counts.count(WIDGET, 'b.com', '203.0.113.1', AGENT);
    counts.count(WIDGET, 'c.com', '203.0.113.1', AGENT);
    counts.count(WIDGET, 'a.com', '203.0.113.2', AGENT);
    await counts.close();
    expect(written[0]).toEqual([
      { widgetId: WIDGET, domain: 'a.com', day: '2030-01-01', visitors: 2 },
      { widgetId: WIDGET, domain: 'b.com', day: '2030-01-01', visitors: 1 },
    ]);
  });

  it('writes what is left when closed, and prunes old days once a day', async () => {
    const { counts, written, pruned } = setup();
    counts.count(WIDGET, 'a.com', '203.0.113.1', AGENT);
    await counts.close();
    expect(written).toHaveLength(1);
    expect(pruned).toEqual(['2029-11-27']);
  });

  it('carries a count whose site is not recorded yet to the next flushes, then drops it', async () => {
    const { counts, written, unrecorded } = setup();
    unrecorded.add('new.example.com');
    unrecorded.add('forged.example.com');
    counts.count(WIDGET, 'new.example.com', '203.0.113.1', AGENT);
    counts.count(WIDGET, 'forged.example.com', '203.0.113.1', AGENT);
    await counts.flush();
    // The new site's row arrives; the forged one's never does.
    unrecorded.delete('new.example.com');
    await counts.flush();
    expect(written[1]).toEqual([{ widgetId: WIDGET, domain: 'new.example.com', day: '2030-01-01', visitors: 1 }]);
    for (let flush = 0; flush < MAX_CARRIES + 2; flush += 1) await counts.flush();
    // Tried once, then carried MAX_CARRIES times, then no more.
    expect(written).toHaveLength(MAX_CARRIES + 1);
    await counts.close();
  });

  it('logs a failed write and carries on', async () => {
    const { counts, log, store } = setup();
    store.addVisitors = async () => {
      throw new Error('database down');
    };
    counts.count(WIDGET, 'a.com', '203.0.113.1', AGENT);
    await counts.flush();
    expect(log.error).toHaveBeenCalledOnce();
    counts.count(WIDGET, 'a.com', '203.0.113.2', AGENT);
    await counts.close();
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});
