import {
  authResponseSchema,
  availableWidgetsResponseSchema,
  BILLING_MESSAGES,
  CARD_TOOLTIPS,
  SUBSCRIPTION_MESSAGES,
  WIDGET_MESSAGES,
} from '@widgetry/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ProductSession, startProductSession, unexpectedErrors } from './support/product-session';

// Selling a widget on the built-in test provider, the way a customer lives it (issue "Billing"):
// buy on the provider's hosted checkout, come back to the saved widget, see it on a site, manage
// it under /subscription, and let the provider's clock renew, fail, recover and end it.

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

/** The prorated calculator sells for this here; its runtime is the one a paid type reuses for now. */
const PRICE = 5;
/** 'Ends 28 December 2026': the end of a subscription set to cancel, the month written in full. */
const ENDS_ON =
  /^Ends \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;
const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  failsLater: '4000 0000 0000 0341',
};

async function api(path: string, init: { method: string; token: string; body?: unknown }): Promise<unknown> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.method,
    headers: { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  return authResponseSchema.parse(await response.json()).token;
}

/** The admin's product edit: the calculator's monthly price. */
async function setProratedPrice(token: string, price: number): Promise<void> {
  const { availableWidgets } = availableWidgetsResponseSchema.parse(
    await api('/devadmin/availableWidget', { method: 'GET', token }),
  );
  const prorated = availableWidgets.find((type) => type.name === 'prorated');
  if (!prorated) throw new Error('the catalogue has no prorated type');
  await api('/devadmin/availableWidget', { method: 'PUT', token, body: { ...prorated, price } });
}

const advanceClock = (token: string, days: number) =>
  api('/dev/billing/advance', { method: 'POST', token, body: { days } });

/** Catalogue → editor → Save → the purchase popup → Buy → the provider's page → paid → back. */
async function buyProrated(page: Page, title: string): Promise<string> {
  await page.goto(`${appUrl}/catalog`);
  await page.getByRole('link', { name: /Prorated Rent Calculator/ }).click();
  await page.waitForURL(/\/editor\?widgetType=/);
  await page.getByRole('textbox', { name: 'Widget Name' }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  const purchase = page.getByRole('dialog', { name: 'Purchase Widget' });
  await purchase.getByText('$5.00/month').waitFor();
  await purchase.getByRole('button', { name: 'Buy' }).click();

  await page.waitForURL(`${apiUrl}/test-billing/checkout/**`);
  await page.getByLabel('Card number').fill(CARDS.visa);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await page.waitForURL(/\/editor\?widgetId=[^&]+$/);
  await page.getByText(WIDGET_MESSAGES.added).waitFor();
  const widgetId = new URL(page.url()).searchParams.get('widgetId');
  if (!widgetId) throw new Error('the editor did not load the bought widget');
  return widgetId;
}

/** The editor's install snippet for the widget on screen. */
async function installSnippet(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Install' }).click();
  const install = page.getByRole('dialog', { name: 'Add Widget to your site' });
  const snippet = await install.getByRole('textbox', { name: 'Install code' }).inputValue();
  await install.getByRole('button', { name: 'Close' }).last().click();
  return snippet;
}

/** The subscription list's card update, with the test provider's card fields in the popup. */
async function updateCard(page: Page, title: string, card: string): Promise<void> {
  await page.getByRole('button', { name: `Update card for ${title}` }).click();
  const popup = page.getByRole('dialog', { name: 'Update card' });
  await popup.getByLabel('Card number').fill(card);
  await popup.getByLabel('Expiry').fill('12 / 34');
  await popup.getByLabel('CVC').fill('123');
  await popup.getByRole('button', { name: 'Save card' }).click();
  await popup.waitFor({ state: 'hidden' });
}

const subscriptionRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

let session: ProductSession | undefined;
let token = '';

beforeAll(async () => {
  token = await adminToken();
  await setProratedPrice(token, PRICE);
  session = await startProductSession({
    appUrl,
    mailDir,
    name: 'Bea Buyer',
    email: `billing-${Date.now()}@e2e.widgetry.test`,
  });
});

afterAll(async () => {
  await session?.close();
  // The other browser tests save this calculator as the free type it is.
  if (token) await setProratedPrice(token, 0);
});

describe('billing on the built-in test provider', () => {
  it('buys, serves, lists, changes the card, cancels, and stops serving when the period ends', async () => {
    if (!session) throw new Error('Chromium did not start');
    const { page } = session.dashboard;

    const widgetId = await buyProrated(page, 'Paid Maple Court');
    const snippet = await installSnippet(page);
    const customer = await session.openCustomerPage(snippet);
    await customer.page.locator(`[data-widgetry-id="${widgetId}"] .wg-pr-title`).waitFor();

    await page.goto(`${appUrl}/subscription`);
    const row = subscriptionRow(page, 'Paid Maple Court');
    await row.getByText('Visa •••• 4242').waitFor();
    await expect.poll(() => row.textContent()).toContain('$5.00/month');

    await updateCard(page, 'Paid Maple Court', CARDS.mastercard);
    await row.getByText('Mastercard •••• 4444').waitFor();

    await row.getByRole('button', { name: 'Cancel Paid Maple Court' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await confirm.getByText(SUBSCRIPTION_MESSAGES.cancelConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    // It ends rather than renews: the Renewal column and the card say when (issue 29 #19), with
    // the month in full like every date shown (spec 000 §2).
    await row.getByText(ENDS_ON).waitFor();
    await row.getByRole('button', { name: 'Resume Paid Maple Court' }).waitFor();
    expect(await row.getByText(/Cancels on|Renews/).count()).toBe(0);
    await page.goto(`${appUrl}/home`);
    const endingCard = page.getByRole('article', { name: 'Paid Maple Court' });
    await endingCard.getByText(ENDS_ON).waitFor();
    expect(await endingCard.getByText('Next Renewal:').count()).toBe(0);

    // Until the renewal date it is still on the site; after it, the provider ends it.
    await advanceClock(token, 40);
    const ended = await session.openCustomerPage(snippet);
    // Reloaded with the answer awaited, so the check below runs after the loader has its answer.
    const [embed] = await Promise.all([
      ended.page.waitForResponse((response) => response.url().includes(`/embed/${widgetId}`)),
      ended.page.reload(),
    ]);
    expect(embed.status()).toBe(404);
    expect(await ended.page.locator(`[data-widgetry-id="${widgetId}"] .wg-pr-title`).count()).toBe(0);

    await page.goto(`${appUrl}/subscription`);
    const endedRow = subscriptionRow(page, 'Paid Maple Court');
    await endedRow.getByText('Canceled', { exact: true }).waitFor();
    // The card can no longer be changed, and the tooltip says why (spec 003 §4).
    const cardEdit = endedRow.getByRole('button', { name: 'Update card for Paid Maple Court' });
    expect(await cardEdit.getAttribute('aria-disabled')).toBe('true');
    expect(await endedRow.locator('[role="tooltip"]').textContent()).toBe(CARD_TOOLTIPS.canceled);
    expect(unexpectedErrors(session.dashboard.errors)).toEqual([]);
  });

  it('keeps serving a past-due widget with a banner, and recovers when the card is updated', async () => {
    if (!session) throw new Error('Chromium did not start');
    const { page } = session.dashboard;

    const widgetId = await buyProrated(page, 'Paid Oak Street');
    const snippet = await installSnippet(page);
    await page.goto(`${appUrl}/subscription`);
    await updateCard(page, 'Paid Oak Street', CARDS.failsLater);

    await advanceClock(token, 31);
    await page.goto(`${appUrl}/home`);
    const card = page.getByRole('article', { name: 'Paid Oak Street' });
    await card.getByText(BILLING_MESSAGES.pastDueBanner).waitFor();
    await card.getByText('Past due', { exact: true }).waitFor();

    // The grace period: the provider is retrying, so the widget stays on the site.
    const customer = await session.openCustomerPage(snippet);
    await customer.page.locator(`[data-widgetry-id="${widgetId}"] .wg-pr-title`).waitFor();

    await card.getByRole('link', { name: 'Update card' }).click();
    await page.waitForURL(`${appUrl}/subscription`);
    const row = subscriptionRow(page, 'Paid Oak Street');
    await row.getByText('Past due', { exact: true }).waitFor();
    await updateCard(page, 'Paid Oak Street', CARDS.visa);
    await row.getByText('Active', { exact: true }).waitFor();

    await page.goto(`${appUrl}/home`);
    await page.getByRole('article', { name: 'Paid Oak Street' }).getByText('Active', { exact: true }).waitFor();
    expect(await page.getByText(BILLING_MESSAGES.pastDueBanner).count()).toBe(0);
    expect(unexpectedErrors(session.dashboard.errors)).toEqual([]);
  });
});
