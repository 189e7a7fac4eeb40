import { describe, expect, it } from 'vitest';
import { watchDependency } from './dependency-watch';

function recordingLog() {
  const lines: Array<{ level: string; args: unknown[] }> = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, args });
  return { log: { warn: at('warn'), error: at('error'), info: at('info') }, lines };
}

describe('watchDependency', () => {
  it('says once that a dependency went and once that it came back, however often it is seen', () => {
    const { log, lines } = recordingLog();
    const redis = watchDependency(log, { went: 'Redis went', cameBack: 'Redis is back' });
    expect(redis.state()).toBe('unknown');
    redis.up();
    expect(lines).toEqual([]);
    const error = new Error('ECONNREFUSED');
    redis.down({ err: error });
    redis.down({ err: new Error('again') });
    redis.down();
    expect(redis.state()).toBe('down');
    redis.up();
    redis.up();
    expect(redis.state()).toBe('up');
    expect(lines).toEqual([
      { level: 'warn', args: [{ err: error }, 'Redis went'] },
      { level: 'info', args: ['Redis is back'] },
    ]);
  });

  it('logs a dependency down from the first look, at the level asked for', () => {
    const { log, lines } = recordingLog();
    const database = watchDependency(log, { went: 'database went', cameBack: 'database back', wentLevel: 'error' });
    database.down({ pending: 2 });
    expect(lines).toEqual([{ level: 'error', args: [{ pending: 2 }, 'database went'] }]);
  });
});
