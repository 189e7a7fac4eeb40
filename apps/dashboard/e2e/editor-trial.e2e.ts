// Issue 29 ("What trips a customer up, third trial"), the editor's rows as the new site owner met
// them in Chromium: Save → Buy reaches the checkout without the browser's "Leave site?" prompt
// (#2), an AppFolio maps key of `<script>…` is a field error at Save, before any purchase (#12), a
// refused save names each wrong field and focuses the first (#15), and a design can be chosen and
// undone without touching the texts (#29).
import { SLIDER_MIN_ABOVE_MAX, type WidgetTypeName } from '@widgetry/contracts';
import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ProductSession, startProductSession, unexpectedErrors } from './support/product-session';
import { widgetTypeId } from './support/widget-types';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');

const DESKTOP = { width: 1366, height: 850 };
const RUN = Date.now().toString(36);
const KEY_MESSAGE = 'A maps API key has only letters, digits, - and _ (at most 100).';

let session: ProductSession | undefined;

beforeAll(async () => {
  session = await startProductSession({
    appUrl,
    mailDir,
    name: `Editor Trial ${RUN}`,
    email: `editor-trial-${RUN}@e2e.widgetry.test`,
  });
  await page().setViewportSize(DESKTOP);
});

afterAll(async () => {
  await session?.close();
});

function page(): Page {
  if (!session) throw new Error('the product session did not start');
  return session.dashboard.page;
}

async function openNewEditor(name: WidgetTypeName): Promise<void> {
  await page().goto(`${appUrl}/editor?widgetType=${encodeURIComponent(await widgetTypeId(apiUrl, name))}`);
  await page().getByRole('textbox', { name: 'Widget Name' }).waitFor();
}

describe('the editor in the third trial (issue 29)', () => {
  it('#12 refuses a maps key of <script>… under its field at Save, with no purchase popup; #2 then Save → Buy reaches the checkout with no "Leave site?" dialog', async () => {
    const dialogs: string[] = [];
    const onDialog = (dialog: Dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    };
    page().on('dialog', onDialog);
    try {
      await openNewEditor('appfolio');
      await page().getByRole('textbox', { name: 'Widget Name' }).fill('Maple Court listings');
      await page().getByRole('textbox', { name: 'Listings URL' }).fill('https://maple-court.appfolio.com/listings');
      const key = page().getByRole('textbox', { name: 'Google Maps API Key' });
      await key.fill('<script>alert(1)</script>');
      await page().getByRole('button', { name: 'Save' }).click();

      // The message under the field and in the banner; the key is marked invalid.
      await page().locator('.editor-control__error', { hasText: KEY_MESSAGE }).waitFor();
      await page().getByTestId('editor-banner').getByText(KEY_MESSAGE).waitFor();
      expect(await key.getAttribute('aria-invalid')).toBe('true');
      expect(await page().getByRole('dialog', { name: 'Purchase Widget' }).count()).toBe(0);

      await key.fill('AIzaSyMapleCourtKey_1');
      await page().getByRole('button', { name: 'Save' }).click();
      const purchase = page().getByRole('dialog', { name: 'Purchase Widget' });
      await purchase.getByRole('button', { name: 'Buy' }).click();
      await page().waitForURL(`${apiUrl}/test-billing/checkout/**`);
      expect(dialogs).toEqual([]);
    } finally {
      page().off('dialog', onDialog);
    }
    expect(unexpectedErrors(session?.dashboard.errors ?? [])).toEqual([]);
  });

  it('#15 names both wrong fields of a refused save, focuses the first, and clears once they are fixed', async () => {
    await openNewEditor('monthlypayment');
    await page().getByRole('textbox', { name: 'Widget Name' }).fill('Oak Street mortgage');
    const downPayment = page().getByRole('spinbutton', { name: 'Down Payment (%)' });
    await downPayment.fill('150');
    await downPayment.press('Tab');
    await page().getByRole('button', { name: 'Sliders' }).click();
    const sliderMin = page().getByRole('spinbutton', { name: 'Slider Minimum' });
    await sliderMin.fill('2000000');
    await sliderMin.press('Enter');
    await page().getByRole('tab', { name: 'Layout' }).click();

    await page().getByRole('button', { name: 'Save' }).click();
    const banner = page().getByTestId('editor-banner');
    await banner.getByText('Please correct these 2 fields:').waitFor();
    expect(await banner.getByRole('listitem').allTextContents()).toEqual([
      'Default Values › Down Payment (%): Enter a whole number from 0 to 100.',
      `Sliders › Slider Minimum: ${SLIDER_MIN_ABOVE_MAX}`,
    ]);
    await expect.poll(() => downPayment.evaluate((input) => input === document.activeElement)).toBe(true);

    await downPayment.fill('20');
    await downPayment.press('Tab');
    const sliderMax = page().getByRole('spinbutton', { name: 'Slider Maximum' });
    await sliderMax.fill('3000000');
    await sliderMax.press('Enter');
    await banner.waitFor({ state: 'detached' });
    expect(unexpectedErrors(session?.dashboard.errors ?? [])).toEqual([]);
  });

  it('#29 lays a design over the style settings only, and Undo puts them back', async () => {
    await openNewEditor('prorated');
    await page().getByRole('tab', { name: 'Layout' }).click();
    await page().getByRole('button', { name: 'Heading' }).click();
    const heading = page().getByRole('textbox', { name: 'Heading Text' });
    await heading.fill('First month at Maple Court');
    const designs = page().getByRole('region', { name: 'Start from a design' });
    await designs.getByRole('button', { name: 'Graphite' }).click();
    const notice = designs.getByRole('status');
    await notice.getByText('The “Graphite” design is applied.').waitFor();
    // The colour control shows the design's colour; the text is the owner's.
    await page().getByRole('button', { name: 'Color: #f9fafb', exact: true }).waitFor();
    expect(await heading.inputValue()).toBe('First month at Maple Court');

    await notice.getByRole('button', { name: 'Undo' }).click();
    await page().getByRole('button', { name: 'Color: #8a2be2', exact: true }).waitFor();
    await notice.waitFor({ state: 'detached' });
    expect(await heading.inputValue()).toBe('First month at Maple Court');
    expect(unexpectedErrors(session?.dashboard.errors ?? [])).toEqual([]);
  });
});
