// What a browser test reads off a customer's page after hostile settings were mounted, and the
// checks every widget shares: nothing ran, no handler or element got in, no style attribute
// carries more than a value. Test-only: no runtime imports this.
import { expect } from 'vitest';

/** What one part of the page holds: the document (outside shadow roots) or one widget's shadow root. */
export interface RootTraces {
  /** Tag names, lower case, each once, sorted. */
  tags: string[];
  /** Every attribute of every element, as `name=value`. */
  attributes: string[];
  /** The text of every <style>. */
  stylesheets: string[];
  /** The href attribute of every <link>. */
  links: string[];
  /** The id of every <img> ('' for one without). */
  images: string[];
}

/** One mounted widget: its host element (`[data-widgetry-id]`) and its shadow root. */
export interface WidgetTraces extends RootTraces {
  id: string;
  /** Nodes inside the host element itself; a widget renders only into its shadow root. */
  lightNodes: number;
  /** The style attribute of the `.wg-root` element, '' when absent. */
  rootStyle: string;
  /** The text of the first <h2>, null when there is none. */
  heading: string | null;
}

export interface PageTraces {
  /** `window.__pwned`, which only a payload's script or handler would set. */
  pwned: unknown;
  /** The src attribute of every <script> in the document ('inline' for one without). */
  scripts: string[];
  document: RootTraces;
  /** Every widget host in document order. */
  widgets: WidgetTraces[];
}

/**
 * Reads the page for {@link expectNoInjection}. It runs inside the page, so pass it as it is to
 * `page.evaluate(injectionTraces)`: it may use nothing from outside its own body.
 */
export function injectionTraces(): PageTraces {
  const read = (root: Document | ShadowRoot | null) => {
    const elements = root ? [...root.querySelectorAll('*')] : [];
    return {
      tags: [...new Set(elements.map((el) => el.tagName.toLowerCase()))].sort(),
      attributes: elements.flatMap((el) => [...el.attributes].map((attr) => `${attr.name}=${attr.value}`)),
      stylesheets: elements.filter((el) => el.tagName === 'STYLE').map((el) => el.textContent ?? ''),
      links: elements.filter((el) => el.tagName === 'LINK').map((el) => el.getAttribute('href') ?? ''),
      images: elements.filter((el) => el.tagName === 'IMG').map((el) => el.id),
    };
  };
  return {
    pwned: Reflect.get(window, '__pwned'),
    scripts: [...document.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? 'inline'),
    document: read(document),
    widgets: [...document.querySelectorAll('[data-widgetry-id]')].map((host) => ({
      ...read(host.shadowRoot),
      id: host.getAttribute('data-widgetry-id') ?? '',
      lightNodes: host.childNodes.length,
      rootStyle: host.shadowRoot?.querySelector('.wg-root')?.getAttribute('style') ?? '',
      heading: host.shadowRoot?.querySelector('h2')?.textContent ?? null,
    })),
  };
}

/** Elements a setting must never become inside a widget. */
export const INJECTED_TAGS = ['script', 'style', 'img', 'iframe', 'object', 'embed'] as const;
/** What a style attribute holding only validated values never contains. */
export const CSS_INJECTION = /url\(|@import|expression\(|javascript:|[<>{}]/i;

/** The style attributes of a part of the page. */
export function styleAttributes(root: RootTraces): string[] {
  return root.attributes.filter((item) => item.startsWith('style=')).map((item) => item.slice('style='.length));
}

/**
 * The checks every widget's hostile-settings browser test makes: no payload ran, no event handler
 * attribute exists in the page or any widget, no widget holds an element a setting could have
 * become or renders outside its shadow root, and no style attribute in a widget carries CSS
 * beyond a value.
 */
export function expectNoInjection(traces: PageTraces): void {
  expect(traces.pwned, 'window.__pwned').toBeUndefined();
  const roots = [traces.document, ...traces.widgets];
  expect(roots.flatMap((root) => root.attributes.filter((item) => /^on/i.test(item)))).toEqual([]);
  for (const widget of traces.widgets) {
    expect(widget.lightNodes, widget.id).toBe(0);
    for (const tag of INJECTED_TAGS) expect(widget.tags, widget.id).not.toContain(tag);
    for (const style of styleAttributes(widget)) expect(style, widget.id).not.toMatch(CSS_INJECTION);
  }
}
