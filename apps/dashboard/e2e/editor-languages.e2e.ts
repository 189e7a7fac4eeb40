// Issue 32 in the editor, in Chromium against the built product: the Language select (from the
// type's panel) and the sample page's language drive the live preview, and the full-page preview
// shows the widget as a page in that language would, its catalogue fetched from the host by the
// customer's runtime in the sample page's frame.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pageForFile } from './support/browser';
import { unexpectedErrors } from './support/product-session';
import { widgetTypeId } from './support/widget-types';

const appUrl = inject('appUrl');
const apiUrl = inject('apiUrl');

const tab = pageForFile();
const page = (): Page => tab().page;

/** What a widget shows: its root's language and direction, and its button's text. */
async function shown(widget: Locator) {
  const root = widget.locator('.wg-root');
  return {
    lang: await root.getAttribute('lang'),
    dir: await root.getAttribute('dir'),
    button: await widget.locator('.wg-pr-button').textContent(),
  };
}

describe('the editor’s preview in the widget’s language (issue 32)', () => {
  it('follows the sample page’s language for auto, the Language select over it, and lays Arabic out right to left', async () => {
    const typeId = await widgetTypeId(apiUrl, 'prorated');
    await page().goto(`${appUrl}/editor?widgetType=${encodeURIComponent(typeId)}`, { waitUntil: 'networkidle' });
    const preview = page().getByRole('region', { name: 'Live preview' }).getByTestId('live-preview');
    await expect.poll(() => shown(preview)).toEqual({ lang: 'en', dir: 'ltr', button: 'Calculate' });

    await page().getByRole('combobox', { name: 'Sample page language' }).selectOption('fr');
    await expect.poll(() => shown(preview)).toEqual({ lang: 'fr', dir: 'ltr', button: 'Calculer' });
    expect(await preview.getAttribute('lang')).toBe('fr');

    await page().getByRole('tab', { name: 'Layout' }).click();
    const language = page().getByRole('combobox', { name: 'Language', exact: true });
    expect(await language.inputValue()).toBe('auto');
    await language.selectOption('es');
    await expect.poll(() => shown(preview)).toEqual({ lang: 'es', dir: 'ltr', button: 'Calcular' });
    await language.selectOption('ar');
    await expect.poll(() => shown(preview)).toEqual({ lang: 'ar', dir: 'rtl', button: 'احسب' });
    // Mirrored: the first field's label starts at the right-hand edge.
    const label = preview.locator('.wg-pr-field label').first();
    const mirrored = await label.evaluate((element) => {
      const range = element.ownerDocument.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return Math.abs(box.right - text.right) < 2 && text.left - box.left > 2;
    });
    expect(mirrored).toBe(true);
    await language.selectOption('auto');
    await expect.poll(() => shown(preview)).toEqual({ lang: 'fr', dir: 'ltr', button: 'Calculer' });
  });

  it('shows the widget set to auto in French on a French sample page in the full-page preview', async () => {
    await page().getByRole('button', { name: 'Preview' }).click();
    const dialog = page().getByRole('dialog', { name: /^Preview/ });
    const frame = dialog.frameLocator('iframe.preview-frame');
    expect(await dialog.getByRole('combobox', { name: 'Sample page language' }).inputValue()).toBe('fr');
    const widget = frame.getByTestId('live-preview');
    await expect.poll(() => shown(widget)).toEqual({ lang: 'fr', dir: 'ltr', button: 'Calculer' });
    expect(await frame.locator('html').getAttribute('lang')).toBe('fr');

    await dialog.getByRole('combobox', { name: 'Sample page language' }).selectOption('de');
    await expect
      .poll(() => shown(frame.getByTestId('live-preview')))
      .toEqual({
        lang: 'de',
        dir: 'ltr',
        button: 'Berechnen',
      });
    expect(await frame.locator('html').getAttribute('lang')).toBe('de');
    await dialog.getByRole('button', { name: 'Back to the editor' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(unexpectedErrors(tab().errors)).toEqual([]);
  });
});
