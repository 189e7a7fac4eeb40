// The listing editor end to end against the real API (spec 001 §2, §4): a saved AppFolio widget
// whose listings are in the cache (seeded: the machine has no internet) opens with six skeleton
// cards while the preview asks POST /widget/preview/, then the listings; the Builder holds the
// Listings URL, the maps key with its info popup and the Group, and the URL, maps key or group
// each ask again with isUrlChanged; the Layout accordions and the sort order change the preview
// in the page, without a request.
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APPFOLIO_DATA, APPFOLIO_URL, PHOTO_ORIGIN } from './support/listings-data';
import { type AdminApi, adminApi } from './support/product-api';
import { type ProductSession, startProductSession, unexpectedErrors } from './support/product-session';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');

const PREVIEW_URL = `${apiUrl}/widget/preview/`;
/** A 1×1 PNG: what every photo gets, as there is no network. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

let session: ProductSession | undefined;
let admin: AdminApi | undefined;
let customerId = '';
let widgetId = '';

beforeAll(async () => {
  admin = await adminApi(apiUrl, { email: inject('adminEmail'), password: inject('adminPassword') });
  const email = `listing-editor-${Date.now()}@e2e.widgetry.test`;
  session = await startProductSession({ appUrl, mailDir, name: 'Lee Editor', email });
  customerId = await admin.userId(email);
  widgetId = await admin.createWidget({
    type: 'appfolio',
    userId: customerId,
    title: 'Maple Court rentals',
    settings: { appfolioUrl: APPFOLIO_URL },
  });
  const seeded = await admin.seedListings(widgetId, APPFOLIO_DATA);
  expect(seeded.status, await seeded.clone().text()).toBe(200);
  // Photos answer a pixel (no network).
  await session.dashboard.page.route(`${PHOTO_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'image/png', body: PIXEL }),
  );
});

afterAll(async () => {
  await session?.close();
  if (widgetId) await admin?.deleteWidget(widgetId);
  if (customerId) await admin?.deleteUser(customerId);
});

function signedIn(): Page {
  if (!session) throw new Error('the dashboard page did not open');
  return session.dashboard.page;
}

/** The preview call's bodies the page sends from now on. */
function watchPreviewCalls(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === PREVIEW_URL) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** The preview's widget once its runtime shows the listing page (cards or skeletons). */
async function previewWidget(page: Page): Promise<Locator> {
  const preview = page.getByRole('region', { name: 'Live preview' });
  await preview.locator('.wg-ls').first().waitFor();
  return preview;
}

const visibleCards = (widget: Locator) =>
  widget.locator('.wg-ls-card:visible').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id')));

/** Opens an accordion of the sidebar (if closed) and answers its region. */
async function section(page: Page, title: string): Promise<Locator> {
  const region = page.getByRole('region', { name: title, exact: true });
  if (!(await region.isVisible())) await page.getByRole('button', { name: title, exact: true }).click();
  await region.waitFor();
  return region;
}

/** Opens the saved widget in the editor and waits for its listings in the preview. */
async function openEditor(page: Page): Promise<Locator> {
  await page.goto(`${appUrl}/editor?widgetId=${widgetId}`);
  const widget = await previewWidget(page);
  await expect.poll(() => visibleCards(widget)).toEqual(['loft-9', 'maple-2b', 'oak-4', 'cedar-house']);
  return widget;
}

describe('the listing editor (AppFolio)', () => {
  it('shows six skeleton cards while the preview asks for the listings, then the cached listings', async () => {
    const page = signedIn();
    // The first preview call is held until the skeletons were counted.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (route: Route) => {
      await released;
      await route.continue();
    };
    await page.route(PREVIEW_URL, hold);
    const calls = watchPreviewCalls(page);
    try {
      await page.goto(`${appUrl}/editor?widgetId=${widgetId}`);
      const widget = await previewWidget(page);
      await expect.poll(() => widget.locator('.wg-ls-skel').count()).toBe(6);
      // The skeletons are card-shaped placeholders: no listing is among them yet.
      expect(await widget.locator('.wg-ls-card[data-id]').count()).toBe(0);
      expect(await widget.locator('[aria-busy="true"]').count()).toBe(1);
      release();
      await expect.poll(() => visibleCards(widget)).toEqual(['loft-9', 'maple-2b', 'oak-4', 'cedar-house']);
      expect(await widget.locator('.wg-ls-skel').count()).toBe(0);
      expect(await widget.locator('.wg-ls-title').first().textContent()).toBe('Loft 9');
    } finally {
      release();
      await page.unroute(PREVIEW_URL, hold);
    }
    // Opening the widget is no change: the cache answers, no flag is sent.
    expect(calls).toEqual([
      expect.objectContaining({
        widget: expect.objectContaining({ isUrlChanged: false, isReviewCountChanged: false, isReloadRequired: false }),
      }),
    ]);
    expect(unexpectedErrors(session?.dashboard.errors ?? [])).toEqual([]);
  });

  it('Builder: the Listings URL, the maps key with its info popup, and the Group', async () => {
    const page = signedIn();
    await openEditor(page);
    await page.getByRole('tab', { name: 'Builder' }).click();
    const source = await section(page, 'Source');
    expect(await source.getByRole('textbox', { name: /Listings URL/ }).inputValue()).toBe(APPFOLIO_URL);
    expect(await source.getByRole('textbox', { name: 'Google Maps API Key' }).inputValue()).toBe('');
    expect(await source.getByRole('textbox', { name: 'Group' }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'How it works?' }).click();
    const info = page.getByRole('dialog', { name: 'How it works?' });
    await info.waitFor();
    const text = (await info.textContent()) ?? '';
    expect(text).toContain('Google Maps JavaScript API key');
    expect(text).toContain('allowed referrer');
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'hidden' });
  });

  it('the maps key and the group each ask again with isUrlChanged (spec 001 §4); a style edit asks nothing', async () => {
    const page = signedIn();
    const widget = await openEditor(page);
    // A stand-in for Maps JS, should the preview's map scroll into view (no network).
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    const calls = watchPreviewCalls(page);
    await page.getByRole('tab', { name: 'Builder' }).click();
    const source = await section(page, 'Source');

    // Typed key by key, faster than the pause the editor waits for: one call, for the whole key.
    await source.getByRole('textbox', { name: 'Google Maps API Key' }).pressSequentially('AIza_e2e-key', { delay: 20 });
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({
      widget: {
        isUrlChanged: true,
        isReviewCountChanged: false,
        isReloadRequired: false,
        htmlData: { appfolio: { clientGmapApi: 'AIza_e2e-key', appfolioUrl: APPFOLIO_URL } },
      },
    });

    await source.getByRole('textbox', { name: 'Group' }).fill('North');
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]).toMatchObject({ widget: { isUrlChanged: true, htmlData: { appfolio: { group: 'North' } } } });

    // Back to all listings: asks again, and the listings of the cache show (the live read fails offline).
    await source.getByRole('textbox', { name: 'Group' }).fill('');
    await expect.poll(() => calls.length).toBe(3);
    await expect.poll(() => visibleCards(widget)).toEqual(['loft-9', 'maple-2b', 'oak-4', 'cedar-house']);

    // A style edit re-renders in the page; had it asked, that call would come before the next one.
    await page.getByRole('tab', { name: 'Layout' }).click();
    const banner = await section(page, 'Top Banner');
    await banner.getByRole('textbox', { name: 'Heading', exact: true }).fill('Homes at Maple Court');
    await widget.getByRole('heading', { name: 'Homes at Maple Court' }).waitFor();
    await page.getByRole('tab', { name: 'Builder' }).click();
    await source.getByRole('textbox', { name: /Listings URL/ }).fill('https://oak-lane.appfolio.com/listings');
    await expect.poll(() => calls.length).toBe(4);
    expect(calls[3]).toMatchObject({
      widget: {
        isUrlChanged: true,
        htmlData: { appfolio: { appfolioUrl: 'https://oak-lane.appfolio.com/listings', group: '' } },
      },
    });
    expect(unexpectedErrors(session?.dashboard.errors ?? [])).toEqual([]);
  });

  it('the preview’s sort control follows the editor’s Sort Order, and the Layout accordions change the preview', async () => {
    const page = signedIn();
    const widget = await openEditor(page);
    const calls = watchPreviewCalls(page);
    await page.getByRole('tab', { name: 'Layout' }).click();
    const all = await section(page, 'All Listings Page');

    await all.getByRole('combobox', { name: 'Sort Order' }).selectOption('rent_asc');
    await expect.poll(() => widget.getByLabel('Sort by').inputValue()).toBe('rent_asc');
    await expect.poll(() => visibleCards(widget)).toEqual(['loft-9', 'oak-4', 'maple-2b', 'cedar-house']);
    await all.getByRole('combobox', { name: 'Sort Order' }).selectOption('bedrooms_desc');
    await expect.poll(() => widget.getByLabel('Sort by').inputValue()).toBe('bedrooms_desc');
    await expect.poll(() => visibleCards(widget)).toEqual(['cedar-house', 'maple-2b', 'oak-4', 'loft-9']);

    // All Listings Page: the template and the columns.
    expect(await widget.locator('.wg-ls').first().getAttribute('data-template')).toBe('eagle');
    await all.getByRole('combobox', { name: 'Layout Template' }).selectOption('hawk');
    await expect.poll(() => widget.locator('.wg-ls').first().getAttribute('data-template')).toBe('hawk');
    const columns = all.getByRole('spinbutton', { name: 'Columns' });
    await columns.fill('2');
    await columns.press('Tab');
    await expect.poll(() => widget.locator('.wg-ls-grid').first().getAttribute('data-cols')).toBe('2');

    // Its Filters: the visitor's search goes when switched off.
    expect(await widget.getByLabel('Search').count()).toBe(1);
    const filters = await section(page, 'Filters');
    await filters.getByRole('switch', { name: 'Search' }).click();
    await expect.poll(() => widget.getByLabel('Search').count()).toBe(0);

    // Top Banner: the heading.
    const banner = await section(page, 'Top Banner');
    await banner.getByRole('textbox', { name: 'Heading', exact: true }).fill('Rentals near the river');
    await widget.getByRole('heading', { name: 'Rentals near the river' }).waitFor();

    // None of it asked the API.
    expect(calls).toEqual([]);
    expect(unexpectedErrors(session?.dashboard.errors ?? [])).toEqual([]);
  });
});
