import type { ListingsData } from '@widgetry/contracts';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  APPFOLIO_DATA,
  APPFOLIO_URL,
  HOSTILE_APPFOLIO_URL,
  HOSTILE_DATA,
  HOSTILE_TITLE,
  PHOTO_ORIGIN,
  RENTVINE_DATA,
  RENTVINE_URL,
  SCRIPT_LINK,
} from './support/listings-data';
import { type AdminApi, adminApi } from './support/product-api';
import {
  type CustomerPage,
  type ProductSession,
  startProductSession,
  unexpectedErrors,
} from './support/product-session';

// The listing widgets (AppFolio, Rentvine) on a customer's page, through the real product: an
// admin's manual orders for a customer (the types are paid), each source's cache filled by the dev
// route as a read of the platform would fill it (this machine has no internet), the install
// snippets copied from the customer's dashboard, then embed.js → GET /embed/:id, whose answer
// carries the cached listings → the type's runtime mounts them.

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');

declare global {
  interface Window {
    /** Set only by a payload that ran. */
    __pwned?: unknown;
    /** Layout-shift scores the page recorded (see recordLayoutShifts). */
    __shifts?: number[];
  }
}

/** The widgets of the test, by what each shows. */
const WIDGETS = {
  eagle: { type: 'appfolio', title: 'Maple Court rentals (eagle)' },
  hawk: { type: 'rentvine', title: 'Maple Court rentals (hawk)' },
  north: { type: 'rentvine', title: 'Maple Court North' },
  hostile: { type: 'appfolio', title: 'Mallory rentals' },
} as const;
type Name = keyof typeof WIDGETS;

const SETTINGS: Record<Name, Record<string, unknown>> = {
  eagle: { appfolioUrl: APPFOLIO_URL },
  hawk: { rentvineUrl: RENTVINE_URL, renttvineCol: 2, layout: { layoutTemplate: 'hawk' } },
  // The same company as hawk (one cached read), narrowed to its North group when served.
  north: { rentvineUrl: RENTVINE_URL, group: 'North' },
  hostile: { appfolioUrl: HOSTILE_APPFOLIO_URL },
};

/** A 1×1 PNG: what every photo gets, as there is no network. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

let session: ProductSession | undefined;
let admin: AdminApi | undefined;
let customerId = '';
const ids = new Map<Name, string>();
const snippets = new Map<Name, string>();
/** The install popup's 'Display Listings from the Group' code of the widget with a group. */
let groupSnippet = '';

function idOf(name: Name): string {
  const id = ids.get(name);
  if (!id) throw new Error(`no ${name} widget`);
  return id;
}

function snippetOf(name: Name): string {
  const snippet = snippets.get(name);
  if (!snippet) throw new Error(`no install code for ${name}`);
  return snippet;
}

function adminOf(): AdminApi {
  if (!admin) throw new Error('the admin did not sign in');
  return admin;
}

/**
 * Before the page loads: photos answer a pixel and the fonts service an empty stylesheet (offline
 * machine), and every layout shift is recorded from the first paint on.
 */
async function preparePage(page: Page): Promise<void> {
  await page.route(
    (url) => url.protocol === 'https:',
    async (route) => {
      const url = new URL(route.request().url());
      if (url.origin === PHOTO_ORIGIN) await route.fulfill({ contentType: 'image/png', body: PIXEL });
      else if (url.hostname === 'fonts.googleapis.com') await route.fulfill({ contentType: 'text/css', body: '' });
      else await route.fallback();
    },
  );
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // LayoutShift entries: a shift right after the visitor's own input is not the page's doing.
        const value: unknown = Reflect.get(entry, 'value');
        if (!Reflect.get(entry, 'hadRecentInput') && typeof value === 'number') window.__shifts?.push(value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The widget's host element once its runtime mounted it and its stylesheet applies. */
async function shown(page: Page, name: Name): Promise<Locator> {
  const host = page.locator(`[data-widgetry-id="${idOf(name)}"]`);
  await host.locator('.wg-root:not([hidden]) .wg-ls').waitFor();
  return host;
}

/** The ids of the cards a visitor sees, in order. */
const visibleCards = (widget: Locator) =>
  widget.locator('.wg-ls-card:visible').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id')));

const titles = (data: ListingsData, order: readonly string[]) =>
  order.map((id) => data.listings.find((item) => item.id === id)?.title);

async function openCustomerPage(markup: string): Promise<CustomerPage> {
  if (!session) throw new Error('Chromium did not start');
  return session.openCustomerPage(markup, preparePage);
}

beforeAll(async () => {
  admin = await adminApi(apiUrl, { email: inject('adminEmail'), password: inject('adminPassword') });
  const email = `listings-${Date.now()}@e2e.widgetry.test`;
  session = await startProductSession({ appUrl, mailDir, name: 'Lena Listings', email });
  customerId = await admin.userId(email);
  for (const [name, { type, title }] of Object.entries(WIDGETS) as [Name, (typeof WIDGETS)[Name]][]) {
    ids.set(name, await admin.createWidget({ type, userId: customerId, title, settings: SETTINGS[name] }));
  }
  // hawk and north read one Rentvine company, so one seed fills the cache they share.
  for (const [name, data] of [
    ['eagle', APPFOLIO_DATA],
    ['hawk', RENTVINE_DATA],
    ['hostile', HOSTILE_DATA],
  ] as const) {
    const seeded = await admin.seedListings(idOf(name), data);
    expect(seeded.status, await seeded.clone().text()).toBe(200);
    expect(await seeded.json()).toEqual({ listings: data.listings.length });
  }

  // The install codes as the customer copies them from their dashboard.
  const dashboard = session.dashboard.page;
  await dashboard.goto(`${appUrl}/home`);
  for (const name of Object.keys(WIDGETS) as Name[]) {
    const card = dashboard.getByRole('article', { name: WIDGETS[name].title });
    await card.getByRole('button', { name: 'Install', exact: true }).click();
    const install = dashboard.getByRole('dialog', { name: 'Add Widget to your site' });
    snippets.set(name, await install.getByRole('textbox', { name: 'Install code', exact: true }).inputValue());
    const forGroup = install.getByRole('textbox', { name: 'Install code for the group' });
    if (name === 'north') groupSnippet = await forGroup.inputValue();
    else expect(await forGroup.count(), `${name} has no group`).toBe(0);
    await install.getByRole('button', { name: 'Close' }).last().click();
    await install.waitFor({ state: 'hidden' });
  }
});

afterAll(async () => {
  await session?.close();
  for (const id of ids.values()) await admin?.deleteWidget(id);
  if (customerId) await admin?.deleteUser(customerId);
});

describe('seeding listing data', () => {
  it('refuses javascript: addresses in the data with a 400, and keeps the cached listings', async () => {
    const [first] = APPFOLIO_DATA.listings;
    if (!first) throw new Error('the fixture has no listings');
    for (const field of ['detailUrl', 'applyUrl', 'showingUrl', 'contactUrl'] as const) {
      const data = { ...APPFOLIO_DATA, listings: [{ ...first, [field]: SCRIPT_LINK }] };
      const response = await adminOf().seedListings(idOf('eagle'), data);
      expect(response.status, `${field}: ${await response.clone().text()}`).toBe(400);
    }
    const photo = await adminOf().seedListings(idOf('eagle'), {
      ...APPFOLIO_DATA,
      listings: [{ ...first, photos: [SCRIPT_LINK] }],
    });
    expect(photo.status).toBe(400);
    // What the customer's page gets is still the good read.
    const embed = await fetch(`${apiUrl}/embed/${idOf('eagle')}`);
    expect(embed.status).toBe(200);
    const body: unknown = await embed.json();
    expect(body).toMatchObject({ type: 'appfolio', data: { source: 'appfolio' } });
    expect(JSON.stringify(body)).not.toContain('javascript:');
    expect(JSON.stringify(body)).toContain('Cedar House');
  });
});

describe('listing widgets on a customer’s page', () => {
  let customer: CustomerPage | undefined;
  const page = () => {
    if (!customer) throw new Error('the customer page did not open');
    return customer.page;
  };

  beforeAll(async () => {
    // Two listing widgets of two types on one page, with the customer's own content around them.
    customer = await openCustomerPage(`<h2>Apartments</h2>
${snippetOf('eagle')}
<p><a href="/contact">Contact the leasing office</a></p>
<h2>Houses</h2>
${snippetOf('hawk')}`);
  });

  it('install codes carry the type, and a group code with data-group only for the widget with a group', () => {
    for (const name of Object.keys(WIDGETS) as Name[]) {
      expect(snippetOf(name)).toContain(`data-widgetry-id="${idOf(name)}" data-type="${WIDGETS[name].type}"`);
      expect(snippetOf(name)).toContain(`src="${appUrl}/embed.js"`);
      expect(snippetOf(name)).not.toContain('data-group');
    }
    expect(groupSnippet).toContain(`data-widgetry-id="${idOf('north')}" data-type="rentvine" data-group="North"`);
  });

  it('shows the eagle cards (AppFolio) and the hawk cards (Rentvine), newest first, and never shifts once loaded', async () => {
    const eagle = await shown(page(), 'eagle');
    const hawk = await shown(page(), 'hawk');
    // Measured from here: both widgets are in, their photos still on the way.
    await page().evaluate(() => {
      window.__shifts = [];
    });
    expect(await eagle.locator('.wg-ls').getAttribute('data-template')).toBe('eagle');
    expect(await hawk.locator('.wg-ls').getAttribute('data-template')).toBe('hawk');
    expect(await visibleCards(eagle)).toEqual(['loft-9', 'maple-2b', 'oak-4', 'cedar-house']);
    expect(await visibleCards(hawk)).toEqual(['101', '202', '303']);
    expect(await eagle.locator('.wg-ls-title').allTextContents()).toEqual(
      titles(APPFOLIO_DATA, ['loft-9', 'maple-2b', 'oak-4', 'cedar-house']),
    );
    // 3 columns (32.33 %) for eagle by default, 2 (49 %) as hawk's settings ask.
    const ratio = (widget: Locator) =>
      widget
        .locator('.wg-ls-card')
        .first()
        .evaluate(
          (card) => card.getBoundingClientRect().width / (card.parentElement?.getBoundingClientRect().width ?? 1),
        );
    expect(await ratio(eagle)).toBeCloseTo(0.3233, 2);
    expect(await ratio(hawk)).toBeCloseTo(0.49, 2);

    // Scrolling through brings the lazy photos in; nothing moves.
    await page().mouse.wheel(0, 4000);
    await expect
      .poll(() =>
        page()
          .locator('[data-widgetry-id] img')
          .evaluateAll((images) => images.every((image) => image instanceof HTMLImageElement && image.complete)),
      )
      .toBe(true);
    await page().mouse.wheel(0, -4000);
    const shifts = await page().evaluate(() => window.__shifts ?? []);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);

    // Search engines get JSON-LD for each widget, beside its host in the customer's page.
    expect(await page().locator('script[type="application/ld+json"]').count()).toBe(2);
    expect(unexpectedErrors(customer?.errors ?? [])).toEqual([]);
  });

  it('filters and sorts in the page, with no reload, and each widget on its own', async () => {
    const eagle = await shown(page(), 'eagle');
    const hawk = await shown(page(), 'hawk');
    const requests: string[] = [];
    page().on('request', (request) => requests.push(request.url()));

    await eagle.getByLabel('Search').fill('portland');
    await expect.poll(() => visibleCards(eagle)).toEqual(['loft-9', 'maple-2b']);
    expect(await eagle.getByRole('status').textContent()).toBe('2 listings');
    await eagle.getByLabel('Sort by').selectOption('rent_desc');
    await expect.poll(() => visibleCards(eagle)).toEqual(['maple-2b', 'loft-9']);
    await eagle.getByLabel('Search').fill('');
    await expect.poll(() => visibleCards(eagle)).toEqual(['cedar-house', 'maple-2b', 'oak-4', 'loft-9']);
    await eagle.getByLabel('Beds').selectOption('2');
    await expect.poll(() => visibleCards(eagle)).toEqual(['cedar-house', 'maple-2b']);
    await eagle.getByLabel('Max Rent').fill('900');
    await expect.poll(() => eagle.getByText('No listings match your search.').isVisible()).toBe(true);
    await eagle.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => visibleCards(eagle)).toHaveLength(4);

    // The other widget kept its own list and order.
    expect(await visibleCards(hawk)).toEqual(['101', '202', '303']);
    await hawk.getByLabel('Sort by').selectOption('rent_asc');
    await expect.poll(() => visibleCards(hawk)).toEqual(['202', '101', '303']);
    // All of it happened in the page: no document, embed or API request.
    expect(requests.filter((url) => !url.startsWith(PHOTO_ORIGIN))).toEqual([]);
  });

  it('opens a listing in place; Back and Forward, a reload and Back to all listings work through the address', async () => {
    const tab = page();
    const eagle = await shown(tab, 'eagle');
    const hawk = await shown(tab, 'hawk');
    await eagle.getByRole('button', { name: 'Details of Cedar House' }).click();
    const detail = eagle.locator('.wg-ls-detail');
    await detail.waitFor();
    expect(await detail.getByRole('heading', { name: 'Cedar House' }).isVisible()).toBe(true);
    expect(await detail.locator('.wg-ls-d-price').textContent()).toBe('$1,800 – $2,100/mo');
    expect(await detail.getByRole('link', { name: /Apply Now/ }).getAttribute('href')).toBe(
      APPFOLIO_DATA.listings[1]?.applyUrl,
    );
    expect(new URL(tab.url()).searchParams.get('wg-listing')).toBe(`${idOf('eagle')}~cedar-house`);
    expect(await eagle.locator('.wg-ls-list').isVisible()).toBe(false);
    // The other widget on the page stays on its list.
    expect(await hawk.locator('.wg-ls-detail').count()).toBe(0);
    expect(await hawk.locator('.wg-ls-list').isVisible()).toBe(true);

    await tab.goBack();
    await expect.poll(() => eagle.locator('.wg-ls-list').isVisible()).toBe(true);
    expect(await detail.count()).toBe(0);
    await tab.goForward();
    await detail.waitFor();

    // The address opens the listing again after a reload (a shared or bookmarked link).
    await tab.reload({ waitUntil: 'load' });
    const again = await shown(tab, 'eagle');
    await again.locator('.wg-ls-detail').getByRole('heading', { name: 'Cedar House' }).waitFor();
    await again.getByRole('button', { name: 'Back to all listings' }).click();
    await expect.poll(() => again.locator('.wg-ls-list').isVisible()).toBe(true);
    expect(new URL(tab.url()).searchParams.has('wg-listing')).toBe(false);

    // A listing of the second widget opens in that widget only.
    const second = await shown(tab, 'hawk');
    await second.getByRole('button', { name: 'Details of Willow Court 303' }).click();
    await second.locator('.wg-ls-detail').waitFor();
    expect(await again.locator('.wg-ls-detail').count()).toBe(0);
    expect(new URL(tab.url()).searchParams.get('wg-listing')).toBe(`${idOf('hawk')}~303`);
    await tab.goBack();
    await expect.poll(() => second.locator('.wg-ls-list').isVisible()).toBe(true);
    expect(unexpectedErrors(customer?.errors ?? [])).toEqual([]);
  });

  it('honours the group: the widget with data-group shows only that group’s listings', async () => {
    customer = await openCustomerPage(`${snippetOf('hawk')}\n${groupSnippet}`);
    const north = await shown(page(), 'north');
    expect(
      await page()
        .locator(`[data-widgetry-id="${idOf('north')}"]`)
        .getAttribute('data-group'),
    ).toBe('North');
    expect(await visibleCards(north)).toEqual(['101', '303']);
    expect(await visibleCards(await shown(page(), 'hawk'))).toEqual(['101', '202', '303']);
    expect(unexpectedErrors(customer.errors)).toEqual([]);
  });

  it('shows every listing through the grouped widget’s Display All Listings code (no data-group)', async () => {
    customer = await openCustomerPage(snippetOf('north'));
    expect(snippetOf('north')).not.toContain('data-group');
    expect(await visibleCards(await shown(page(), 'north'))).toEqual(['101', '202', '303']);
    expect(unexpectedErrors(customer.errors)).toEqual([]);
  });

  it('shows a hostile listing’s markup as text and makes no link of a script address', async () => {
    customer = await openCustomerPage(snippetOf('hostile'));
    const widget = await shown(page(), 'hostile');
    expect(await widget.locator('.wg-ls-title').textContent()).toBe(HOSTILE_TITLE);
    await widget.getByRole('button', { name: /Details of/ }).click();
    const detail = widget.locator('.wg-ls-detail');
    await detail.waitFor();
    expect(await detail.locator('.wg-ls-d-name').textContent()).toBe(HOSTILE_TITLE);
    expect(await detail.locator('.wg-ls-d-text').textContent()).toContain(`Call ${SCRIPT_LINK}`);
    // The script address given as a phone number is shown as the text it is, not as a link.
    const phone = detail.locator('.wg-ls-d-phone');
    expect(await phone.textContent()).toBe(SCRIPT_LINK);
    expect(await phone.locator('a').count()).toBe(0);
    const hrefs = await widget
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^(https:|mailto:|tel:)/);
    const traces = await page().evaluate(() => {
      const root = document.querySelector('[data-widgetry-id]')?.shadowRoot;
      const elements = root ? [...root.querySelectorAll('*')] : [];
      return {
        pwned: window.__pwned,
        handlers: elements.flatMap((el) => [...el.attributes].filter((attr) => /^on/i.test(attr.name))).length,
        injected: root?.querySelectorAll('script, b, img[src="x"]').length ?? -1,
      };
    });
    expect(traces).toEqual({ pwned: undefined, handlers: 0, injected: 0 });
    expect(unexpectedErrors(customer.errors)).toEqual([]);
  });
});
