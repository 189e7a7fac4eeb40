import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');

describe('server start-up with a bad configuration', () => {
  it('prints the message naming the variable, without a stack trace, and exits 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', API_PORT: 'abc', DATA_DIR: path.join(apiDir, 'never-created') },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: API_PORT must be a port number (1-65535), got "abc"');
    expect(result.stdout).toBe('');
  });
});

// Graceful shutdown, on the real server process (tsx-run, embedded database in a temp DATA_DIR).
// The request held in flight is a verification mail (POST /user/verifyEmailRequest awaits the
// SMTP server): the test's own SMTP server keeps the mail's DATA unanswered until released, so the
// request stays in flight for exactly as long as the test decides, with no clock involved.

/** Ceiling for a tsx-run server to start (or stop) on a busy 2-core machine. */
const PROCESS_CEILING_MS = 120_000;
const ADMIN = { email: 'boss@example.com', password: 'Sup3r$ecret' };
const CUSTOMER = { email: 'pat@example.com', password: 'Str0ng!Passw0rd', displayName: 'Pat' };

interface HoldingSmtp {
  url: string;
  /** Mails fully received (answered or held). */
  received(): number;
  /** From now on each mail's DATA is left unanswered until release(). */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

async function startHoldingSmtp(): Promise<HoldingSmtp> {
  let holding = false;
  let received = 0;
  const held: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        if (holding) held.push(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received: () => received,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on right now (the server is started on it next). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

interface RunningServer {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      API_PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const server = { child, port, output: () => output, exited };
  const giveUpAt = Date.now() + PROCESS_CEILING_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
    const status = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.status,
      () => undefined,
    );
    if (status === 200) return server;
    if (Date.now() > giveUpAt) throw new Error(`the server did not answer /health:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request on a keep-alive connection, as a browser or a proxy sends it. */
function request(port: number, method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          agent.destroy();
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A raw connection, to hold it idle or half-way through a request. */
async function rawConnection(port: number): Promise<{ socket: Socket; text(): string; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let text = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
  });
  const closed = once(socket, 'close').then(() => undefined);
  socket.on('error', () => undefined);
  return { socket, text: () => text, closed };
}

/** Whether a new TCP connection to `port` is refused (the server stopped accepting). */
async function refusesConnections(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return false;
  } catch {
    return true;
  } finally {
    socket.destroy();
  }
}

describe('server shutdown on SIGTERM', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setUp(env: Record<string, string> = {}) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'widgetry-shutdown-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const smtp = await startHoldingSmtp();
    cleanups.push(() => smtp.close());
    const server = await startServer(dataDir, { SMTP_URL: smtp.url, ...env });
    cleanups.push(() => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    });
    const signUp = await request(server.port, 'POST', '/user', undefined, CUSTOMER);
    expect(signUp.status).toBe(200);
    const token = (JSON.parse(signUp.body) as { token: string }).token;
    // The sign-up's own verification mail goes out in the background: let it pass first.
    await expect.poll(() => smtp.received(), { timeout: PROCESS_CEILING_MS }).toBe(1);
    smtp.hold();
    const inFlight = request(server.port, 'POST', '/user/verifyEmailRequest', token, { email: CUSTOMER.email });
    await expect.poll(() => smtp.received(), { timeout: PROCESS_CEILING_MS }).toBe(2);
    return { server, smtp, inFlight };
  }

  it(
    'finishes the request in flight, refuses new ones, closes kept-alive connections and exits 0',
    async () => {
      const { server, smtp, inFlight } = await setUp();
      // An idle kept-alive connection, and one half-way through sending its request.
      const idle = await rawConnection(server.port);
      idle.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await expect.poll(() => idle.text(), { timeout: PROCESS_CEILING_MS }).toContain('{"status":"ok"}');
      const halfway = await rawConnection(server.port);
      halfway.socket.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');

      server.child.kill('SIGTERM');
      await expect.poll(() => refusesConnections(server.port), { timeout: PROCESS_CEILING_MS }).toBe(true);
      await idle.closed;
      // The request that arrives now, on a connection already open, is turned away to another process.
      halfway.socket.write('\r\n');
      await halfway.closed;
      expect(halfway.text()).toMatch(/^HTTP\/1\.1 503 /);
      expect(halfway.text().toLowerCase()).toContain('connection: close');
      expect(server.child.exitCode).toBeNull();

      smtp.release();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ success: true });
      expect(answer.headers.connection).toBe('close');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('SIGTERM received, shutting down');
      expect(server.output()).toContain('shut down');
    },
    4 * PROCESS_CEILING_MS,
  );

  it(
    'exits 1 once SHUTDOWN_TIMEOUT_SECONDS pass with a request still stuck',
    async () => {
      const { server, smtp, inFlight } = await setUp({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
      const outcome = inFlight.catch((error: unknown) => error);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('requests still in flight after 1 s; exiting anyway');
      // The stuck request's connection went with the process.
      expect(await outcome).toBeInstanceOf(Error);
      smtp.release();
    },
    4 * PROCESS_CEILING_MS,
  );
});
