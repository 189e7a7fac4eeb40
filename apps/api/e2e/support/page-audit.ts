// What a customer page holds once embed.js has mounted its widgets, read in the browser through
// every shadow root: the scripts, style sheets and handler attributes, and any computed style
// that carries a payload.
import type { Locator, Page } from '@widgetry/tooling/e2e';
import { expect } from 'vitest';
import { LEAK } from './hostile-settings';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

export function widget(page: Page, id: string): Locator {
  return page.locator(`[data-widgetry-id="${id}"]`);
}

/**
 * Moves the real pointer over each element of `targets` that has a box (scrolled to the middle of
 * the view first), as a visitor's pointer would: a handler smuggled into an attribute runs on
 * it. One move each; Locator.hover()'s actionability waits took ~45 ms an element (10 s a page).
 * @returns how many elements the pointer went over
 */
export async function pointOver(page: Page, targets: Locator): Promise<number> {
  let pointed = 0;
  for (const target of await targets.all()) {
    const point = await target.evaluate((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const moved = el.getBoundingClientRect();
      return { x: moved.x + moved.width / 2, y: moved.y + moved.height / 2 };
    });
    if (!point) continue;
    await page.mouse.move(point.x, point.y);
    pointed += 1;
  }
  return pointed;
}

/** Each widget host in page order: whether its shadow root holds the widget, styled and visible. */
export function shownWidgets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-widgetry-id]')].map((el) => {
      const root = el.shadowRoot?.querySelector('.wg-root');
      return {
        id: el.getAttribute('data-widgetry-id'),
        shown: root instanceof HTMLElement && !root.hidden && root.childElementCount > 0,
      };
    }),
  );
}

/** Every text and attribute value inside one widget's shadow root, as the browser reads them. */
export function renderedStrings(page: Page, id: string): Promise<string[]> {
  return page.evaluate((widgetId) => {
    const root = [...document.querySelectorAll('[data-widgetry-id]')].find(
      (el) => el.getAttribute('data-widgetry-id') === widgetId,
    )?.shadowRoot;
    if (!root) return [];
    const strings: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE) strings.push(node.textContent ?? '');
      for (const attribute of el.attributes) strings.push(attribute.value);
    }
    return strings.map((value) => value.trim());
  }, id);
}

export interface StyleElement {
  tag: string;
  id: string;
  rel: string;
  href: string;
  text: string;
}

/** What is on the page now, document and shadow roots alike, as far as script and style go. */
export function audit(page: Page) {
  return page.evaluate((leakSource) => {
    const leak = new RegExp(leakSource, 'i');
    const elements: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        elements.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    const describeStyle = (el: Element): StyleElement => ({
      tag: el.tagName.toLowerCase(),
      id: el.id,
      rel: el.getAttribute('rel') ?? '',
      href: el instanceof HTMLLinkElement ? el.href : '',
      text: el instanceof HTMLStyleElement ? (el.textContent ?? '') : '',
    });
    const handlers: string[] = [];
    const inlineStyles: string[] = [];
    const computed: string[] = [];
    for (const el of elements) {
      for (const attribute of el.attributes) {
        if (attribute.name.toLowerCase().startsWith('on')) handlers.push(`<${el.tagName} ${attribute.name}>`);
        if (attribute.name === 'style' && leak.test(attribute.value)) inlineStyles.push(attribute.value);
      }
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        for (let index = 0; index < style.length; index++) {
          const name = style.item(index);
          const value = style.getPropertyValue(name);
          if (leak.test(value)) computed.push(`<${el.tagName}${pseudo ?? ''}> ${name}: ${value}`);
        }
      }
    }
    return {
      pwned: typeof window.__pwned,
      scripts: [...document.scripts].map((script) => script.src || `inline: ${script.textContent}`),
      documentStyles: [...document.querySelectorAll('style, link')].map(describeStyle),
      // Constructable stylesheets adopted by the page (the accessibility menu's host styles), as rules.
      adoptedStyles: document.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)),
      shadowRoots: [...document.querySelectorAll('[data-widgetry-id]')].map((el) => ({
        type: el.getAttribute('data-type'),
        mode: el.shadowRoot?.mode ?? null,
        styles: [...(el.shadowRoot?.querySelectorAll('style, link') ?? [])].map(describeStyle),
        forbidden: [
          ...(el.shadowRoot?.querySelectorAll('script, img, iframe, object, embed, base, meta, form[action]') ?? []),
        ].map((node) => node.tagName.toLowerCase()),
      })),
      handlers,
      inlineStyles,
      computed,
      elementCount: elements.length,
    };
  }, LEAK.source);
}

export type Audit = Awaited<ReturnType<typeof audit>>;

/**
 * Checks an audit of a page where `widgets` widgets of `types` are mounted: embed.js and one
 * runtime per type are the only scripts, each shadow root holds only its type's stylesheet, and
 * nothing carries a handler attribute or a payload in a style. The document's own style elements
 * are left to the caller (the accessibility host style comes and goes with its tools).
 */
export function expectClean(
  found: Audit,
  { hostUrl, types, widgets }: { hostUrl: string; types: readonly string[]; widgets: number },
): void {
  expect(found.pwned).toBe('undefined');
  const runtime = new RegExp(`^${hostUrl}/scripts/widget/([a-z]+)\\.js\\?v=[0-9a-f]+$`);
  expect(
    found.scripts
      .filter((src) => src !== `${hostUrl}/embed.js`)
      .map((src) => runtime.exec(src)?.[1] ?? src)
      .sort(),
  ).toEqual([...types].sort());
  expect(found.scripts.filter((src) => src === `${hostUrl}/embed.js`)).toHaveLength(1);
  // In the document: no link but the fonts service's stylesheet for listed families.
  for (const style of found.documentStyles.filter((entry) => entry.tag === 'link')) {
    expect(style.rel).toBe('stylesheet');
    expect(style.href.startsWith('https://fonts.googleapis.com/css2?family=')).toBe(true);
  }
  expect(found.shadowRoots).toHaveLength(widgets);
  for (const root of found.shadowRoots) {
    expect(root.mode).toBe('open');
    expect(root.forbidden).toEqual([]);
    expect(root.styles).toHaveLength(1);
    expect(root.styles[0]?.tag).toBe('link');
    expect(root.styles[0]?.href).toMatch(new RegExp(`^${hostUrl}/styles/widget/${root.type}\\.css\\?v=[0-9a-f]+$`));
  }
  expect(found.handlers).toEqual([]);
  expect(found.inlineStyles).toEqual([]);
  expect(found.computed).toEqual([]);
  // The walk went through the widgets' markup, not just an empty page.
  expect(found.elementCount).toBeGreaterThan(widgets * 10);
}
