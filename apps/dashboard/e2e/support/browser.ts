import { type Browser, newTestContext, type Page } from '@widgetry/tooling/e2e';

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
