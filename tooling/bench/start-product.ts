// The built product started like `npm start`, for the benchmarks that drive it in a browser
// (bench-editor-preview, lighthouse-dashboard): free ports, a throwaway data directory and the
// embedded database, so a run never touches the developer's own data.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root } from './bench-support.ts';

/** A slow first start (PGlite creating its files, migrations) on a busy 2-core machine. */
const START_TIMEOUT_MS = 150_000;
const BUILT = ['apps/api/dist/server.js', 'apps/host/dist/server.js', 'apps/dashboard/dist/index.html'];

export interface Product {
  appUrl: string;
  apiUrl: string;
  /** Stops the product (SIGTERM, SIGKILL after 15 s) and removes its data directory. */
  stop(): Promise<void>;
}

/** The product at APP_URL (and API_URL) when set, which is left running; else one started here. */
export async function productToMeasure(): Promise<Product> {
  const appUrl = process.env.APP_URL;
  if (appUrl === undefined) return startProduct();
  return {
    appUrl: appUrl.replace(/\/+$/, ''),
    apiUrl: (process.env.API_URL ?? 'http://localhost:3080').replace(/\/+$/, ''),
    stop: async () => {},
  };
}

export async function startProduct(): Promise<Product> {
  const missing = BUILT.filter((path) => !existsSync(join(root, path)));
  if (missing.length > 0) {
    throw new Error(
      `Build first (missing ${missing.join(', ')}): pnpm turbo run build --filter=@widgetry/host --filter=@widgetry/api --filter=@widgetry/dashboard`,
    );
  }
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'widgetry-bench-'));
  // The embedded database: a DATABASE_URL of the shell would point the run at real data.
  const { DATABASE_URL: _embeddedDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(root, 'tooling/scripts/start.ts')], {
    cwd: root,
    env: {
      ...inherited,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      API_URL: `http://localhost:${apiPort}`,
      APP_URL: `http://localhost:${webPort}`,
      DATA_DIR: dataDir,
      RECAPTCHA_SITE_KEY: '',
      RECAPTCHA_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(killer);
        done();
      });
      child.kill('SIGTERM');
    });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Widgetry did not start:\n${output}`)), START_TIMEOUT_MS);
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Widgetry is running')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Widgetry exited (${code}) before it was ready:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { appUrl: `http://localhost:${webPort}`, apiUrl: `http://localhost:${apiPort}`, stop };
}
