#!/usr/bin/env node
// Runs the product: the API and the front-end host as two child processes sharing one
// environment. Prints both URLs once both answer /health; Ctrl-C (or SIGTERM) stops both.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiPort = process.env.API_PORT ?? '3080';
const webPort = process.env.WEB_PORT ?? '3000';
const env = {
  ...process.env,
  API_PORT: apiPort,
  WEB_PORT: webPort,
  API_URL: process.env.API_URL ?? `http://localhost:${apiPort}`,
  APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`,
  // Relative to the repo root whatever directory `npm start` was run from.
  DATA_DIR: resolve(root, process.env.DATA_DIR ?? '.data'),
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};

// The API's Node flags, as production starts it (the README's "Running in production").
const apiFlags: string[] = JSON.parse(readFileSync(join(root, 'apps/api/node-flags.json'), 'utf8'));
const services = [
  {
    name: 'api',
    args: [...apiFlags, join(root, 'apps/api/dist/server.js')],
    health: `http://127.0.0.1:${apiPort}/health`,
  },
  { name: 'web', args: [join(root, 'apps/host/dist/server.js')], health: `http://127.0.0.1:${webPort}/health` },
];

let stopping = false;
const children = services.map((service) => {
  const child = spawn(process.execPath, service.args, { env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[widgetry] ${service.name} exited (${signal ?? code}); stopping`);
    stop(typeof code === 'number' && code !== 0 ? code : 1);
  });
  return child;
});

function stop(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(exitCode);
  let remaining = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      remaining -= 1;
      if (remaining === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
  // A child that ignores SIGTERM must not keep the terminal hostage.
  setTimeout(() => {
    for (const child of alive) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** How long the services may take to answer /health: generous, as a busy 2-core machine is slow, not broken. */
const READY_TIMEOUT_MS = Number(process.env.WIDGETRY_START_TIMEOUT_MS) || 300_000;
const PROGRESS_EVERY_MS = 10_000;

async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // not listening yet
  }
}

/** Waits until every service answers /health, printing who is still starting every 10 s. */
async function waitForServices() {
  const started = Date.now();
  let nextProgress = started + PROGRESS_EVERY_MS;
  const pending = new Set(services);
  while (pending.size > 0 && !stopping) {
    for (const service of [...pending]) if (await isHealthy(service.health)) pending.delete(service);
    if (pending.size === 0) break;
    const now = Date.now();
    if (now - started > READY_TIMEOUT_MS) return [...pending];
    if (now >= nextProgress) {
      const names = [...pending].map((service) => service.name).join(' and ');
      console.log(`[widgetry] waiting for ${names} to answer (${Math.round((now - started) / 1000)} s)`);
      nextProgress = now + PROGRESS_EVERY_MS;
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return [...pending];
}

const notReady = await waitForServices();
if (stopping) {
  // a child exited; stop() reports it
} else if (notReady.length === 0) {
  console.log(
    `\n[widgetry] Widgetry is running\n  dashboard  ${env.APP_URL}\n  API        ${env.API_URL}\n  data       ${process.env.DATABASE_URL ? 'Postgres (DATABASE_URL)' : env.DATA_DIR}\n  Press Ctrl-C to stop.\n`,
  );
} else {
  const names = notReady.map((service) => service.name).join(' and ');
  console.error(`[widgetry] ${names} did not answer /health within ${READY_TIMEOUT_MS / 1000} s; stopping`);
  stop(1);
}
