/// <reference lib="dom" />
// (page.evaluate callbacks run in the page, where the DOM is.)
// The listing runtimes' browser tests: a customer page on one origin that loads a built listing
// runtime's IIFE and stylesheet (packages/widgets-<type>/dist/browser, so build the package first)
// and mounts fixture ListingsData through window.Widgetry, as embed.js would; photos come from a
// local image host (the machine is offline) and Google Maps is stubbed by the test when it wants
// one. The page records its layout shifts (PerformanceObserver) from the start.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newTestContext } from './browser';
import { type RunningServer, serve } from './servers';

declare global {
  interface Window {
    /** Layout shift values the page saw, without those right after an input. */
    __shifts?: number[];
  }
}

/** One widget on the page: its settings (htmlData[type]) and its source data. */
export interface ListingWidget {
  settings: unknown;
  data?: unknown;
  /** Another built runtime than the scene's (a calculator beside the listings); its package must be built too. */
  type?: string;
}

export interface ListingVisit {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Every URL the page asked for. */
  requests: string[];
}

export interface ListingScene {
  url: string;
  /** Opens the page with the widgets `ids` in that order; `query` is added to the page's address. */
  open(ids: readonly string[], options?: { query?: string; context?: BrowserContextOptions }): Promise<ListingVisit>;
  close(): Promise<void>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);
const FONTS_SERVICE = 'https://fonts.googleapis.com/';

function page(type: string, url: URL, widgets: Record<string, ListingWidget>, images: [string, string]): string {
  const ids = url.searchParams.getAll('id');
  const typeOf = (id: string) => widgets[id]?.type ?? type;
  const configs = JSON.stringify(Object.fromEntries(ids.map((id) => [id, { type: typeOf(id), ...widgets[id] }])))
    .replaceAll(images[0], images[1])
    .replace(/</g, '\\u003c');
  // Room above the widgets, for a test that needs them to start out of view.
  const spacer = Math.min(5000, Number(url.searchParams.get('spacer')) || 0);
  const hosts = ids
    .map((id) => `<div data-widgetry-id="${id}" data-type="${typeOf(id)}"></div>`)
    .join('\n<p>Between widgets</p>\n');
  const scripts = [...new Set(ids.map(typeOf))].map((name) => `<script src="/runtime/${name}.js"></script>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rentals</title>
<script>window.__shifts=[];new PerformanceObserver(function(list){list.getEntries().forEach(function(e){if(!e.hadRecentInput)window.__shifts.push(e.value)})}).observe({type:'layout-shift',buffered:true});</script>
</head><body style="margin:0;font-family:serif"><h1>Our rentals</h1>
<div style="height:${spacer}px"></div>
${hosts}
<footer style="height:1200px">Customer footer</footer>
${scripts}
<script>var configs=${configs};document.querySelectorAll('[data-widgetry-id]').forEach(function(el){var c=configs[el.getAttribute('data-widgetry-id')];window.Widgetry.runtimes[c.type].mount(el,{settings:c.settings,data:c.data,stylesheetUrl:'/styles/widget/'+c.type+'.css'})});</script>
</body></html>`;
}

/**
 * Starts the page's server and a browser for `type`'s built runtime with these widgets; every
 * `imageOrigin` in them is served by the scene's own image host.
 */
export async function startListingScene(
  type: string,
  widgets: Record<string, ListingWidget>,
  imageOrigin = 'https://img.example',
): Promise<ListingScene> {
  // The built files of every type on the page, read once: /runtime/<type>.js, the stylesheet and
  // the catalogues where the host serves them (/styles/widget/<type>.css, whose address the loader
  // derives /scripts/i18n/<type>/<lang>.json from for a widget in another language, issue 32).
  const files = new Map<string, Buffer>();
  for (const name of new Set([type, ...Object.values(widgets).map((widget) => widget.type ?? type)])) {
    const dist = join(root, 'packages', `widgets-${name}`, 'dist', 'browser');
    files.set(`/runtime/${name}.js`, readFileSync(join(dist, `${name}.js`)));
    files.set(`/styles/widget/${name}.css`, readFileSync(join(dist, `${name}.css`)));
    const i18n = join(dist, 'i18n');
    for (const file of existsSync(i18n) ? readdirSync(i18n) : []) {
      files.set(`/scripts/i18n/${name}/${file}`, readFileSync(join(i18n, file)));
    }
  }
  const server: RunningServer = await serve((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = files.get(url.pathname);
    if (file) {
      const contentType = url.pathname.endsWith('.js')
        ? 'text/javascript'
        : url.pathname.endsWith('.json')
          ? 'application/json'
          : 'text/css';
      response.writeHead(200, { 'Content-Type': contentType }).end(file);
    } else if (url.pathname.startsWith('/img/')) response.writeHead(200, { 'Content-Type': 'image/png' }).end(PIXEL);
    else if (url.pathname === '/') {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(page(type, url, widgets, [imageOrigin, `http://${request.headers.host ?? ''}/img`]));
    } else response.writeHead(404).end();
  });
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    url: server.url,
    async open(ids, { query = '', context } = {}) {
      const tab = await (await newTestContext(browser, context)).newPage();
      const visit: ListingVisit = { page: tab, errors: [], requests: [] };
      tab.on('console', (message) => {
        if (message.type() === 'error') visit.errors.push(message.text());
      });
      tab.on('pageerror', (error) => visit.errors.push(error.message));
      tab.on('request', (request) => visit.requests.push(request.url()));
      await tab.route(`${FONTS_SERVICE}**`, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
      const ask = [...ids.map((id) => `id=${encodeURIComponent(id)}`), query].filter(Boolean).join('&');
      await tab.goto(`${server.url}/?${ask}`, { waitUntil: 'load' });
      return visit;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** The sum of the page's layout shifts so far. */
export function layoutShift(tab: Page): Promise<number> {
  return tab.evaluate(() => (window.__shifts ?? []).reduce((sum, value) => sum + value, 0));
}
