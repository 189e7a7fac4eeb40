#!/usr/bin/env node
// Issue 15 proof: the API runs as several processes behind a load balancer. Two built API
// processes share one throwaway Postgres database and Redis; a customer signs up, verifies the
// mailed link and creates a free widget through the API, and this script checks:
//   (a) a pause/resume saved through process A is served by process B's GET /embed/:id within 1 s,
//       though B had the widget cached (LISTEN/NOTIFY invalidation), polled every 20 ms;
//   (b) 11 wrong passwords spread alternately over A and B: the first 10 answer 401, the 11th 429
//       (sign-in-guard: 10 per account and client address, counted in the shared Redis);
//   (c) one process SIGKILLed mid-load while embeds are spread over both, a failed connection retried
//       on the other (as a load balancer does): no request is lost; and the same with SIGTERM
//       (graceful shutdown): zero failed requests.
// Prints figures, exits 1 when a claim fails. Run on demand (or in CI as a report with --quick):
//
//   pnpm --filter @widgetry/api build
//   node tooling/proofs/proof-two-processes.ts [--quick]
//
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) is
// the admin connection; PROOF_REDIS_URL (default redis://127.0.0.1:6379) the shared Redis. The
// requests carry an X-Forwarded-For address of this run's own (TRUST_PROXY=1), so the Redis keys
// are this run's and are deleted at the end.
import { randomBytes } from 'node:crypto';
import {
  adminDatabaseUrl,
  call,
  claims,
  cleanupList,
  createDatabase,
  createWidgetThroughApi,
  deleteRedisKeysNaming,
  JWT_SECRET,
  ms,
  ok,
  PASSWORD,
  type ProofApi,
  percentile,
  printTable,
  REDIS_URL,
  requireBuiltApi,
  signUpVerified,
  sleep,
  startApi,
  startSmtp,
  temporaryDataDir,
  uniqueClientAddress,
  withClient,
} from './proof-support.ts';

const quick = process.argv.includes('--quick');
const PROPAGATION_BUDGET_MS = 1_000;
const POLL_EVERY_MS = 20;
const ROUNDS = quick ? 2 : 5;
const LOAD_SECONDS = quick ? 4 : 10;
const LOAD_CONCURRENCY = 16;
const WRONG_SIGN_INS = 11;
const EMBED_HEADERS = { origin: 'https://proof.example.com' };

requireBuiltApi();
const startedAt = performance.now();
const cleanups = cleanupList();
const verdict = claims();
const address = uniqueClientAddress();
const adminEmail = `admin-${randomBytes(4).toString('hex')}@example.com`;
const redisNeedles = [address];

try {
  const databaseUrl = await createDatabase(adminDatabaseUrl(), cleanups);
  const smtp = await startSmtp(cleanups);
  const shared = {
    JWT_SECRET,
    REDIS_URL,
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: PASSWORD,
    SHUTDOWN_TIMEOUT_SECONDS: '10',
  };
  const startOne = () => startApi({ databaseUrl, dataDir: temporaryDataDir(cleanups), cleanups, env: { ...shared } });
  // One after the other: the first applies the migrations and seeds the admin.
  const a = await startOne();
  const b = await startOne();
  console.log(`two API processes: A ${a.url} (pid ${a.child.pid}), B ${b.url} (pid ${b.child.pid})`);
  console.log(`shared: Postgres database ${new URL(databaseUrl).pathname.slice(1)}, Redis ${REDIS_URL}`);
  console.log(`client address (X-Forwarded-For, TRUST_PROXY=1): ${address}${quick ? '; --quick' : ''}\n`);

  const customer = await signUpVerified(a.url, smtp, address);
  redisNeedles.push(customer.email);
  const widgetId = await createWidgetThroughApi(a.url, customer.token);
  // The admin signs in on B with A's seed: one database, one JWT secret.
  await ok(`${b.url}/user/login`, { method: 'POST', address, body: { email: adminEmail, password: PASSWORD } });
  console.log(`customer ${customer.email} signed up on A, verified by the mailed link; widget ${widgetId}\n`);

  await proveInvalidation(a, b, customer, widgetId, databaseUrl);
  await proveSharedSignInLimit(a, b, customer);
  await proveKill(a, b, widgetId, 'SIGKILL');
  // A fresh process in place of the killed one, for the graceful round.
  const replacement = await startOne();
  await proveKill(a, replacement, widgetId, 'SIGTERM');
} catch (error) {
  verdict.check('the proof ran to the end', false, error instanceof Error ? error.stack : String(error));
} finally {
  await cleanups.run();
  try {
    const deleted = await deleteRedisKeysNaming(redisNeedles);
    console.log(`\ncleanup: ${deleted} Redis keys of this run deleted`);
  } catch (error) {
    console.error(`cleanup: Redis keys not deleted: ${error instanceof Error ? error.message : String(error)}`);
  }
}
verdict.summary();
console.log(`run time ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
process.exit(verdict.allHeld ? 0 : 1);

/** (a) Pause and resume through A, each polled on B (which had the widget cached) every 20 ms. */
interface Customer {
  email: string;
  token: string;
}

async function proveInvalidation(
  a: ProofApi,
  b: ProofApi,
  customer: Customer,
  widgetId: string,
  databaseUrl: string,
): Promise<void> {
  console.log(`(a) embed invalidation across processes: ${ROUNDS} rounds of pause + resume saved on A, read on B`);
  const delays: number[] = [];
  let paused = false;
  for (let round = 0; round < ROUNDS * 2; round += 1) {
    // B caches the current answer (twice: the second is surely a cache hit).
    await call(`${b.url}/embed/${widgetId}`, { headers: EMBED_HEADERS });
    const before = await call(`${b.url}/embed/${widgetId}`, { headers: EMBED_HEADERS });
    paused = !paused;
    await ok(`${a.url}/widget/${widgetId}/paused`, { method: 'PUT', token: customer.token, body: { paused } });
    const savedAt = performance.now();
    let delay: number | undefined;
    while (performance.now() - savedAt < PROPAGATION_BUDGET_MS * 5) {
      const now = await call(`${b.url}/embed/${widgetId}`, { headers: EMBED_HEADERS });
      if (now.status !== before.status || now.text !== before.text) {
        delay = performance.now() - savedAt;
        break;
      }
      await sleep(POLL_EVERY_MS);
    }
    delays.push(delay ?? Number.POSITIVE_INFINITY);
    console.log(`  ${paused ? 'pause ' : 'resume'} saved on A: B served the change after ${ms(delay)}`);
  }
  // Control: the same change written straight to the database (no save, so no NOTIFY) is not
  // seen by B, which shows B answered from its cache and the saves above reached it by notification.
  await call(`${b.url}/embed/${widgetId}`, { headers: EMBED_HEADERS });
  const cached = await call(`${b.url}/embed/${widgetId}`, { headers: EMBED_HEADERS });
  await withClient(databaseUrl, (client) =>
    client.query('UPDATE widgets SET paused = NOT paused WHERE id = $1', [widgetId]),
  );
  await sleep(PROPAGATION_BUDGET_MS);
  const stale = await call(`${b.url}/embed/${widgetId}`, { headers: EMBED_HEADERS });
  await withClient(databaseUrl, (client) =>
    client.query('UPDATE widgets SET paused = NOT paused WHERE id = $1', [widgetId]),
  );
  verdict.check(
    '(a) control: B serves from its cache (a change written past the API is not seen after 1 s)',
    stale.status === cached.status && stale.text === cached.text,
  );
  const worst = Math.max(...delays);
  verdict.check(
    `(a) every save on A served by B within ${PROPAGATION_BUDGET_MS} ms`,
    worst <= PROPAGATION_BUDGET_MS,
    `worst ${ms(worst)}, median ${ms(percentile(delays, 50))} over ${delays.length} saves`,
  );
}

/** (b) Wrong passwords alternately on A and B from one address: one count in Redis. */
async function proveSharedSignInLimit(a: ProofApi, b: ProofApi, customer: Customer): Promise<void> {
  console.log(`\n(b) ${WRONG_SIGN_INS} wrong sign-ins for ${customer.email}, alternately on A and B`);
  const statuses: string[] = [];
  for (let attempt = 0; attempt < WRONG_SIGN_INS; attempt += 1) {
    const target = attempt % 2 === 0 ? a : b;
    const result = await call(`${target.url}/user/login`, {
      method: 'POST',
      address,
      body: { email: customer.email, password: 'Wrong!Passw0rd' },
    });
    statuses.push(`${attempt % 2 === 0 ? 'A' : 'B'}:${result.status}`);
  }
  console.log(`  answers: ${statuses.join(' ')}`);
  const codes = statuses.map((entry) => entry.split(':')[1]);
  verdict.check(
    '(b) the first 10 answer 401 and the 11th 429 across the two processes',
    codes.slice(0, 10).every((code) => code === '401') && codes[10] === '429',
  );
}

/**
 * (c) GET /embed/:id spread round-robin over both processes by LOAD_CONCURRENCY clients; a request
 * whose connection fails is retried once on the other process. `signal` stops `victim` a third of
 * the way in.
 */
async function proveKill(
  survivor: ProofApi,
  victim: ProofApi,
  widgetId: string,
  signal: 'SIGKILL' | 'SIGTERM',
): Promise<void> {
  console.log(
    `\n(c) ${LOAD_SECONDS} s of GET /embed/:id over both processes (${LOAD_CONCURRENCY} clients), ${signal} to pid ${victim.child.pid} after ${(LOAD_SECONDS / 3).toFixed(1)} s`,
  );
  const counts = { sent: 0, answered2xx: 0, retried: 0, failed: 0, non2xx: 0 };
  const failures = new Map<string, number>();
  // ECONNREFUSED: a new request to the stopped process; a reset or closed socket: one in flight.
  const retryReasons = new Map<string, number>();
  const latencies: number[] = [];
  let stop = false;
  let next = 0;
  const attempt = async (url: string) => {
    const response = await fetch(`${url}/embed/${widgetId}`, {
      headers: EMBED_HEADERS,
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const client = async () => {
    while (!stop) {
      // Round-robin: every other request goes to the survivor first, the rest to the victim.
      const [first, other] = next++ % 2 === 0 ? [survivor.url, victim.url] : [victim.url, survivor.url];
      counts.sent += 1;
      const started = performance.now();
      let status: number;
      try {
        status = await attempt(first);
      } catch (error) {
        // No answer on that connection (refused, reset): the load balancer tries the other one.
        counts.retried += 1;
        const reason = failureReason(error);
        retryReasons.set(reason, (retryReasons.get(reason) ?? 0) + 1);
        try {
          status = await attempt(other);
        } catch (error) {
          const reason = failureReason(error);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
          counts.failed += 1;
          continue;
        }
      }
      latencies.push(performance.now() - started);
      if (status >= 200 && status < 300) counts.answered2xx += 1;
      else {
        counts.non2xx += 1;
        counts.failed += 1;
        failures.set(`HTTP ${status}`, (failures.get(`HTTP ${status}`) ?? 0) + 1);
      }
    }
  };
  const loadStarted = performance.now();
  const clients = Array.from({ length: LOAD_CONCURRENCY }, client);
  await sleep((LOAD_SECONDS * 1000) / 3);
  const signalledAt = performance.now();
  victim.child.kill(signal);
  const exitCode = await victim.exited;
  const exitMs = performance.now() - signalledAt;
  await sleep(Math.max(0, LOAD_SECONDS * 1000 - (performance.now() - loadStarted)));
  stop = true;
  await Promise.all(clients);
  const seconds = (performance.now() - loadStarted) / 1000;

  printTable([
    ['signal', 'sent', 'answered 2xx', 'retried on other', 'failed', 'req/s', 'p99 ms', 'victim exit'],
    [
      signal,
      counts.sent,
      counts.answered2xx,
      counts.retried,
      counts.failed,
      Math.round(counts.sent / seconds),
      Math.round(percentile(latencies, 99)),
      `${exitCode ?? victim.child.signalCode} after ${Math.round(exitMs)} ms`,
    ],
  ]);
  console.log(`  retried because: ${[...retryReasons].map(([reason, n]) => `${reason} ×${n}`).join(', ') || '-'}`);
  if (failures.size > 0) console.log(`  failures: ${[...failures].map(([reason, n]) => `${reason} ×${n}`).join(', ')}`);
  const survivorAlive = survivor.child.exitCode === null && (await call(`${survivor.url}/health`)).status === 200;
  verdict.check(
    `(c) ${signal} mid-load: no request lost, the survivor still healthy`,
    counts.failed === 0 && counts.answered2xx === counts.sent && survivorAlive,
    `${counts.sent} sent, ${counts.answered2xx} answered 2xx, ${counts.failed} failed`,
  );
  if (signal === 'SIGTERM') {
    verdict.check('(c) SIGTERM: the process exited 0 (graceful shutdown)', exitCode === 0, `exit ${exitCode}`);
  }
}

/** Why a request got no answer: the socket's code (ECONNREFUSED, ECONNRESET…) or the error's name. */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return 'error';
  const cause = error.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return code === undefined || code === null ? error.name : String(code);
}
