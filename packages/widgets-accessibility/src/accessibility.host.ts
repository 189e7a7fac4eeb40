// What the widget does to the host page, in one place: one stylesheet (a constant: no setting ever
// reaches it), the active tools' tokens on <html>, and the text scaler. Several accessibility
// widgets on one page share it and one visitor state: a choice made in one menu shows in every
// other. The page is left exactly as it was when the last one goes (or when nothing is on).
//
// The stylesheet is a constructable one adopted by the document where the browser has them
// (every current one): CSSOM is not subject to the page's `style-src`, so a strict CSP without
// 'unsafe-inline' still gets the tools. Elsewhere it is a <style> in <head>.
import { type A11yState, hostTokens } from './accessibility.state';
import { colourCss } from './tools/colour.tool';
import { contentCss } from './tools/content.tool';
import { HOST_ATTR } from './tools/host-scope';
import { navigationCss } from './tools/navigation.tool';
import { textCss } from './tools/text.tool';
import { createTextScaler, type TextScaler } from './tools/text-size.tool';

export { HOST_ATTR };

/** The id of the one `<style>` the widget adds to the host page's head while a tool is on. */
export const HOST_STYLE_ID = 'wg-a11y-host';

/** The host stylesheet: every rule is scoped under `html[data-wg-a11y~=token]`. */
export const HOST_CSS = [textCss, colourCss, navigationCss, contentCss].join('\n');

interface PageHost {
  users: number;
  /** The widgets' own host elements, which the text scaler leaves alone. */
  owners: Set<Element>;
  scaler: TextScaler;
  style: HTMLStyleElement | CSSStyleSheet | null;
  /** Each menu's way to show a state another menu chose. */
  listeners: Set<(state: A11yState) => void>;
}

/** The document's adopted sheets when the browser has constructable stylesheets. */
function adoptable(doc: Document): CSSStyleSheet | null {
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (!Sheet || !Array.isArray(doc.adoptedStyleSheets)) return null;
  try {
    const sheet = new Sheet();
    sheet.replaceSync(HOST_CSS);
    return sheet;
  } catch {
    return null;
  }
}

function addStyle(doc: Document): HTMLStyleElement | CSSStyleSheet {
  const sheet = adoptable(doc);
  if (sheet) {
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return sheet;
  }
  const style = doc.createElement('style');
  style.id = HOST_STYLE_ID;
  style.textContent = HOST_CSS;
  (doc.head ?? doc.documentElement).append(style);
  return style;
}

function removeStyle(doc: Document, style: HTMLStyleElement | CSSStyleSheet | null): void {
  if (style === null) return;
  if ('remove' in style) style.remove();
  else doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== style);
}

function hasStyle(doc: Document, style: HTMLStyleElement | CSSStyleSheet | null): boolean {
  if (style === null) return false;
  return 'isConnected' in style ? style.isConnected : doc.adoptedStyleSheets.includes(style);
}

const pages = new WeakMap<Document, PageHost>();

function setTokens(doc: Document, page: PageHost, tokens: readonly string[]): void {
  const root = doc.documentElement;
  if (tokens.length === 0) {
    root.removeAttribute(HOST_ATTR);
    removeStyle(doc, page.style);
    page.style = null;
    return;
  }
  if (!hasStyle(doc, page.style)) page.style = addStyle(doc);
  root.setAttribute(HOST_ATTR, tokens.join(' '));
}

export interface HostControl {
  /** Makes the host page show `state`, and every other menu on the page too. */
  apply(state: A11yState): void;
  /** This widget is gone; the last one to go restores the page. */
  release(): void;
}

/**
 * Joins the host page of `doc` on behalf of the widget whose host element is `own`; `onChange`
 * hears the states other menus on the page apply.
 */
export function claimHost(doc: Document, own: Element, onChange: (state: A11yState) => void = () => {}): HostControl {
  let page = pages.get(doc);
  if (!page) {
    const owners = new Set<Element>();
    page = {
      users: 0,
      owners,
      scaler: createTextScaler(doc, (el) => owners.has(el)),
      style: null,
      listeners: new Set(),
    };
    pages.set(doc, page);
  }
  const shared = page;
  shared.users += 1;
  shared.owners.add(own);
  shared.listeners.add(onChange);
  let released = false;
  return {
    apply(state) {
      if (released) return;
      setTokens(doc, shared, hostTokens(state));
      shared.scaler.set(state.text);
      for (const listener of shared.listeners) if (listener !== onChange) listener(state);
    },
    release() {
      if (released) return;
      released = true;
      shared.users -= 1;
      shared.owners.delete(own);
      shared.listeners.delete(onChange);
      if (shared.users > 0) return;
      setTokens(doc, shared, []);
      shared.scaler.destroy();
      pages.delete(doc);
    },
  };
}
