import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailCatcher } from './mail-catcher';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
    adminEmail: string;
    adminPassword: string;
    /** Directory where every mail the product sends lands as a JSON file (see mailbox.ts). */
    mailDir: string;
  }
}

const repoRoot = resolve(import.meta.dirname, '../../../..');
// Above start.mjs's own readiness ceiling (300 s), which reports first with what is still starting.
const START_TIMEOUT_MS = 360_000;
const STOP_TIMEOUT_MS = 15_000;

/** A port nobody listens on right now; the OS picks it, so parallel runs do not collide. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? done(port) : fail(new Error('no free port'))));
    });
  });
}

function waitForReady(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`Widgetry did not start within ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Widgetry is running')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`Widgetry exited (${signal ?? code}) before it was ready:\n${output.join('')}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the built product the way `npm start` does, on free ports with a fresh data directory. */
export default async function setup(project: TestProject) {
  const required = [
    'tooling/scripts/start.ts',
    'apps/api/dist/server.js',
    'apps/host/dist/server.js',
    'apps/dashboard/dist/index.html',
  ];
  const missing = required.filter((path) => !existsSync(join(repoRoot, path)));
  if (missing.length > 0) {
    throw new Error(`Build the product before the browser tests (missing ${missing.join(', ')}): pnpm turbo run build`);
  }

  const [apiPort, webPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const mail = await startMailCatcher(smtpPort);
  const dataDir = mkdtempSync(join(tmpdir(), 'widgetry-e2e-'));
  const env = {
    API_PORT: String(apiPort),
    WEB_PORT: String(webPort),
    API_URL: `http://localhost:${apiPort}`,
    APP_URL: `http://localhost:${webPort}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@e2e.widgetry.test',
    ADMIN_PASSWORD: 'E2e-Admin-Passw0rd!',
    // Real SMTP to the local catcher: the tests read the verification and reset mails from it.
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Widgetry <no-reply@e2e.widgetry.test>',
    // No human check in the browser tests, whatever the developer's shell has set.
    RECAPTCHA_SITE_KEY: '',
    RECAPTCHA_SECRET: '',
  };
  // Embedded PGlite in the fresh DATA_DIR even where a developer has DATABASE_URL set: every run starts empty.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(repoRoot, 'tooling/scripts/start.ts')], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  try {
    await waitForReady(child, output);
  } catch (error) {
    await stop(child);
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('appUrl', env.APP_URL);
  project.provide('apiUrl', env.API_URL);
  project.provide('adminEmail', env.ADMIN_EMAIL);
  project.provide('adminPassword', env.ADMIN_PASSWORD);
  project.provide('mailDir', mail.dir);

  return async () => {
    await stop(child);
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
