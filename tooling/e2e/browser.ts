import { type Browser, type BrowserContext, chromium } from 'playwright-core';

export interface LaunchOptions {
  /**
   * Public-looking host names the browser resolves to 127.0.0.1, for a page that must be on a
   * real domain (the API records installations only on public DNS names) without any DNS.
   */
  loopbackHosts?: readonly string[];
}

/** Headless Debian Chromium; the flags keep it off the network this machine does not have. */
export function launchBrowser({ loopbackHosts = [] }: LaunchOptions = {}): Promise<Browser> {
  const hostRules = loopbackHosts.map((host) => `MAP ${host} 127.0.0.1`).join(',');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...(hostRules === '' ? [] : [`--host-resolver-rules=${hostRules}`]),
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * The ceiling for one browser action or navigation (Playwright's own default is 30 s). Actions
 * finish as soon as their element is ready; a busy 2-core machine can take far longer than an idle one.
 */
export const BROWSER_ACTION_TIMEOUT_MS = 120_000;

/** A fresh browser context whose actions and navigations wait up to BROWSER_ACTION_TIMEOUT_MS. */
export async function newTestContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(BROWSER_ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(BROWSER_ACTION_TIMEOUT_MS);
  return context;
}
