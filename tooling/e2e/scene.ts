import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newTestContext } from './browser';
import { type RunningServer, serveCustomerSite, serveStubEmbedApi, startWidgetHost } from './servers';

/** One customer page as a test sees it. */
export interface SceneVisit {
  page: Page;
  /** Console messages of the scene's error types, and uncaught exceptions. */
  errors: string[];
  /** Every URL the page asked for. */
  requests: string[];
}

export interface EmbedSceneOptions {
  /** Console message types a test treats as errors; uncaught exceptions always count. */
  consoleErrors?: readonly string[];
  /** Answers the fonts service locally with an empty stylesheet, as the test machine is offline. */
  stubFonts?: boolean;
}

export interface OpenOptions {
  /** Query parameters after the ids, for a customer site that varies its markup by them. */
  params?: Record<string, string>;
  /** Each page gets a context of its own, so no visit sees another's storage. */
  context?: BrowserContextOptions;
}

export interface EmbedScene {
  /** The three origins, for tests that check what the page loaded from where. */
  apiUrl: string;
  hostUrl: string;
  siteUrl: string;
  /** Opens the customer's page with the snippets for `ids` (as `?id=…`) and waits for it to load. */
  open(ids: readonly string[], options?: OpenOptions): Promise<SceneVisit>;
  close(): Promise<void>;
}

const FONTS_SERVICE = 'https://fonts.googleapis.com/';

/**
 * A widget installed on a customer's page, across three origins as in production: the stub API
 * answers `widgets` for GET /embed/:id, the built front-end host serves embed.js and the runtime,
 * and the customer's site wraps `snippets(url)` in its own markup. Build the host first.
 */
export async function startEmbedScene(
  widgets: Record<string, unknown>,
  snippets: (url: URL) => string,
  { consoleErrors = ['error'], stubFonts = false }: EmbedSceneOptions = {},
): Promise<EmbedScene> {
  const servers: RunningServer[] = [];
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  };
  let api: RunningServer;
  let host: RunningServer;
  let site: RunningServer;
  try {
    api = await serveStubEmbedApi(widgets);
    servers.push(api);
    host = await startWidgetHost(api.url);
    servers.push(host);
    site = await serveCustomerSite(host.url, snippets);
    servers.push(site);
    browser = await launchBrowser();
  } catch (error) {
    // What did start must not outlive a failed set-up: the test file's afterAll has no scene to close.
    await close();
    throw error;
  }
  const started = browser;

  const open = async (ids: readonly string[], { params = {}, context }: OpenOptions = {}): Promise<SceneVisit> => {
    const page = await (await newTestContext(started, context)).newPage();
    const view: SceneVisit = { page, errors: [], requests: [] };
    page.on('console', (message) => {
      if (consoleErrors.includes(message.type())) view.errors.push(message.text());
    });
    page.on('pageerror', (error) => view.errors.push(error.message));
    page.on('request', (request) => view.requests.push(request.url()));
    if (stubFonts) {
      await page.route(`${FONTS_SERVICE}**`, (route) => route.fulfill({ contentType: 'text/css', body: '' }));
    }
    const query = [
      ...ids.map((id) => `id=${encodeURIComponent(id)}`),
      ...Object.entries(params).map(([name, value]) => `${name}=${encodeURIComponent(value)}`),
    ].join('&');
    await page.goto(`${site.url}/?${query}`, { waitUntil: 'load' });
    return view;
  };

  return { apiUrl: api.url, hostUrl: host.url, siteUrl: site.url, open, close };
}
