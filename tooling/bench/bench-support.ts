// Shared pieces of the API benchmarks (bench-embed, bench-signed-in, bench-embed-soak, bench-customer-page):
// a throwaway Postgres database, the built API in its own process, a bare Fastify hello world to
// compare against, a customer with widgets, and the printed table. Not a benchmark itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built API; BENCH_API_SERVER names another build (e.g. an older commit's) to compare. */
export const apiServer = process.env.BENCH_API_SERVER
  ? resolve(process.env.BENCH_API_SERVER)
  : join(root, 'apps', 'api', 'dist', 'server.js');
/**
 * The flags the API is started with in production (apps/api/node-flags.json, why in the README's
 * "Running in production"): the benchmarks measure the API as it runs.
 */
export const apiNodeFlags: string[] = JSON.parse(readFileSync(join(root, 'apps', 'api', 'node-flags.json'), 'utf8'));

export const BENCH_PASSWORD = 'Bench!Passw0rd';

export type CleanupStep = () => unknown;
export interface Cleanups {
  push(step: CleanupStep): void;
  run(): Promise<void>;
}

/** Steps run in reverse order at the end (and on Ctrl-C); each failure is printed, none stops the rest. */
export function cleanupList(): Cleanups {
  const steps: CleanupStep[] = [];
  const run = async () => {
    for (const step of steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  process.once('SIGINT', () => void run().then(() => process.exit(130)));
  return {
    push: (step) => {
      steps.push(step);
    },
    run,
  };
}

export function requireBuiltApi(): void {
  if (!existsSync(apiServer)) {
    console.error(`${apiServer} is missing: build the API first (pnpm --filter @widgetry/api build).`);
    process.exit(1);
  }
}

/**
 * `--name value` or `--name=value` from the command line, else the environment variable, else the
 * fallback. A null flag reads the environment only; `integer` wants a whole number; a bad value
 * ends the process with `exitCode`.
 */
export function positiveNumberOption(
  flag: string | null,
  envName: string | null,
  fallback: number,
  { integer = false, exitCode = 2 }: { integer?: boolean; exitCode?: number } = {},
): number {
  const args = process.argv.slice(2);
  let raw: string | undefined;
  if (flag) {
    const index = args.indexOf(`--${flag}`);
    if (index >= 0) raw = args[index + 1];
    const inline = args.find((arg) => arg.startsWith(`--${flag}=`));
    if (inline) raw = inline.slice(flag.length + 3);
  }
  if (raw === undefined && envName) raw = process.env[envName];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    const name = flag ? `--${flag}${envName ? ` (${envName})` : ''}` : envName;
    console.error(`${name} must be a positive ${integer ? 'whole number' : 'number'}, got "${raw}"`);
    process.exit(exitCode);
  }
  return value;
}

export function adminDatabaseUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the admin connection's server (named `<prefix>_<hex>`); dropped by cleanup. */
export async function createDatabase(adminUrl: string, cleanups: Cleanups, prefix = 'widgetry_bench'): Promise<string> {
  // Our own hex name, so quoting it into the statement is safe.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  cleanups.push(() => withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = Fastify({ logger: false });
    probe.listen({ host: '127.0.0.1', port: 0 }).then(() => {
      const address = probe.server.address();
      probe.close().then(() => resolve(typeof address === 'object' && address ? address.port : 0), reject);
    }, reject);
  });
}

/** What is kept of a child's output: its last few kilobytes, shown if it dies. */
const OUTPUT_TAIL_BYTES = 8_192;

/**
 * A child process whose output tail is kept (shown if it dies); stopped by cleanup. The API in
 * production logs two lines per request, tens of thousands a second under load: they are kept as
 * raw chunks, never split, so reading them costs this process (which runs autocannon) next to nothing.
 */
export interface RunningProcess {
  child: ChildProcess;
  /** The last lines of its output. */
  tail: () => string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** With `ipc`: its first message. */
  ready: Promise<unknown> | undefined;
  stop: () => Promise<void>;
}

export function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cleanups: Cleanups,
  ipc = false,
): RunningProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])] });
  let chunks: Buffer[] = [];
  let kept = 0;
  const keep = (chunk: Buffer) => {
    chunks.push(chunk);
    kept += chunk.length;
    if (kept > 4 * OUTPUT_TAIL_BYTES) {
      const last = Buffer.concat(chunks).subarray(-OUTPUT_TAIL_BYTES);
      chunks = [last];
      kept = last.length;
    }
  };
  const tail = () =>
    Buffer.concat(chunks).subarray(-OUTPUT_TAIL_BYTES).toString('utf8').split('\n').slice(-40).join('\n');
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  cleanups.push(stop);
  const ready = ipc
    ? new Promise((resolve, reject) => {
        child.once('message', resolve);
        exited.then((code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${tail()}`)));
      })
    : undefined;
  return { child, tail, exited, ready, stop };
}

/** What apps/api/src/server.ts prints once started, just before it installs its signal handlers. */
const API_READY_LINE = 'API listening on';

/**
 * Waits until the API answers `url` (its /health) and has said it is listening. /health answers as
 * soon as the server listens, but server.ts starts the job workers and only then prints its ready
 * line and installs its SIGTERM handler: a SIGTERM before that line kills the process outright (a
 * proof's graceful round failed so, 370 ms after a replacement process answered /health on a busy
 * machine), and a benchmark that restarts the API stops it the same way.
 */
export async function waitForHealth(
  url: string,
  processInfo: Pick<RunningProcess, 'child' | 'tail'>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (processInfo.child.exitCode !== null) {
      throw new Error(`the API exited (${processInfo.child.exitCode}):\n${processInfo.tail()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok && processInfo.tail().includes(API_READY_LINE)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs / 1000} s:\n${processInfo.tail()}`);
}

/**
 * Node flags for the API from `--cpu-prof=DIR` on the command line: node --cpu-prof, its profiles
 * left in DIR (open them in Chrome DevTools) to see where a request's time goes; none without it.
 */
export function cpuProfileArgs(argv = process.argv.slice(2)): { nodeArgs: string[]; dir: string | undefined } {
  const given = argv.find((arg) => arg.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
  const dir = given ? resolve(given) : undefined;
  return { nodeArgs: dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [], dir };
}

/**
 * The built API in production mode on its own port, on Postgres (databaseUrl) or on the embedded
 * PGlite under dataDir (databaseUrl undefined). `nodeArgs` go before the script (e.g. --cpu-prof);
 * `ipc` opens a message channel to it (child.on('message')); `healthTimeoutMs` is how long it may
 * take to answer /health.
 */
export interface StartApiOptions {
  /** Postgres; undefined for the embedded PGlite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  port?: number;
  cleanups: Cleanups;
  nodeArgs?: string[];
  env?: Record<string, string>;
  ipc?: boolean;
  healthTimeoutMs?: number;
}

export interface RunningApi extends RunningProcess {
  url: string;
  port: number;
}

export async function startApi({
  databaseUrl,
  dataDir,
  port,
  cleanups,
  nodeArgs = [],
  env = {},
  ipc = false,
  healthTimeoutMs = 60_000,
}: StartApiOptions): Promise<RunningApi> {
  const apiPort = port ?? (await freePort());
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = startProcess(
    process.execPath,
    [...apiNodeFlags, ...nodeArgs, apiServer],
    {
      ...inherited,
      NODE_ENV: 'production',
      // Production refuses the built-in test billing provider; these benchmarks never reach Stripe.
      STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY || 'sk_test_bench_unused',
      STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || 'whsec_bench_unused',
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      API_URL: apiUrl,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    cleanups,
    ipc,
  );
  // With ipc the channel carries the caller's own messages (e.g. memory samples), not a ready signal.
  api.ready?.catch(() => {});
  await waitForHealth(`${apiUrl}/health`, api, healthTimeoutMs);
  return { ...api, url: apiUrl, port: apiPort };
}

export function temporaryDataDir(cleanups: Cleanups, prefix = 'widgetry-bench-'): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** What both database clients (pg and PGlite) offer and the benchmarks use. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** Runs `work(client)` on the API's database: Postgres by URL, or the PGlite files (API stopped). */
export async function withDatabase<T>(
  where: { databaseUrl: string } | { databaseUrl?: undefined; dataDir: string },
  work: (client: Queryable) => Promise<T>,
): Promise<T> {
  if (where.databaseUrl !== undefined) return withClient(where.databaseUrl, work);
  const { dataDir } = where;
  // Loaded only for a PGlite run (the same catalog version as the API's).
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(join(dataDir, 'pglite'));
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** What `api` sends: a JSON body as text. */
export interface ApiInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A JSON call that must answer 2xx; the caller names the answer's shape. */
export async function api<T = unknown>(url: string, init: ApiInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  // The answer is the API's JSON; its shape is the caller's word (these scripts check what they use).
  const body = (await response.json()) as T;
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body;
}

/** POST /user: a new customer's session (not verified yet). */
export interface Customer {
  id: string;
  email: string;
  token: string;
}

export async function signUp(apiUrl: string, label = 'bench'): Promise<Customer> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const session = await api<{ id: string; token: string }>(`${apiUrl}/user`, {
    method: 'POST',
    body: JSON.stringify({ email, password: BENCH_PASSWORD, displayName: 'Bench' }),
  });
  return { id: session.id, email, token: session.token };
}

/** Production has no dev outbox to follow the verification mail, so the flag is set in the database. */
export function markVerified(client: Queryable, userId: string): Promise<unknown> {
  return client.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
}

/** POST /widget/ of the named type with the given settings; answers the widget's id. */
export async function createWidget(
  apiUrl: string,
  token: string,
  typeName: string,
  htmlData: Record<string, unknown> = {},
  title = 'Benchmark',
): Promise<string> {
  const authorization = `Bearer ${token}`;
  const { widgetTypes } = await api<{ widgetTypes: { id: string; name: string }[] }>(`${apiUrl}/`, {
    headers: { authorization },
  });
  const type = widgetTypes.find((candidate) => candidate.name === typeName);
  if (!type) throw new Error(`the catalogue has no ${typeName} type`);
  const { widget } = await api<{ widget: { id: string } }>(`${apiUrl}/widget/`, {
    method: 'POST',
    headers: { authorization },
    body: JSON.stringify({ widget: { title, widgetType: type.id, htmlData } }),
  });
  return widget.id;
}

/**
 * `count` copies of the widget (same owner, type and settings), straight in the database: far
 * quicker than the API, and the embed path reads them exactly as it reads the original.
 */
export async function copyWidget(databaseUrl: string, widgetId: string, count: number): Promise<string[]> {
  if (count < 1) return [];
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ id: string }>(
      `INSERT INTO widgets (user_id, widget_type_id, title, text, html_data, sub_status, expires, allowed_sites, paused)
       SELECT user_id, widget_type_id, title || ' ' || n, text, html_data, sub_status, expires, allowed_sites, paused
       FROM widgets, generate_series(1, $2::int) AS n WHERE id = $1
       RETURNING id`,
      [widgetId, count],
    ),
  );
  return rows.map((row) => row.id);
}

const HELLO_WORLD_FLAG = '--hello-world-server';

/** A bare Fastify hello world in its own process (this file started with the flag). */
export async function startHelloWorld(cleanups: Cleanups): Promise<RunningProcess & { url: string }> {
  const port = await freePort();
  const hello = startProcess(
    process.execPath,
    [fileURLToPath(import.meta.url), HELLO_WORLD_FLAG, String(port)],
    process.env,
    cleanups,
    true,
  );
  await hello.ready;
  return { ...hello, url: `http://127.0.0.1:${port}/` };
}

if (process.argv[2] === HELLO_WORLD_FLAG) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: Number(process.argv[3]) });
  process.send?.('ready');
}

export function run(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon(options);
}

/** A run of a fixed amount, with the seconds from its start to its last response, timed here. */
export interface TimedResult extends autocannon.Result {
  activeSeconds: number;
}

/**
 * Like run, for a fixed `amount`: autocannon only notices the amount is done at its next
 * one-second sample, so its own duration (and rate) comes out as whole seconds plus ~10 ms, and a
 * 30,000-request run read 30,000 / 5.02 or / 4.01. This times from the launch to the last response.
 */
export async function runTimed(options: autocannon.Options & { amount: number }): Promise<TimedResult> {
  const started = performance.now();
  let lastResponse = started;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const tracker = autocannon(options, (error, answer) => (error ? fail(error) : done(answer)));
    tracker.on('response', () => {
      lastResponse = performance.now();
    });
  });
  return { ...result, activeSeconds: (lastResponse - started) / 1000 };
}

/** Linux's clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on every Linux build we run on). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) of process `pid` and of the children it has reaped, from
 * /proc/<pid>/stat; undefined where there is no /proc (not Linux) or the process is gone.
 */
function procCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses (which may hold spaces): fields 3 onwards.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? Number.NaN), 0);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (ms) a process has used so far: what a run cost it, whatever else the machine was doing. */
export function processCpuMs(pid: number | undefined): number | undefined {
  return pid === undefined ? undefined : procCpuMs(pid);
}

/**
 * CPU time (ms) every local Postgres process has used so far, the backends that have exited
 * included (the postmaster's reaped children); undefined without /proc or a local server. Any
 * other client of the same server adds to it.
 */
export function postgresCpuMs(): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  let total: number | undefined;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name !== 'postgres') continue;
    const used = procCpuMs(Number(entry));
    if (used !== undefined) total = (total ?? 0) + used;
  }
  return total;
}

export function loadLine(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/** Every answer 2xx, no errors or timeouts. */
export function clean(result: autocannon.Result): boolean {
  return result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
}

export function printTable(rows: (string | number)[][]): void {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((cells) => String(cells[column]).length)));
  for (const cells of rows) {
    console.log(
      cells
        .map((cell, column) =>
          column === 0 ? String(cell).padEnd(widths[column] ?? 0) : String(cell).padStart(widths[column] ?? 0),
        )
        .join('  '),
    );
  }
}
