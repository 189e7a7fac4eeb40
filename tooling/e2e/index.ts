// The browser types, for packages whose tests drive Chromium only through these helpers.
export type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
export { launchBrowser } from './browser';
export {
  freePort,
  type RunningServer,
  serve,
  serveCustomerSite,
  serveStubEmbedApi,
  startWidgetHost,
} from './servers';
