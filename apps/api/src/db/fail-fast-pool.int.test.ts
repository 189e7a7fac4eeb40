// While Postgres refuses connections, the pool sends one connection attempt at a time and refuses
// the other checkouts at once (503 material), and it is back to normal with the first attempt
// that succeeds. Needs real Postgres (TEST_DATABASE_URL): the cut is ALTER DATABASE … ALLOW_CONNECTIONS.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_DOWN_MESSAGE, isDatabaseUnavailable } from '../lib/db-errors';
import { withPgClient } from '../test-support/database-targets';
import { FailFastPool } from './fail-fast-pool';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

/** Connection attempts to the server: how many were made, and the most at once. */
const attempts = { started: 0, inFlight: 0, mostAtOnce: 0 };

/** pg-pool opens its connections with `client.connect(callback)`; this counts those attempts. */
class CountingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    const connect = this.connect.bind(this) as (callback: (error: Error | null) => void) => void;
    const counted = (callback: (error: Error | null) => void) => {
      attempts.started += 1;
      attempts.inFlight += 1;
      attempts.mostAtOnce = Math.max(attempts.mostAtOnce, attempts.inFlight);
      connect((error) => {
        attempts.inFlight -= 1;
        callback(error);
      });
    };
    this.connect = counted as pg.Client['connect'];
  }
}

describe.skipIf(adminUrl === '')('the pool while Postgres refuses connections', () => {
  const name = `widgetry_test_${randomBytes(6).toString('hex')}`;
  let pool: FailFastPool;
  const allowConnections = (allowed: boolean) =>
    withPgClient(adminUrl, async (client) => {
      await client.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS ${allowed}`);
      if (!allowed) {
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      }
    });
  const burst = (count: number) =>
    Promise.allSettled(Array.from({ length: count }, () => pool.query('select 1 as one')));

  beforeAll(async () => {
    await withPgClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    pool = new FailFastPool({ connectionString: url.toString(), max: 10, Client: CountingClient });
    // The idle connections the cut terminates report it here; the pool drops them.
    pool.on('error', () => {});
  });
  afterAll(async () => {
    await pool?.end();
    await withPgClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('tries one connection at a time during the outage, and serves again once one succeeds', async () => {
    expect((await burst(10)).map((result) => result.status)).toEqual(Array(10).fill('fulfilled'));

    await allowConnections(false);
    await expect.poll(() => pool.idleCount).toBe(0);
    const first = await burst(1);
    expect(first[0]?.status).toBe('rejected');

    Object.assign(attempts, { started: 0, mostAtOnce: 0 });
    const during = await burst(30);
    expect(during.every((result) => result.status === 'rejected' && isDatabaseUnavailable(result.reason))).toBe(true);
    expect(attempts.started).toBe(1);
    expect(attempts.mostAtOnce).toBe(1);
    // The one that tried failed on the server's refusal; the others were refused without trying.
    const messages = during.map((result) => (result.status === 'rejected' ? String(result.reason.message) : ''));
    expect(messages.filter((message) => message === DATABASE_DOWN_MESSAGE)).toHaveLength(29);

    await allowConnections(true);
    const probe = await burst(1);
    expect(probe[0]?.status).toBe('fulfilled');
    expect((await burst(10)).map((result) => result.status)).toEqual(Array(10).fill('fulfilled'));
  });
});
