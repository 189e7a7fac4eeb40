import { defaultHtmlData, htmlDataFields, type ProratedSettings, proratedSettingsSchema } from '@widgetry/contracts';
import { FONTS, SHADOWS } from '@widgetry/contracts/constants';
import { createI18n, renderToString } from '@widgetry/widgets-core';
import { readValue, withValue } from '@widgetry/widgets-core/testing';
import { describe, expect, it } from 'vitest';
import { proratedMessages } from './i18n/en';
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
