#!/usr/bin/env node
// Runs the product: the API and the front-end host as two child processes sharing one
// environment. Prints both URLs once both answer /health; Ctrl-C (or SIGTERM) stops both.
import { spawn } from 'node:child_process';
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

const services = [
  { name: 'api', entry: join(root, 'apps/api/dist/server.js'), health: `http://127.0.0.1:${apiPort}/health` },
  { name: 'web', entry: join(root, 'apps/host/dist/server.js'), health: `http://127.0.0.1:${webPort}/health` },
];

let stopping = false;
const children = services.map((service) => {
  const child = spawn(process.execPath, [service.entry], { env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[widgetry] ${service.name} exited (${signal ?? code}); stopping`);
    stop(typeof code === 'number' && code !== 0 ? code : 1);
  });
  return child;
});

function stop(exitCode) {
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

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return false;
}

const ready = await Promise.all(services.map((service) => waitForHealth(service.health, 60_000)));
if (ready.every(Boolean)) {
  console.log(
    `\n[widgetry] Widgetry is running\n  dashboard  ${env.APP_URL}\n  API        ${env.API_URL}\n  data       ${env.DATABASE_URL ? 'Postgres (DATABASE_URL)' : env.DATA_DIR}\n  Press Ctrl-C to stop.\n`,
  );
} else if (!stopping) {
  console.error('[widgetry] the services did not become healthy within 60 s; stopping');
  stop(1);
}
