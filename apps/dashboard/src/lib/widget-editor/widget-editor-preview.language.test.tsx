// The editor's live preview in the widget's language (issue 32), with a small fake type: its
// English catalogue in the runtime, its other languages behind `translations()` as a real type's
// are (a chunk of their own), so each test decides when they arrive.
import { act, render, screen, waitFor } from '@testing-library/react';
import type { WidgetLanguage } from '@widgetry/contracts';
import { escapeHtml, type Translations, type WidgetModule, type WidgetRuntime } from '@widgetry/widgets-core';
import { describe, expect, it, vi } from 'vitest';
import { translationsFailed, WidgetEditorPreview } from './live-preview';
import { anyWidgetEditor } from './widget-editors';

interface FakeSettings {
  language?: string;
  title: string;
}

const messages = { send: 'Send', results: { one: '{count} result', other: '{count} results' } } as const;

const translations: Translations = {
  es: { send: 'Enviar', results: { one: '{count} resultado', other: '{count} resultados' } },
  fr: { send: 'Envoyer', results: { one: '{count} résultat', other: '{count} résultats' } },
  de: { send: 'Senden', results: { one: '{count} Ergebnis', other: '{count} Ergebnisse' } },
  pt: { send: 'Enviar', results: { one: '{count} resultado', other: '{count} resultados' } },
  ar: {
    send: 'إرسال',
    results: {
      zero: 'لا نتائج',
      one: 'نتيجة واحدة',
      two: 'نتيجتان',
      few: '{count} نتائج',
      many: '{count} نتيجة',
      other: '{count} نتيجة',
    },
  },
};

/** A deferred `translations()`: the test resolves or rejects it. */
function deferred() {
  let resolve: (value: Translations) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<Translations>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeType() {
  const runtime: WidgetRuntime<FakeSettings, typeof messages> = {
    type: 'prorated',
    messages,
    css: '',
    render: (settings, ctx) =>
      `<h2 class="fake-title">${escapeHtml(settings.title)}</h2><button class="fake-send">${escapeHtml(ctx.i18n.t('send'))}</button><p class="fake-count">${escapeHtml(ctx.i18n.plural('results', 1200))}</p>`,
    vars: () => ({}),
    fonts: () => [],
  };
  let load = deferred();
  const module: WidgetModule<FakeSettings> = {
    // The fake's catalogue is typed; a module holds any catalogue (as the registry's do).
    runtime: runtime as unknown as WidgetRuntime<FakeSettings>,
    panel: { tabs: { builder: [], layout: [] } },
    isSettings: (value): value is FakeSettings => typeof value === 'object' && value !== null && 'title' in value,
    translations: vi.fn(() => load.promise),
  };
  return {
    editor: anyWidgetEditor(module),
    translationsLoads: module.translations,
    arrive: async () => {
      await act(async () => load.resolve(translations));
    },
    fail: async () => {
      await act(async () => load.reject(new Error('chunk failed')));
      load = deferred();
    },
  };
}

const root = () => {
  const shadow = screen.getByTestId('live-preview').shadowRoot;
  const found = shadow?.querySelector<HTMLElement>('.wg-root');
  if (!found) throw new Error('The preview has not mounted');
  return found;
};
const text = (selector: string) => root().querySelector(selector)?.textContent;

function preview(type: ReturnType<typeof fakeType>, settings: FakeSettings, pageLanguage?: WidgetLanguage) {
  return <WidgetEditorPreview editor={type.editor} settings={settings} pageLanguage={pageLanguage} />;
}

describe('the live preview in the widget’s language', () => {
  it('shows a saved widget without a language in English, without loading any translation', () => {
    const type = fakeType();
    render(preview(type, { title: 'Rent' }));
    expect(text('.fake-send')).toBe('Send');
    expect(text('.fake-count')).toBe('1,200 results');
    expect(root().lang).toBe('en');
    expect(root().dir).toBe('ltr');
    expect(type.translationsLoads).not.toHaveBeenCalled();
  });

  it('mounts a Spanish widget only once its catalogue has arrived, never in English first', async () => {
    const type = fakeType();
    render(preview(type, { title: 'Alquiler', language: 'es' }));
    expect(screen.queryByTestId('live-preview')).toBeNull();
    await type.arrive();
    expect(text('.fake-send')).toBe('Enviar');
    expect(text('.fake-count')).toBe('1200 resultados');
    // The owner's text stays as typed.
    expect(text('.fake-title')).toBe('Alquiler');
    expect(root().lang).toBe('es');
  });

  it('keeps showing the English render while Spanish loads, then mounts again in Spanish; later switches need no wait', async () => {
    const type = fakeType();
    const { rerender } = render(preview(type, { title: 'Rent', language: 'en' }));
    expect(text('.fake-send')).toBe('Send');

    rerender(preview(type, { title: 'Rent', language: 'es' }));
    // Still the previous render, settings applied in place, while the catalogue is on its way.
    expect(text('.fake-send')).toBe('Send');
    expect(root().lang).toBe('en');
    await type.arrive();
    expect(text('.fake-send')).toBe('Enviar');
    expect(root().lang).toBe('es');

    // Loaded once for every language: French shows in the same render, German too.
    rerender(preview(type, { title: 'Rent', language: 'fr' }));
    expect(text('.fake-send')).toBe('Envoyer');
    expect(text('.fake-count')).toBe(`${new Intl.NumberFormat('fr').format(1200)} résultats`);
    rerender(preview(type, { title: 'Rent', language: 'de' }));
    expect(text('.fake-send')).toBe('Senden');
    rerender(preview(type, { title: 'Rent', language: 'en' }));
    expect(text('.fake-send')).toBe('Send');
    expect(type.translationsLoads).toHaveBeenCalledTimes(1);
  });

  it('follows the sample page’s language for auto', async () => {
    const type = fakeType();
    const settings = { title: 'Rent', language: 'auto' };
    const { rerender } = render(preview(type, settings, 'en'));
    expect(text('.fake-send')).toBe('Send');
    // The element the widget sits in carries the page's language.
    expect(screen.getByTestId('live-preview').getAttribute('lang')).toBe('en');

    rerender(preview(type, settings, 'fr'));
    await type.arrive();
    expect(text('.fake-send')).toBe('Envoyer');
    expect(root().lang).toBe('fr');
    expect(screen.getByTestId('live-preview').getAttribute('lang')).toBe('fr');

    rerender(preview(type, settings, 'pt'));
    expect(text('.fake-send')).toBe('Enviar');
    // A language chosen in the setting wins over the page's.
    rerender(preview(type, { title: 'Rent', language: 'de' }, 'pt'));
    expect(text('.fake-send')).toBe('Senden');
  });

  it('lays Arabic out right to left, with its own plural forms', async () => {
    const type = fakeType();
    render(preview(type, { title: 'Rent', language: 'ar' }));
    await type.arrive();
    expect(root().dir).toBe('rtl');
    expect(root().lang).toBe('ar');
    expect(text('.fake-send')).toBe('إرسال');
    expect(text('.fake-count')).toBe(`${new Intl.NumberFormat('ar').format(1200)} نتيجة`);
  });

  it('says so when the translations cannot be loaded, keeps the language it showed, and asks again for the next one', async () => {
    const type = fakeType();
    const { rerender } = render(preview(type, { title: 'Rent', language: 'en' }));
    rerender(preview(type, { title: 'Rent', language: 'es' }));
    await type.fail();
    expect(screen.getByRole('alert').textContent).toBe(translationsFailed('es'));
    expect(text('.fake-send')).toBe('Send');

    rerender(preview(type, { title: 'Rent', language: 'fr' }));
    expect(type.translationsLoads).toHaveBeenCalledTimes(2);
    await type.arrive();
    await waitFor(() => expect(text('.fake-send')).toBe('Envoyer'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
