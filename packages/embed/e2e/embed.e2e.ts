/// <reference types="node" />
// The install path end to end: a customer's page on one origin pastes the snippet, embed.js and
// the prorated runtime come from the built front-end host on another, and the widget
// configuration from a stub API on a third (the real GET /embed/:id answers the same shape).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { formatMoney, prorateRent } from '@widgetry/calculators';
import { defaultHtmlData, type ProratedSettings } from '@widgetry/contracts';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HOST_SERVER = fileURLToPath(new URL('../../../apps/host/dist/server.js', import.meta.url));
const HOST_WIDGETS = fileURLToPath(new URL('../../../apps/host/widgets/embed.js', import.meta.url));

function settings(change: (value: ProratedSettings) => void = () => {}): ProratedSettings {
  const value = defaultHtmlData('prorated').prorated;
  change(value);
  return value;
}

/** What the stub API knows, as GET /embed/:id answers it. */
const WIDGETS: Record<string, unknown> = {
  first: { type: 'prorated', htmlData: { prorated: settings() } },
  second: {
    type: 'prorated',
    htmlData: {
      prorated: settings((value) => {
        value.heading.proratedHeading = 'Second calculator';
        value.heading.headingFontFamily = 'Lato';
        value.result.resultLayout = 'horizontal';
      }),
    },
  },
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the server has no port');
  return `http://127.0.0.1:${address.port}`;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const url = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return Number(new URL(url).port);
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`the host exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the host did not answer at ${url}`);
}

let api: Server;
let customer: Server;
let host: ChildProcess | undefined;
let hostUrl = '';
let pageUrl = '';
let browser: Browser | undefined;

beforeAll(async () => {
  if (!existsSync(HOST_SERVER) || !existsSync(HOST_WIDGETS)) {
    throw new Error('Build the host first: pnpm turbo run build --filter @widgetry/host');
  }
  api = createServer((request, response) => {
    const id = decodeURIComponent((request.url ?? '').replace(/^\/embed\//, ''));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'GET' && request.url?.startsWith('/embed/') && Object.hasOwn(WIDGETS, id)) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(WIDGETS[id]));
    } else {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found."}');
    }
  });
  const apiUrl = await listen(api);

  const port = await freePort();
  hostUrl = `http://127.0.0.1:${port}`;
  host = spawn(process.execPath, [HOST_SERVER], {
    env: {
      ...process.env,
      WEB_PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      APP_URL: hostUrl,
      // No dashboard: this test only needs the widget files (a missing dashboard is a plain 503).
      DASHBOARD_DIR: fileURLToPath(new URL('./no-dashboard', import.meta.url)),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(hostUrl, host);

  // The customer's site: its own markup, the snippet, and nothing else from Widgetry.
  customer = createServer((request, response) => {
    const ids = new URL(request.url ?? '/', 'http://page').searchParams.getAll('id');
    const widgets = ids
      .map((id) => `<div data-widgetry-id="${id}" data-type="prorated"></div>`)
      .join('\n<p>Between widgets</p>\n');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Customer site</title></head>
<body><h1>Welcome to Maple Court</h1>
${widgets}
<footer id="footer">Customer footer</footer>
<script async src="${hostUrl}/embed.js"></script>
</body></html>`);
  });
  pageUrl = await listen(customer);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  host?.kill('SIGTERM');
  await Promise.all([api, customer].map((server) => new Promise((resolve) => server?.close(resolve))));
});

interface CustomerPage {
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Console warnings from the loader. */
  warnings: string[];
  /** Stylesheets asked of the fonts service (answered locally: the test machine is offline). */
  fonts: string[];
}

async function visit(ids: string[]): Promise<CustomerPage> {
  if (!browser) throw new Error('Chromium did not start');
  const context = await browser.newContext();
  const page = await context.newPage();
  const view: CustomerPage = { page, errors: [], warnings: [], fonts: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') view.errors.push(message.text());
    if (message.type() === 'warning' && message.text().startsWith('[widgetry]')) view.warnings.push(message.text());
  });
  page.on('pageerror', (error) => view.errors.push(error.message));
  await page.route('https://fonts.googleapis.com/**', (route) => {
    view.fonts.push(route.request().url());
    return route.fulfill({ contentType: 'text/css', body: '' });
  });
  const query = ids.map((id) => `id=${encodeURIComponent(id)}`).join('&');
  await page.goto(`${pageUrl}/?${query}`, { waitUntil: 'load' });
  return view;
}

function widget(page: Page, id: string): Locator {
  return page.locator(`[data-widgetry-id="${id}"]`);
}

describe('embed.js on a customer page', () => {
  it('renders two calculators in shadow roots, loading the runtime once, and computes the prorated rent', async () => {
    const view = await visit(['first', 'second']);
    const first = widget(view.page, 'first');
    const second = widget(view.page, 'second');
    await first.getByRole('heading', { name: 'Prorated Rent Calculator' }).waitFor();
    await second.getByRole('heading', { name: 'Second calculator' }).waitFor();

    const page = await view.page.evaluate(() => {
      const hosts = [...document.querySelectorAll('[data-widgetry-id]')];
      const frame = document.createElement('iframe');
      document.body.append(frame);
      const fresh = new Set(Object.keys(frame.contentWindow ?? {}));
      frame.remove();
      return {
        shadowModes: hosts.map((el) => el.shadowRoot?.mode ?? null),
        lightChildren: hosts.map((el) => el.childNodes.length),
        runtimeScripts: document.querySelectorAll('script[src*="/scripts/widget/prorated.js"]').length,
        stylesheets: hosts.map((el) => el.shadowRoot?.querySelector('link[rel="stylesheet"]')?.getAttribute('href')),
        globals: Object.keys(window).filter((key) => !fresh.has(key) && !/^\d+$/.test(key)),
        footer: document.getElementById('footer')?.textContent,
      };
    });
    expect(page.shadowModes).toEqual(['open', 'open']);
    expect(page.lightChildren).toEqual([0, 0]);
    expect(page.runtimeScripts).toBe(1);
    expect(page.stylesheets[0]).toMatch(new RegExp(`^${hostUrl}/styles/widget/prorated\\.css\\?v=[0-9a-f]{8}$`));
    expect(page.globals).toEqual(['Widgetry']);
    expect(page.footer).toBe('Customer footer');
    // The stylesheet applied: the heading takes its colour from the settings through it.
    const headingColor = await first.getByRole('heading').evaluate((el) => getComputedStyle(el).color);
    expect(headingColor).toBe('rgb(138, 43, 226)');
    expect(view.fonts.some((url) => url.includes('family=Lato'))).toBe(true);

    await first.getByLabel('Monthly Rent ($)').fill('1500');
    await first.getByLabel('Move-in Date').fill('2024-02-15');
    await first.getByRole('button', { name: 'Calculate' }).click();
    const expected = formatMoney(prorateRent({ monthlyRent: 1500, moveIn: '2024-02-15' }).amount);
    const result = first.getByRole('region', { name: 'Prorated rent' });
    await result.getByText(expected).waitFor();
    expect(await result.getAttribute('aria-live')).toBe('polite');
    expect(await result.textContent()).toContain('Days charged15');

    // Keyboard only: Enter in a field submits; the second widget computes on its own.
    await second.getByLabel('Monthly Rent ($)').fill('3100');
    await second.getByLabel('Move-in Date').fill('2025-03-05');
    await second.getByLabel('Move-out Date (optional)').fill('2025-03-14');
    await second.getByLabel('Monthly Rent ($)').press('Enter');
    await second.getByRole('region', { name: 'Prorated rent' }).getByText('$1,000.00').waitFor();
    expect(await result.getByText(expected).count()).toBe(1);

    expect(view.errors).toEqual([]);
    expect(view.warnings).toEqual([]);
    await view.page.context().close();
  });

  it('shows input errors accessibly', async () => {
    const view = await visit(['first']);
    const first = widget(view.page, 'first');
    await first.getByRole('button', { name: 'Calculate' }).click();
    const rent = first.getByLabel('Monthly Rent ($)');
    await expect.poll(() => rent.getAttribute('aria-invalid')).toBe('true');
    expect(
      await rent.evaluate((el) => {
        const root = el.getRootNode();
        return root instanceof ShadowRoot && root.activeElement === el;
      }),
    ).toBe(true);
    expect(await first.getByText('Enter the monthly rent.').isVisible()).toBe(true);
    expect(view.errors).toEqual([]);
    await view.page.context().close();
  });

  it('mounts a widget added later and leaves a failing one untouched with one warning', async () => {
    const view = await visit(['first', 'missing']);
    await widget(view.page, 'first').getByRole('heading').waitFor();
    await expect.poll(() => view.warnings.length).toBe(1);
    expect(view.warnings[0]).toMatch(/^\[widgetry\] widget "missing" not shown: configuration answered 404$/);
    const missing = await view.page.evaluate(() => {
      const el = document.querySelector('[data-widgetry-id="missing"]');
      return { shadow: el?.shadowRoot !== null, html: el?.innerHTML };
    });
    expect(missing).toEqual({ shadow: false, html: '' });

    await view.page.evaluate(() => {
      const later = document.createElement('div');
      later.setAttribute('data-widgetry-id', 'second');
      document.getElementById('footer')?.before(later);
    });
    await widget(view.page, 'second').getByRole('heading', { name: 'Second calculator' }).waitFor();
    const scripts = await view.page.evaluate(
      () => document.querySelectorAll('script[src*="/scripts/widget/prorated.js"]').length,
    );
    expect(scripts).toBe(1);
    // The API's 404 is logged by the browser itself; nothing else may fail.
    expect(view.errors.filter((line) => !line.includes('404'))).toEqual([]);
    await view.page.context().close();
  });
});
