// Issue 30 in a real browser: a visitor calculates on a customer's page and the runtime's sender
// posts `calculated` to the API origin embed.js read the widget from, as a text/plain beacon (no
// CORS preflight), within its flush interval; with Global Privacy Control on, nothing is sent. The
// page is on one origin, embed.js and the runtime come from the built front-end host on another,
// and a stub API on a third answers GET /embed/:id and records POST /embed/:id/events. Build the
// host first (see README).
import { defaultHtmlData } from '@widgetry/contracts';
import {
  type Browser,
  launchBrowser,
  newTestContext,
  type RunningServer,
  serve,
  serveCustomerSite,
  startWidgetHost,
} from '@widgetry/tooling/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What the stub API was sent on POST /embed/:id/events. */
interface Posted {
  widget: string;
  contentType: string;
  origin: string;
  events: string[];
}

const answer = { type: 'affordability', htmlData: { affordability: defaultHtmlData('affordability').affordability } };
const posted: Posted[] = [];
const preflights: string[] = [];

let api: RunningServer | undefined;
let host: RunningServer | undefined;
let site: RunningServer | undefined;
let browser: Browser | undefined;

/** The stub of the two public routes; any widget id answers the same calculator. */
function serveApi(): Promise<RunningServer> {
  return serve((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const path = request.url ?? '';
    const events = /^\/embed\/([\w-]+)\/events$/.exec(path);
    if (request.method === 'OPTIONS') {
      preflights.push(path);
      response.writeHead(204).end();
    } else if (request.method === 'POST' && events) {
      let body = '';
      request.on('data', (chunk) => {
        body += String(chunk);
      });
      request.on('end', () => {
        const parsed: { events: { name: string }[] } = JSON.parse(body);
        posted.push({
          widget: events[1] ?? '',
          contentType: request.headers['content-type'] ?? '',
          origin: request.headers.origin ?? '',
          events: parsed.events.map((event) => event.name),
        });
        response.writeHead(204).end();
      });
    } else if (request.method === 'GET' && /^\/embed\/[\w-]+$/.test(path)) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    } else {
      response.writeHead(404).end();
    }
  });
}

beforeAll(async () => {
  api = await serveApi();
  host = await startWidgetHost(api.url);
  site = await serveCustomerSite(host.url, (url) => {
    const id = url.searchParams.get('id') ?? '';
    return `<div data-widgetry-id="${id}" data-type="affordability"></div>`;
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([site, host, api].map((server) => server?.close()));
});

/** Opens the customer's page with widget `id` and calculates as a visitor would. */
async function calculateOn(id: string, gpc = false) {
  if (!browser || !site) throw new Error('not started');
  const page = await (await newTestContext(browser)).newPage();
  if (gpc) {
    // As a browser with Global Privacy Control on exposes it (Chromium has no switch for it).
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
  }
  await page.goto(`${site.url}/?id=${id}`, { waitUntil: 'load' });
  const calc = page.locator(`[data-widgetry-id="${id}"]`);
  await calc.getByLabel('Annual Income').fill('98000');
  await calc.getByRole('button', { name: 'Calculate' }).click();
  return page;
}

describe('insights from a customer page (issue 30)', () => {
  it('sends calculated to the API the loader used, as text/plain and without a preflight', async () => {
    const page = await calculateOn('calc');
    // The sender waits INSIGHTS_FLUSH_MS (2 s) for more events; the ceiling is generous.
    await expect.poll(() => posted.filter((entry) => entry.widget === 'calc').length, { timeout: 30_000 }).toBe(1);
    expect(posted.find((entry) => entry.widget === 'calc')).toEqual({
      widget: 'calc',
      contentType: expect.stringMatching(/^text\/plain/),
      origin: new URL(site?.url ?? '').origin,
      events: ['calculated'],
    });
    expect(preflights).toEqual([]);
    await page.context().close();
  });

  it('sends nothing with Global Privacy Control on', async () => {
    const gpc = await calculateOn('gpc', true);
    // Leaving the page is the sender's last chance (pagehide); a beacon would go out now.
    await gpc.goto('about:blank');
    await gpc.context().close();
    // A page without GPC calculates afterwards: once its event arrives, the earlier page's would have.
    const plain = await calculateOn('after-gpc');
    await expect.poll(() => posted.filter((entry) => entry.widget === 'after-gpc').length, { timeout: 30_000 }).toBe(1);
    expect(posted.filter((entry) => entry.widget === 'gpc')).toEqual([]);
    await plain.context().close();
  });
});
