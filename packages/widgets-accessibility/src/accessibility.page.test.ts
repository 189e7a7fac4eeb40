// Issue 14: two menus on one page stay in sync, and a strict style-src CSP does not stop the tools
// (the host stylesheet is a constructable one where the browser has them).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOST_CSS, HOST_STYLE_ID } from './accessibility.host';
import { TOGGLE_LABELS } from './accessibility.labels';
import { cleanup, hostTokens, mountMenu } from './accessibility.test-support';

beforeEach(cleanup);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'adoptedStyleSheets');
});

const pressedIn = (menu: ReturnType<typeof mountMenu>, label: string) =>
  menu.button(label).getAttribute('aria-pressed');

describe('two menus on one page', () => {
  it('show a choice made in either one', () => {
    const first = mountMenu();
    const second = mountMenu();
    const label = TOGGLE_LABELS.links;
    first.press(label);
    expect(pressedIn(first, label)).toBe('true');
    expect(pressedIn(second, label)).toBe('true');
    second.press(label);
    expect(pressedIn(first, label)).toBe('false');
    expect(hostTokens()).toEqual([]);
  });

  it('keep showing the page state after one of them goes', () => {
    const first = mountMenu();
    const second = mountMenu();
    const label = TOGGLE_LABELS.links;
    first.widget.destroy();
    second.press(label);
    expect(pressedIn(second, label)).toBe('true');
    expect(hostTokens()).toEqual(['links']);
  });
});

describe('the host stylesheet under a strict CSP', () => {
  /** A browser's constructable stylesheets, which jsdom lacks: sheets remember their text. */
  class FakeSheet {
    text = '';
    replaceSync(css: string) {
      this.text = css;
    }
  }

  it('is adopted by the document, not added as a <style>, and dropped when no tool is on', () => {
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    let adopted: unknown[] = [];
    Object.defineProperty(document, 'adoptedStyleSheets', {
      configurable: true,
      get: () => adopted,
      set: (sheets: unknown[]) => {
        adopted = sheets;
      },
    });
    const menu = mountMenu();
    const label = TOGGLE_LABELS.links;
    menu.press(label);
    expect(document.getElementById(HOST_STYLE_ID)).toBeNull();
    expect(adopted).toHaveLength(1);
    expect(adopted[0]).toBeInstanceOf(FakeSheet);
    expect(Reflect.get(Object(adopted[0]), 'text')).toBe(HOST_CSS);
    menu.press(label);
    expect(adopted).toEqual([]);
  });
});
