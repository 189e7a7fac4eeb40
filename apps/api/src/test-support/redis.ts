import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { eventually } from './eventually';

/** The Redis the shared-limit tests count in (CI starts one; see .ci/run). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis URL where nothing listens (port 1 refuses at once): Redis down. */
export const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

/** Keys of one test only, so runs (and parallel test files) never see each other's counts. */
export function uniqueKeyPrefix(): string {
  return `widgetry-test:${randomBytes(6).toString('hex')}:`;
}

/** A client for the test's own look at Redis; keys() and clear() touch only `prefix`'s keys. */
export function redisInspector(prefix: string, url = TEST_REDIS_URL) {
  const client = new Redis(url, { lazyConnect: true });
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

/** A loopback port nothing listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/** Whether a Redis answers PING at `url`, asked once with a client of its own. */
async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Ceiling for a redis-server to start listening (it takes milliseconds on an idle machine). */
const REDIS_START_CEILING_MS = 15_000;

/**
 * A redis-server of the test's own on a free loopback port, keeping nothing on disk (so a restart
 * starts empty): stop() ends it as an outage would (SIGTERM), start() brings it back on the same port.
 */
export async function startRedisServer(): Promise<{ url: string; stop(): Promise<void>; start(): Promise<void> }> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()];
    child = spawn('redis-server', args, { stdio: 'ignore' });
    // A missing binary is reported below, as a server that never answered.
    child.on('error', () => {});
    const up = await eventually(
      () => answers(url),
      (answered) => answered,
      { ceilingMs: REDIS_START_CEILING_MS },
    );
    if (!up) throw new Error(`redis-server did not answer on port ${port}`);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url, start, stop };
}
