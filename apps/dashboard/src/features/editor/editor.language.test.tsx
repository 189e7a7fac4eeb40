// Issue 32 in the editor: the Language select (from the type's panel) and the sample page's
// language drive the live preview, with the prorated calculator's real runtime and catalogues.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultSettings } from '@widgetry/contracts';
import { loadWidgetModule } from '@widgetry/widget-registry';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_URL } from '../../../test/fixtures';
import { useMockApi } from '../../../test/msw';
import { openEditor, previewRoot, recordRequests, savedProrated } from './editor.fixtures';

const server = useMockApi();
afterEach(() => server.events.removeAllListeners());

// The type's own catalogues, as its package exports them, to find English left in the preview.
let english: Readonly<Record<string, unknown>> = {};
let translations: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {};
beforeAll(async () => {
  const module = await loadWidgetModule('prorated');
  if (!module) throw new Error('no prorated runtime');
  english = module.runtime.messages;
  translations = await module.translations();
});

const root = () => {
  const found = previewRoot().querySelector<HTMLElement>('.wg-root');
  if (!found) throw new Error('The preview has not mounted');
  return found;
};
const button = () => previewRoot().querySelector('.wg-pr-button')?.textContent;

/** Every text node and labelling attribute the preview shows. */
function shownTexts(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root(), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of root().querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The English catalogue texts the preview still shows where `language` says something else. */
function englishLeft(language: 'es' | 'fr' | 'ar'): string[] {
  const translation = translations[language] ?? {};
  const differing = Object.entries(english)
    .filter(([key, text]) => typeof text === 'string' && translation[key] !== text)
    .map(([, text]) => text);
  expect(differing.length).toBeGreaterThan(5);
  return shownTexts().filter((text) => differing.includes(text));
}

async function languageSelect() {
  fireEvent.click(screen.getByRole('tab', { name: 'Layout' }));
  return screen.findByRole('combobox', { name: 'Language' });
}

const samplePageLanguage = () => screen.getByRole('combobox', { name: 'Sample page language' });

describe('the editor’s preview in the widget’s language (issue 32)', () => {
  it('shows the preview in Spanish once Español is chosen in the Language select, without asking the API', async () => {
    await openEditor(server, 'widgetType=wt-prorated');
    await waitFor(() => expect(button()).toBe('Calculate'));
    const requests = recordRequests(server);
    const select = await languageSelect();
    // A new widget follows the page it is put on.
    expect(select).toHaveProperty('value', 'auto');

    fireEvent.change(select, { target: { value: 'es' } });
    await waitFor(() => expect(button()).toBe('Calcular'));
    expect(root().lang).toBe('es');
    expect(root().dir).toBe('ltr');
    expect(englishLeft('es')).toEqual([]);
    // The heading is still the type's English default, not the owner's words: it is translated too.
    expect(previewRoot().querySelector('.wg-pr-title')?.textContent).toBe(translations.es?.heading);
    expect(translations.es?.heading).not.toBe('Prorated Rent Calculator');

    // Back to English at once: the catalogues are loaded.
    fireEvent.change(select, { target: { value: 'en' } });
    expect(button()).toBe('Calculate');
    expect(requests).toEqual([]);
  });

  it('follows the sample page’s language while the widget is set to auto', async () => {
    await openEditor(server, 'widgetType=wt-prorated');
    await waitFor(() => expect(button()).toBe('Calculate'));
    expect(samplePageLanguage()).toHaveProperty('value', 'en');

    fireEvent.change(samplePageLanguage(), { target: { value: 'fr' } });
    await waitFor(() => expect(button()).toBe('Calculer'));
    expect(root().lang).toBe('fr');
    expect(englishLeft('fr')).toEqual([]);
    expect(screen.getByTestId('live-preview').getAttribute('lang')).toBe('fr');

    // A language chosen for the widget wins over the page's.
    fireEvent.change(await languageSelect(), { target: { value: 'de' } });
    expect(button()).toBe('Berechnen');
  });

  it('lays an Arabic preview out right to left', async () => {
    await openEditor(server, 'widgetType=wt-prorated');
    fireEvent.change(await languageSelect(), { target: { value: 'ar' } });
    await waitFor(() => expect(root().dir).toBe('rtl'));
    expect(root().lang).toBe('ar');
    expect(button()).toBe('احسب');
    expect(englishLeft('ar')).toEqual([]);
  });

  it('keeps a widget saved before the setting in English, whatever the sample page speaks', async () => {
    // As the API sends a widget saved before issue 32: no language in its settings.
    const { language, ...settings } = defaultSettings('prorated');
    expect(language).toBe('auto');
    const widget = { ...savedProrated(), htmlData: { prorated: settings } };
    server.use(http.get(`${API_URL}/widget/w-1`, () => HttpResponse.json({ widget })));
    await openEditor(server, 'widgetId=w-1');
    await waitFor(() => expect(button()).toBe('Calculate'));
    expect(await languageSelect()).toHaveProperty('value', 'en');
    fireEvent.change(samplePageLanguage(), { target: { value: 'es' } });
    expect(button()).toBe('Calculate');
    expect(within(screen.getByRole('region', { name: 'Live preview' })).getByTestId('live-preview')).toBeTruthy();
  });
});
