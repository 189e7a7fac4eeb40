// The install path end to end: a customer's page on one origin pastes the snippet, embed.js and
// the prorated runtime come from the built front-end host on another, and the widget
// configuration from a stub API on a third (the real GET /embed/:id answers the same shape).
import { formatMoney, prorateRent } from '@widgetry/calculators';
import { defaultHtmlData, type ProratedSettings } from '@widgetry/contracts';
import {
  type Browser,
  type Locator,
  launchBrowser,
  newTestContext,
  type Page,
  type RunningServer,
  serveCustomerSite,
  serveStubEmbedApi,
  startWidgetHost,
} from '@widgetry/tooling/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

/** The snippets of the ids in the page's query string, with the customer's own markup between them. */
function snippets(url: URL): string {
  return url.searchParams
    .getAll('id')
    .map((id) => `<div data-widgetry-id="${id}" data-type="prorated"></div>`)
    .join('\n<p>Between widgets</p>\n');
}

let api: RunningServer | undefined;
let host: RunningServer | undefined;
let customer: RunningServer | undefined;
let hostUrl = '';
let pageUrl = '';
let browser: Browser | undefined;

beforeAll(async () => {
  api = await serveStubEmbedApi(WIDGETS);
  host = await startWidgetHost(api.url);
  hostUrl = host.url;
  // The customer's site: its own markup, the snippet, and nothing else from Widgetry.
  customer = await serveCustomerSite(hostUrl, snippets);
  pageUrl = customer.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([customer, host, api].map((server) => server?.close()));
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
  const context = await newTestContext(browser);
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
    expect(view.warnings[0]).toMatch(/^\[widgetry\] widget "missing" not shown: Data file does not exist$/);
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
