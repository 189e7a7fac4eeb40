import {
  availableWidgetsResponseSchema,
  checkoutSessionResponseSchema,
  loginCheckResponseSchema,
  SUBSCRIPTION_MESSAGES,
  type WidgetType,
} from '@widgetry/contracts';
import type { Browser, Page } from '@widgetry/tooling/e2e';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type TestPage } from './support/browser';
import { DESKTOP, layoutFaults, PHONE, SIZES } from './support/layout';
import { type AdminApi, adminApi } from './support/product-api';
import { E2E_PASSWORD, signUpAndVerify } from './support/sign-up';

// Issue 29 ("What trips a customer up, third trial"), rows 8, 10, 16, 22, 23, 24 and 25, as the
// new site owner met them on a phone (390 × 844) and a desktop (1366 × 850): the subscription list,
// Add New Product, the API unreachable, the test checkout, the phone header, the catalogue's
// filters and Back, and Sign out everywhere seen from the other browser.

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const RUN = Date.now().toString(36);
const OWNER = { name: `Rows Owner ${RUN}`, email: `rows-${RUN}@e2e.widgetry.test` };
/** Long enough to wrap: a title broken letter by letter shows at once. */
const TITLES = ['Mortgage calculator for the Oak Street duplex', 'Rent calculator for Maple Court'];

let browser: Browser | undefined;
let owner: TestPage | undefined;
let admin: AdminApi | undefined;
let ownerId = '';
const created: string[] = [];

function started(test: TestPage | undefined): TestPage {
  if (!test) throw new Error('Chromium did not start');
  return test;
}

async function widgetTypes(): Promise<WidgetType[]> {
  const answer = loginCheckResponseSchema.parse(await fetch(`${apiUrl}/`).then((response) => response.json()));
  return answer.widgetTypes;
}

/** The prorated product as it was before pricedCalculator priced it, to restore after the file. */
let freeCalculator: WidgetType | undefined;

/** The admin sets a calculator's monthly price, so it is bought through the checkout. */
async function pricedCalculator(): Promise<WidgetType> {
  if (!admin) throw new Error('no admin');
  const listed = await admin.request('/devadmin/availableWidget', { method: 'GET' });
  const { availableWidgets } = availableWidgetsResponseSchema.parse(await listed.json());
  const prorated = availableWidgets.find((type) => type.name === 'prorated');
  if (!prorated) throw new Error('the catalogue has no prorated type');
  if (prorated.price > 0) return prorated;
  // The product is shared by every browser-test file: afterAll puts the free price back.
  freeCalculator = prorated;
  const saved = await admin.request('/devadmin/availableWidget', { method: 'PUT', body: { ...prorated, price: 5 } });
  if (!saved.ok) throw new Error(`PUT /devadmin/availableWidget: ${saved.status}`);
  const found = (await widgetTypes()).find((type) => type.name === 'prorated');
  if (!found) throw new Error('the catalogue lost its prorated type');
  return found;
}

/** Starts a checkout for a new widget as the owner's dashboard does; the hosted page's address. */
async function startCheckout(page: Page, type: WidgetType, title: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${apiUrl}/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      priceId: type.stripePriceId,
      customerEmail: OWNER.email,
      widgetData: { title, widgetType: type.id, htmlData: {} },
    }),
  });
  if (!response.ok) throw new Error(`POST /create-checkout-session: ${response.status} ${await response.text()}`);
  return checkoutSessionResponseSchema.parse(await response.json()).url;
}

/** Pays the hosted checkout with the test card and waits to be back in the editor; the widget's id. */
async function payCheckout(page: Page): Promise<string> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(/\/editor\?widgetId=[^&]+$/);
  const id = new URL(page.url()).searchParams.get('widgetId');
  if (!id) throw new Error('the checkout did not come back to the bought widget');
  created.push(id);
  return id;
}

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${appUrl}/?mode=signin`, { waitUntil: 'networkidle' });
  const signIn = page.getByRole('form', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${appUrl}/home`);
}

/** The box of the first element the locator finds, or a thrown error naming it. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
}

beforeAll(async () => {
  admin = await adminApi(apiUrl, { email: adminEmail, password: adminPassword });
  browser = await launchBrowser();
  owner = await openPage(browser);
  await signUpAndVerify(owner.page, { appUrl, mailDir, ...OWNER });
  ownerId = await admin.userId(OWNER.email);
});

afterAll(async () => {
  for (const id of created) await admin?.deleteWidget(id);
  if (freeCalculator) {
    const restored = await admin?.request('/devadmin/availableWidget', { method: 'PUT', body: freeCalculator });
    if (restored && !restored.ok) throw new Error(`restoring the free calculator: ${restored.status}`);
  }
  if (ownerId) await admin?.deleteUser(ownerId);
  await owner?.close();
  await browser?.close();
});

describe('pages and layout on a phone and a desktop (issue 29)', () => {
  it('#22 the test checkout fits a phone: the CVC field within the screen', async () => {
    const { page } = started(owner);
    const calculator = await pricedCalculator();
    for (const [index, title] of TITLES.entries()) {
      await page.setViewportSize(index === 0 ? PHONE : DESKTOP);
      await page.goto(await startCheckout(page, calculator, title));
      for (const label of ['Card number', 'Expiry', 'CVC']) {
        const box = await page.getByLabel(label).boundingBox();
        const right = (box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY);
        expect({ label, right, fits: right <= (index === 0 ? PHONE : DESKTOP).width }).toMatchObject({ fits: true });
      }
      expect(await layoutFaults(page)).toEqual({ scrollWidth: null, cutOff: [] });
      await payCheckout(page);
    }
  });

  it('#8 the subscriptions are cards on a phone, Cancel on screen; on a desktop a canceled row keeps its columns', async () => {
    const { page } = started(owner);
    await page.setViewportSize(PHONE);
    await page.goto(`${appUrl}/subscription`, { waitUntil: 'networkidle' });
    for (const title of TITLES) {
      const row = page.getByRole('row').filter({ hasText: title });
      const cancel = row.getByRole('button', { name: `Cancel ${title}` });
      await cancel.waitFor();
      const box = await cancel.boundingBox();
      const right = (box?.x ?? 0) + (box?.width ?? 0);
      expect({ title, right, onScreen: right > 0 && right <= PHONE.width }).toMatchObject({ onScreen: true });
      // A title on a line or two, not a letter a line.
      const name = row.getByRole('button', { name: title, exact: true });
      const nameBox = await name.boundingBox();
      const width = nameBox?.width ?? 0;
      expect({ title, width, readable: width >= 200 }).toMatchObject({ readable: true });
      // Two lines at most (about 24 px each), never a letter a line.
      expect(nameBox?.height ?? 0).toBeLessThan(60);
    }
    expect(await layoutFaults(page)).toEqual({ scrollWidth: null, cutOff: [] });

    await page.setViewportSize(DESKTOP);
    const [first, second] = TITLES;
    const row = page.getByRole('row').filter({ hasText: first });
    await row.getByRole('button', { name: `Cancel ${first}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await confirm.getByText(SUBSCRIPTION_MESSAGES.cancelConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    const resume = row.getByRole('button', { name: `Resume ${first}` });
    await resume.waitFor();

    const table = await boxOf(page, '.subscriptions');
    const resumeBox = await resume.boundingBox();
    expect(Math.round((resumeBox?.x ?? 0) + (resumeBox?.width ?? 0))).toBeLessThanOrEqual(
      Math.round(table.x + table.width),
    );
    const scrollsInside = await page
      .locator('.subscriptions')
      .evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrollsInside).toBe(false);
    for (const title of [first, second]) {
      const name = page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: title, exact: true });
      const nameBox = await name.boundingBox();
      const width = nameBox?.width ?? 0;
      expect({ title, width, readable: width >= 150 }).toMatchObject({ readable: true });
    }
    expect(await layoutFaults(page)).toEqual({ scrollWidth: null, cutOff: [] });
  });

  it('#24 the catalogue’s category and search live in the address and survive Back', async () => {
    const { page } = started(owner);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${appUrl}/catalog`, { waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: 'Category' }).selectOption('reviews');
    await page.getByRole('searchbox', { name: 'Search widgets' }).fill('yelp');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('yelp');
    expect(new URL(page.url()).searchParams.get('category')).toBe('reviews');
    const yelp = (await widgetTypes()).find((type) => type.name === 'yelp');
    if (!yelp) throw new Error('the catalogue has no yelp type');
    await page
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: yelp.displayName }) })
      .click();
    await page.waitForURL(/\/editor\?/);
    await page.goBack();
    await page.waitForURL(/\/catalog\?/);
    await expect.poll(() => page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('reviews');
    expect(await page.getByRole('searchbox', { name: 'Search widgets' }).inputValue()).toBe('yelp');
    // The list is the filtered one: Yelp, no calculator.
    await page.getByRole('heading', { name: yelp.displayName }).waitFor();
    expect(await page.getByRole('heading', { name: /calculator/i }).count()).toBe(0);
  });

  it('#16 with the API unreachable, the catalogue, the editor and the header say so with Retry', async () => {
    const { page } = started(owner);
    await page.setViewportSize(DESKTOP);
    const yelp = (await widgetTypes()).find((type) => type.name === 'yelp');
    if (!yelp) throw new Error('the catalogue has no yelp type');
    const down = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route(`${apiUrl}/**`, down);
    try {
      for (const path of ['/catalog', `/editor?widgetType=${encodeURIComponent(yelp.id)}`]) {
        await page.goto(`${appUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: "Can't reach the server" }).waitFor();
        await page.getByRole('button', { name: 'Retry' }).waitFor();
        const said = await page.locator('main').textContent();
        expect({ path, said }).toEqual({
          path,
          said: expect.not.stringMatching(/not in the Widget Library|No widgets are available/),
        });
        // Signed in all along: the header offers no Sign in.
        expect({ path, signIn: await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count() }).toEqual(
          { path, signIn: 0 },
        );
      }
    } finally {
      await page.unroute(`${apiUrl}/**`, down);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('textbox', { name: 'Widget Name' }).waitFor();
  });

  it('#23 the phone header keeps the logo and the name, the links behind a Menu button, signed out and as the admin', async () => {
    if (!browser) throw new Error('Chromium did not start');
    const visitor = await openPage(browser);
    const adminPage = await openPage(browser);
    try {
      await adminPage.page.setViewportSize(DESKTOP);
      await signInThroughForm(adminPage.page, adminEmail, adminPassword);
      for (const [who, { page }, path] of [
        ['visitor', visitor, '/catalog'],
        ['admin', adminPage, '/devadmin'],
      ] as const) {
        for (const [size, viewport] of SIZES) {
          await page.setViewportSize(viewport);
          await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
          const header = page.getByRole('banner');
          const logo = await header.locator('.nav__brand img').boundingBox();
          expect({ who, size, logo: [logo?.width, logo?.height] }).toEqual({ who, size, logo: [28, 28] });
          await header.getByText('Widgetry', { exact: true }).waitFor();
          // One line: the bar is as tall as it was made, nothing wrapped under it.
          const bar = await boxOf(page, '.nav__inner');
          expect({ who, size, height: bar.height }).toEqual({ who, size, height: 64 });
          expect({ who, size, faults: await layoutFaults(page) }).toEqual({
            who,
            size,
            faults: { scrollWidth: null, cutOff: [] },
          });
          const dashboard = header.getByRole('link', { name: 'Dashboard' });
          if (size === 'phone') {
            expect(await dashboard.isVisible()).toBe(false);
            await header.getByRole('button', { name: 'Menu' }).click();
          }
          await dashboard.waitFor();
          await header.getByRole('link', { name: 'Widget Library' }).waitFor();
          if (who === 'admin') await header.getByRole('link', { name: 'Backend Admin' }).waitFor();
          else await header.getByRole('link', { name: 'Sign in' }).waitFor();
          await page.screenshot({ path: `/tmp/h5-shots/header-${who}-${size}.png` });
        }
      }
    } finally {
      await visitor.close();
      await adminPage.close();
    }
  });

  it('#10 Products explains that products are the widget types, with no Add New Product once all exist', async () => {
    if (!browser) throw new Error('Chromium did not start');
    const adminPage = await openPage(browser);
    try {
      const { page } = adminPage;
      await signInThroughForm(page, adminEmail, adminPassword);
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto(`${appUrl}/devadmin/products`, { waitUntil: 'networkidle' });
        await page.getByText(/Products are the 9 widget types/).waitFor();
        await page.getByText(/none to add/).waitFor();
        expect({ size, add: await page.getByRole('button', { name: 'Add New Product' }).count() }).toEqual({
          size,
          add: 0,
        });
      }
    } finally {
      await adminPage.close();
    }
  });

  it('#25 after Sign out everywhere, the other browser lands on Sign In saying "You were signed out"', async () => {
    if (!browser) throw new Error('Chromium did not start');
    const { page } = started(owner);
    const other = await openPage(browser);
    try {
      await other.page.setViewportSize(PHONE);
      await signInThroughForm(other.page, OWNER.email, E2E_PASSWORD);
      await other.page.goto(`${appUrl}/account`, { waitUntil: 'networkidle' });

      await page.setViewportSize(DESKTOP);
      await page.goto(`${appUrl}/account`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page.waitForURL(`${appUrl}/`);
      // This browser asked for it: no news to it.
      await page.getByRole('heading', { level: 1, name: 'Create your Widgetry account' }).waitFor();

      // The other browser, still showing /account, goes on to its Dashboard.
      await other.page.getByRole('button', { name: 'Menu' }).click();
      await other.page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
      await other.page.getByRole('heading', { level: 1, name: 'Sign in to Widgetry' }).waitFor();
      await other.page
        .getByRole('form', { name: 'Sign In' })
        .getByText(/^You were signed out/)
        .waitFor();

      // And so on a fresh load of a signed-in page with the ended session's token.
      await signInThroughForm(page, OWNER.email, E2E_PASSWORD);
      await signInThroughForm(other.page, OWNER.email, E2E_PASSWORD);
      await page.goto(`${appUrl}/account`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page.waitForURL(`${appUrl}/`);
      await other.page.reload();
      await other.page.getByRole('heading', { level: 1, name: 'Sign in to Widgetry' }).waitFor();
      await other.page
        .getByRole('form', { name: 'Sign In' })
        .getByText(/^You were signed out/)
        .waitFor();
    } finally {
      await other.close();
    }
  });
});
