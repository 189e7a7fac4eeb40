#!/usr/bin/env node
// Measures the signed-in reads every dashboard page makes: GET / (login check and catalogue),
// GET /widget/ (the user's widgets) and GET /subscription, each with the bearer token of a
// customer who has a few widgets, on real Postgres and on the embedded PGlite, beside a bare
// Fastify hello world in the same run. Budget (Postgres only, issue 15): each route at least
// 0.3 × the hello world's requests per second, p99 at most 20 ms, every answer 2xx. PGlite is
// printed for comparison; it is the single-user default, not the production database.
//
//   pnpm --filter @widgetry/api build
//   node tooling/bench/bench-signed-in.ts [--no-fail] [--only=postgres|pglite] [--routes=/,/widget/]
//     [--cpu-prof=DIR]
//
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) is
// the admin connection: a fresh database is created on that server and dropped afterwards.
// BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 50) tune the runs.
// BENCH_API_SERVER=path/to/server.js measures another build of the API (to compare commits).
// --cpu-prof=DIR starts the API with node --cpu-prof and leaves its profiles in DIR (open them in
// Chrome DevTools) to see where a request's time goes.
// Each server runs alone in its own process, measured one after the other.
import { cpus } from 'node:os';
import type autocannon from 'autocannon';
import {
  adminDatabaseUrl,
  clean,
  cleanupList,
  cpuProfileArgs,
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
  withDatabase,
} from './bench-support.ts';

const RATIO_BUDGET = 0.3;
const P99_BUDGET_MS = 20;
const ALL_ROUTES = ['/', '/widget/', '/subscription'];
const WIDGET_TYPES = ['prorated', 'affordability', 'monthlypayment', 'prorated', 'affordability'];

const args = process.argv.slice(2);
const failOnBudget = !args.includes('--no-fail');
const routesArg = args.find((arg) => arg.startsWith('--routes='))?.slice('--routes='.length);
const ROUTES = routesArg ? routesArg.split(',') : ALL_ROUTES;
const { nodeArgs, dir: cpuProfDir } = cpuProfileArgs(args);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && only !== 'postgres' && only !== 'pglite') {
  console.error('--only must be postgres or pglite');
  process.exit(2);
}
const duration = positiveNumberOption('duration', 'BENCH_DURATION', 10);
const connections = positiveNumberOption('connections', 'BENCH_CONNECTIONS', 50);

requireBuiltApi();
const cleanups = cleanupList();
let passed = true;
let crashed = false;
try {
  console.log(`Machine: ${cpus().length} cores, load average ${loadLine()} (1, 5, 15 min) before the runs`);
  console.log(`autocannon -c${connections} -d${duration} per target, after a 3 s warm-up each\n`);

  const rows: (string | number)[][] = [
    ['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'max ms', '× hello', 'requests', 'non-2xx', 'errors'],
  ];
  const hello = await startHelloWorld(cleanups);
  await run({ url: hello.url, connections, duration: 3 });
  const helloWorld = await run({ url: hello.url, connections, duration });
  await hello.stop();
  const helloRate = helloWorld.requests.average;
  rows.push(row('Fastify hello world', helloWorld, helloRate));
  if (!clean(helloWorld)) passed = false;

  for (const database of only ? [only] : ['postgres', 'pglite']) {
    const dataDir = temporaryDataDir(cleanups);
    const databaseUrl = database === 'postgres' ? await createDatabase(adminDatabaseUrl(), cleanups) : undefined;
    let server = await startApi({ databaseUrl, dataDir, cleanups, nodeArgs });
    const user = await signUp(server.url);
    if (databaseUrl === undefined) {
      // PGlite: the API holds its files, so stop it to set the flag, then start it again (same secret).
      await server.stop();
      await withDatabase({ dataDir }, (client) => markVerified(client, user.id));
      server = await startApi({ databaseUrl, dataDir, port: server.port, cleanups, nodeArgs });
    } else {
      await withDatabase({ databaseUrl }, (client) => markVerified(client, user.id));
    }
    for (const [index, type] of WIDGET_TYPES.entries()) {
      await createWidget(server.url, user.token, type, {}, `Benchmark ${index + 1}`);
    }
    const headers = { authorization: `Bearer ${user.token}` };
    if (database === 'postgres' && ROUTES.includes('/')) {
      // For reference, no budget: the same answer without a token costs no database read (the
      // catalogue is cached), so the gap to the signed-in row is the per-request user lookup.
      await run({ url: `${server.url}/`, connections, duration: 3 });
      rows.push(
        row(
          'GET / signed out (Postgres, reference)',
          await run({ url: `${server.url}/`, connections, duration }),
          helloRate,
        ),
      );
    }
    for (const route of ROUTES) {
      const url = `${server.url}${route}`;
      const check = await fetch(url, { headers });
      if (check.status !== 200) throw new Error(`GET ${route} answered ${check.status}: ${await check.text()}`);
      await run({ url, connections, duration: 3, headers });
      const result = await run({ url, connections, duration, headers });
      const label = `GET ${route} (${database === 'postgres' ? 'Postgres' : 'PGlite'})`;
      rows.push(row(label, result, helloRate));
      if (!clean(result)) passed = false;
      if (
        database === 'postgres' &&
        (result.requests.average / helloRate < RATIO_BUDGET || result.latency.p99 > P99_BUDGET_MS)
      ) {
        passed = false;
      }
    }
    await server.stop();
  }

  printTable(rows);
  console.log(
    `\nbudget (Postgres rows): × hello >= ${RATIO_BUDGET} and p99 <= ${P99_BUDGET_MS} ms, every answer 2xx: ${passed ? 'PASS' : 'FAIL'}`,
  );
  console.log(`load average after the runs: ${loadLine()}`);
  if (cpuProfDir) console.log(`CPU profiles of the API: ${cpuProfDir}`);
} catch (error) {
  crashed = true;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await cleanups.run();
}
if (crashed || (!passed && failOnBudget)) process.exit(1);

function row(label: string, result: autocannon.Result, helloRate: number): string[] {
  return [
    label,
    result.requests.average.toFixed(1),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.latency.max),
    (result.requests.average / helloRate).toFixed(2),
    String(result.requests.total),
    String(result.non2xx),
    String(result.errors + result.timeouts),
  ];
}
