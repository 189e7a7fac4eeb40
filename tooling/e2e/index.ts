// The browser types, for packages whose tests drive Chromium only through these helpers.
export type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
export { BROWSER_ACTION_TIMEOUT_MS, launchBrowser, newTestContext } from './browser';
export { axeAudit, servePixelImages, shownReviewWidget, withOrigin } from './review-scene';
export { type EmbedScene, type EmbedSceneOptions, type OpenOptions, type SceneVisit, startEmbedScene } from './scene';
export {
  freePort,
  type RunningServer,
  serve,
  serveCustomerSite,
  serveStubEmbedApi,
  startWidgetHost,
} from './servers';
