import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost, EMBED_CACHE, IMMUTABLE_CACHE } from './host';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
/** A stand-in for the built loader: the placeholder is where the host writes the configuration. */
const EMBED_JS = '(()=>{start(__WIDGETRY_EMBED_CONFIG__)})();';
const YELP_JS = '/* yelp runtime */';
const YELP_CSS = '.yelp{}';
const YELP_ES = '{"readMore":"Leer más"}';
const APP_JS = 'console.log("app");';

/**
 * The host's version of a widget type: hash of its script, a separator and its style, then each
 * language's catalogue (issue 32) by file name, so a new translation gives new URLs too.
 */
function version(script: string, style?: string, catalogues: Record<string, string> = {}): string {
  const hash = createHash('sha256').update(script).update('\0');
  if (style !== undefined) hash.update(style);
  for (const [name, body] of Object.entries(catalogues).sort()) hash.update('\0').update(name).update(body);
  return hash.digest('hex').slice(0, 8);
}

/** The configuration written into a served embed.js. */
function embedConfig(body: string): unknown {
  const match = /^\(\(\)=>\{start\((.*)\)\}\)\(\);$/.exec(body);
  if (!match?.[1]) throw new Error(`unexpected embed.js: ${body}`);
  return JSON.parse(match[1]);
}

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

let fixtureDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  fixtureDir = mkdtempSync(join(tmpdir(), 'widgetry-host-'));
  const dashboardDir = join(fixtureDir, 'dashboard');
  const widgetsDir = join(fixtureDir, 'widgets');
  writeFiles(dashboardDir, {
    'index.html': INDEX_HTML,
    'assets/index-abc123.js': APP_JS,
    'assets/index-abc123.css': 'body{margin:0}',
    'images/yelp-banner.png': 'png-bytes',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.env': 'SECRET=1',
  });
  // The builds' compressed copies (the dashboard's Vite plugin, the host's collect-widgets).
  writeFileSync(join(dashboardDir, 'assets/index-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dashboardDir, 'assets/index-abc123.js.gz'), gzipSync(APP_JS));
  writeFiles(widgetsDir, {
    'embed.js': EMBED_JS,
    'scripts/widget/yelp.js': YELP_JS,
    'scripts/widget/prorated.js': '/* prorated runtime */',
    'scripts/widget/README.txt': 'not a runtime',
    'scripts/lib/slider.js': '/* slider */',
    'styles/widget/yelp.css': YELP_CSS,
    'scripts/i18n/yelp/es.json': YELP_ES,
  });
  writeFileSync(join(widgetsDir, 'scripts/widget/yelp.js.br'), brotliCompressSync(YELP_JS));
  writeFiles(fixtureDir, { 'outside.txt': 'not served' });
  app = await buildHost({
    dashboardDir,
    widgetsDir,
    config: { apiUrl: 'https://api.example.com', recaptchaSiteKey: 'site-key', stripePublishableKey: 'pk_test_1' },
    appUrl: 'https://app.example.com',
  });
});

afterAll(async () => {
  await app.close();
  rmSync(fixtureDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('front-end host', () => {
  it('answers /health', async () => {
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves index.html at / without caching it', async () => {
    const response = await app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(['/home', '/editor?widgetType=x', '/devadmin/users', '/resetPassword?userId=1&token=t'])(
    'falls back to index.html for the page %s',
    async (url) => {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('answers 404, not index.html, for a missing file that is not a page request', async () => {
    const response = await app.inject({ url: '/missing.json', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.body).toBe('console.log("app");');
  });

  it.each(['/assets/index-gone.js', '/scripts/widget/nope.js', '/scripts/lib/nope.js', '/styles/widget/nope.css'])(
    'answers 404 for the unknown file %s even to a browser',
    async (url) => {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('serves other dashboard files such as the default images', async () => {
    const response = await app.inject({ url: '/images/yelp-banner.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves hidden files or anything outside the served folders', async () => {
    for (const url of [
      '/.env',
      '/assets/../../outside.txt',
      '/assets/%2e%2e/%2e%2e/outside.txt',
      '/scripts/../outside.txt',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('not served');
      expect(response.body, url).not.toContain('SECRET');
    }
  });

  it('writes /app-config.js from the configuration, uncached', async () => {
    const response = await app.inject({ url: '/app-config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const prefix = 'window.__WIDGETRY_CONFIG__=';
    expect(response.body.startsWith(prefix)).toBe(true);
    expect(JSON.parse(response.body.slice(prefix.length).trim().replace(/;$/, ''))).toEqual({
      apiUrl: 'https://api.example.com',
      recaptchaSiteKey: 'site-key',
      stripePublishableKey: 'pk_test_1',
    });
  });

  it('serves embed.js with a short cache and its configuration written in', async () => {
    const response = await app.inject({ url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe(EMBED_CACHE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).not.toContain('__WIDGETRY_EMBED_CONFIG__');
    expect(embedConfig(response.body)).toEqual({
      api: 'https://api.example.com',
      app: 'https://app.example.com',
      v: { prorated: version('/* prorated runtime */'), yelp: version(YELP_JS, YELP_CSS, { 'es.json': YELP_ES }) },
    });
  });

  it('answers 304 for an embed.js the browser already has', async () => {
    const first = await app.inject({ url: '/embed.js' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await app.inject({ url: '/embed.js', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(EMBED_CACHE);
  });

  it.each([
    ['/scripts/widget/yelp.js', YELP_JS, /javascript/],
    ['/scripts/lib/slider.js', '/* slider */', /javascript/],
    ['/styles/widget/yelp.css', YELP_CSS, /^text\/css/],
    ['/scripts/i18n/yelp/es.json', YELP_ES, /^application\/json/],
  ])('serves the widget file %s as immutable', async (url, body, contentType) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(contentType);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).toBe(body);
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip;q=0.5, br;q=0.9', 'br', brotliDecompressSync],
  ])('sends a built file compressed to a client accepting %s', async (acceptEncoding, encoding, decode) => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decode(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('gives each encoding of a built file its own ETag, and the plain file to a client accepting none', async () => {
    const tags = new Set<unknown>();
    for (const acceptEncoding of ['br', 'gzip', '']) {
      const response = await app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      tags.add(response.headers.etag);
      if (acceptEncoding === '') {
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.body).toBe(APP_JS);
      }
    }
    expect(tags.size).toBe(3);
  });

  it('falls back to the next encoding when a file has no copy in the best one', async () => {
    const brotli = await app.inject({ url: '/scripts/widget/yelp.js', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(YELP_JS);
    // yelp.css has no compressed copy: a brotli client gets the file itself, still marked as varying.
    const style = await app.inject({ url: '/styles/widget/yelp.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(style.headers['content-encoding']).toBeUndefined();
    expect(style.headers.vary).toMatch(/accept-encoding/i);
    expect(style.body).toBe(YELP_CSS);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('sends embed.js compressed with %s, each encoding with its own ETag', async (encoding, decode) => {
    const plain = await app.inject({ url: '/embed.js' });
    const response = await app.inject({ url: '/embed.js', headers: { 'accept-encoding': encoding } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decode(response.rawPayload).toString()).toBe(plain.body);
    expect(response.headers.etag).not.toBe(plain.headers.etag);
    const again = await app.inject({
      url: '/embed.js',
      headers: { 'accept-encoding': encoding, 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // The plain body's ETag does not revalidate a compressed copy, nor the other way round.
    const mixed = await app.inject({
      url: '/embed.js',
      headers: { 'accept-encoding': encoding, 'if-none-match': String(plain.headers.etag) },
    });
    expect(mixed.statusCode).toBe(200);
  });

  it('answers HEAD for widget scripts, as the editor checks them before loading', async () => {
    const found = await app.inject({ method: 'HEAD', url: '/scripts/widget/yelp.js' });
    expect(found.statusCode).toBe(200);
    expect(found.body).toBe('');
    const missing = await app.inject({ method: 'HEAD', url: '/scripts/widget/nope.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('front-end host with a widget build it cannot configure', () => {
  it('refuses to start when embed.js has no placeholder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'widgetry-host-stale-'));
    try {
      writeFiles(dir, { 'widgets/embed.js': '/* an old loader */' });
      await expect(
        buildHost({
          dashboardDir: join(dir, 'dashboard'),
          widgetsDir: join(dir, 'widgets'),
          config: { apiUrl: 'http://localhost:3080', recaptchaSiteKey: '', stripePublishableKey: '' },
        }),
      ).rejects.toThrow(/no __WIDGETRY_EMBED_CONFIG__ placeholder/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('front-end host with nothing built', () => {
  let empty: FastifyInstance;
  let emptyDir: string;

  beforeAll(async () => {
    emptyDir = mkdtempSync(join(tmpdir(), 'widgetry-host-empty-'));
    empty = await buildHost({
      dashboardDir: join(emptyDir, 'no-dashboard'),
      widgetsDir: join(emptyDir, 'no-widgets'),
      config: { apiUrl: 'http://localhost:3080', recaptchaSiteKey: '', stripePublishableKey: '' },
    });
  });

  afterAll(async () => {
    await empty.close();
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it('answers 404 for widget files when the widgets directory is missing', async () => {
    for (const url of ['/embed.js', '/scripts/widget/yelp.js', '/styles/widget/yelp.css']) {
      expect((await empty.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('says the dashboard is not built instead of failing', async () => {
    const response = await empty.inject({ url: '/home', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/not been built/);
    expect((await empty.inject({ url: '/health' })).statusCode).toBe(200);
  });
});
