import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MEMORY_FILE } from './day-memory-file';
import { createVisitorCounter } from './visitor-counter';

const WIDGET = '00000000-0000-4000-8000-000000000001';
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function keepFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'widgetry-visitors-'));
  dirs.push(dir);
  return join(dir, DAY_MEMORY_FILE);
}

function counterAt(iso: string, file: string) {
  return createVisitorCounter({ now: () => new Date(iso), keepFile: file, log: { warn: vi.fn() } });
}

const visit = (counter: ReturnType<typeof counterAt>, ip: string, day = '2030-01-01') =>
  counter.isNewVisitor(WIDGET, 'shop.example.com', ip, AGENT, day);

describe("today's visitors across a restart, without Redis", () => {
  it('are not counted again by the next process on the same day, and the file is gone once read', async () => {
    const file = keepFile();
    const first = counterAt('2030-01-01T10:00:00Z', file);
    expect(await visit(first, '203.0.113.7')).toBe(true);
    first.close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).not.toContain('203.0.113.7');

    const second = counterAt('2030-01-01T10:05:00Z', file);
    expect(existsSync(file)).toBe(false);
    expect(await visit(second, '203.0.113.7')).toBe(false);
    expect(await visit(second, '203.0.113.8')).toBe(true);
    second.close();
  });

  it('are forgotten when the next process starts on a later day: the old file is deleted unread', async () => {
    const file = keepFile();
    const first = counterAt('2030-01-01T23:59:00Z', file);
    expect(await visit(first, '203.0.113.7')).toBe(true);
    first.close();

    const nextDay = counterAt('2030-01-02T00:01:00Z', file);
    expect(existsSync(file)).toBe(false);
    expect(await visit(nextDay, '203.0.113.7', '2030-01-02')).toBe(true);
    nextDay.close();
  });

  it('start afresh from a file that is not what a process left, deleting it', async () => {
    const file = keepFile();
    writeFileSync(file, '{"day":"2030-01-01","salt":""}');
    const counter = counterAt('2030-01-01T10:00:00Z', file);
    expect(existsSync(file)).toBe(false);
    expect(await visit(counter, '203.0.113.7')).toBe(true);
    counter.close();
  });
});
