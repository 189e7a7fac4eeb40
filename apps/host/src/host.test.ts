import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost, EMBED_CACHE, IMMUTABLE_CACHE } from './host';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

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
    'assets/index-abc123.js': 'console.log("app");',
    'assets/index-abc123.css': 'body{margin:0}',
    'images/yelp-banner.png': 'png-bytes',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.env': 'SECRET=1',
  });
  writeFiles(widgetsDir, {
    'embed.js': '/* loader */',
    'scripts/widget/yelp.js': '/* yelp runtime */',
    'scripts/lib/slider.js': '/* slider */',
    'styles/widget/yelp.css': '.yelp{}',
  });
  writeFiles(fixtureDir, { 'outside.txt': 'not served' });
  app = await buildHost({
    dashboardDir,
    widgetsDir,
    config: { apiUrl: 'https://api.example.com', recaptchaSiteKey: 'site-key', stripePublishableKey: 'pk_test_1' },
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

  it('serves embed.js with a short cache', async () => {
    const response = await app.inject({ url: '/embed.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(EMBED_CACHE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).toBe('/* loader */');
  });

  it.each([
    ['/scripts/widget/yelp.js', '/* yelp runtime */', /javascript/],
    ['/scripts/lib/slider.js', '/* slider */', /javascript/],
    ['/styles/widget/yelp.css', '.yelp{}', /^text\/css/],
  ])('serves the widget file %s as immutable', async (url, body, contentType) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(contentType);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).toBe(body);
  });

  it('answers HEAD for widget scripts, as the editor checks them before loading', async () => {
    const found = await app.inject({ method: 'HEAD', url: '/scripts/widget/yelp.js' });
    expect(found.statusCode).toBe(200);
    expect(found.body).toBe('');
    const missing = await app.inject({ method: 'HEAD', url: '/scripts/widget/nope.js' });
    expect(missing.statusCode).toBe(404);
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
