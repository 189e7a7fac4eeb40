// Settings reach customers' pages (DESIGN "Security rules"): whatever got past validation (an old
// row, a write around the API), a value must never become markup, or CSS outside its property.
import { defaultHtmlData, htmlDataFields, type MonthlypaymentSettings } from '@widgetry/contracts';
import { FONTS_SERVICE, mount, renderToString } from '@widgetry/widgets-core';
import { HOSTILE_PAYLOADS, withValue } from '@widgetry/widgets-core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { isMonthlypaymentSettings, monthlypaymentCss, monthlypaymentRuntime } from './index';

/** What must never appear in CSS, whatever the payload. */
const CSS_TELLS = ['url(', '@import', 'expression(', 'javascript:', '</', '<', '}', '{'];

const defaults = (): MonthlypaymentSettings => defaultHtmlData('monthlypayment').monthlypayment;
const fields = htmlDataFields('monthlypayment').map((field) => ({
  path: field.path.slice(1),
  name: field.path.slice(1).join('.'),
  kind: field.kind,
}));

/** A copy of the defaults with `value` forced in at `path`, bypassing the schema. */
function forced(path: readonly string[], value: unknown, base: unknown = defaults()): MonthlypaymentSettings {
  const copy = withValue(base, path, value);
  if (!isMonthlypaymentSettings(copy)) throw new Error('the groups must stay objects');
  return copy;
}

/** Every way a hostile value could have escaped, checked on parsed markup. */
function expectInert(root: ParentNode, label: string): void {
  expect(root.querySelectorAll('script, img, iframe, object, embed, base, meta').length, label).toBe(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) expect(attr.startsWith('on'), `${label}: ${attr}`).toBe(false);
    const style = el.getAttribute('style') ?? '';
    for (const tell of CSS_TELLS) expect(style.includes(tell), `${label}: style has ${tell}`).toBe(false);
    if (el.tagName === 'STYLE') expect(el.textContent, label).toBe(monthlypaymentCss);
    if (el.tagName === 'LINK') expect(el.getAttribute('href')?.startsWith(`${FONTS_SERVICE}?`), label).toBe(true);
  }
  expect(root.querySelectorAll('style').length, label).toBeLessThanOrEqual(1);
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  Reflect.deleteProperty(window, '__pwned');
});

describe('hostile settings', () => {
  it('the base stylesheet itself loads nothing and runs nothing', () => {
    for (const tell of ['url(', '@import', 'expression(', '</']) expect(monthlypaymentCss).not.toContain(tell);
  });

  it.each(fields)('$name ($kind) never leaves its place, whatever it holds', ({ path, name, kind }) => {
    const values: unknown[] =
      kind === 'enumList' ? [...HOSTILE_PAYLOADS, ...HOSTILE_PAYLOADS.map((p) => [p])] : [...HOSTILE_PAYLOADS];
    for (const value of values) {
      const label = `${name} = ${JSON.stringify(value)}`;
      const markup = renderToString(monthlypaymentRuntime, forced(path, value), { idPrefix: 'w1-' });
      expect(markup, label).not.toMatch(/<script|<img|<\/?iframe/i);
      expect(markup.match(/<\/style/gi), label).toHaveLength(1);
      const doc = new DOMParser().parseFromString(markup, 'text/html');
      expectInert(doc, label);
      const payload = String(value);
      if (kind === 'text') {
        // Text is kept as typed and shown as text: exactly where it belongs, nowhere else.
        expect(doc.querySelector('h2')?.textContent, label).toBe(payload);
        expect(doc.body.textContent?.split(payload).length, label).toBe(2);
      } else {
        // Anything else that is not valid for its field is dropped before it is written.
        expect(doc.documentElement.textContent?.includes(payload), label).toBe(false);
        for (const el of doc.querySelectorAll('*')) {
          for (const attr of el.getAttributeNames()) {
            expect(el.getAttribute(attr)?.includes(payload), `${label}: ${attr}`).toBe(false);
          }
        }
      }
    }
  });

  it('mounts and updates with every field hostile at once without running or loading anything', () => {
    for (const payload of HOSTILE_PAYLOADS) {
      let settings: unknown = defaults();
      for (const field of fields) settings = forced(field.path, payload, settings);
      if (!isMonthlypaymentSettings(settings)) throw new Error('the groups must stay objects');
      const el = document.createElement('div');
      document.body.append(el);
      const widget = mount(el, { runtime: monthlypaymentRuntime, settings });
      const shadow = el.shadowRoot;
      if (!shadow) throw new Error('no shadow root');
      widget.update(settings);
      expectInert(shadow, payload);
      const root = shadow.querySelector<HTMLElement>('.wg-root');
      expect(root?.getAttribute('style') ?? '', payload).toBe('');
      expect(shadow.querySelector('h2')?.textContent).toBe(payload);
      // The calculator still works on its own defaults.
      expect(shadow.querySelector('[aria-live]')?.textContent).toBe('$9,437.01');
      expect(document.head.querySelectorAll('link, script, style')).toHaveLength(0);
      expect(Reflect.get(window, '__pwned')).toBeUndefined();
      widget.destroy();
    }
  });
});
