#!/usr/bin/env node
// Measures GET /embed/:id of the built API on real Postgres against a bare Fastify hello world in
// the same run, and checks the DESIGN budget: at least 0.5 × the hello world's requests per second
// and a p99 of at most 10 ms, with autocannon -c100 on a warm cache. Run on demand, never by tests:
//
//   pnpm --filter @widgetry/api build
//   node tooling/scripts/bench-embed.mjs [--no-fail]
//
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) is
// the admin connection: a fresh database is created on that server and dropped afterwards.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 100) tune the runs.
// A cold-cache figure is printed beside the warm one (no budget; the budget is the warm figure's):
// BENCH_COLD_WIDGETS (default 12,000, more than the API's EMBED_CACHE_MAX_ENTRIES of 10,000)
// copies of the widget are requested in turn, so the least-recently-used cache misses every time
// and each answer is read from the database. BENCH_COLD_WIDGETS=0 leaves the cold run out.
// Both servers run in their own process and are measured one after the other, so each has the
// machine's cores to itself apart from autocannon and whatever else the machine is doing.
import { cpus } from 'node:os';
import {
  adminDatabaseUrl,
  clean,
  cleanupList,
  copyWidget,
  createDatabase,
  createWidget,
  loadLine,
  markVerified,
  positiveNumberOption,
  printTable,
  requireBuiltApi,
  run,
  signUp,
  startApi,
  startHelloWorld,
  temporaryDataDir,
  withClient,
} from './bench-support.mjs';

const RATIO_BUDGET = 0.5;
const P99_BUDGET_MS = 10;
/** How long the API may take to answer /health before the run gives up. */
const HEALTH_TIMEOUT_MS = 30_000;

const failOnBudget = !process.argv.includes('--no-fail');
// Environment only (no flags), whole numbers, exit 1 on a bad value.
const envInteger = (name, fallback) => positiveNumberOption(null, name, fallback, { integer: true, exitCode: 1 });
const duration = envInteger('BENCH_DURATION', 10);
const connections = envInteger('BENCH_CONNECTIONS', 100);
const coldWidgets = process.env.BENCH_COLD_WIDGETS === '0' ? 0 : envInteger('BENCH_COLD_WIDGETS', 12_000);

requireBuiltApi();
const cleanups = cleanupList();
let passed = false;
try {
  const databaseUrl = await createDatabase(adminDatabaseUrl(), cleanups);
  const api = await startApi({
    databaseUrl,
    dataDir: temporaryDataDir(cleanups),
    cleanups,
    healthTimeoutMs: HEALTH_TIMEOUT_MS,
  });
  const widgetId = await createVerifiedWidget(api.url, databaseUrl);
  const embedUrl = `${api.url}/embed/${widgetId}`;
  const hello = await startHelloWorld(cleanups);

  console.log(`Machine: ${cpus().length} cores, load average ${loadLine()} (1, 5, 15 min) before the runs`);
  console.log(`autocannon -c${connections} -d${duration} per target, after a 3 s warm-up each\n`);

  const headers = { origin: 'https://bench.example.com' };
  await run({ url: embedUrl, connections, duration: 3, headers });
  const embed = await run({ url: embedUrl, connections, duration, headers });
  await run({ url: hello.url, connections, duration: 3 });
  const helloWorld = await run({ url: hello.url, connections, duration });

  // After the warm and hello-world runs, so those are measured as they always were.
  let cold;
  const coldIds = coldWidgets > 0 ? await copyWidget(databaseUrl, widgetId, coldWidgets) : [];
  if (coldIds.length > 0) {
    const check = await fetch(`${api.url}/embed/${coldIds[0]}`, { headers });
    if (check.status !== 200) throw new Error(`GET /embed/${coldIds[0]} (a copy) answered ${check.status}`);
    let next = 1;
    const setupRequest = (request) => {
      request.path = `/embed/${coldIds[next % coldIds.length]}`;
      next += 1;
      return request;
    };
    cold = await run({ url: api.url, connections, duration, headers, requests: [{ setupRequest }] });
  }

  const ratio = embed.requests.average / helloWorld.requests.average;
  passed = ratio >= RATIO_BUDGET && embed.latency.p99 <= P99_BUDGET_MS && clean(embed) && clean(helloWorld);

  printTable([
    ['target', 'req/s (avg)', 'p99 ms', 'requests', 'bytes/answer', 'non-2xx', 'errors'],
    row('GET /embed/:id (Postgres)', embed),
    row('Fastify hello world', helloWorld),
  ]);
  console.log(`\nratio embed / hello world: ${ratio.toFixed(2)}`);
  console.log(
    `budget: ratio >= ${RATIO_BUDGET} and p99 <= ${P99_BUDGET_MS} ms, every answer 2xx: ${passed ? 'PASS' : 'FAIL'}`,
  );
  if (cold) {
    console.log(`\ncold cache: ${coldIds.length} widgets in turn, every answer read from the database (no budget)`);
    printTable([
      ['target', 'req/s (avg)', 'p99 ms', 'requests', 'bytes/answer', 'non-2xx', 'errors'],
      row('GET /embed/:id cold (Postgres)', cold),
    ]);
    console.log(`ratio cold embed / hello world: ${(cold.requests.average / helloWorld.requests.average).toFixed(2)}`);
  }
  console.log(`load average after the runs: ${loadLine()}`);
} finally {
  await cleanups.run();
}
if (!passed && failOnBudget) process.exit(1);

/** A verified customer with a prorated widget, made through the API; checks that it embeds. */
async function createVerifiedWidget(apiUrl, databaseUrl) {
  const user = await signUp(apiUrl, 'bench');
  await withClient(databaseUrl, (client) => markVerified(client, user.id));
  const widgetId = await createWidget(apiUrl, user.token, 'prorated', {}, 'Benchmark');
  const check = await fetch(`${apiUrl}/embed/${widgetId}`);
  if (check.status !== 200) throw new Error(`GET /embed/${widgetId} answered ${check.status}`);
  return widgetId;
}

function row(label, result) {
  return [
    label,
    result.requests.average.toFixed(1),
    String(result.latency.p99),
    String(result.requests.total),
    // Headers included: shows the embed run really carried the widget's settings.
    String(Math.round(result.throughput.total / Math.max(1, result.requests.total))),
    String(result.non2xx),
    String(result.errors + result.timeouts),
  ];
}
