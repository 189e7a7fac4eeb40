import { type Browser, launchBrowser, newTestContext, type Page } from '@widgetry/tooling/e2e';
import { afterAll, beforeAll } from 'vitest';

// One Chromium set-up for every browser test in the repo: the shared helper's flags keep it off
// the network this machine does not have.
export { launchBrowser } from '@widgetry/tooling/e2e';

export interface TestPage {
  page: Page;
  /** Console errors and uncaught exceptions the page produced so far. */
  errors: string[];
  close(): Promise<void>;
}

/** A page in a fresh context: its own storage, so each test starts signed out. */
export async function openPage(browser: Browser): Promise<TestPage> {
  const context = await newTestContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/**
 * A browser and one fresh page for the whole test file: opened before its first test, closed after
 * its last. The getter throws when the page did not open, so a test never runs on nothing.
 */
export function pageForFile(): () => TestPage {
  let browser: Browser | undefined;
  let tab: TestPage | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    tab = await openPage(browser);
  });
  afterAll(async () => {
    await tab?.close();
    await browser?.close();
  });
  return () => {
    if (!tab) throw new Error('the page did not open');
    return tab;
  };
}
