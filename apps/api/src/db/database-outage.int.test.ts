// Issue 9 §3: with the network to Postgres stalled every database route hung and /health took 8 s;
// after dropped packets the pool stayed stuck long past the outage. A small TCP proxy between the
// pool and the real server stalls (stops forwarding) or drops traffic on demand: while it does,
// /ready and every database route answer 503 with the product's error shape instead of hanging,
// and once it forwards again the API recovers by itself. Needs real Postgres (TEST_DATABASE_URL).
import { connect, createServer, type Server, type Socket } from 'node:net';
import { API_MESSAGES } from '@widgetry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_BACK_MESSAGE, DATABASE_DOWN_MESSAGE } from '../modules/system/system.routes';
import { logCollector, loginRequest, STRONG_PASSWORD, signUpRequest } from '../test-support/accounts';
import { createPostgres } from '../test-support/database-targets';
import { eventually } from '../test-support/eventually';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { account, seedWidgetTypes, type TestAccount } from '../test-support/widgets';

type ProxyMode = 'forwarding' | 'stalled' | 'dropping';

interface Proxy {
  host: string;
  set(mode: ProxyMode): void;
  close(): Promise<void>;
}

/**
 * Forwards TCP to `target`. 'stalled' stops reading from both sides (bytes wait, as on a network
 * that stopped delivering them, and flow again on 'forwarding'); 'dropping' reads and discards.
 */
async function startProxy(targetHost: string, targetPort: number): Promise<Proxy> {
  let mode: ProxyMode = 'forwarding';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (mode === 'stalled') socket.pause();
  };
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    track(client);
    track(upstream);
    const forward = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => {
        if (mode !== 'dropping') to.write(chunk);
      });
      from.on('end', () => to.end());
      from.on('error', () => to.destroy());
    };
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the proxy has no port');
  return {
    host: `127.0.0.1:${address.port}`,
    set(next) {
      mode = next;
      for (const socket of sockets) {
        if (next === 'stalled') socket.pause();
        else socket.resume();
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
// Each outage waits out the pool's timeouts (seconds) and then the recovery: a generous ceiling.
const OUTAGE_TEST_CEILING_MS = 90_000;
const UNAVAILABLE = { error: API_MESSAGES.databaseUnavailable };

describe.skipIf(adminUrl === '')('the API when Postgres stops answering', () => {
  let proxy: Proxy;
  let ctx: TestContext;
  let owner: TestAccount;
  let signUps = 0;
  let outages = 0;
  const log = logCollector();

  beforeAll(async () => {
    const server = new URL(adminUrl);
    proxy = await startProxy(server.hostname, Number(server.port || '5432'));
    ctx = await createTestApp(
      {
        name: 'postgres',
        create: () =>
          createPostgres(adminUrl, (url) => {
            url.host = proxy.host;
            return url;
          }),
      },
      undefined,
      { logger: { level: 'info', stream: log.stream } },
    );
    await seedWidgetTypes(ctx.database.db);
    owner = await account(ctx.app, ctx.database.db, 'owner@example.com');
  });
  afterAll(async () => {
    proxy?.set('forwarding');
    await ctx?.close();
    await proxy?.close();
  });

  const health = () => ctx.app.inject({ method: 'GET', url: '/ready' });
  const widgets = () => ctx.app.inject({ method: 'GET', url: '/widget/', headers: owner.headers });

  /** One request of each kind: health, a signed-in read, sign-in and sign-up (a write). */
  function requests() {
    signUps += 1;
    return Promise.all([
      health(),
      widgets(),
      loginRequest(ctx.app, 'owner@example.com', STRONG_PASSWORD),
      signUpRequest(ctx.app, { email: `new${signUps}@example.com`, password: STRONG_PASSWORD, displayName: 'New' }),
    ]);
  }

  it.each(['stalled', 'dropping'] as const)(
    'answers 503 while the network is %s, and recovers once it forwards again',
    async (outage) => {
      expect((await widgets()).statusCode).toBe(200);

      proxy.set(outage);
      // The signed-in read may still come from this process's memory while its change listener
      // was heard from within LISTENER_FRESHNESS_MS (user-cache.ts, account-reads.cache.ts); the
      // heartbeat then goes unanswered, and it too needs the database it cannot reach.
      const read = await eventually(widgets, (answer) => answer.statusCode === 503, { ceilingMs: 30_000 });
      const answers = [read, ...(await requests())];
      expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503, 503, 503]);
      for (const answer of answers) expect(answer.json()).toMatchObject(UNAVAILABLE);
      // /ready names the dependency that is down.
      expect(answers[1]?.json()).toMatchObject({ dependencies: { database: 'down', migrations: 'unknown' } });
      expect(answers[0]?.headers['retry-after']).toBe('5');
      expect(answers[2]?.headers['retry-after']).toBe('5');

      proxy.set('forwarding');
      // Connections spoiled by the outage are discarded; fresh ones take over without a restart.
      await expect.poll(async () => (await health()).statusCode, { timeout: 60_000, interval: 250 }).toBe(200);
      const after = await requests();
      expect(after.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      // The log says once that the database went and once that it came back, however many probes.
      outages += 1;
      expect(log.withMessage(DATABASE_DOWN_MESSAGE)).toHaveLength(outages);
      expect(log.withMessage(DATABASE_BACK_MESSAGE)).toHaveLength(outages);
    },
    OUTAGE_TEST_CEILING_MS,
  );
});
