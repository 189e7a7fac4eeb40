import { defaultHtmlData, htmlDataFields, type ProratedSettings, proratedSettingsSchema } from '@widgetry/contracts';
import { FONTS, SHADOWS } from '@widgetry/contracts/constants';
import { createI18n, mount, renderToString } from '@widgetry/widgets-core';
import { readValue, withValue } from '@widgetry/widgets-core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { proratedMessages } from './i18n/en';
import { proratedTranslations } from './i18n/translations';
import { proratedRuntime } from './index';

const defaults = (): ProratedSettings => defaultHtmlData('prorated').prorated;
const ctx = { idPrefix: 'w1-', i18n: createI18n(proratedMessages) };
/** renderToString speaks English without an i18n. */
const serverCtx = { idPrefix: 'w1-' };

const CANDIDATES = [
  '#123456',
  '#abcdef',
  '20px',
  '48px',
  'on',
  'off',
  'horizontal',
  'vertical',
  ...FONTS,
  ...SHADOWS,
  'A new heading',
];

/** Another value the contract accepts for the field at `path`. */
function otherValidSettings(path: readonly string[]): ProratedSettings {
  const base = defaults();
  for (const candidate of CANDIDATES) {
    if (candidate === readValue(base, path)) continue;
    const parsed = proratedSettingsSchema.safeParse(withValue(base, path, candidate));
    if (parsed.success) return parsed.data;
  }
  throw new Error(`no other valid value for ${path.join('.')}`);
}

describe('prorated render', () => {
  it('labels every input and puts the result in a polite live region', () => {
    const doc = new DOMParser().parseFromString(proratedRuntime.render(defaults(), ctx), 'text/html');
    const inputs = [...doc.querySelectorAll('input')];
    expect(inputs.map((input) => [input.name, input.type])).toEqual([
      ['rent', 'number'],
      ['moveIn', 'date'],
      ['moveOut', 'date'],
    ]);
    for (const input of inputs) {
      expect(doc.querySelector(`label[for="${input.id}"]`)?.textContent).toBeTruthy();
      expect(input.id.startsWith('w1-')).toBe(true);
    }
    expect(doc.querySelector('label[for="w1-moveOut"]')?.textContent).toBe('Move-out Date (optional)');
    const live = doc.querySelector('[aria-live="polite"]');
    expect(live?.getAttribute('aria-atomic')).toBe('true');
    expect([...(live?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual([
      'Days in month',
      'Daily rate',
      'Days charged',
      'Period',
      'Prorated rent',
    ]);
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('Calculate');
    expect(doc.querySelector('h2')?.textContent).toBe('Prorated Rent Calculator');
  });

  it('escapes the heading', () => {
    const settings = defaults();
    settings.heading.proratedHeading = '<img src=x onerror=alert(1)>';
    const doc = new DOMParser().parseFromString(proratedRuntime.render(settings, ctx), 'text/html');
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('h2')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('leaves the heading out when it is empty', () => {
    const settings = defaults();
    settings.heading.proratedHeading = '';
    expect(proratedRuntime.render(settings, ctx)).not.toContain('<h2');
  });

  it('shows the result in the chosen layout', () => {
    const settings = defaults();
    expect(proratedRuntime.render(settings, ctx)).toContain('data-layout="vertical"');
    settings.result.resultLayout = 'horizontal';
    expect(proratedRuntime.render(settings, ctx)).toContain('data-layout="horizontal"');
  });

  it('turns the default settings into validated variables', () => {
    expect(proratedRuntime.vars(defaults())).toMatchObject({
      '--wg-bg': '#ffffff',
      '--wg-h-size': '36px',
      '--wg-h-weight': 'bold',
      '--wg-h-style': 'normal',
      '--wg-h-color': '#8a2be2',
      '--wg-label-color': '#495057',
      '--wg-field-size': '16px',
      '--wg-btn-shadow': '0 1px 2px 0 rgba(0,0,0,.05)',
    });
    expect(proratedRuntime.vars(defaults())['--wg-h-font']).toMatch(/^"Cabin", /);
    expect(proratedRuntime.fonts(defaults())).toEqual(['Cabin', 'Cabin', 'Cabin']);
  });

  // The language is the entry's to resolve (with the page's): i18n/catalogues.test.ts renders it.
  it.each(
    htmlDataFields('prorated')
      .map((field) => ({ path: field.path.slice(1).join('.') }))
      .filter(({ path }) => path !== 'language'),
  )('lets the setting $path change the output', ({ path }) => {
    const before = renderToString(proratedRuntime, defaults(), serverCtx);
    const after = renderToString(proratedRuntime, otherValidSettings(path.split('.')), serverCtx);
    expect(after).not.toBe(before);
  });

  it('drops hostile values that got past validation', () => {
    const settings = defaults();
    Reflect.set(settings.general, 'containerBg', '#fff;}body{display:none');
    Reflect.set(settings.button, 'buttonShadow', '0 0 0 red;background:url(x)');
    Reflect.set(settings.result, 'resultLayout', '"><script>alert(1)</script>');
    const markup = renderToString(proratedRuntime, settings, serverCtx);
    expect(markup).not.toContain('display:none');
    expect(markup).not.toContain('url(x)');
    expect(markup).not.toContain('<script');
    expect(markup).toContain('data-layout="vertical"');
    expect(proratedRuntime.vars(settings)).not.toHaveProperty('--wg-bg');
  });
});

// Issue 32: a new widget follows the page's language, and its heading is saved as the contract's
// English default when the owner never touches it. Those words are ours, not the owner's.
describe('prorated default heading in another language', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  const speaking = (language: 'de' | 'ar') => ({
    idPrefix: 'w1-',
    i18n: createI18n(proratedMessages, language, proratedTranslations[language]),
  });
  const heading = (markup: string) =>
    new DOMParser().parseFromString(markup, 'text/html').querySelector('h2')?.textContent;

  it('carries the contract’s default heading word for word', () => {
    expect(proratedMessages.heading).toBe(defaults().heading.proratedHeading);
  });

  it.each(['de', 'ar'] as const)('shows the stored English default heading in %s', (language) => {
    const markup = proratedRuntime.render(defaults(), speaking(language));
    expect(heading(markup)).toBe(proratedTranslations[language].heading);
    expect(markup).not.toContain(proratedMessages.heading);
    // Saved with stray spaces, it is still our default.
    const spaced = defaults();
    spaced.heading.proratedHeading = ` ${proratedMessages.heading} `;
    expect(heading(proratedRuntime.render(spaced, speaking(language)))).toBe(proratedTranslations[language].heading);
  });

  it('keeps a heading the owner typed as typed in de, and a blank one out', () => {
    const settings = defaults();
    settings.heading.proratedHeading = 'Prorated Rent Calculator for Elm Street';
    expect(heading(proratedRuntime.render(settings, speaking('de')))).toBe('Prorated Rent Calculator for Elm Street');
    settings.heading.proratedHeading = '';
    expect(proratedRuntime.render(settings, speaking('de'))).not.toContain('<h2');
  });

  it('follows the heading as the editor’s preview edits it, and leaves English as it was', () => {
    const el = document.createElement('div');
    document.body.append(el);
    const settings = defaults();
    const widget = mount(el, {
      runtime: proratedRuntime,
      settings,
      language: 'de',
      translation: proratedTranslations.de,
    });
    const shown = () => el.shadowRoot?.querySelector('h2')?.textContent;
    expect(shown()).toBe(proratedTranslations.de.heading);
    widget.update({ ...settings, heading: { ...settings.heading, proratedHeading: 'Mietrechner Elm Street' } });
    expect(shown()).toBe('Mietrechner Elm Street');
    widget.update(settings);
    expect(shown()).toBe(proratedTranslations.de.heading);
    expect(heading(proratedRuntime.render(defaults(), ctx))).toBe('Prorated Rent Calculator');
  });
});
