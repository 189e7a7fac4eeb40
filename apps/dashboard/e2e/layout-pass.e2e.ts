import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginCheckResponseSchema, type WidgetTypeName } from '@widgetry/contracts';
import type { Browser, Page } from '@widgetry/tooling/e2e';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { layoutFaults, SIZES } from './support/layout';
import { APPFOLIO_URL, RENTVINE_URL } from './support/listings-data';
import { type AdminApi, adminApi } from './support/product-api';
import { signUpAndVerify } from './support/sign-up';

// Issue 29's "done when": a pass over every dashboard page, signed out, as a customer with data (a
// widget of each type, subscriptions) and as the admin, at 390 × 844 and 1366 × 850. No page may
// scroll sideways and no visible button, link or field may be cut off at the window's edge.
// Screenshots land in SHOTS for a person to look at.

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const SHOTS = process.env.LAYOUT_SHOTS_DIR ?? join(tmpdir(), 'widgetry-layout-pass');
const RUN = Date.now().toString(36);
const OWNER = { name: `Layout Owner ${RUN}`, email: `layout-${RUN}@e2e.widgetry.test` };
const YELP_ID = 'maple-court-apartments-layout';

/** Settings a widget of each type is saved with: a source where the type reads one. */
const SETTINGS: Record<WidgetTypeName, Record<string, unknown>> = {
  accessibility: {},
  appfolio: { appfolioUrl: APPFOLIO_URL },
  trustpilot: { url: 'https://www.trustpilot.com/review/maplecourtapartments.com' },
  rentvine: { rentvineUrl: RENTVINE_URL },
  tripadvisor: {
    url: 'https://www.tripadvisor.com/Hotel_Review-g52024-d1234567-Reviews-Maple_Court_Inn_Suites-Portland_Oregon.html',
  },
  yelp: { url: `https://www.yelp.com/biz/${YELP_ID}`, businessId: YELP_ID },
  prorated: {},
  affordability: {},
  monthlypayment: {},
};

let browser: Browser | undefined;
let admin: AdminApi | undefined;
let ownerId = '';
const widgetIds = new Map<WidgetTypeName, string>();

function started<T>(value: T | undefined): T {
  if (!value) throw new Error('the set-up did not finish');
  return value;
}

/** The page at both sizes: a screenshot each, and what sticks out, by size. */
async function pass(page: Page, who: string, path: string): Promise<Record<string, unknown>> {
  const faults: Record<string, unknown> = {};
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto(`${appUrl}${path}`, { waitUntil: 'networkidle' });
    // Settled: no skeleton still waiting for its answer.
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 })
      .catch(() => {});
    const name = `${who}${path.replace(/[^a-z0-9]+/gi, '-')}-${size}.png`.replace(/-+/g, '-');
    await page.screenshot({ path: join(SHOTS, name), fullPage: true });
    const found = await layoutFaults(page);
    if (found.scrollWidth !== null || found.cutOff.length > 0) faults[size] = found;
  }
  return faults;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  admin = await adminApi(apiUrl, { email: adminEmail, password: adminPassword });
  browser = await launchBrowser();
  const owner = await openPage(browser);
  try {
    await signUpAndVerify(owner.page, { appUrl, mailDir, ...OWNER });
  } finally {
    await owner.close();
  }
  ownerId = await admin.userId(OWNER.email);
  const types = loginCheckResponseSchema.parse(await fetch(`${apiUrl}/`).then((response) => response.json()));
  for (const type of types.widgetTypes) {
    const name = type.name as WidgetTypeName;
    // Add Manual Order: each one active, so the subscription list holds the paid ones.
    widgetIds.set(
      name,
      await admin.createWidget({
        type: name,
        userId: ownerId,
        title: `${type.displayName} for Maple Court`,
        settings: SETTINGS[name],
      }),
    );
  }
});

afterAll(async () => {
  for (const id of widgetIds.values()) await admin?.deleteWidget(id);
  if (ownerId) await admin?.deleteUser(ownerId);
  await browser?.close();
});

// The three passes side by side, each in a browser context of its own: most of a pass is waiting
// for the network to go quiet after each load, which one pass need not spend alone.
describe.concurrent('every page at 390 × 844 and 1366 × 850: no sideways scroll, no cut-off control (issue 29)', () => {
  it('signed out', async ({ expect }) => {
    const visitor = await openPage(started(browser));
    try {
      const yelp = widgetIds.get('yelp');
      const faults: Record<string, unknown> = {};
      for (const path of [
        '/',
        '/?mode=signin',
        '/register',
        '/catalog',
        '/catalog?category=reviews&q=yelp',
        '/resetPassword?userId=nobody&token=nothing',
        '/verify-email',
        '/no-such-page',
        `/editor?widgetId=${yelp}`,
      ]) {
        const found = await pass(visitor.page, 'visitor', path);
        if (Object.keys(found).length > 0) faults[path] = found;
      }
      expect(faults).toEqual({});
    } finally {
      await visitor.close();
    }
  });

  it('as a customer with a widget of each type and their subscriptions', async ({ expect }) => {
    const customer = await openPage(started(browser));
    try {
      const { page } = customer;
      await page.goto(`${appUrl}/?mode=signin`, { waitUntil: 'networkidle' });
      const signIn = page.getByRole('form', { name: 'Sign In' });
      await signIn.getByLabel('Email').fill(OWNER.email);
      await signIn.getByLabel('Password', { exact: true }).fill('Pipeline-Passw0rd!');
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${appUrl}/home`);

      const faults: Record<string, unknown> = {};
      const paths = ['/home', '/catalog', '/subscription', '/account', '/abc'];
      for (const [type, id] of widgetIds) paths.push(`/editor?widgetId=${id}#${type}`);
      for (const path of paths) {
        const found = await pass(page, 'customer', path);
        if (Object.keys(found).length > 0) faults[path] = found;
      }
      expect(faults).toEqual({});
    } finally {
      await customer.close();
    }
  });

  it('as the admin', async ({ expect }) => {
    const adminPage = await openPage(started(browser));
    try {
      const { page } = adminPage;
      await page.goto(`${appUrl}/?mode=signin`, { waitUntil: 'networkidle' });
      const signIn = page.getByRole('form', { name: 'Sign In' });
      await signIn.getByLabel('Email').fill(adminEmail);
      await signIn.getByLabel('Password', { exact: true }).fill(adminPassword);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${appUrl}/home`);

      const faults: Record<string, unknown> = {};
      for (const path of [
        '/home',
        '/devadmin',
        '/devadmin/products',
        '/devadmin/users',
        `/devadmin/users/${ownerId}`,
        '/devadmin/subscriptions',
        '/devadmin/payments',
        '/devadmin/tools',
        '/devadmin/sources',
        '/devadmin/outbox',
      ]) {
        const found = await pass(page, 'admin', path);
        if (Object.keys(found).length > 0) faults[path] = found;
      }
      expect(faults).toEqual({});
    } finally {
      await adminPage.close();
    }
  });
});
