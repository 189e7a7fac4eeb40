import type { Browser, Page, RunningServer } from '@widgetry/tooling/e2e';
import { launchBrowser, openPage, type TestPage } from './browser';
import { serveCustomerPage } from './customer-site';
import { signUpAndVerify } from './sign-up';

/**
 * The browser has no network here, so the fonts service's stylesheet cannot load. The product's
 * own hosts are localhost and 127.0.0.1, which always resolve: a name-resolution failure can only
 * be that external request, and every other console error still fails the test.
 */
/**
 * The customer's site's host name: installations are recorded only for public DNS names, so the
 * customer's page is served on this name, which the browser alone resolves to 127.0.0.1.
 */
export const CUSTOMER_HOST = 'maple-court.example.com';

export const unexpectedErrors = (errors: string[]) =>
  errors.filter((error) => !error.includes('net::ERR_NAME_NOT_RESOLVED'));

/** A customer's page as the browser shows it, and the address of the site serving it. */
export interface CustomerPage extends TestPage {
  url: string;
}

export interface ProductSession {
  /** The dashboard, signed in as a new account whose email is verified. */
  dashboard: TestPage;
  /**
   * Serves the markup as a customer's page on an origin of its own and opens it in a context of
   * its own; a customer page already open is closed first. `prepare` runs on the new page before
   * it loads (routes, listeners). `lang` is the page's <html lang> (English unless said).
   */
  openCustomerPage(markup: string, prepare?: (page: Page) => Promise<void>, lang?: string): Promise<CustomerPage>;
  /** Closes the customer's page and its site, if one is open. */
  closeCustomerPage(): Promise<void>;
  close(): Promise<void>;
}

/** Chromium with the dashboard signed in through the UI, as a customer of the product would be. */
export async function startProductSession(account: {
  appUrl: string;
  mailDir: string;
  name: string;
  email: string;
}): Promise<ProductSession> {
  const browser: Browser = await launchBrowser({ loopbackHosts: [CUSTOMER_HOST] });
  let dashboard: TestPage | undefined;
  let customer: TestPage | undefined;
  let customerSite: RunningServer | undefined;

  const closeCustomerPage = async () => {
    await customer?.close();
    await customerSite?.close();
    customer = undefined;
    customerSite = undefined;
  };
  const close = async () => {
    await closeCustomerPage();
    await dashboard?.close();
    await browser.close();
  };

  try {
    dashboard = await openPage(browser);
    await signUpAndVerify(dashboard.page, account);
  } catch (error) {
    // The test file has no session to close in its afterAll, so the browser must not outlive this.
    await close();
    throw error;
  }

  const openCustomerPage = async (
    markup: string,
    prepare?: (page: Page) => Promise<void>,
    lang?: string,
  ): Promise<CustomerPage> => {
    await closeCustomerPage();
    const site = await serveCustomerPage(markup, lang);
    customerSite = site;
    const page = await openPage(browser);
    customer = page;
    await prepare?.(page.page);
    const url = new URL(site.url);
    url.hostname = CUSTOMER_HOST;
    await page.page.goto(url.toString(), { waitUntil: 'load' });
    return { ...page, url: url.toString() };
  };

  return { dashboard, openCustomerPage, closeCustomerPage, close };
}
