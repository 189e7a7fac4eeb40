import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';

const HOST_SERVER = fileURLToPath(new URL('../../apps/host/dist/server.js', import.meta.url));
const HOST_EMBED = fileURLToPath(new URL('../../apps/host/widgets/embed.js', import.meta.url));

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Starts a node:http server on a free loopback port. */
export async function serve(handler: RequestListener): Promise<RunningServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function freePort(): Promise<number> {
  const probe = await serve(() => {});
  await probe.close();
  return Number(new URL(probe.url).port);
}

/** A stand-in for the API's public GET /embed/:id, answering the given configs by id, and its POST /embed/:id/events. */
export function serveStubEmbedApi(widgets: Record<string, unknown>): Promise<RunningServer> {
  return serve((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const path = request.url ?? '';
    const id = decodeURIComponent(path.replace(/^\/embed\//, ''));
    if (request.method === 'GET' && path.startsWith('/embed/') && Object.hasOwn(widgets, id)) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(widgets[id]));
    } else if (request.method === 'POST' && /^\/embed\/[^/]+\/events$/.test(path)) {
      // The runtimes report what visitors did to the address they were served from (issue 30);
      // the stand-in takes the report as the API does and counts nothing.
      request.resume();
      response.writeHead(204).end();
    } else {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Not found."}');
    }
  });
}

/**
 * A customer's site: its own markup around the install snippets, nothing else from Widgetry.
 * `snippets(url)` returns the markup for one request, so a test can vary it by query string.
 */
export function serveCustomerSite(hostUrl: string, snippets: (url: URL) => string): Promise<RunningServer> {
  return serve((request, response) => {
    const body = snippets(new URL(request.url ?? '/', 'http://page'));
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Customer site</title></head>
<body><main><h1>Welcome to Maple Court</h1>
${body}
<footer id="footer">Customer footer</footer></main>
<script async src="${hostUrl}/embed.js"></script>
</body></html>`);
  });
}

/** A generous ceiling: the host answers within a second when idle, much later on a busy machine. */
const HOST_READY_TIMEOUT_MS = 120_000;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HOST_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the host exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the host did not answer at ${url} within ${HOST_READY_TIMEOUT_MS / 1000} s`);
}

/**
 * The built front-end host serving embed.js and the widget files (no dashboard needed).
 * Build it first: `pnpm turbo run build --filter @widgetry/host`.
 */
export async function startWidgetHost(apiUrl: string): Promise<RunningServer> {
  if (!existsSync(HOST_SERVER) || !existsSync(HOST_EMBED)) {
    throw new Error('Build the host first: pnpm turbo run build --filter @widgetry/host');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [HOST_SERVER], {
    env: {
      ...process.env,
      WEB_PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      APP_URL: url,
      // A missing dashboard is a plain 503; these tests only need the widget files.
      DASHBOARD_DIR: fileURLToPath(new URL('./no-dashboard', import.meta.url)),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(url, child);
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
