// Shared pieces of the issue 15 proofs (proof-two-processes, proof-postgres-outage): a throwaway
// Postgres database, built API processes, an SMTP server that keeps what the API mails, a customer
// signed up and verified the way a browser would, a client address of the run's own (TRUST_PROXY
// + X-Forwarded-For, so the shared Redis counters of other runs on 127.0.0.1 are never touched),
// timed requests and claim bookkeeping. The database, process and table plumbing is the
// benchmarks' (tooling/bench/bench-support.ts). Not a proof itself.
import { randomBytes, randomInt } from 'node:crypto';
import {
  temporaryDataDir as benchDataDir,
  type Cleanups,
  createDatabase as createBenchDatabase,
  type RunningApi,
  startApi as startBenchApi,
} from '@widgetry/bench/support';
import { Redis } from 'ioredis';

export const PASSWORD = 'Proof!Passw0rd';

export {
  adminDatabaseUrl,
  apiServer,
  cleanupList,
  printTable,
  requireBuiltApi,
  root,
  withClient,
} from '@widgetry/bench/support';

/** A throwaway database named for the proofs; dropped by cleanup. */
export const createDatabase = (adminUrl: string, cleanups: Cleanups): Promise<string> =>
  createBenchDatabase(adminUrl, cleanups, 'widgetry_proof');

export const temporaryDataDir = (cleanups: Cleanups): string => benchDataDir(cleanups, 'widgetry-proof-');

/** The built API in production mode on its own port and Postgres database, stopped by cleanup. */
export type ProofApi = Pick<RunningApi, 'child' | 'exited' | 'tail' | 'url' | 'port'>;

/** The benchmarks' API start (bench-support startApi), with the proofs' unused Stripe keys. */
export function startApi({
  databaseUrl,
  dataDir,
  cleanups,
  env = {},
}: {
  databaseUrl: string;
  dataDir: string;
  cleanups: Cleanups;
  env?: Record<string, string>;
}): Promise<ProofApi> {
  return startBenchApi({
    databaseUrl,
    dataDir,
    cleanups,
    // Production refuses the built-in test billing provider; these proofs never reach Stripe.
    env: { STRIPE_SECRET_KEY: 'sk_test_proof_unused', STRIPE_WEBHOOK_SECRET: 'whsec_proof_unused', ...env },
  });
}

export const REDIS_URL = process.env.PROOF_REDIS_URL || 'redis://127.0.0.1:6379';
/** The API's own prefix (app.ts: no env variable sets another one), so cleanup deletes only our keys under it. */
export const REDIS_KEY_PREFIX = 'widgetry:';
export const JWT_SECRET = `proof-${randomBytes(24).toString('hex')}`;

/** A client address for this run only: every per-client counter key names it. */
export function uniqueClientAddress(): string {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

/** Deletes the shared-limit keys that name one of `needles` (our address, our emails), nothing else. */
export async function deleteRedisKeysNaming(needles: string[]): Promise<number> {
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
export interface Mail {
  to: string;
  raw: string;
  at: number;
}

export interface Smtp {
  url: string;
  mails: Mail[];
}

export async function startSmtp(cleanups: Cleanups): Promise<Smtp> {
  // Loaded when a proof starts its server (the same catalog version as the API's tests use).
  const { SMTPServer } = await import('smtp-server');
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const recipient of session.envelope.rcptTo) mails.push({ to: recipient.address, raw, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the SMTP server has no port');
  return { url: `smtp://127.0.0.1:${address.port}`, mails };
}

/** Waits for `condition()` to be truthy, checking every `everyMs`; throws `message` after `timeoutMs`. */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  timeoutMs: number,
  message: string,
  everyMs = 50,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(message);
    await sleep(everyMs);
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON request answering `{ status, body, ms }`; never throws for an HTTP status, only for no answer. */
export interface CallOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  token?: string;
  /** The client address (X-Forwarded-For). */
  address?: string;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  /** The parsed JSON, or the text when it is not JSON. */
  body: unknown;
  text: string;
  ms: number;
}

export async function call(
  url: string,
  { method = 'GET', body, token, address, timeoutMs = 10_000, headers = {} }: CallOptions = {},
): Promise<CallResult> {
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, text, ms: performance.now() - started };
}

/** `call` that must answer 2xx; the caller names the answer's shape. */
export async function ok<T = unknown>(url: string, options?: CallOptions): Promise<T> {
  const result = await call(url, options);
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`${options?.method ?? 'GET'} ${url} answered ${result.status}: ${result.text.slice(0, 300)}`);
  }
  // The answer is the API's JSON; its shape is the caller's word (the proofs check what they use).
  return result.body as T;
}

/** The verification link's token in a mail to `email` (quoted-printable soft breaks undone). */
function verificationToken(mails: Mail[], email: string): string | undefined {
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
export async function signUpVerified(
  apiUrl: string,
  smtp: Smtp,
  address: string,
  label = 'proof',
): Promise<{ id: string; email: string; token: string }> {
  const email = `${label}-${randomBytes(5).toString('hex')}@example.com`;
  const session = await ok<{ id: string; token: string }>(`${apiUrl}/user`, {
    method: 'POST',
    address,
    body: { email, password: PASSWORD, displayName: 'Proof' },
  });
  const uid = await waitFor(() => verificationToken(smtp.mails, email), 30_000, `no verification mail for ${email}`);
  await ok(`${apiUrl}/user/verifyEmail/${uid}`, { address });
  return { id: session.id, email, token: session.token };
}

/** POST /widget/ of the named (free) type; answers its id. */
export async function createWidgetThroughApi(
  apiUrl: string,
  token: string,
  typeName = 'prorated',
  title = 'Proof',
): Promise<string> {
  const { widgetTypes } = await ok<{ widgetTypes: { id: string; name: string }[] }>(`${apiUrl}/`, { token });
  const type = widgetTypes.find((candidate) => candidate.name === typeName);
  if (!type) throw new Error(`the catalogue has no ${typeName} type`);
  const { widget } = await ok<{ widget: { id: string } }>(`${apiUrl}/widget/`, {
    method: 'POST',
    token,
    body: { widget: { title, widgetType: type.id, htmlData: {} } },
  });
  return widget.id;
}

/** The claims of one proof: each printed as it is settled, and the exit code at the end. */
export interface Claims {
  /** Records and prints one claim; answers whether it held. */
  check(name: string, held: boolean, detail?: string): boolean;
  readonly allHeld: boolean;
  summary(): void;
}

export function claims(): Claims {
  const results: { name: string; held: boolean }[] = [];
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

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const ms = (value: number | undefined): string =>
  value !== undefined && Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a';
