import type { InsightsDay } from '@widgetry/contracts';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { layoutFaults, PHONE } from './support/layout';
import { APPFOLIO_DATA, APPFOLIO_URL, PHOTO_ORIGIN } from './support/listings-data';
import { type AdminApi, adminApi } from './support/product-api';
import {
  CUSTOMER_HOST,
  type CustomerPage,
  type ProductSession,
  startProductSession,
  unexpectedErrors,
} from './support/product-session';

// Issue 30 end to end: a visitor on a customer's page uses a calculator, opens a listing and clicks
// Apply; the runtimes' sender posts those events to POST /embed/:id/events, the API rolls them up
// (flushed every few seconds), and the owner's Insights page shows the counts and the visitor.
// With Global Privacy Control on, the page sends nothing at all.

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');

const RUN = Date.now().toString(36);
const EMAIL = `insights-${RUN}@e2e.widgetry.test`;
const CALCULATOR = 'Maple Court move-in';
const LISTINGS = 'Maple Court rentals';
/** Ceiling for the sender's batch (2 s) plus the API's flush (5 s) on a busy machine. */
const COUNTED_WITHIN_MS = 90_000;

/** A 1×1 PNG for every listing photo (no network here). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

let session: ProductSession | undefined;
let admin: AdminApi | undefined;
let userId = '';
let calculatorId = '';
let listingsId = '';
let markup = '';

function sessionOf(): ProductSession {
  if (!session) throw new Error('Chromium did not start');
  return session;
}

/** The widget's insights for the last 7 days as its owner (or an admin) reads them. */
async function insightsOf(id: string): Promise<InsightsDay[]> {
  if (!admin) throw new Error('the admin did not sign in');
  const response = await admin.request(`/widget/${id}/insights?days=7`, { method: 'GET' });
  if (!response.ok) throw new Error(`insights of ${id}: ${response.status} ${await response.text()}`);
  const body: unknown = await response.json();
  const days: unknown = Reflect.get(Object(body), 'days');
  return Array.isArray(days) ? days : [];
}

/** The period's totals: visitors and each event, as the table's Total row sums them. */
async function totalsOf(id: string): Promise<Record<string, number>> {
  const totals: Record<string, number> = { visitors: 0 };
  for (const day of await insightsOf(id)) {
    totals.visitors = (totals.visitors ?? 0) + day.visitors;
    for (const [name, count] of Object.entries(day.events)) totals[name] = (totals[name] ?? 0) + (count ?? 0);
  }
  return totals;
}

/**
 * Before the customer's page loads: photos get a pixel, the fonts service an empty stylesheet, and
 * the Apply link's application page (a new tab) a line of text, as the machine has no network.
 * `events` collects every request to the events route, whatever sends it.
 */
function preparePage(events: string[], options: { globalPrivacyControl?: boolean } = {}) {
  return async (page: Page) => {
    await page.context().route(
      (url) => url.protocol === 'https:',
      async (route) => {
        const url = new URL(route.request().url());
        if (url.origin === PHOTO_ORIGIN) await route.fulfill({ contentType: 'image/png', body: PIXEL });
        else if (url.hostname === 'fonts.googleapis.com') await route.fulfill({ contentType: 'text/css', body: '' });
        else if (url.origin === new URL(APPFOLIO_URL).origin)
          await route.fulfill({ contentType: 'text/html', body: 'Apply' });
        else await route.fallback();
      },
    );
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname.endsWith('/events')) events.push(request.url());
    });
    if (options.globalPrivacyControl) {
      // Chromium has no setting for it: the signal as a browser that has one exposes it.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
      });
    }
  };
}

/**
 * What the test's visitor does: a prorated calculation, then a listing's details and its Apply
 * link (which opens the application in a new tab, closed again here).
 */
async function visit(customer: CustomerPage, { apply }: { apply: boolean }): Promise<void> {
  const { page } = customer;
  const calculator = page.locator(`[data-widgetry-id="${calculatorId}"]`);
  await calculator.getByLabel('Monthly Rent ($)').fill('1500');
  await calculator.getByLabel('Move-in Date').fill('2026-11-15');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect.poll(() => calculator.locator('[data-key="amount"]').textContent()).not.toBe('—');
  if (!apply) return;

  const listings = page.locator(`[data-widgetry-id="${listingsId}"]`);
  await listings.getByRole('button', { name: 'Details of Cedar House' }).click();
  const detail = listings.locator('.wg-ls-detail');
  await detail.waitFor();
  const application = page.waitForEvent('popup');
  await detail.getByRole('link', { name: /Apply Now/ }).click();
  await (await application).close();
}

/** Sends what the page holds now, as leaving the page would (the sender flushes on pagehide). */
const leave = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

beforeAll(async () => {
  admin = await adminApi(apiUrl, { email: inject('adminEmail'), password: inject('adminPassword') });
  session = await startProductSession({ appUrl, mailDir, name: 'Iris Insights', email: EMAIL });
  userId = await admin.userId(EMAIL);
  calculatorId = await admin.createWidget({ type: 'prorated', userId, title: CALCULATOR, settings: {} });
  listingsId = await admin.createWidget({
    type: 'appfolio',
    userId,
    title: LISTINGS,
    settings: { appfolioUrl: APPFOLIO_URL },
  });
  const seeded = await admin.seedListings(listingsId, APPFOLIO_DATA);
  expect(seeded.status, await seeded.clone().text()).toBe(200);

  // The install codes as the owner copies them from the dashboard.
  const dashboard = session.dashboard.page;
  await dashboard.goto(`${appUrl}/home`);
  const snippets: string[] = [];
  for (const title of [CALCULATOR, LISTINGS]) {
    await dashboard.getByRole('article', { name: title }).getByRole('button', { name: 'Install', exact: true }).click();
    const install = dashboard.getByRole('dialog', { name: 'Add Widget to your site' });
    snippets.push(await install.getByRole('textbox', { name: 'Install code', exact: true }).inputValue());
    await install.getByRole('button', { name: 'Close' }).last().click();
    await install.waitFor({ state: 'hidden' });
  }
  markup = snippets.join('\n<h2>Apartments</h2>\n');
});

// The product and its database are shared by the browser files: the widgets and the account go.
afterAll(async () => {
  await session?.close();
  for (const id of [calculatorId, listingsId]) if (id) await admin?.deleteWidget(id);
  if (userId) await admin?.deleteUser(userId);
});

describe('insights from a customer’s page to the owner’s Insights page', () => {
  it('counts a calculation, a listing opened and Apply clicked, and the visitor, within the flush interval', async () => {
    const events: string[] = [];
    const customer = await sessionOf().openCustomerPage(markup, preparePage(events));
    await customer.page.locator(`[data-widgetry-id="${listingsId}"] .wg-ls`).waitFor();
    await visit(customer, { apply: true });
    await leave(customer.page);
    // One sender per widget, each to its own widget's route on the API the loader used.
    await expect
      .poll(() => [...new Set(events)].sort())
      .toEqual([`${apiUrl}/embed/${calculatorId}/events`, `${apiUrl}/embed/${listingsId}/events`].sort());
    expect(unexpectedErrors(customer.errors)).toEqual([]);

    await expect
      .poll(() => totalsOf(calculatorId), { timeout: COUNTED_WITHIN_MS })
      .toEqual({ visitors: 1, calculated: 1 });
    await expect
      .poll(() => totalsOf(listingsId), { timeout: COUNTED_WITHIN_MS })
      .toEqual({ visitors: 1, listing_opened: 1, apply_clicked: 1 });
    await sessionOf().closeCustomerPage();
  });

  it('shows the owner those numbers on the Insights page, in words, charted, from the card’s Insights link', async () => {
    const { page, errors } = sessionOf().dashboard;
    await page.goto(`${appUrl}/home`);
    const card = page.getByRole('article', { name: LISTINGS });
    // The card's 30-day visitors come from the same insights.
    await expect
      .poll(() => card.locator('.widget-card__trend dd').textContent(), { timeout: COUNTED_WITHIN_MS })
      .toBe('1');
    await card.getByRole('link', { name: 'Insights' }).click();
    await page.waitForURL(`${appUrl}/insights?widgetId=${listingsId}`);

    const table = page.getByRole('table', { name: 'Visitors and events per day, last 30 days, all sites' });
    const totals = table.locator('tfoot tr');
    await totals.waitFor();
    const header = await table.locator('thead th').allTextContents();
    expect(header).toEqual([
      'Day',
      'Visitors',
      'Listing opened',
      'Apply clicked',
      'Showing requested',
      'Map opened',
      'Filter used',
    ]);
    expect(await totals.locator('th, td').allTextContents()).toEqual(['Total', '1', '1', '1', '0', '0', '0']);
    // The chart library came in its own chunk and drew on a canvas.
    await page.locator('.insights-chart canvas').first().waitFor();

    // The one site the visitor came from, chosen on its own, has the same numbers.
    await page.getByRole('combobox', { name: 'Site' }).selectOption(CUSTOMER_HOST);
    const oneSite = page.getByRole('table', { name: `Visitors and events per day, last 30 days, ${CUSTOMER_HOST}` });
    await oneSite.waitFor();
    expect(await oneSite.locator('tfoot td').allTextContents()).toEqual(['1', '1', '1', '0', '0', '0']);

    // On a phone nothing sticks out sideways, with the listing's six columns too.
    await page.setViewportSize(PHONE);
    await expect.poll(() => layoutFaults(page)).toEqual({ scrollWidth: null, cutOff: [] });

    // The calculator's page names its own event.
    await page.goto(`${appUrl}/insights?widgetId=${calculatorId}&days=7`);
    const week = page.getByRole('table', { name: 'Visitors and events per day, last 7 days, all sites' });
    await week.locator('tfoot tr').waitFor();
    expect(await week.locator('tfoot').locator('th, td').allTextContents()).toEqual(['Total', '1', '1']);
    expect(await week.locator('thead th').allTextContents()).toEqual(['Day', 'Visitors', 'Calculated']);

    expect(await layoutFaults(page)).toEqual({ scrollWidth: null, cutOff: [] });
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('sends nothing for a visitor with Global Privacy Control on', async () => {
    const events: string[] = [];
    const withSignal = await sessionOf().openCustomerPage(markup, preparePage(events, { globalPrivacyControl: true }));
    expect(await withSignal.page.evaluate(() => Reflect.get(navigator, 'globalPrivacyControl'))).toBe(true);
    await withSignal.page.locator(`[data-widgetry-id="${listingsId}"] .wg-ls`).waitFor();
    await visit(withSignal, { apply: true });
    await leave(withSignal.page);
    expect(unexpectedErrors(withSignal.errors)).toEqual([]);

    // A later visitor without the signal calculates once: once that is counted, anything the first
    // page had sent (at its pagehide, before this page opened) would have been counted too.
    const later: string[] = [];
    const customer = await sessionOf().openCustomerPage(markup, preparePage(later));
    await visit(customer, { apply: false });
    await leave(customer.page);
    await expect.poll(() => later).toEqual([`${apiUrl}/embed/${calculatorId}/events`]);
    await expect.poll(() => totalsOf(calculatorId), { timeout: COUNTED_WITHIN_MS }).toMatchObject({ calculated: 2 });

    expect(events).toEqual([]);
    expect(await totalsOf(listingsId)).toEqual({ visitors: 1, listing_opened: 1, apply_clicked: 1 });
    expect((await totalsOf(calculatorId)).calculated).toBe(2);
  });
});
