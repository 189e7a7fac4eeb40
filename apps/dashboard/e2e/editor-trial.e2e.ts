// Issue 29 ("What trips a customer up, third trial"), the editor's rows as the new site owner met
// them in Chromium: Save → Buy reaches the checkout without the browser's "Leave site?" prompt
// (#2), an AppFolio maps key of `<script>…` is a field error at Save, before any purchase (#12).
import { loginCheckResponseSchema, type WidgetTypeName } from '@widgetry/contracts';
import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ProductSession, startProductSession, unexpectedErrors } from './support/product-session';

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

async function typeId(name: WidgetTypeName): Promise<string> {
  const answer = loginCheckResponseSchema.parse(await (await fetch(`${apiUrl}/`)).json());
  const found = answer.widgetTypes.find((type) => type.name === name);
  if (!found) throw new Error(`the catalogue has no ${name} type`);
  return found.id;
}

async function openNewEditor(name: WidgetTypeName): Promise<void> {
  await page().goto(`${appUrl}/editor?widgetType=${encodeURIComponent(await typeId(name))}`);
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
});
