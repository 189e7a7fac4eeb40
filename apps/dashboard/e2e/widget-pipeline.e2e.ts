import { formatMoney, prorateRent } from '@widgetry/calculators';
import { WIDGET_MESSAGES } from '@widgetry/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CUSTOMER_HOST, type ProductSession, startProductSession, unexpectedErrors } from './support/product-session';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');

let session: ProductSession | undefined;

beforeAll(async () => {
  const email = `pipeline-${Date.now()}@e2e.widgetry.test`;
  session = await startProductSession({ appUrl, mailDir, name: 'Pat Pipeline', email });
});

afterAll(async () => {
  await session?.close();
});

/** Reads the preview's heading (inside the widget's shadow root) and its computed colour. */
function previewHeading(page: Page) {
  return page.evaluate(() => {
    const title = document.querySelector('[data-testid="live-preview"]')?.shadowRoot?.querySelector('.wg-pr-title');
    return title ? { text: title.textContent, color: getComputedStyle(title).color } : null;
  });
}

describe('widget pipeline: editor → save → install → customer site → installations', () => {
  it('builds a prorated calculator, installs it on another origin and sees that origin listed', async () => {
    if (!session) throw new Error('Chromium did not start');
    const { dashboard } = session;
    const { page } = dashboard;

    // Widget Library → the prorated card → a new widget in the editor.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Widget Library' }).click();
    await page.waitForURL(`${appUrl}/catalog`);
    await page.getByRole('link', { name: /Prorated Rent Calculator/ }).click();
    await page.waitForURL(/\/editor\?widgetType=/);
    await page.getByRole('button', { name: 'Preview' }).waitFor();
    await expect
      .poll(() => previewHeading(page))
      .toEqual({ text: 'Prorated Rent Calculator', color: 'rgb(138, 43, 226)' });

    // Edits repaint the preview in place, and not one request reaches the API meanwhile.
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(apiUrl)) apiRequests.push(`${request.method()} ${request.url()}`);
    });
    await page.getByRole('tab', { name: 'Layout' }).click();
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    const heading = page.getByRole('region', { name: 'Heading' });
    await heading.getByRole('textbox', { name: 'Heading Text' }).fill('Your first month at Maple Court');
    await heading.getByRole('button', { name: 'Color: #8a2be2' }).click();
    await heading.getByRole('textbox', { name: 'Hex' }).fill('c2410c');
    await expect
      .poll(() => previewHeading(page))
      .toEqual({ text: 'Your first month at Maple Court', color: 'rgb(194, 65, 12)' });
    expect(apiRequests).toEqual([]);

    // Save: the widget gets its id, the address follows, and the main button becomes Install.
    await page.getByRole('tab', { name: 'Builder' }).click();
    await page.getByRole('textbox', { name: 'Widget Name' }).fill('Maple Court move-in');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(WIDGET_MESSAGES.added).waitFor();
    await page.waitForURL(/\/editor\?widgetId=[^&]+$/);
    const widgetId = new URL(page.url()).searchParams.get('widgetId');

    // Install: the snippet from the code box (the clipboard is not reliable headless).
    await page.getByRole('button', { name: 'Install' }).click();
    const install = page.getByRole('dialog', { name: 'Add Widget to your site' });
    const snippet = await install.getByRole('textbox', { name: 'Install code' }).inputValue();
    expect(snippet).toContain(`data-widgetry-id="${widgetId}"`);
    expect(snippet).toContain(`src="${appUrl}/embed.js"`);
    await install.getByRole('button', { name: 'Close' }).last().click();

    // The customer's page, on an origin of its own, shows the calculator, which computes.
    const customer = await session.openCustomerPage(snippet);
    const widget = customer.page.locator(`[data-widgetry-id="${widgetId}"]`);
    await widget.locator('.wg-pr-title').getByText('Your first month at Maple Court').waitFor();
    await widget.locator('input[name="rent"]').fill('1500');
    await widget.locator('input[name="moveIn"]').fill('2024-02-15');
    await widget.getByRole('button', { name: 'Calculate' }).click();
    const expected = formatMoney(prorateRent({ monthlyRent: 1500, moveIn: { year: 2024, month: 2, day: 15 } }).amount);
    expect(expected).toBe('$775.86');
    await expect.poll(() => widget.locator('[data-key="amount"]').textContent()).toBe(expected);

    // The dashboard lists the customer's site among the widget's installations: its host name,
    // without the port (one site is one row), paged in from GET /widget/{id}/sites.
    const customerHost = new URL(customer.url).hostname;
    expect(customerHost).toBe(CUSTOMER_HOST);
    // The API records a view's site in a batch it writes every 2 s (issue 28), so the dashboard is
    // asked again until the site is there; a busy machine may write it later than a calculation takes.
    const card = page.getByRole('article', { name: 'Maple Court move-in' });
    const listed = card.getByRole('button', { name: 'Installations (1)' });
    await expect
      .poll(
        async () => {
          await page.goto(`${appUrl}/home`, { waitUntil: 'networkidle' });
          await card.waitFor();
          return listed.count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    await listed.click();
    const installations = page.getByRole('dialog', { name: 'Installations' });
    const row = installations.getByRole('row').filter({ hasText: customerHost });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe(customerHost);
    expect(cells[1]).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/);

    expect(unexpectedErrors(dashboard.errors)).toEqual([]);
    expect(unexpectedErrors(customer.errors)).toEqual([]);
  });
});
