import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { PublicConfig } from './config';
import { buildEmbedScript } from './embed-script';
import { chooseEncoding, encodeBody } from './encoded-body';
import { CROSS_ORIGIN_RESOURCE, registerSecurityHeaders } from './security-headers';

/** Hashed build output and widget runtimes: a changed file gets a new name or a new deploy. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** embed.js keeps its URL across releases (it is pasted on customers' sites), so it must refresh. */
export const EMBED_CACHE = 'public, max-age=300';
/** Unhashed dashboard files such as /images/*.png and /favicon.svg. */
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';
export const NO_CACHE = 'no-cache';

/**
 * The widgets directory layout (filled by scripts/collect-widgets.mjs when the host is built):
 *   embed.js                  the loader pasted on customers' sites (configured when served)
 *   scripts/widget/<type>.js  one runtime per widget type
 *   scripts/lib/<lib>.js      shared libraries a runtime may need
 *   styles/widget/<type>.css  one stylesheet per widget type
 * A missing directory or file is a plain 404.
 */
export const WIDGETS_LAYOUT = {
  embed: 'embed.js',
  scripts: 'scripts',
  styles: 'styles',
} as const;

export interface HostOptions {
  /** The built dashboard (apps/dashboard/dist): index.html, assets/, images/ … */
  dashboardDir: string;
  /** Where embed.js, scripts/ and styles/ live; see WIDGETS_LAYOUT. */
  widgetsDir: string;
  /** Written to /app-config.js for the dashboard to read at run time; apiUrl also goes into embed.js. */
  config: PublicConfig;
  /** The front end's public origin (APP_URL), embed.js's fallback when it cannot read its own URL. */
  appUrl?: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The path of an existing regular file under `root`, relative to it, or null. Refuses anything
 * that would leave `root` and hidden files, so a crafted URL cannot reach outside the served folders.
 */
async function findFile(root: string, requested: string): Promise<string | null> {
  if (requested === '' || requested.includes('\0')) return null;
  const full = resolve(root, `.${sep}${requested}`);
  const rel = relative(root, full);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  if (rel.split(sep).some((segment) => segment.startsWith('.'))) return null;
  try {
    return (await stat(full)).isFile() ? rel : null;
  } catch {
    return null;
  }
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

type Wildcard = { Params: { '*': string } };

export async function buildHost(options: HostOptions): Promise<FastifyInstance> {
  const dashboardDir = resolve(options.dashboardDir);
  const widgetsDir = resolve(options.widgetsDir);
  const app = Fastify({ logger: options.logger ?? false });

  // Only for reply.sendFile (ranges, ETag, content types); every route below picks its own folder and cache policy.
  // preCompressed: a file's .br or .gz copy beside it (written by the builds) goes to a client that
  // accepts it, with Vary: Accept-Encoding and that copy's own length and ETag.
  await app.register(fastifyStatic, { root: dashboardDir, serve: false, preCompressed: true });

  // nosniff, the dashboard's CSP, no framing, the referrer policy and (over https) HSTS.
  await registerSecurityHeaders(app, {
    apiUrl: options.config.apiUrl,
    appUrl: options.appUrl ?? 'http://localhost',
  });

  /** Serves `requested` from `root` with `cacheControl`, or a 404: never index.html. */
  async function sendFrom(reply: FastifyReply, root: string, requested: string, cacheControl: string, cors = false) {
    const file = await findFile(root, requested);
    if (!file) return notFound(reply);
    reply.header('Cache-Control', cacheControl);
    // Widget files are fetched from customers' pages on other origins.
    if (cors)
      reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', CROSS_ORIGIN_RESOURCE);
    return reply.sendFile(file, root, { cacheControl: false });
  }

  async function sendIndex(reply: FastifyReply) {
    let html: Buffer;
    try {
      // Read per request: it is tiny, and a rebuilt dashboard shows up without a restart.
      html = await readFile(join(dashboardDir, 'index.html'));
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The dashboard has not been built: run `pnpm --filter @widgetry/dashboard build`.');
    }
    return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  }

  // GET /health – liveness for start scripts and load balancers
  app.get('/health', async () => ({ status: 'ok' }));

  // GET /app-config.js – the dashboard's runtime configuration, from this process's environment
  const configScript = `window.__WIDGETRY_CONFIG__=${JSON.stringify(options.config).replace(/</g, '\\u003c')};\n`;
  app.get('/app-config.js', async (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).type('text/javascript; charset=utf-8').send(configScript),
  );

  // embed.js with the API URL and the widget file versions written in, once at start: the
  // versions are hashes of the files this process serves, so `?v=` changes exactly when they do.
  const embedScript = await buildEmbedScript(widgetsDir, options.config.apiUrl, options.appUrl ?? '');
  const embed =
    embedScript && encodeBody(embedScript, createHash('sha256').update(embedScript).digest('base64url').slice(0, 16));

  // GET /embed.js – the widget loader, compressed once at start in each encoding
  app.get('/embed.js', async (request, reply) => {
    if (!embed) return notFound(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const etag = embed.etags[encoding];
    reply
      .header('Cache-Control', EMBED_CACHE)
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', CROSS_ORIGIN_RESOURCE)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', etag)
      .type('text/javascript; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(embed.bodies[encoding]);
  });

  // GET /scripts/widget/<type>.js, /scripts/lib/<lib>.js – widget runtimes and their libraries
  app.get<Wildcard>('/scripts/*', async (request, reply) =>
    sendFrom(reply, join(widgetsDir, WIDGETS_LAYOUT.scripts), request.params['*'], IMMUTABLE_CACHE, true),
  );

  // GET /styles/widget/<type>.css – widget stylesheets
  app.get<Wildcard>('/styles/*', async (request, reply) =>
    sendFrom(reply, join(widgetsDir, WIDGETS_LAYOUT.styles), request.params['*'], IMMUTABLE_CACHE, true),
  );

  // GET /assets/* – the dashboard's hashed bundles
  app.get<Wildcard>('/assets/*', async (request, reply) =>
    sendFrom(reply, join(dashboardDir, 'assets'), request.params['*'], IMMUTABLE_CACHE),
  );

  // GET / – the dashboard
  app.get('/', async (_request, reply) => sendIndex(reply));
  app.get('/index.html', async (_request, reply) => sendIndex(reply));

  // GET /* – other dashboard files, else the SPA fallback for a page the browser navigates to
  app.get<Wildcard>('/*', async (request, reply) => {
    const requested = request.params['*'];
    if (requested !== 'index.html') {
      const file = await findFile(dashboardDir, requested);
      if (file) {
        reply.header('Cache-Control', PUBLIC_FILE_CACHE);
        return reply.sendFile(file, dashboardDir, { cacheControl: false });
      }
    }
    // Client-side routes (/home, /editor?widgetType=…) are pages only the dashboard knows.
    if (acceptsHtml(request)) return sendIndex(reply);
    return notFound(reply);
  });

  return app;
}
