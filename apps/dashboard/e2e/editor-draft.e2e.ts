// Losing work (issue 14), the way a new site owner lives it in Chromium: a visitor edits a widget,
// presses Save, creates an account from the popup and lands back in the editor with the draft;
// leaving it with unsaved changes then asks first (Back, a header link, closing the tab); the
// full-page Preview shows the unsaved widget on a sample page and comes back with the draft.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageForFile } from './support/browser';
import { unexpectedErrors } from './support/product-session';
import { E2E_PASSWORD } from './support/sign-up';
import { widgetTypeId } from './support/widget-types';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');

const DRAFT_KEPT = 'We kept your changes. Press Save to save your widget.';
const LEAVE_PROMPT = 'Leave without saving?';

const tab = pageForFile();
const page = (): Page => tab().page;

const widgetName = () => page().getByRole('textbox', { name: 'Widget Name' });

describe('a visitor’s draft through Create account', () => {
  let editorUrl = '';

  it('lets a visitor preview the unsaved widget full page, over the editor, and come back to it', async () => {
    const typeId = await widgetTypeId(apiUrl, 'prorated');
    editorUrl = `${appUrl}/editor?widgetType=${encodeURIComponent(typeId)}`;
    // From the Widget Library, as a visitor gets there: the editor is an in-app page after it.
    await page().goto(`${appUrl}/catalog`, { waitUntil: 'networkidle' });
    await page()
      .locator(`a[href*="widgetType=${encodeURIComponent(typeId)}"]`)
      .first()
      .click();
    await page().waitForURL(editorUrl);
    await widgetName().fill('Lobby calculator');

    // /preview is for signed-in users (spec 000 §2): a visitor's preview covers the editor.
    await page().getByRole('button', { name: 'Preview' }).click();
    const preview = page().getByRole('dialog', { name: 'Preview: Lobby calculator' });
    await preview.frameLocator('iframe.preview-frame').locator('[data-testid="live-preview"]').waitFor();
    await preview.getByRole('button', { name: /Phone/ }).click();
    const width = await preview.locator('iframe.preview-frame').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(390);
    // It covers the whole window, the app's header included.
    const box = await preview.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: page().viewportSize()?.width, height: page().viewportSize()?.height });
    await preview.getByRole('button', { name: 'Back to the editor' }).click();
    await preview.waitFor({ state: 'detached' });
    expect(page().url()).toBe(editorUrl);
    expect(await widgetName().inputValue()).toBe('Lobby calculator');
  });

  it('keeps the draft from Save through Create account and comes back to the editor with it', async () => {
    await page().getByRole('button', { name: 'Save' }).click();

    const popup = page().getByRole('dialog', { name: 'Sign in to save' });
    await expect(popup.getByRole('link', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
    await popup.getByRole('link', { name: 'Create account' }).click();
    await page().waitForURL(`${appUrl}/register`);
    // The popup's way out keeps the draft: nothing asked about unsaved changes.
    expect(await page().getByRole('dialog', { name: LEAVE_PROMPT }).count()).toBe(0);

    const signUp = page().getByRole('form', { name: 'Create Account' });
    await signUp.getByLabel('Display Name').fill('Draft Keeper');
    await signUp.getByLabel('Email').fill(`draft-${Date.now()}@e2e.widgetry.test`);
    await signUp.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await signUp.getByRole('button', { name: 'Sign Up' }).click();

    await page().waitForURL(editorUrl);
    await page().getByTestId('editor-banner').filter({ hasText: DRAFT_KEPT }).waitFor();
    expect(await widgetName().inputValue()).toBe('Lobby calculator');
    // Signed in now: the header shows the account, not the sign-up.
    await page().getByRole('navigation').first().waitFor();
  });

  it('asks before Back or a header link loses the unsaved changes; Stay keeps them', async () => {
    // The sign-up page's entry now holds the editor (the return replaced it): Back goes to that
    // same editor first, then to the Widget Library, which is leaving.
    await page().goBack();
    expect(page().url()).toBe(editorUrl);
    await page().goBack();
    const prompt = page().getByRole('dialog', { name: LEAVE_PROMPT });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(page().url()).toBe(editorUrl);
    expect(await widgetName().inputValue()).toBe('Lobby calculator');

    await page().getByRole('link', { name: 'Dashboard' }).first().click();
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(page().url()).toBe(editorUrl);
  });

  it('asks before the tab is closed with unsaved changes', async () => {
    const asked = new Promise<string>((resolve) => {
      page().once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page().close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    // Dismissed: the tab stays, with the edits.
    expect(page().isClosed()).toBe(false);
    expect(await widgetName().inputValue()).toBe('Lobby calculator');
  });

  it('previews the unsaved widget full page at each width and comes back with the draft', async () => {
    await page().getByRole('button', { name: 'Preview' }).click();
    await page().waitForURL((url) => url.pathname === '/preview');
    await page().getByRole('heading', { level: 1, name: 'Preview: Lobby calculator' }).waitFor();
    const frame = page().frameLocator('iframe.preview-frame');
    await frame.locator('[data-testid="live-preview"]').waitFor();
    await page().getByRole('button', { name: /Phone/ }).click();
    const width = await page()
      .locator('iframe.preview-frame')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(390);

    await page().getByRole('link', { name: 'Back to the editor' }).click();
    await page().waitForURL(editorUrl);
    expect(await widgetName().inputValue()).toBe('Lobby calculator');
  });

  it('leaves when asked to', async () => {
    await page().getByRole('link', { name: 'Dashboard' }).first().click();
    const prompt = page().getByRole('dialog', { name: LEAVE_PROMPT });
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await page().waitForURL(`${appUrl}/home`);
  });

  it('previews the accessibility menu on a sample page its tools act on, leaving the dashboard alone', async () => {
    const accessibility = await widgetTypeId(apiUrl, 'accessibility');
    await page().goto(`${appUrl}/editor?widgetType=${encodeURIComponent(accessibility)}`, {
      waitUntil: 'networkidle',
    });
    // Nothing edited: Preview leaves without a question.
    await page().getByRole('button', { name: 'Preview' }).click();
    await page().waitForURL((url) => url.pathname === '/preview');
    const frame = page().frameLocator('iframe.preview-frame');
    const menu = frame.locator('[data-testid="live-preview"]');
    // The host itself has no size: the menu floats, fixed to the frame's corner.
    await menu.locator('button').first().waitFor();
    // Open the menu (its floating button), then a tool: the sample page changes, the dashboard not.
    await menu.locator('button').first().click();
    await menu.getByRole('button', { name: 'Highlight links' }).click();
    const sampleTokens = () => frame.locator('html').getAttribute('data-wg-a11y');
    await expect.poll(sampleTokens, { timeout: 30_000 }).toContain('links');
    expect(await page().locator('html').getAttribute('data-wg-a11y')).toBeNull();
    expect(unexpectedErrors(tab().errors)).toEqual([]);
  });
});
