import { describe, expect, it, vi } from 'vitest';
import { checkVisitor, createVisitorCounter, utcDay, utcDayClock } from './visitor-counter';

const WIDGET = '00000000-0000-4000-8000-000000000001';
const OTHER_WIDGET = '00000000-0000-4000-8000-000000000002';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

function setup(start = '2030-01-01T12:00:00.000Z', maxPerDay?: number) {
  let clock = new Date(start);
  const log = { warn: vi.fn() };
  const counter = createVisitorCounter({
    now: () => clock,
    log,
    ...(maxPerDay === undefined ? {} : { maxPerDay }),
  });
  return {
    counter,
    log,
    today: () => utcDay(clock),
    setClock: (iso: string) => {
      clock = new Date(iso);
    },
  };
}

async function countNew(results: (boolean | Promise<boolean>)[]): Promise<number> {
  return (await Promise.all(results)).filter(Boolean).length;
}

describe('createVisitorCounter (in memory)', () => {
  it('counts 300 requests from one address and agent as one visitor', async () => {
    const { counter, today } = setup();
    const checks = Array.from({ length: 300 }, () =>
      counter.isNewVisitor(WIDGET, 'shop.example.com', '203.0.113.7', CHROME, today()),
    );
    expect(await countNew(checks)).toBe(1);
  });

  it('counts 20 addresses as 20 visitors, each once', async () => {
    const { counter, today } = setup();
    const addresses = Array.from({ length: 20 }, (_, index) => `203.0.113.${index + 1}`);
    const checks = [...addresses, ...addresses].map((ip) =>
      counter.isNewVisitor(WIDGET, 'shop.example.com', ip, CHROME, today()),
    );
    expect(await countNew(checks)).toBe(20);
  });

  it('tells visitors apart by user agent, and counts them per site and per widget', async () => {
    const { counter, today } = setup();
    const ip = '203.0.113.7';
    expect(await counter.isNewVisitor(WIDGET, 'shop.example.com', ip, CHROME, today())).toBe(true);
    expect(await counter.isNewVisitor(WIDGET, 'shop.example.com', ip, FIREFOX, today())).toBe(true);
    expect(await counter.isNewVisitor(WIDGET, 'blog.example.com', ip, CHROME, today())).toBe(true);
    expect(await counter.isNewVisitor(OTHER_WIDGET, 'shop.example.com', ip, CHROME, today())).toBe(true);
    expect(await counter.isNewVisitor(WIDGET, 'shop.example.com', ip, CHROME, today())).toBe(false);
  });

  it('counts a visitor again on the next UTC day, and nothing for a day that is over', async () => {
    const { counter, setClock } = setup('2030-01-01T23:59:59.000Z');
    const ip = '203.0.113.7';
    expect(await counter.isNewVisitor(WIDGET, 'shop.example.com', ip, CHROME, '2030-01-01')).toBe(true);
    setClock('2030-01-02T00:00:01.000Z');
    expect(await counter.isNewVisitor(WIDGET, 'shop.example.com', ip, CHROME, '2030-01-02')).toBe(true);
    expect(await counter.isNewVisitor(WIDGET, 'shop.example.com', ip, CHROME, '2030-01-02')).toBe(false);
    // Yesterday's salt is gone: a late call for it cannot be checked, so it is not counted.
    expect(await counter.isNewVisitor(WIDGET, 'other.example.com', ip, CHROME, '2030-01-01')).toBe(false);
  });

  it('remembers a bounded number of visitors a day, then counts no new ones and says so once', async () => {
    const { counter, log, today } = setup(undefined, 2);
    const check = (ip: string) => counter.isNewVisitor(WIDGET, 'shop.example.com', ip, CHROME, today());
    expect(await check('203.0.113.1')).toBe(true);
    expect(await check('203.0.113.2')).toBe(true);
    expect(await check('203.0.113.3')).toBe(false);
    expect(await check('203.0.113.4')).toBe(false);
    expect(await check('203.0.113.1')).toBe(false);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('forgets the day when closed', async () => {
    const { counter, today } = setup();
    expect(await counter.isNewVisitor(WIDGET, 'shop.example.com', '203.0.113.7', CHROME, today())).toBe(true);
    await counter.close();
    // A new salt and an empty set: the same visitor is new to it.
    expect(await counter.isNewVisitor(WIDGET, 'shop.example.com', '203.0.113.7', CHROME, today())).toBe(true);
    await counter.close();
  });
});

describe('utcDayClock', () => {
  it('names the UTC day of the clock, turning at midnight and following a clock set back', () => {
    let clock = new Date('2030-01-01T23:59:59.999Z');
    const today = utcDayClock(() => clock);
    expect(today()).toBe('2030-01-01');
    clock = new Date('2030-01-02T00:00:00.000Z');
    expect(today()).toBe('2030-01-02');
    clock = new Date('2030-01-02T23:00:00.000Z');
    expect(today()).toBe('2030-01-02');
    clock = new Date('2029-12-31T10:00:00.000Z');
    expect(today()).toBe('2029-12-31');
  });
});

describe('checkVisitor', () => {
  const args = [WIDGET, 'shop.example.com', '203.0.113.7', CHROME, '2030-01-01'] as [
    string,
    string,
    string,
    string,
    string,
  ];

  it('counts an answer from memory at once, keeping nothing pending, and a visitor seen again not at all', () => {
    const { counter, today } = setup();
    const counted = vi.fn();
    const pending = new Set<Promise<void>>();
    const day: typeof args = [args[0], args[1], args[2], args[3], today()];
    checkVisitor(counter, day, { counted, failed: vi.fn(), pending });
    expect(counted).toHaveBeenCalledTimes(1);
    expect(pending.size).toBe(0);
    checkVisitor(counter, day, { counted, failed: vi.fn(), pending });
    expect(counted).toHaveBeenCalledTimes(1);
  });

  it('keeps a check that waits on Redis pending until it answers, then counts it', async () => {
    let answer: (isNew: boolean) => void = () => {};
    const visitors = { isNewVisitor: () => new Promise<boolean>((resolve) => (answer = resolve)) };
    const counted = vi.fn();
    const pending = new Set<Promise<void>>();
    checkVisitor(visitors, args, { counted, failed: vi.fn(), pending });
    expect(pending.size).toBe(1);
    expect(counted).not.toHaveBeenCalled();
    answer(true);
    await Promise.all([...pending]);
    expect(counted).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(pending.size).toBe(0));
  });

  it('hands a failed check to failed, thrown or rejected, and counts nothing', async () => {
    const failed = vi.fn();
    const counted = vi.fn();
    const pending = new Set<Promise<void>>();
    const thrown = new Error('thrown');
    checkVisitor(
      {
        isNewVisitor: () => {
          throw thrown;
        },
      },
      args,
      { counted, failed, pending },
    );
    const rejected = new Error('rejected');
    checkVisitor({ isNewVisitor: () => Promise.reject(rejected) }, args, { counted, failed, pending });
    await Promise.all([...pending]);
    expect(failed.mock.calls.map(([error]) => error)).toEqual([thrown, rejected]);
    expect(counted).not.toHaveBeenCalled();
  });
});
