// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cssColor, cssVars } from './css-vars';
import { escapeHtml } from './escape';
import { createI18n } from './i18n/messages';
import { renderToString } from './render-to-string';
import type { WidgetRuntime } from './runtime';

interface Settings {
  title: string;
  color: string;
  font: string;
}

const runtime: WidgetRuntime<Settings> = {
  type: 'prorated',
  messages: {},
  css: '.demo{color:var(--wg-color)}',
  render: (settings, ctx) => `<h2 id="${ctx.idPrefix}t">${escapeHtml(settings.title)}</h2>`,
  vars: (settings) => cssVars({ '--wg-color': cssColor(settings.color) }),
  fonts: (settings) => [settings.font],
};

describe('renderToString', () => {
  it('renders standalone markup: fonts, base css, variables and body, without a DOM', () => {
    expect(renderToString(runtime, { title: 'A & B', color: '#123456', font: 'Poppins' }, { idPrefix: 'p-' })).toBe(
      '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Poppins:wght@400;700&amp;display=swap">' +
        '<style>.demo{color:var(--wg-color)}</style>' +
        '<div class="wg-root" lang="en" dir="ltr" style="--wg-color:#123456"><h2 id="p-t">A &amp; B</h2></div>',
    );
  });

  it('leaves out the fonts link for the default font and hostile variables', () => {
    const markup = renderToString(runtime, { title: 't', color: '"><script>', font: 'inherit' }, { idPrefix: '' });
    expect(markup).not.toContain('<link');
    expect(markup).not.toContain('<script');
    expect(markup).toContain('<div class="wg-root" lang="en" dir="ltr" style="">');
  });

  it('speaks the language it is given, right to left for Arabic', () => {
    const greeting: WidgetRuntime<Settings, { hello: string }> = {
      ...runtime,
      messages: { hello: 'Hello' },
      render: (_settings, ctx) => `<p>${escapeHtml(ctx.i18n.t('hello'))}</p>`,
    };
    const settings = { title: '', color: '#000000', font: 'inherit' };
    expect(renderToString(greeting, settings, { idPrefix: '' })).toContain(
      'lang="en" dir="ltr" style="--wg-color:#000000"><p>Hello</p>',
    );
    const arabic = createI18n(greeting.messages, 'ar', { hello: 'مرحبا' });
    expect(renderToString(greeting, settings, { idPrefix: '', i18n: arabic })).toContain(
      'lang="ar" dir="rtl" style="--wg-color:#000000"><p>مرحبا</p>',
    );
  });
});
