// Shared pieces of the issue 15 proofs (proof-two-processes, proof-postgres-outage): a throwaway
// Postgres database, built API processes, an SMTP server that keeps what the API mails, a customer
// signed up and verified the way a browser would, a client address of the run's own (TRUST_PROXY
// + X-Forwarded-For, so the shared Redis counters of other runs on 127.0.0.1 are never touched),
// timed requests and claim bookkeeping. The database, process and table plumbing is the
// benchmarks' (bench-support.mjs). Not a proof itself.
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import {
  apiServer,
  temporaryDataDir as benchDataDir,
  createDatabase as createBenchDatabase,
  freePort,
  root,
} from './bench-support.mjs';

export const PASSWORD = 'Proof!Passw0rd';

export {
  adminDatabaseUrl,
  apiServer,
  cleanupList,
  printTable,
  requireBuiltApi,
  root,
  withClient,
} from './bench-support.mjs';

/** A throwaway database named for the proofs; dropped by cleanup. */
export const createDatabase = (adminUrl, cleanups) => createBenchDatabase(adminUrl, cleanups, 'widgetry_proof');

export const temporaryDataDir = (cleanups) => benchDataDir(cleanups, 'widgetry-proof-');

/** What is kept of a child's output: its last few kilobytes, shown if it dies. */
const OUTPUT_TAIL_BYTES = 8_192;

/**
 * The built API in production mode on its own port and Postgres database; its output tail is kept
 * (raw chunks: production logs two lines per request) and it is stopped by cleanup.
 */
export async function startApi({ databaseUrl, dataDir, cleanups, env = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [apiServer], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses the built-in test billing provider; these proofs never reach Stripe.
      STRIPE_SECRET_KEY: 'sk_test_proof_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_proof_unused',
      HOST: '127.0.0.1',
      API_PORT: String(port),
      API_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let chunks = [];
  let kept = 0;
  const keep = (chunk) => {
    chunks.push(chunk);
    kept += chunk.length;
    if (kept > 4 * OUTPUT_TAIL_BYTES) {
      chunks = [Buffer.concat(chunks).subarray(-OUTPUT_TAIL_BYTES)];
      kept = chunks[0].length;
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const tail = () =>
    Buffer.concat(chunks).subarray(-OUTPUT_TAIL_BYTES).toString('utf8').split('\n').slice(-40).join('\n');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${tail()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the API did not answer ${url}/health within 60 s:\n${tail()}`);
    await sleep(100);
  }
  return { child, exited, tail, url, port };
}

export const REDIS_URL = process.env.PROOF_REDIS_URL || 'redis://127.0.0.1:6379';
/** The API's own prefix (app.ts: no env variable sets another one), so cleanup deletes only our keys under it. */
export const REDIS_KEY_PREFIX = 'widgetry:';
export const JWT_SECRET = `proof-${randomBytes(24).toString('hex')}`;

/** A client address for this run only: every per-client counter key names it. */
export function uniqueClientAddress() {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

/** Deletes the shared-limit keys that name one of `needles` (our address, our emails), nothing else. */
export async function deleteRedisKeysNaming(needles) {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await client.connect();
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${REDIS_KEY_PREFIX}*`, 'COUNT', 1000);
      cursor = next;
      const ours = keys.filter((key) => needles.some((needle) => key.includes(needle)));
      if (ours.length > 0) deleted += await client.del(...ours);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
  return deleted;
}

/** An SMTP server on a free port keeping every mail (SMTP_URL for the API, so mail goes through its job queue). */
export async function startSmtp(cleanups) {
  // smtp-server is the API's test dependency, not the tooling's: resolve it from there.
  const requireFromApi = createRequire(join(root, 'apps', 'api', 'package.json'));
  const { SMTPServer } = await import(pathToFileURL(requireFromApi.resolve('smtp-server')).href);
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const recipient of session.envelope.rcptTo) mails.push({ to: recipient.address, raw, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, mails };
}

/** Waits for `condition()` to be truthy, checking every `everyMs`; throws `message` after `timeoutMs`. */
export async function waitFor(condition, timeoutMs, message, everyMs = 50) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(message);
    await sleep(everyMs);
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON request answering `{ status, body, ms }`; never throws for an HTTP status, only for no answer. */
export async function call(url, { method = 'GET', body, token, address, timeoutMs = 10_000, headers = {} } = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(address ? { 'x-forwarded-for': address } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, text, ms: performance.now() - started };
}

/** `call` that must answer 2xx. */
export async function ok(url, options) {
  const result = await call(url, options);
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`${options?.method ?? 'GET'} ${url} answered ${result.status}: ${result.text.slice(0, 300)}`);
  }
  return result.body;
}

/** The verification link's token in a mail to `email` (quoted-printable soft breaks undone). */
function verificationToken(mails, email) {
  for (const mail of mails) {
    if (mail.to !== email) continue;
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = /verify-email\?uid=([A-Za-z0-9_-]+)/.exec(text);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * A customer as a browser makes one: POST /user, then the verification link from the mail the API
 * sent (through its job queue and SMTP), opened with GET /user/verifyEmail/:uid.
 */
export async function signUpVerified(apiUrl, smtp, address, label = 'proof') {
  const email = `${label}-${randomBytes(5).toString('hex')}@example.com`;
  const session = await ok(`${apiUrl}/user`, {
    method: 'POST',
    address,
    body: { email, password: PASSWORD, displayName: 'Proof' },
  });
  const uid = await waitFor(() => verificationToken(smtp.mails, email), 30_000, `no verification mail for ${email}`);
  await ok(`${apiUrl}/user/verifyEmail/${uid}`, { address });
  return { id: session.id, email, token: session.token };
}

/** POST /widget/ of the named (free) type; answers its id. */
export async function createWidgetThroughApi(apiUrl, token, typeName = 'prorated', title = 'Proof') {
  const { widgetTypes } = await ok(`${apiUrl}/`, { token });
  const type = widgetTypes.find((candidate) => candidate.name === typeName);
  if (!type) throw new Error(`the catalogue has no ${typeName} type`);
  const { widget } = await ok(`${apiUrl}/widget/`, {
    method: 'POST',
    token,
    body: { widget: { title, widgetType: type.id, htmlData: {} } },
  });
  return widget.id;
}

/** The claims of one proof: each printed as it is settled, and the exit code at the end. */
export function claims() {
  const results = [];
  return {
    check(name, held, detail = '') {
      results.push({ name, held });
      console.log(`${held ? 'HELD  ' : 'FAILED'}  ${name}${detail ? `: ${detail}` : ''}`);
      return held;
    },
    get allHeld() {
      return results.length > 0 && results.every((result) => result.held);
    },
    summary() {
      const failed = results.filter((result) => !result.held).map((result) => result.name);
      console.log(
        `\n${results.length - failed.length}/${results.length} claims held${failed.length ? `; failed: ${failed.join('; ')}` : ''}`,
      );
    },
  };
}

export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
