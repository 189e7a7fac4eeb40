import { mount } from '@widgetry/widgets-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_OPENED_EVENT } from './accessibility.dialog';
import { HOST_CSS, HOST_STYLE_ID } from './accessibility.host';
import { CONTRAST_LABELS, SATURATION_LABELS, TOGGLE_LABELS } from './accessibility.labels';
import { STORAGE_KEY } from './accessibility.state';
import { cleanup, defaults, hostTokens, mountMenu } from './accessibility.test-support';
import { CONTRAST_MODES, SATURATION_MODES, TOGGLE_TOOLS } from './accessibility.tools';
import { accessibilityPreviewRuntime } from './index';

beforeEach(cleanup);
afterEach(cleanup);

const hostStyle = () => document.getElementById(HOST_STYLE_ID);
const saved = (): unknown => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');

/** What each toggle puts on <html> (the reading guide acts inside the widget instead). */
const TOGGLE_TOKENS = TOGGLE_TOOLS.filter((tool) => tool !== 'reading-guide').map((tool) => ({
  tool,
  label: TOGGLE_LABELS[tool],
}));

describe('the tools act on the host page', () => {
  it('changes nothing on the page until a tool is on', () => {
    mountMenu();
    expect(document.documentElement.hasAttribute('data-wg-a11y')).toBe(false);
    expect(hostStyle()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it.each(TOGGLE_TOKENS)('$label puts "$tool" on <html> and takes it off again', ({ tool, label }) => {
    const menu = mountMenu();
    menu.press(label);
    expect(hostTokens()).toEqual([tool]);
    expect(hostStyle()?.textContent).toBe(HOST_CSS);
    expect(menu.button(label).getAttribute('aria-pressed')).toBe('true');
    expect(menu.status()).toBe(`${label} on`);
    menu.press(label);
    expect(hostTokens()).toEqual([]);
    expect(hostStyle()).toBeNull();
    expect(menu.button(label).getAttribute('aria-pressed')).toBe('false');
    expect(menu.status()).toBe(`${label} off`);
  });

  it('styles the page through the host stylesheet only while a tool is on', () => {
    document.body.innerHTML = '<p>Read <a href="/more">more</a></p><h2>Heading</h2>';
    const link = document.querySelector('a');
    const heading = document.querySelector('h2');
    if (!link || !heading) throw new Error('no page');
    const menu = mountMenu();
    expect(getComputedStyle(link).outline).toBe('');
    menu.press(TOGGLE_LABELS.links);
    expect(getComputedStyle(link).outline).toBe('3px solid #ffbf00');
    expect(getComputedStyle(heading).outline).toBe('');
    menu.press(TOGGLE_LABELS['readable-font']);
    expect(getComputedStyle(heading).fontFamily).toMatch(/^"Atkinson Hyperlegible", ?"Lexend", ?Verdana/);
    menu.press('Reset all');
    expect(getComputedStyle(link).outline).toBe('');
  });

  it.each(CONTRAST_MODES)('contrast %s is exclusive and can be turned off', (mode) => {
    const menu = mountMenu();
    const other = CONTRAST_MODES.find((item) => item !== mode) ?? 'high';
    menu.press(CONTRAST_LABELS[other]);
    menu.press(CONTRAST_LABELS[mode]);
    expect(hostTokens()).toEqual([`contrast-${mode}`]);
    expect(menu.button(CONTRAST_LABELS[mode]).getAttribute('aria-pressed')).toBe('true');
    expect(menu.button(CONTRAST_LABELS[other]).getAttribute('aria-pressed')).toBe('false');
    menu.press(CONTRAST_LABELS[mode]);
    expect(hostTokens()).toEqual([]);
    expect(menu.status()).toBe(`${CONTRAST_LABELS[mode]} off`);
  });

  it.each(SATURATION_MODES)('saturation %s is exclusive and combines with a contrast mode', (mode) => {
    const menu = mountMenu();
    menu.press(CONTRAST_LABELS.invert);
    for (const other of SATURATION_MODES.filter((item) => item !== mode)) menu.press(SATURATION_LABELS[other]);
    menu.press(SATURATION_LABELS[mode]);
    expect(hostTokens()).toEqual(['contrast-invert', `saturation-${mode}`]);
    const pressed = SATURATION_MODES.filter(
      (item) => menu.button(SATURATION_LABELS[item]).getAttribute('aria-pressed') === 'true',
    );
    expect(pressed).toEqual([mode]);
  });

  it('steps the text size from 80 % to 200 %, showing and announcing the level', () => {
    const heading = document.createElement('h1');
    heading.style.fontSize = '20px';
    document.body.append(heading);
    const menu = mountMenu();
    menu.press('Larger text');
    expect(heading.style.getPropertyValue('font-size')).toBe('22px');
    expect(heading.style.getPropertyPriority('font-size')).toBe('important');
    expect(menu.shadow.querySelector('.wg-a11y-level')?.textContent).toBe('Text size 110%');
    expect(menu.status()).toBe('Text size 110%');
    for (let i = 0; i < 20; i++) menu.press('Larger text');
    expect(heading.style.getPropertyValue('font-size')).toBe('40px');
    expect(menu.button('Larger text').getAttribute('aria-disabled')).toBe('true');
    for (let i = 0; i < 20; i++) menu.press('Smaller text');
    expect(heading.style.getPropertyValue('font-size')).toBe('16px');
    expect(menu.button('Smaller text').getAttribute('aria-disabled')).toBe('true');
    expect(menu.button('Larger text').hasAttribute('aria-disabled')).toBe(false);
    expect(menu.status()).toBe('Text size 80%');
  });

  it('shows the reading guide under the pointer while it is on', () => {
    const menu = mountMenu();
    const guide = menu.shadow.querySelector<HTMLElement>('.wg-a11y-guide');
    expect(guide?.hidden).toBe(true);
    menu.press('Reading guide');
    expect(guide?.hidden).toBe(false);
    expect(hostTokens()).toEqual([]);
    document.dispatchEvent(new MouseEvent('pointermove', { clientY: 200 }));
    expect(guide?.style.transform).toBe('translateY(214px)');
    menu.press('Reading guide');
    expect(guide?.hidden).toBe(true);
  });

  it('Reset all clears every tool, the page and the saved choices', () => {
    const paragraph = document.createElement('p');
    document.body.append(paragraph);
    paragraph.style.fontSize = '10px';
    const menu = mountMenu();
    for (const tool of TOGGLE_TOOLS) menu.press(TOGGLE_LABELS[tool]);
    menu.press(CONTRAST_LABELS.dark);
    menu.press(SATURATION_LABELS.mono);
    menu.press('Larger text');
    expect(hostTokens()).toHaveLength(TOGGLE_TOOLS.length + 1);
    expect(paragraph.style.fontSize).toBe('11px');
    expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull();

    menu.press('Reset all');
    expect(document.documentElement.hasAttribute('data-wg-a11y')).toBe(false);
    expect(hostStyle()).toBeNull();
    expect(paragraph.getAttribute('style')).toBe('font-size: 10px;');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(menu.shadow.querySelectorAll('[aria-pressed="true"]')).toHaveLength(0);
    expect(menu.shadow.querySelector<HTMLElement>('.wg-a11y-guide')?.hidden).toBe(true);
    expect(menu.status()).toBe('All settings reset');
  });

  it('mirrors the host tools on its own menu so it can counter-invert itself', () => {
    const menu = mountMenu();
    menu.press(CONTRAST_LABELS.invert);
    expect(menu.shadow.querySelector('.wg-a11y')?.getAttribute('data-host')).toBe('contrast-invert');
    menu.press(CONTRAST_LABELS.invert);
    expect(menu.shadow.querySelector('.wg-a11y')?.hasAttribute('data-host')).toBe(false);
  });
});

describe("the visitor's choices persist", () => {
  it('saves each change and restores it on the next page view', () => {
    const heading = document.createElement('h2');
    heading.style.fontSize = '20px';
    document.body.append(heading);
    const first = mountMenu();
    first.press(TOGGLE_LABELS.links);
    first.press(CONTRAST_LABELS.dark);
    first.press('Larger text');
    expect(saved()).toEqual({ text: 110, on: ['links'], contrast: 'dark', saturation: null });
    first.widget.destroy();
    expect(document.documentElement.hasAttribute('data-wg-a11y')).toBe(false);
    expect(heading.getAttribute('style')).toBe('font-size: 20px;');

    const again = mountMenu();
    expect(hostTokens()).toEqual(['contrast-dark', 'links']);
    expect(heading.style.fontSize).toBe('22px');
    expect(again.button(TOGGLE_LABELS.links).getAttribute('aria-pressed')).toBe('true');
    expect(again.button(CONTRAST_LABELS.dark).getAttribute('aria-pressed')).toBe('true');
    expect(again.shadow.querySelector('.wg-a11y-level')?.textContent).toBe('Text size 110%');
  });

  it('ignores saved data it does not understand', () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ text: '999', on: ['links', 'x" onload="1', 'evil'], contrast: '</style>', saturation: 'mono' }),
    );
    mountMenu();
    expect(hostTokens()).toEqual(['links', 'saturation-mono']);
  });

  it('still works when storage throws (Safari private mode, blocked storage)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const menu = mountMenu();
    menu.press(TOGGLE_LABELS['hide-images']);
    expect(hostTokens()).toEqual(['hide-images']);
  });

  it('pre-selects Stop animations when the system asks for reduced motion, until the visitor says otherwise', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const menu = mountMenu();
      expect(hostTokens()).toEqual(['stop-motion']);
      expect(menu.button(TOGGLE_LABELS['stop-motion']).getAttribute('aria-pressed')).toBe('true');
      menu.press(TOGGLE_LABELS['stop-motion']);
      menu.widget.destroy();
      mountMenu();
      expect(hostTokens()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the editor preview variant', () => {
  it('works as a menu but never changes the page around it or the storage', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ text: 150, on: ['links'], contrast: null, saturation: null }));
    const heading = document.createElement('h1');
    heading.style.fontSize = '20px';
    document.body.append(heading);
    const el = document.createElement('div');
    document.body.append(el);
    const preview = mount(el, { runtime: accessibilityPreviewRuntime, settings: defaults() });
    const shadow = el.shadowRoot;
    const button = (name: string) =>
      [...(shadow?.querySelectorAll('button') ?? [])].find((item) => item.textContent === name);
    // The owner's own saved choices on the dashboard are not applied…
    expect(button(TOGGLE_LABELS.links)?.getAttribute('aria-pressed')).toBe('false');
    button(TOGGLE_LABELS.links)?.click();
    button(CONTRAST_LABELS.invert)?.click();
    button('Larger text')?.click();
    // …and pressing tools shows and announces them without touching the page.
    expect(button(TOGGLE_LABELS.links)?.getAttribute('aria-pressed')).toBe('true');
    expect(shadow?.querySelector('[role="status"]')?.textContent).toBe('Text size 110%');
    expect(document.documentElement.hasAttribute('data-wg-a11y')).toBe(false);
    expect(hostStyle()).toBeNull();
    expect(heading.style.fontSize).toBe('20px');
    expect(saved()).toEqual({ text: 150, on: ['links'], contrast: null, saturation: null });
    preview.destroy();
  });
});

describe('several menus and updates', () => {
  it('keeps the page changed until the last menu on it goes', () => {
    const first = mountMenu();
    const second = mountMenu();
    first.press(TOGGLE_LABELS.headings);
    first.widget.destroy();
    expect(hostTokens()).toEqual(['headings']);
    second.widget.destroy();
    expect(hostTokens()).toEqual([]);
    expect(hostStyle()).toBeNull();
  });

  it('re-renders in place for new settings, keeping the open toolbox, the state and the focus', () => {
    const menu = mountMenu();
    menu.openButton().click();
    menu.press(TOGGLE_LABELS.links);
    menu.button(TOGGLE_LABELS.links).focus();
    const settings = defaults();
    settings.toolbox.toolboxTitle = 'Reading help';
    settings.toolbox.toolboxBg = '#000000';
    settings.icon.iconPosition = 'left';
    menu.widget.update(settings);

    expect(menu.el.shadowRoot).toBe(menu.shadow);
    expect(menu.dialog().hidden).toBe(false);
    expect(menu.openButton().getAttribute('aria-expanded')).toBe('true');
    expect(menu.shadow.querySelector('h2')?.textContent).toBe('Reading help');
    expect(menu.shadow.querySelector('.wg-a11y')?.getAttribute('data-position')).toBe('left');
    expect(menu.shadow.querySelector<HTMLElement>('.wg-root')?.style.getPropertyValue('--wg-box-bg')).toBe('#000000');
    expect(menu.button(TOGGLE_LABELS.links).getAttribute('aria-pressed')).toBe('true');
    expect(menu.focused()).toBe(menu.button(TOGGLE_LABELS.links));
    expect(hostTokens()).toEqual(['links']);
  });

  it('destroy removes its listeners and leaves the page as it was', () => {
    const menu = mountMenu();
    menu.press('Reading guide');
    menu.press(TOGGLE_LABELS['big-cursor']);
    const removed = vi.spyOn(document, 'removeEventListener');
    menu.widget.destroy();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(
      ['focusin', 'pointermove', 'pointerdown', MENU_OPENED_EVENT].sort(),
    );
    expect(document.documentElement.hasAttribute('data-wg-a11y')).toBe(false);
    expect(hostStyle()).toBeNull();
    expect(menu.shadow.childNodes).toHaveLength(0);
  });
});

describe("the owner's insights (issue 30)", () => {
  it('reports each opening of the menu and each tool that changes something', () => {
    const report = vi.fn<(name: string) => void>();
    const menu = mountMenu(defaults(), report);
    menu.openButton().click();
    expect(report.mock.calls).toEqual([['menu_opened']]);
    menu.press(TOGGLE_LABELS[TOGGLE_TOOLS[0] ?? 'reading-guide']);
    menu.press('Larger text');
    expect(report.mock.calls).toEqual([['menu_opened'], ['tool_used'], ['tool_used']]);
    // Smaller text at 80 % does nothing, so it is no use of a tool.
    for (let i = 0; i < 5; i++) menu.press('Smaller text');
    expect(report.mock.calls.filter(([name]) => name === 'tool_used')).toHaveLength(5);
    menu.openButton().click();
    menu.openButton().click();
    expect(report.mock.calls.filter(([name]) => name === 'menu_opened')).toHaveLength(2);
  });
});
