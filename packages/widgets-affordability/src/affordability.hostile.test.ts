// Settings reach customers' pages (DESIGN "Security rules"). Here every field gets each hostile
// payload written straight in, past the schema, as if the database had been edited, and the
// output must carry it only as escaped text or not at all.
import { htmlDataFields } from '@widgetry/contracts';
import { FONTS_SERVICE, mount, renderToString } from '@widgetry/widgets-core';
import { HOSTILE_PAYLOADS, withValue } from '@widgetry/widgets-core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { defaults } from './affordability.test-support';
import { affordabilityCss, affordabilityRuntime } from './index';

const CSS_INJECTION = /url\(|@import|expression\(|[<>{}]/i;

const ctx = { idPrefix: 'h-' };
const fields = htmlDataFields('affordability').map((field) => ({
  path: field.path.slice(1),
  kind: field.kind,
  name: field.path.slice(1).join('.'),
}));

/** Tag names and attribute names of a tree, as a comparable fingerprint of its structure. */
function shape(root: ParentNode): { tags: string[]; attributes: string[] } {
  const elements = [...root.querySelectorAll('*')];
  return {
    tags: elements.map((el) => el.tagName.toLowerCase()),
    attributes: [...new Set(elements.flatMap((el) => [...el.attributes].map((attr) => attr.name)))].sort(),
  };
}

/** Every text node's text (trimmed) and every attribute value of a tree. */
function strings(root: ParentNode): string[] {
  const elements = [...root.querySelectorAll('*')];
  return [
    ...elements.flatMap((el) => [...el.childNodes].flatMap((node) => (node instanceof Text ? [node.data.trim()] : []))),
    ...elements.flatMap((el) => [...el.attributes].map((attr) => attr.value)),
  ];
}

function assertInert(root: ParentNode, expected: { tags: string[]; attributes: string[] }, label: string): void {
  expect(root.querySelectorAll('script, img, iframe, object, embed'), label).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) expect(attr.name, label).not.toMatch(/^on/i);
  }
  for (const el of root.querySelectorAll('[style]')) {
    expect(el.getAttribute('style'), label).not.toMatch(CSS_INJECTION);
  }
  for (const style of root.querySelectorAll('style')) expect(style.textContent, label).toBe(affordabilityCss);
  for (const link of root.querySelectorAll('link')) {
    expect(link.getAttribute('href')?.startsWith(`${FONTS_SERVICE}?family=`), label).toBe(true);
  }
  expect(shape(root), label).toEqual(expected);
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  delete window.__pwned;
});

describe('hostile settings', () => {
  const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html').body;
  const baseline = shape(parse(renderToString(affordabilityRuntime, defaults(), ctx)));

  it('are tried on every field of the contract', () => {
    expect(new Set(fields.map((field) => field.kind))).toEqual(new Set(['color', 'unit', 'enum', 'text', 'number']));
  });

  it.each(fields)('$name ($kind) never escapes its place in the server render', ({ path, kind }) => {
    for (const payload of HOSTILE_PAYLOADS) {
      const label = `${path.join('.')} = ${payload}`;
      const markup = renderToString(affordabilityRuntime, withValue(defaults(), path, payload), ctx);
      expect(markup.match(/<script/gi), label).toBeNull();
      expect(markup.match(/<\/style/gi), label).toHaveLength(1);
      // Attributes are judged on the parsed tree (an escaped `&quot; onmouseover=` inside a
      // placeholder is text, which a string match could not tell apart).
      const body = parse(markup);
      assertInert(body, baseline, label);
      if (kind === 'text') {
        // Text is shown as typed, escaped: somewhere it is an exact text node or attribute value.
        expect(strings(body), label).toContain(payload);
      } else {
        // Anything else is checked against its rule and dropped.
        expect(
          strings(body).some((value) => value.includes(payload)),
          label,
        ).toBe(false);
      }
    }
  });

  it.each(fields)('$name ($kind) never escapes its place in a mounted widget', ({ path }) => {
    for (const payload of HOSTILE_PAYLOADS) {
      const label = `${path.join('.')} = ${payload}`;
      const el = document.createElement('div');
      document.body.append(el);
      const widget = mount(el, { runtime: affordabilityRuntime, settings: withValue(defaults(), path, payload) });
      const shadow = el.shadowRoot;
      if (!shadow) throw new Error('no shadow root');
      const root = shadow.querySelector('.wg-root');
      expect(root?.getAttribute('style'), label).not.toMatch(CSS_INJECTION);
      expect(shadow.querySelectorAll('script, img, iframe, object, embed, link'), label).toHaveLength(0);
      for (const node of shadow.querySelectorAll('*')) {
        for (const attr of node.attributes) expect(attr.name, label).not.toMatch(/^on/i);
      }
      expect(document.head.querySelectorAll('script, style').length, label).toBe(0);
      for (const link of document.head.querySelectorAll('link')) {
        expect(link.getAttribute('href')?.startsWith(`${FONTS_SERVICE}?family=`), label).toBe(true);
      }
      widget.destroy();
      el.remove();
    }
    expect(window.__pwned).toBeUndefined();
  });

  it('leave the other settings in force', () => {
    const settings = withValue(defaults(), ['container', 'bgColor'], HOSTILE_PAYLOADS[1]);
    const vars = affordabilityRuntime.vars(settings);
    expect(vars).not.toHaveProperty('--wg-bg');
    expect(vars['--wg-border']).toBe('#e2e8f0');
  });
});
