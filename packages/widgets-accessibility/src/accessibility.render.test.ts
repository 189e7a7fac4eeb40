import { type AccessibilitySettings, accessibilitySettingsSchema, htmlDataFields } from '@widgetry/contracts';
import { ACCESSIBILITY_ICONS } from '@widgetry/contracts/constants';
import { createI18n, renderToString } from '@widgetry/widgets-core';
import { readValue, withValue } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './accessibility.contrast';
import { ICONS } from './accessibility.icons';
import { hoverTextColor } from './accessibility.render';
import { defaults } from './accessibility.test-support';
import { accessibilityMessages } from './i18n/en';
import { es } from './i18n/es';
import { accessibilityRuntime } from './index';

const ctx = { idPrefix: 'w1-', i18n: createI18n(accessibilityMessages) };
/** renderToString's context: it speaks English when given no i18n. */
const page = { idPrefix: 'w1-' };
const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

// '#ffff00' reads on the default hover background, so a hover colour change shows too.
const CANDIDATES = ['#ffff00', '#123456', 'left', '2', 'A new title', 'https%3A%2F%2Fexample.com'];

function otherValidSettings(path: readonly string[]): AccessibilitySettings {
  const base = defaults();
  for (const candidate of CANDIDATES) {
    if (candidate === readValue(base, path)) continue;
    const parsed = accessibilitySettingsSchema.safeParse(withValue(base, path, candidate));
    if (parsed.success) return parsed.data;
  }
  throw new Error(`no other valid value for ${path.join('.')}`);
}

const fields = htmlDataFields('accessibility').map((field) => field.path.slice(1));

describe('accessibility render', () => {
  it('renders the closed menu: a named button controlling a labelled modal dialog', () => {
    const doc = parse(accessibilityRuntime.render(defaults(), ctx));
    const button = doc.querySelector('button.wg-a11y-open');
    expect(button?.getAttribute('aria-label')).toBe('Open accessibility menu');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(button?.getAttribute('aria-controls')).toBe('w1-box');
    const dialog = doc.getElementById('w1-box');
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.hasAttribute('hidden')).toBe(true);
    expect(doc.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Accessibility Menu');
    for (const element of doc.querySelectorAll('[id]')) expect(element.id.startsWith('w1-')).toBe(true);
  });

  it('draws the chosen icon in the chosen corner', () => {
    const settings = defaults();
    for (const icon of ACCESSIBILITY_ICONS) {
      settings.icon.iconSvg = icon;
      const markup = accessibilityRuntime.render(settings, ctx);
      expect(markup).toContain(ICONS[icon]);
      expect(markup).toContain(`data-icon="${icon}"`);
    }
    expect(new Set(Object.values(ICONS)).size).toBe(3);
    expect(accessibilityRuntime.render(settings, ctx)).toContain('data-position="right"');
    settings.icon.iconPosition = 'left';
    expect(accessibilityRuntime.render(settings, ctx)).toContain('data-position="left"');
  });

  it('escapes the title and falls back to the default when it is empty', () => {
    const settings = defaults();
    settings.toolbox.toolboxTitle = '<img src=x onerror=alert(1)>';
    const doc = parse(accessibilityRuntime.render(settings, ctx));
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('h2')?.textContent).toBe('<img src=x onerror=alert(1)>');
    settings.toolbox.toolboxTitle = '   ';
    expect(parse(accessibilityRuntime.render(settings, ctx)).querySelector('h2')?.textContent).toBe(
      'Accessibility Menu',
    );
  });

  it('shows the default title in the widget’s language, and a title the owner wrote as written', () => {
    const spanish = { ...ctx, i18n: createI18n(accessibilityMessages, 'es', es) };
    const title = (settings: AccessibilitySettings) =>
      parse(accessibilityRuntime.render(settings, spanish)).querySelector('h2')?.textContent;
    const settings = defaults();
    expect(settings.toolbox.toolboxTitle).toBe(accessibilityMessages.title);
    expect(title(settings)).toBe('Menú de accesibilidad');
    settings.toolbox.toolboxTitle = '';
    expect(title(settings)).toBe('Menú de accesibilidad');
    settings.toolbox.toolboxTitle = 'Ayuda para leer';
    expect(title(settings)).toBe('Ayuda para leer');
    settings.toolbox.toolboxTitle = 'Accessibility help';
    expect(title(settings)).toBe('Accessibility help');
  });

  it('turns the colours into validated variables', () => {
    expect(accessibilityRuntime.vars(defaults())).toEqual({
      '--wg-icon-color': '#ffffff',
      '--wg-icon-bg': '#f6690b',
      '--wg-box-color': '#ffffff',
      '--wg-box-bg': '#242424',
      '--wg-grp-color': '#ffffff',
      '--wg-grp-bg': '#333333',
      // The spec's hover colour equals its hover background; white is what shows.
      '--wg-grp-hover-color': '#ffffff',
      '--wg-grp-hover-bg': '#005a9c',
    });
    expect(accessibilityRuntime.fonts(defaults())).toEqual([]);
  });

  // The language is not read by render: mount resolves it and hands render its catalogue (ctx.i18n),
  // which i18n/catalogues.test.ts covers.
  it.each(
    fields
      .filter((path) => !['domainUrl', 'language'].includes(path.join('.')))
      .map((path) => ({ path: path.join('.') })),
  )('lets the setting $path change the output', ({ path }) => {
    const before = renderToString(accessibilityRuntime, defaults(), page);
    const after = renderToString(accessibilityRuntime, otherValidSettings(path.split('.')), page);
    expect(after).not.toBe(before);
  });

  it('keeps the website address out of the visitor-facing markup (it is for the owner only)', () => {
    const settings = otherValidSettings(['domainUrl']);
    expect(settings.domainUrl).not.toBe('');
    expect(renderToString(accessibilityRuntime, settings, page)).toBe(
      renderToString(accessibilityRuntime, defaults(), page),
    );
  });
});

describe('readable hover text', () => {
  const withHover = (color: string, background: string) => {
    const settings = defaults();
    settings.toolbox.groupHoverColor = color;
    settings.toolbox.groupHoverBg = background;
    return settings;
  };

  it('keeps a configured pair that reaches 4.5:1', () => {
    expect(hoverTextColor(withHover('#ffff00', '#005a9c'))).toBe('#ffff00');
    expect(hoverTextColor(withHover('#000000', '#ffffff'))).toBe('#000000');
  });

  it.each([
    ['#005a9c', '#005a9c', '#ffffff'],
    ['#777777', '#808080', '#111111'],
    ['#fafafa', '#ffffff', '#111111'],
    ['#222222', '#000000', '#ffffff'],
    ['#ffff00', '#ffd700', '#111111'],
  ])('replaces %s on %s by %s', (color, background, shown) => {
    const settings = withHover(color, background);
    expect(hoverTextColor(settings)).toBe(shown);
    expect(contrastRatio(shown, background)).toBeGreaterThanOrEqual(4.5);
    expect(accessibilityRuntime.vars(settings)['--wg-grp-hover-color']).toBe(shown);
    // The stored settings are left as configured.
    expect(settings.toolbox.groupHoverColor).toBe(color);
  });

  it('judges against the default background when the stored one is invalid', () => {
    const settings = withHover('#005a9c', 'red;}');
    expect(hoverTextColor(settings)).toBe('#ffffff');
    expect(accessibilityRuntime.vars(settings)).not.toHaveProperty('--wg-grp-hover-bg');
  });
});
