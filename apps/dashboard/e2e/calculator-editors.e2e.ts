// The editors of the accessibility menu, the affordability calculator and the monthly payment
// calculator, end to end: edits repaint the live preview with no request to the API, the saved
// widget installs on a customer's page on another origin, and there it works.
import { calculateAffordability, calculateMonthlyPayment, formatMoney } from '@widgetry/calculators';
import { defaultHtmlData, WIDGET_MESSAGES, type WidgetTypeName } from '@widgetry/contracts';
import type { Locator, Page } from '@widgetry/tooling/e2e';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ProductSession, startProductSession, unexpectedErrors } from './support/product-session';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');

let session: ProductSession | undefined;

// One account for the three editors: signing up is the same for each and costs a mail round trip.
beforeAll(async () => {
  const email = `editors-${Date.now()}@e2e.widgetry.test`;
  session = await startProductSession({ appUrl, mailDir, name: 'Cal Editors', email });
});

// What one test opened on the customer's side does not outlive it.
afterEach(async () => {
  await session?.closeCustomerPage();
});

afterAll(async () => {
  await session?.close();
});

/** The new colour every test picks, as typed in the hex field and as the browser computes it. */
const NEW_COLOR = { hex: 'c2410c', rgb: 'rgb(194, 65, 12)' };

function signedIn(): Page {
  if (!session) throw new Error('the dashboard page did not open');
  return session.dashboard.page;
}

/** Widget Library → the type's card → a new widget of that type in the editor. */
async function openEditor(page: Page, card: string): Promise<void> {
  await page.goto(`${appUrl}/home`, { waitUntil: 'networkidle' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Widget Library' }).click();
  await page.waitForURL(`${appUrl}/catalog`);
  await page.getByRole('link', { name: new RegExp(card) }).click();
  await page.waitForURL(/\/editor\?widgetType=/);
  await page.getByRole('button', { name: 'Preview' }).waitFor();
}

/** The text and computed colours of one element inside the live preview's shadow root. */
function preview(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector('[data-testid="live-preview"]')?.shadowRoot?.querySelector(sel);
    if (!el) return null;
    const style = getComputedStyle(el);
    return { text: el.textContent, color: style.color, background: style.backgroundColor };
  }, selector);
}

/** Counts the requests the page sends to the API from now on; stop() ends the count. */
function watchApi(page: Page): { requests: string[]; stop(): void } {
  const requests: string[] = [];
  const listener = (request: { url(): string; method(): string }) => {
    if (request.url().startsWith(apiUrl)) requests.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', listener);
  return { requests, stop: () => page.off('request', listener) };
}

/** Opens a settings section of the current tab (the first one is open already) and returns it. */
async function section(page: Page, title: string): Promise<Locator> {
  const region = page.getByRole('region', { name: title, exact: true });
  if (!(await region.isVisible())) await page.getByRole('button', { name: title, exact: true }).click();
  await region.waitFor();
  return region;
}

/**
 * Picks NEW_COLOR in a colour control by typing it in the picker's hex field. A complete colour
 * closes the picker by itself, so its popover no longer covers the controls below it.
 */
async function pickColor(region: Locator, label: string, current: string): Promise<void> {
  await region.getByRole('button', { name: `${label}: ${current}` }).click();
  const hex = region.getByRole('textbox', { name: 'Hex' });
  await hex.fill(NEW_COLOR.hex);
  await region.getByRole('button', { name: `${label}: #${NEW_COLOR.hex}` }).waitFor();
  await hex.waitFor({ state: 'hidden' });
}

/** Names and saves the widget, then copies its install snippet from the Install popup. */
async function saveAndCopySnippet(page: Page, type: WidgetTypeName, name: string): Promise<string> {
  await page.getByRole('tab', { name: 'Builder' }).click();
  await page.getByRole('textbox', { name: 'Widget Name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(WIDGET_MESSAGES.added).waitFor();
  await page.waitForURL(/\/editor\?widgetId=[^&]+$/);
  const widgetId = new URL(page.url()).searchParams.get('widgetId');

  await page.getByRole('button', { name: 'Install' }).click();
  const install = page.getByRole('dialog', { name: 'Add Widget to your site' });
  const snippet = await install.getByRole('textbox', { name: 'Install code' }).inputValue();
  expect(snippet).toContain(`data-widgetry-id="${widgetId}"`);
  expect(snippet).toContain(`data-type="${type}"`);
  expect(snippet).toContain(`src="${appUrl}/embed.js"`);
  await install.getByRole('button', { name: 'Close' }).last().click();
  return snippet;
}

/** The customer's page, on an origin of its own, with the snippet pasted after its own markup. */
async function openCustomerPage(markup: string): Promise<{ page: Page; widget: Locator; errors: string[] }> {
  if (!session) throw new Error('Chromium did not start');
  const customer = await session.openCustomerPage(markup);
  return { page: customer.page, widget: customer.page.locator('[data-widgetry-id]'), errors: customer.errors };
}

/** The accessible name of the deepest focused element, through shadow roots. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
  });
}

/** Presses Tab until the control named `name` has focus. */
async function tabTo(page: Page, name: string): Promise<void> {
  const seen: string[] = [];
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    if (focused === name) return;
    seen.push(focused);
  }
  throw new Error(`Tab never reached "${name}"; it went through: ${seen.join(' | ')}`);
}

describe('calculator editors: live preview without the network, save, install, use', () => {
  it('accessibility menu: edits repaint the preview; on the site it opens by keyboard and highlights links', async () => {
    const page = signedIn();
    const defaults = defaultHtmlData('accessibility').accessibility;
    await openEditor(page, 'Accessibility Menu');
    await expect.poll(() => preview(page, '.wg-a11y-title')).toMatchObject({ text: defaults.toolbox.toolboxTitle });
    const iconBefore = await preview(page, '.wg-a11y-open');
    expect(iconBefore?.background).toBe('rgb(246, 105, 11)');

    const api = watchApi(page);
    await page.getByRole('tab', { name: 'Builder' }).click();
    const website = await section(page, 'Website');
    await website.getByRole('textbox', { name: 'Website address' }).fill('https://maplecourt.example');
    await page.getByRole('tab', { name: 'Layout' }).click();
    await pickColor(await section(page, 'Icon'), 'Icon Background', defaults.icon.iconBg);
    const toolbox = await section(page, 'Toolbox');
    await toolbox.getByRole('textbox', { name: 'Title' }).fill('Maple Court reading tools');
    await expect.poll(() => preview(page, '.wg-a11y-open')).toMatchObject({ background: NEW_COLOR.rgb });
    await expect.poll(() => preview(page, '.wg-a11y-title')).toMatchObject({ text: 'Maple Court reading tools' });
    api.stop();
    expect(api.requests).toEqual([]);

    const snippet = await saveAndCopySnippet(page, 'accessibility', 'Maple Court accessibility');
    const site = await openCustomerPage(
      `<p id="intro">Questions? <a id="contact" href="#contact">Write to the office</a>.</p>\n${snippet}`,
    );
    const open = site.widget.getByRole('button', { name: 'Open accessibility menu' });
    await open.waitFor();
    expect(await open.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(NEW_COLOR.rgb);

    const link = () =>
      site.page.evaluate(() => {
        const el = document.getElementById('contact');
        if (!el) throw new Error('no link');
        const style = getComputedStyle(el);
        return { outline: `${style.outlineStyle} ${style.outlineColor}`, underline: style.textDecorationLine };
      });
    const plain = await link();
    expect(plain.outline).not.toContain('solid');

    // Keyboard only: Tab to the menu button, Enter opens the dialog, Tab to the tool, Space presses it.
    await tabTo(site.page, 'Open accessibility menu');
    await site.page.keyboard.press('Enter');
    const dialog = site.widget.getByRole('dialog', { name: 'Maple Court reading tools' });
    await dialog.waitFor();
    await tabTo(site.page, 'Highlight links');
    await site.page.keyboard.press('Space');
    const tool = dialog.getByRole('button', { name: 'Highlight links' });
    await expect.poll(() => tool.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(link).toEqual({ outline: 'solid rgb(255, 191, 0)', underline: 'underline' });
    await site.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedName(site.page)).toBe('Open accessibility menu');

    expect(unexpectedErrors(site.errors)).toEqual([]);
    expect(unexpectedErrors(session?.dashboard.errors ?? [])).toEqual([]);
  });

  it('affordability calculator: edits repaint the preview; on the site it computes the home price', async () => {
    const page = signedIn();
    const defaults = defaultHtmlData('affordability').affordability;
    await openEditor(page, 'Affordability Calculator');
    await expect
      .poll(() => preview(page, '.wg-af-title'))
      .toMatchObject({ text: defaults.header.heading, color: 'rgb(26, 32, 44)' });

    const api = watchApi(page);
    await page.getByRole('tab', { name: 'Builder' }).click();
    const header = await section(page, 'Header Text');
    await header.getByRole('textbox', { name: 'Heading', exact: true }).fill('What can you afford at Maple Court?');
    await page.getByRole('tab', { name: 'Layout' }).click();
    await pickColor(await section(page, 'Header'), 'Text Color', defaults.header.textColor);
    await expect
      .poll(() => preview(page, '.wg-af-title'))
      .toMatchObject({ text: 'What can you afford at Maple Court?', color: NEW_COLOR.rgb });
    api.stop();
    expect(api.requests).toEqual([]);

    const snippet = await saveAndCopySnippet(page, 'affordability', 'Maple Court affordability');
    const site = await openCustomerPage(snippet);
    const heading = site.widget.getByRole('heading', { name: 'What can you afford at Maple Court?' });
    await heading.waitFor();
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe(NEW_COLOR.rgb);

    await site.widget.getByLabel('Annual Income', { exact: true }).fill('120000');
    await site.widget.getByLabel('Monthly Debts', { exact: true }).fill('500');
    await site.widget.getByLabel('Down Payment', { exact: true }).fill('60000');
    await site.widget.getByLabel('Loan Term (years)', { exact: true }).selectOption('30');
    await site.widget.getByLabel('Interest Rate (%)', { exact: true }).fill('4.5');
    await site.widget.getByRole('button', { name: 'Calculate' }).click();
    const expected = formatMoney(
      calculateAffordability({
        annualIncome: 120_000,
        extraIncome: 0,
        monthlyDebts: 500,
        downPayment: 60_000,
        loanTermYears: 30,
        interestRate: 4.5,
        debtToIncomeRatio: defaults.advanced.debtToIncomeRatio,
        housingDebtToIncomeRatio: defaults.advanced.housingDebtToIncomeRatio,
      }).homePrice,
    );
    // The worked example of the editor's "How it works?" text.
    expect(expected).toBe('$612,611.25');
    await expect.poll(() => site.widget.locator('dd[data-key="homePrice"]').textContent()).toBe(expected);

    expect(unexpectedErrors(site.errors)).toEqual([]);
    expect(unexpectedErrors(session?.dashboard.errors ?? [])).toEqual([]);
  });

  it('monthly payment calculator: edits repaint the preview; on the site it shows the total for the defaults', async () => {
    const page = signedIn();
    const defaults = defaultHtmlData('monthlypayment').monthlypayment;
    await openEditor(page, 'Mortgage Payment Calculator');
    await expect.poll(() => preview(page, '.wg-mp-title')).toMatchObject({ text: defaults.header.title });

    const api = watchApi(page);
    await page.getByRole('tab', { name: 'Layout' }).click();
    const header = await section(page, 'Header');
    await header.getByRole('textbox', { name: 'Title' }).fill('Your monthly payment at Maple Court');
    await pickColor(header, 'Text Color', defaults.header.textColor);
    await expect
      .poll(() => preview(page, '.wg-mp-title'))
      .toMatchObject({ text: 'Your monthly payment at Maple Court', color: NEW_COLOR.rgb });
    api.stop();
    expect(api.requests).toEqual([]);

    const snippet = await saveAndCopySnippet(page, 'monthlypayment', 'Maple Court mortgage');
    const site = await openCustomerPage(snippet);
    const heading = site.widget.getByRole('heading', { name: 'Your monthly payment at Maple Court' });
    await heading.waitFor();
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe(NEW_COLOR.rgb);

    const { fields } = defaults;
    const expected = formatMoney(
      calculateMonthlyPayment({
        homePrice: fields.homePriceDefaultValue,
        downPaymentPercent: fields.defaultDownPaymentPercent,
        interestRate: fields.interestRateDefaultValue,
        // The widget starts on a 30-year loan (spec 002 §9).
        loanTermYears: 30,
        propertyTaxAnnualRate: fields.propertyTaxAnnualRate,
        homeInsuranceMonthly: fields.homeInsuranceDefaultValue,
        hoaMonthly: fields.hoaFeesDefaultValue,
        mortgageInsuranceThreshold: fields.mortgageInsuranceThreshold,
      }).total,
    );
    expect(expected).toBe('$9,437.01');
    await expect.poll(() => site.widget.locator('[data-out="total"]').textContent()).toBe(expected);

    expect(unexpectedErrors(site.errors)).toEqual([]);
    expect(unexpectedErrors(session?.dashboard.errors ?? [])).toEqual([]);
  });
});
