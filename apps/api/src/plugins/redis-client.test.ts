import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('REDIS_URL', () => {
  it('is optional: without it the limits stay in memory', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '  ' }).redisUrl).toBeUndefined();
  });

  it('takes redis:// and rediss:// URLs', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache.example.com:6380/2' }).redisUrl).toBe(
      'rediss://:pw@cache.example.com:6380/2',
    );
  });

  it('stops the start with a clear message for anything else, without echoing the value', () => {
    for (const value of ['http://cache:6379', 'cache.example.com:6379', 'redis//:hunter2@cache']) {
      expect(() => loadConfig({ REDIS_URL: value })).toThrow(
        'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
      );
    }
    expect(() => loadConfig({ REDIS_URL: 'redis//:hunter2@cache' })).not.toThrow(/hunter2/);
  });
});
