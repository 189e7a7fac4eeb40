// Settings reach customers' pages (DESIGN "Security rules"): a value written straight into the
// database, past the schema, must never become markup, an attribute or CSS. Every field of the
// type gets each payload at once, and nothing but the escaped title text may carry it.
import { escapeHtml, renderToString } from '@widgetry/widgets-core';
import { HOSTILE_PAYLOADS } from '@widgetry/widgets-core/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOST_CSS, HOST_STYLE_ID } from './accessibility.host';
import { cleanup, hostileSettings as hostile, mountMenu } from './accessibility.test-support';
import { accessibilityCss, accessibilityRuntime } from './index';

const FORBIDDEN = [/<script/i, /<\/style/i, /url\(/i, /@import/i, /expression\(/i, /javascript:/i, /pwned/i, /evil/i];

/** Every attribute of every element under `root`, as `name=value`. */
function attributes(root: ParentNode): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
  );
}

beforeEach(cleanup);
afterEach(cleanup);

describe.each(HOSTILE_PAYLOADS)('the payload %s in every field', (payload) => {
  it('never escapes the server-rendered markup', () => {
    const markup = renderToString(accessibilityRuntime, hostile(payload), { idPrefix: 'p-' });
    // Outside the title's escaped text, the markup holds nothing of the payload…
    const escaped = escapeHtml(payload.trim());
    expect(markup.split(escaped)).toHaveLength(2);
    const rest = markup.replace(escaped, '').replace(`<style>${accessibilityCss}</style>`, '');
    for (const pattern of FORBIDDEN) expect(rest, String(pattern)).not.toMatch(pattern);
    expect(rest).not.toMatch(/\son[a-z]+=/i);
    // …and, parsed, no element, attribute or rule came from it.
    const doc = new DOMParser().parseFromString(markup, 'text/html');
    expect(doc.querySelectorAll('script, img, link, iframe, object')).toHaveLength(0);
    expect(doc.querySelectorAll('style')).toHaveLength(1);
    expect(doc.querySelector('style')?.textContent).toBe(accessibilityCss);
    for (const attribute of attributes(doc)) {
      expect(attribute).not.toMatch(/^on/i);
      for (const pattern of FORBIDDEN) expect(attribute).not.toMatch(pattern);
    }
    expect(doc.querySelector('h2')?.textContent).toBe(payload.trim());
    expect(doc.querySelector('.wg-a11y')?.getAttribute('data-position')).toBe('right');
    expect(doc.querySelector('.wg-a11y')?.getAttribute('data-icon')).toBe('1');
  });

  it('never reaches the CSS variables', () => {
    const vars = accessibilityRuntime.vars(hostile(payload));
    // Only the hover text survives: it is chosen from constants when the configured one is unusable.
    expect(vars).toEqual({ '--wg-grp-hover-color': '#ffffff' });
  });

  it('never reaches the mounted widget or the host page', () => {
    const menu = mountMenu(hostile(payload));
    menu.openButton().click();
    menu.press('Highlight links');
    menu.press('Dark contrast');
    expect(menu.shadow.querySelectorAll('script, img, link, iframe')).toHaveLength(0);
    for (const attribute of [...attributes(menu.shadow), ...attributes(document)]) {
      expect(attribute).not.toMatch(/^on/i);
      for (const pattern of FORBIDDEN) expect(attribute).not.toMatch(pattern);
    }
    expect(menu.shadow.querySelector('h2')?.textContent).toBe(payload.trim());
    // The host stylesheet is a constant; no setting ever reaches it.
    expect(document.getElementById(HOST_STYLE_ID)?.textContent).toBe(HOST_CSS);
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(Reflect.get(window, '__pwned')).toBeUndefined();
  });
});

describe('the host stylesheet', () => {
  it('is scoped under the tool attribute, rule by rule, with only the constant cursor image', () => {
    const rules = HOST_CSS.split('\n');
    for (const rule of rules) {
      const selectors = rule.slice(0, rule.indexOf('{')).split(',');
      for (const selector of selectors) expect(selector).toMatch(/^html\[data-wg-a11y(~|\*)=[a-z-]+\]/);
    }
    expect(HOST_CSS).not.toMatch(/@import|expression\(|javascript:|<\/style/i);
    const urls = HOST_CSS.match(/url\("[^"]*"\)/g) ?? [];
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^url\("data:image\/svg\+xml,%3Csvg [^"]*%3C\/svg%3E"\)$/);
  });
});
