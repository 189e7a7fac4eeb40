import { describe, expect, it, vi } from 'vitest';
import { createViewCounter, type ViewCount, type ViewStore } from './view-counter';

const WIDGET = '00000000-0000-4000-8000-000000000001';
// Never fires within a test: each test flushes itself.
const NO_TIMER = 60 * 60 * 1000;

function setup(start = '2030-01-01T23:59:59.000Z', maxPending?: number) {
  let clock = new Date(start);
  const written: ViewCount[][] = [];
  const pruned: string[] = [];
  const store: ViewStore = {
    addViews: async (counts) => {
      written.push(counts.map((count) => ({ ...count })));
    },
    pruneViews: async (day) => {
      pruned.push(day);
    },
  };
  const log = { error: vi.fn() };
  const counter = createViewCounter({
    store,
    now: () => clock,
    flushMs: NO_TIMER,
    log,
    ...(maxPending === undefined ? {} : { maxPending }),
  });
  return {
    counter,
    written,
    pruned,
    log,
    store,
    setClock: (iso: string) => {
      clock = new Date(iso);
    },
  };
}

describe('createViewCounter', () => {
  it('adds views up in memory and writes them as one batch per flush', async () => {
    const { counter, written } = setup();
    counter.count(WIDGET, 'a.com');
    counter.count(WIDGET, 'a.com');
    counter.count(WIDGET, 'b.com');
    expect(written).toEqual([]);
    await counter.flush();
    expect(written).toEqual([
      [
        { widgetId: WIDGET, domain: 'a.com', day: '2030-01-01', views: 2 },
        { widgetId: WIDGET, domain: 'b.com', day: '2030-01-01', views: 1 },
      ],
    ]);
    await counter.flush();
    expect(written).toHaveLength(1);
    await counter.close();
  });

  it('counts each UTC day apart', async () => {
    const { counter, written, setClock } = setup();
    counter.count(WIDGET, 'a.com');
    setClock('2030-01-02T00:00:01.000Z');
    counter.count(WIDGET, 'a.com');
    await counter.close();
    expect(written[0]?.map((count) => count.day)).toEqual(['2030-01-01', '2030-01-02']);
  });

  it('holds a bounded number of keys between flushes, still counting the known ones', async () => {
    const { counter, written } = setup(undefined, 2);
    counter.count(WIDGET, 'a.com');
    counter.count(WIDGET, 'b.com');
    counter.count(WIDGET, 'c.com');
    counter.count(WIDGET, 'a.com');
    await counter.close();
    expect(written[0]).toEqual([
      { widgetId: WIDGET, domain: 'a.com', day: '2030-01-01', views: 2 },
      { widgetId: WIDGET, domain: 'b.com', day: '2030-01-01', views: 1 },
    ]);
  });

  it('writes what is left when closed, and prunes old days once a day', async () => {
    const { counter, written, pruned } = setup();
    counter.count(WIDGET, 'a.com');
    await counter.close();
    expect(written).toHaveLength(1);
    expect(pruned).toEqual(['2029-11-27']);
  });

  it('logs a failed write and carries on', async () => {
    const { counter, log, store } = setup();
    store.addViews = async () => {
      throw new Error('database down');
    };
    counter.count(WIDGET, 'a.com');
    await counter.flush();
    expect(log.error).toHaveBeenCalledOnce();
    counter.count(WIDGET, 'a.com');
    await counter.close();
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});
