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
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

const HELLO_WORLD_FLAG = '--hello-world-server';
const RATIO_BUDGET = 0.5;
const P99_BUDGET_MS = 10;

// The same file is the hello-world server when started with the flag (a child of the benchmark).
if (process.argv[2] === HELLO_WORLD_FLAG) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: Number(process.argv[3]) });
  process.send?.('ready');
} else {
  await main();
}

async function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const server = join(root, 'apps', 'api', 'dist', 'server.js');
  const failOnBudget = !process.argv.includes('--no-fail');
  const duration = positiveInteger('BENCH_DURATION', 10);
  const connections = positiveInteger('BENCH_CONNECTIONS', 100);
  const coldWidgets = process.env.BENCH_COLD_WIDGETS === '0' ? 0 : positiveInteger('BENCH_COLD_WIDGETS', 12_000);
  const adminUrl =
    process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

  if (!existsSync(server)) {
    console.error(`${server} is missing: build the API first (pnpm --filter @widgetry/api build).`);
    process.exit(1);
  }

  const cleanups = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

  let passed = false;
  try {
    const databaseUrl = await createDatabase(adminUrl, cleanups);
    const dataDir = mkdtempSync(join(tmpdir(), 'widgetry-bench-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const apiPort = await freePort();
    const api = startProcess(
      process.execPath,
      [server],
      {
        ...process.env,
        NODE_ENV: 'production',
        // Production refuses the built-in test billing provider; the embed path never calls Stripe.
        STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY || 'sk_test_bench_unused',
        STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || 'whsec_bench_unused',
        HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
      },
      cleanups,
    );
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitForHealth(`${apiUrl}/health`, api);
    const widgetId = await createWidget(apiUrl, databaseUrl);
    const embedUrl = `${apiUrl}/embed/${widgetId}`;

    const helloPort = await freePort();
    const hello = startProcess(
      process.execPath,
      [fileURLToPath(import.meta.url), HELLO_WORLD_FLAG, String(helloPort)],
      process.env,
      cleanups,
      true,
    );
    await hello.ready;
    const helloUrl = `http://127.0.0.1:${helloPort}/`;

    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(`Machine: ${cpus().length} cores, load average ${load} (1, 5, 15 min) before the runs`);
    console.log(`autocannon -c${connections} -d${duration} per target, after a 3 s warm-up each\n`);

    const headers = { origin: 'https://bench.example.com' };
    await run(embedUrl, { connections, duration: 3, headers });
    const embed = await run(embedUrl, { connections, duration, headers });
    await run(helloUrl, { connections, duration: 3 });
    const helloWorld = await run(helloUrl, { connections, duration });

    // After the warm and hello-world runs, so those are measured as they always were.
    let cold;
    const coldIds = coldWidgets > 0 ? await copyWidget(databaseUrl, widgetId, coldWidgets) : [];
    if (coldIds.length > 0) {
      const check = await fetch(`${apiUrl}/embed/${coldIds[0]}`, { headers });
      if (check.status !== 200) throw new Error(`GET /embed/${coldIds[0]} (a copy) answered ${check.status}`);
      let next = 1;
      const setupRequest = (request) => {
        request.path = `/embed/${coldIds[next % coldIds.length]}`;
        next += 1;
        return request;
      };
      cold = await autocannon({ url: apiUrl, connections, duration, headers, requests: [{ setupRequest }] });
    }

    const ratio = embed.requests.average / helloWorld.requests.average;
    const clean = (result) => result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
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
      console.log(
        `ratio cold embed / hello world: ${(cold.requests.average / helloWorld.requests.average).toFixed(2)}`,
      );
    }
    console.log(
      `load average after the runs: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await cleanup();
  }
  if (!passed && failOnBudget) process.exit(1);
}

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive whole number, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the admin connection's server; dropped by cleanup. */
async function createDatabase(adminUrl, cleanups) {
  // Our own hex name, so quoting it into the statement is safe.
  const name = `widgetry_bench_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  cleanups.push(() => withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = Fastify({ logger: false });
    probe.listen({ host: '127.0.0.1', port: 0 }).then(() => {
      const address = probe.server.address();
      probe.close().then(() => resolve(typeof address === 'object' && address ? address.port : 0), reject);
    }, reject);
  });
}

/** A child process whose output is kept (the last lines are shown if it dies); stopped by cleanup. */
function startProcess(command, args, env, cleanups, ipc = false) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])] });
  const output = [];
  const keep = (chunk) => {
    output.push(...String(chunk).split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  });
  const ready = ipc
    ? new Promise((resolve, reject) => {
        child.once('message', resolve);
        exited.then((code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${output.join('\n')}`)));
      })
    : undefined;
  return { child, output, exited, ready };
}

async function waitForHealth(url, processInfo) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (processInfo.child.exitCode !== null) {
      throw new Error(`the API exited (${processInfo.child.exitCode}):\n${processInfo.output.join('\n')}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not answer ${url} within 30 s:\n${processInfo.output.join('\n')}`);
}

async function api(url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * A verified customer with a prorated widget, made through the API. Production has no dev outbox
 * to follow the verification mail, so the flag is set in the database directly.
 */
async function createWidget(apiUrl, databaseUrl) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const session = await api(`${apiUrl}/user`, {
    method: 'POST',
    body: JSON.stringify({ email, password: 'Bench!Passw0rd', displayName: 'Bench' }),
  });
  await withClient(databaseUrl, (client) =>
    client.query('UPDATE users SET email_verified = true WHERE id = $1', [session.id]),
  );
  const authorization = `Bearer ${session.token}`;
  const { widgetTypes } = await api(`${apiUrl}/`, { headers: { authorization } });
  const prorated = widgetTypes.find((type) => type.name === 'prorated');
  if (!prorated) throw new Error('the catalogue has no prorated type');
  const { widget } = await api(`${apiUrl}/widget/`, {
    method: 'POST',
    headers: { authorization },
    body: JSON.stringify({ widget: { title: 'Benchmark', widgetType: prorated.id, htmlData: {} } }),
  });
  const check = await fetch(`${apiUrl}/embed/${widget.id}`);
  if (check.status !== 200) throw new Error(`GET /embed/${widget.id} answered ${check.status}`);
  return widget.id;
}

/**
 * `count` copies of the widget (same owner, type and settings), straight in the database: far
 * quicker than the API, and the embed path reads them exactly as it reads the original.
 */
async function copyWidget(databaseUrl, widgetId, count) {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query(
      `INSERT INTO widgets (user_id, widget_type_id, title, text, html_data, sub_status, expires, allowed_sites, paused)
       SELECT user_id, widget_type_id, title || ' ' || n, text, html_data, sub_status, expires, allowed_sites, paused
       FROM widgets, generate_series(1, $2::int) AS n WHERE id = $1
       RETURNING id`,
      [widgetId, count],
    ),
  );
  return rows.map((row) => row.id);
}

function run(url, { connections, duration, headers = {} }) {
  return autocannon({ url, connections, duration, headers });
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

function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
  for (const cells of rows) {
    console.log(
      cells
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
  }
}
