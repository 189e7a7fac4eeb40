import {
  authResponseSchema,
  STORAGE_KEYS,
  type WidgetTypeName,
  widgetListResponseSchema,
  widgetResponseSchema,
} from '@widgetry/contracts';
import { type Page, type RunningServer, serve } from '@widgetry/tooling/e2e';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, type TestPage } from './support/browser';
import { type AdminApi, adminApi } from './support/product-api';
import { type ProductSession, startProductSession } from './support/product-session';
import { widgetTypeId } from './support/widget-types';

// Issue 25 §1: no page load changes data. Widget ids are public (every snippet and /embed URL
// carries one), so a page on another origin can send a signed-in customer, or an admin, to any
// dashboard address that takes an id. Each such load must send nothing but reads, and every
// widget (a paid active one among them) must still be there and still served afterwards.

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const RUN = Date.now().toString(36);
const CUSTOMER_EMAIL = `no-change-${RUN}@e2e.widgetry.test`;
const YELP_BUSINESS_ID = 'maple-court-apartments-springfield';

/** Methods that read; anything else sent on a load is a change of data. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * POST calls that only read: the editor asks for a review widget's source data this way (DESIGN
 * "Data flow" 2), and the API answers it from its cache of the public page, never touching a
 * customer's own rows.
 */
const READING_POSTS = new Set([`${apiUrl}/widget/preview/`]);

let session: ProductSession | undefined;
let admin: AdminApi | undefined;
let adminPage: TestPage | undefined;
let hostile: RunningServer | undefined;
let customerId = '';
let customerToken = '';
/** The customer's widgets by name. */
const widgets = new Map<string, { id: string; typeId: string }>();

/** A page on an origin of its own that sends the browser on to `?to=` as soon as it loads. */
function serveHostilePage(): Promise<RunningServer> {
  return serve((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>You won a prize</title></head>
<body><p>Loading your prize…</p>
<script>location.href = new URLSearchParams(location.search).get('to');</script>
</body></html>`);
  });
}

async function customerApi(path: string, init: { method: string; body?: unknown } = { method: 'GET' }) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.method,
    headers: {
      authorization: `Bearer ${customerToken}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A free type's widget saved by the customer with the type's defaults. */
async function saveFreeWidget(type: WidgetTypeName, title: string): Promise<{ id: string; typeId: string }> {
  const typeId = await widgetTypeId(apiUrl, type);
  const { widget } = widgetResponseSchema.parse(
    await customerApi('/widget/', { method: 'POST', body: { widget: { title, widgetType: typeId, htmlData: {} } } }),
  );
  return { id: widget.id, typeId };
}

/** The admin signed in to the dashboard in a context of its own, as the sign-in form would leave it. */
async function openAdminDashboard(): Promise<TestPage> {
  if (!session) throw new Error('no product session');
  const response = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const login = authResponseSchema.parse(await response.json());
  // A context of its own in the customer's browser: its own storage, so its own session.
  const browser = session.dashboard.page.context().browser();
  if (!browser) throw new Error('the dashboard page has no browser');
  const opened = await openPage(browser);
  await opened.page.goto(`${appUrl}/`, { waitUntil: 'networkidle' });
  await opened.page.evaluate(
    ({ keys, token, id }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.userId, id);
    },
    { keys: STORAGE_KEYS, token: login.token, id: login.id },
  );
  await opened.page.goto(`${appUrl}/devadmin`, { waitUntil: 'networkidle' });
  await opened.page.getByRole('heading', { level: 1, name: 'Backend Admin' }).waitFor();
  return opened;
}

beforeAll(async () => {
  admin = await adminApi(apiUrl, { email: adminEmail, password: adminPassword });
  session = await startProductSession({ appUrl, mailDir, name: 'Nora Nochange', email: CUSTOMER_EMAIL });
  customerId = await admin.userId(CUSTOMER_EMAIL);
  customerToken = (await session.dashboard.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)) ?? '';
  if (!customerToken) throw new Error('the dashboard is signed in');

  // A paid Yelp widget with an active subscription (Add Manual Order), as in the issue, and two free ones.
  const yelpTypeId = await widgetTypeId(apiUrl, 'yelp');
  const yelpId = await admin.createWidget({
    type: 'yelp',
    userId: customerId,
    title: 'Maple Court on Yelp',
    settings: { url: `https://www.yelp.com/biz/${YELP_BUSINESS_ID}`, businessId: YELP_BUSINESS_ID },
  });
  widgets.set('yelp', { id: yelpId, typeId: yelpTypeId });
  widgets.set('prorated', await saveFreeWidget('prorated', 'Maple Court first month'));
  widgets.set('monthlypayment', await saveFreeWidget('monthlypayment', 'Maple Court mortgage'));

  hostile = await serveHostilePage();
  adminPage = await openAdminDashboard();
});

afterAll(async () => {
  await adminPage?.close();
  await hostile?.close();
  await session?.close();
  if (customerId) await admin?.deleteUser(customerId);
});

/** Every request a page sends that is not a read, as "METHOD url". */
function recordChanges(page: Page): string[] {
  const changes: string[] = [];
  page.on('request', (request) => {
    if (READS.has(request.method()) || (request.method() === 'POST' && READING_POSTS.has(request.url()))) return;
    changes.push(`${request.method()} ${request.url()}`);
  });
  return changes;
}

/**
 * The hostile page sends `page` on to `path` of the dashboard; resolves once the dashboard has
 * loaded there, dropped a ?widgetId= it was given, and the network has gone quiet.
 */
async function sendFromHostilePage(page: Page, path: string): Promise<void> {
  if (!hostile) throw new Error('no hostile page');
  const target = `${appUrl}${path}`;
  const lure = `${hostile.url}/?${new URLSearchParams({ to: target })}`;
  expect(new URL(lure).origin).not.toBe(new URL(appUrl).origin);
  await page.goto(lure);
  await page.waitForURL((url) => url.origin === new URL(appUrl).origin);
  await page.waitForLoadState('networkidle');
  if (path.startsWith('/catalog?')) {
    await page.waitForURL((url) => !url.searchParams.has('widgetId'));
    await page.getByRole('heading', { level: 1, name: 'Premium Widget Library' }).waitFor();
    await page.waitForLoadState('networkidle');
  }
}

/** Every dashboard address that takes an id, for each of the customer's widgets. */
function addressesWithIds(): string[] {
  const addresses: string[] = [];
  for (const [name, { id, typeId }] of widgets) {
    // The preview page's parameter carries a whole widget, its id among it (its Back link).
    const previewed = JSON.stringify({ id, widgetType: { id: typeId, name }, htmlData: {} });
    addresses.push(
      `/catalog?widgetId=${id}`,
      `/insights?widgetId=${id}`,
      `/preview?${new URLSearchParams({ widget: previewed })}`,
      `/editor?widgetId=${id}`,
      // The checkout's return addresses (success and cancel, a saved widget and a new one).
      `/editor?widgetId=${id}&checkout=success`,
      `/editor?widgetId=${id}&checkout=canceled`,
      `/editor?widgetType=${typeId}&checkout=canceled`,
      // Pages that take no id, given one anyway.
      `/home?widgetId=${id}`,
      `/subscription?widgetId=${id}`,
    );
  }
  addresses.push(`/devadmin/users/${customerId}`, `/resetPassword?userId=${customerId}&token=not-a-secret`);
  return addresses;
}

async function expectEveryWidgetThere(): Promise<void> {
  const listed = widgetListResponseSchema.parse(await customerApi('/widget/'));
  const byId = new Map(listed.map((widget) => [widget.id, widget]));
  for (const [name, { id }] of widgets) {
    expect(byId.has(id), `${name} widget ${id} is still listed`).toBe(true);
    const embed = await fetch(`${apiUrl}/embed/${id}`);
    expect(embed.status, `GET /embed/${id} (${name})`).toBe(200);
  }
  expect(byId.get(widgets.get('yelp')?.id ?? '')?.subStatus).toBe('active');
}

describe('a page on another origin sending a signed-in user to dashboard addresses with ids', () => {
  it('sends a customer to /catalog?widgetId= of their paid widget: nothing but reads, the widget stays', async () => {
    if (!session) throw new Error('no product session');
    const { page } = session.dashboard;
    const changes = recordChanges(page);
    await sendFromHostilePage(page, `/catalog?widgetId=${widgets.get('yelp')?.id}`);
    expect(new URL(page.url()).pathname).toBe('/catalog');
    expect(changes).toEqual([]);
    await expectEveryWidgetThere();
  });

  // The customer's and the admin's rounds side by side, each in its own browser context: each
  // load waits for the network to go quiet, time one round need not spend alone.
  it.concurrent('sends the customer to every address that takes an id: nothing but reads, every widget stays', async ({
    expect,
  }) => {
    if (!session) throw new Error('no product session');
    const { page } = session.dashboard;
    const changes = recordChanges(page);
    for (const path of addressesWithIds()) {
      await sendFromHostilePage(page, path);
      expect(changes, `loading ${path}`).toEqual([]);
    }
    // Still signed in as the customer: no load switched or ended the session.
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userId)).toBe(customerId);
    await expectEveryWidgetThere();
  });

  it.concurrent('sends an admin, who may manage every widget, to the same addresses: nothing but reads, every widget stays', async ({
    expect,
  }) => {
    if (!adminPage) throw new Error('no admin page');
    const { page } = adminPage;
    const adminId = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userId);
    const changes = recordChanges(page);
    for (const path of addressesWithIds()) {
      await sendFromHostilePage(page, path);
      expect(changes, `loading ${path}`).toEqual([]);
    }
    // The user details page's Switch User acts on a click only: the admin is still the admin.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.userSwitched)).not.toBe('true');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userId)).toBe(adminId);
    expect(await admin?.userId(CUSTOMER_EMAIL)).toBe(customerId);
    await expectEveryWidgetThere();
  });
});
