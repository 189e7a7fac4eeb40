// What the widget does to the host page, in one place: one stylesheet in <head> (a constant: no
// setting ever reaches it), the active tools' tokens on <html>, and the text scaler. Several
// accessibility widgets on one page share it, and the page is left exactly as it was when the
// last one goes (or when nothing is on).
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
  style: HTMLStyleElement | null;
}

const pages = new WeakMap<Document, PageHost>();

function setTokens(doc: Document, page: PageHost, tokens: readonly string[]): void {
  const root = doc.documentElement;
  if (tokens.length === 0) {
    root.removeAttribute(HOST_ATTR);
    page.style?.remove();
    page.style = null;
    return;
  }
  if (!page.style?.isConnected) {
    const style = doc.createElement('style');
    style.id = HOST_STYLE_ID;
    style.textContent = HOST_CSS;
    (doc.head ?? root).append(style);
    page.style = style;
  }
  root.setAttribute(HOST_ATTR, tokens.join(' '));
}

export interface HostControl {
  /** Makes the host page show `state`. */
  apply(state: A11yState): void;
  /** This widget is gone; the last one to go restores the page. */
  release(): void;
}

/** Joins the host page of `doc` on behalf of the widget whose host element is `own`. */
export function claimHost(doc: Document, own: Element): HostControl {
  let page = pages.get(doc);
  if (!page) {
    const owners = new Set<Element>();
    page = { users: 0, owners, scaler: createTextScaler(doc, (el) => owners.has(el)), style: null };
    pages.set(doc, page);
  }
  const shared = page;
  shared.users += 1;
  shared.owners.add(own);
  let released = false;
  return {
    apply(state) {
      if (released) return;
      setTokens(doc, shared, hostTokens(state));
      shared.scaler.set(state.text);
    },
    release() {
      if (released) return;
      released = true;
      shared.users -= 1;
      shared.owners.delete(own);
      if (shared.users > 0) return;
      setTokens(doc, shared, []);
      shared.scaler.destroy();
      pages.delete(doc);
    },
  };
}
