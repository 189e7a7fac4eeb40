import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { redisInspector, TEST_REDIS_URL, UNREACHABLE_REDIS_URL, uniqueKeyPrefix } from '../../test-support/redis';
import { createVisitorCounter, openVisitorCounter, utcDay, type VisitorCounter } from './visitor-counter';

// With REDIS_URL every API process asks one Redis, so a visitor whose views reach two processes
// is still one visitor; the salt and the hashes expire with the day.

const WIDGET = '00000000-0000-4000-8000-000000000001';
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('visitor counter on Redis', () => {
  const prefix = uniqueKeyPrefix();
  const inspector = redisInspector(prefix);
  const clients: Redis[] = [];
  const counters: VisitorCounter[] = [];
  const log = { warn: vi.fn() };

  function process(): VisitorCounter {
    const client = new Redis(TEST_REDIS_URL);
    clients.push(client);
    const counter = createVisitorCounter({ redis: { client, keyPrefix: prefix }, log });
    counters.push(counter);
    return counter;
  }

  beforeAll(async () => {
    await inspector.client.connect();
  });
  afterEach(() => {
    log.warn.mockClear();
  });
  afterAll(async () => {
    for (const counter of counters) await counter.close();
    await Promise.all(clients.map((client) => client.quit()));
    await inspector.clear();
  });

  it('counts a visitor once across two processes, and 20 addresses as 20', async () => {
    const [first, second] = [process(), process()];
    const today = utcDay(new Date());
    const checks = Array.from({ length: 300 }, (_, index) =>
      (index % 2 === 0 ? first : second).isNewVisitor(WIDGET, 'shop.example.com', '203.0.113.7', AGENT, today),
    );
    expect((await Promise.all(checks)).filter(Boolean)).toHaveLength(1);
    const addresses = Array.from({ length: 20 }, (_, index) => `198.51.100.${index + 1}`);
    const perAddress = await Promise.all(
      addresses.map((ip, index) =>
        (index % 2 === 0 ? first : second).isNewVisitor(WIDGET, 'shop.example.com', ip, AGENT, today),
      ),
    );
    expect(perAddress.filter(Boolean)).toHaveLength(20);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('keeps the salt and the hashes only until the end of the UTC day', async () => {
    const counter = process();
    const at = new Date();
    await counter.isNewVisitor(WIDGET, 'blog.example.com', '203.0.113.8', AGENT, utcDay(at));
    const keys = (await inspector.keys()).sort();
    expect(keys).toEqual([`${prefix}visitors:salt:${utcDay(at)}`, `${prefix}visitors:seen:${utcDay(at)}`]);
    const dayEnd = (Math.floor(at.getTime() / DAY_MS) + 1) * DAY_MS;
    for (const ttl of await inspector.ttls()) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(dayEnd - at.getTime());
    }
  });

  it('counts in memory, and says so, while Redis does not answer', async () => {
    const counter = await openVisitorCounter({
      redisUrl: UNREACHABLE_REDIS_URL,
      keyPrefix: prefix,
      now: () => new Date(),
      log,
    });
    counters.push(counter);
    const today = utcDay(new Date());
    expect(await counter.isNewVisitor(WIDGET, 'shop.example.com', '203.0.113.9', AGENT, today)).toBe(true);
    expect(await counter.isNewVisitor(WIDGET, 'shop.example.com', '203.0.113.9', AGENT, today)).toBe(false);
    expect(log.warn).toHaveBeenCalled();
  });
});
