import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the shared-limit tests count in (CI starts one; see .ci/run). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis URL where nothing listens (port 1 refuses at once): Redis down. */
export const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

/** Keys of one test only, so runs (and parallel test files) never see each other's counts. */
export function uniqueKeyPrefix(): string {
  return `widgetry-test:${randomBytes(6).toString('hex')}:`;
}

/** A client for the test's own look at Redis; keys() and clear() touch only `prefix`'s keys. */
export function redisInspector(prefix: string) {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  const keys = async (): Promise<string[]> => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      found.push(...batch);
    } while (cursor !== '0');
    return found;
  };
  return {
    client,
    keys,
    /** Milliseconds each key of the prefix has left (-1: no expiry). */
    async ttls(): Promise<number[]> {
      return Promise.all((await keys()).map((key) => client.pttl(key)));
    },
    /** Deletes this prefix's keys and closes the client. */
    async clear(): Promise<void> {
      const own = await keys();
      if (own.length > 0) await client.del(...own);
      await client.quit();
    },
  };
}
