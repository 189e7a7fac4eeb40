import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, key, mountMenu } from './accessibility.test-support';

beforeEach(cleanup);
afterEach(cleanup);

describe('the toolbox dialog', () => {
  it('is a closed, labelled modal dialog controlled by a named button', () => {
    const menu = mountMenu();
    const button = menu.openButton();
    const dialog = menu.dialog();
    expect(button).toBeInstanceOf(HTMLButtonElement);
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.hidden).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = menu.shadow.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Accessibility Menu');
  });

  it('opens on the button (Enter and Space press a native button) and moves focus inside', () => {
    const menu = mountMenu();
    menu.openButton().focus();
    menu.openButton().click();
    expect(menu.dialog().hidden).toBe(false);
    expect(menu.openButton().getAttribute('aria-expanded')).toBe('true');
    expect(menu.focused()).toBe(menu.button('Close accessibility menu'));
  });

  it('keeps Tab and Shift+Tab inside while open', () => {
    const menu = mountMenu();
    menu.openButton().click();
    const buttons = [...menu.dialog().querySelectorAll('button')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    expect(last?.textContent).toBe('Reset all');

    last?.focus();
    expect(key(last ?? menu.dialog(), 'Tab').defaultPrevented).toBe(true);
    expect(menu.focused()).toBe(first);

    first?.focus();
    expect(key(first ?? menu.dialog(), 'Tab', { shiftKey: true }).defaultPrevented).toBe(true);
    expect(menu.focused()).toBe(last);

    // Between the ends the browser moves focus itself.
    const middle = buttons[3];
    middle?.focus();
    expect(key(middle ?? menu.dialog(), 'Tab').defaultPrevented).toBe(false);
  });

  it('brings focus back when it lands on the page while open', () => {
    const link = document.createElement('a');
    link.href = '#main';
    link.textContent = 'Skip';
    document.body.prepend(link);
    const menu = mountMenu();
    menu.openButton().click();
    link.focus();
    expect(document.activeElement).toBe(menu.el);
    expect(menu.focused()).toBe(menu.button('Close accessibility menu'));
  });

  it('closes on Escape and returns focus to the button, without the page seeing the key', () => {
    const menu = mountMenu();
    let pageSaw = false;
    document.addEventListener('keydown', () => {
      pageSaw = true;
    });
    menu.openButton().click();
    const inside = menu.button('Highlight links');
    inside.focus();
    key(inside, 'Escape');
    expect(menu.dialog().hidden).toBe(true);
    expect(menu.openButton().getAttribute('aria-expanded')).toBe('false');
    expect(menu.focused()).toBe(menu.openButton());
    expect(pageSaw).toBe(false);
  });

  it('closes with the close button and with the menu button', () => {
    const menu = mountMenu();
    menu.openButton().click();
    menu.press('Close accessibility menu');
    expect(menu.dialog().hidden).toBe(true);
    expect(menu.focused()).toBe(menu.openButton());
    menu.openButton().click();
    menu.openButton().click();
    expect(menu.dialog().hidden).toBe(true);
  });

  it('closes when the visitor presses elsewhere on the page, leaving focus alone', () => {
    const menu = mountMenu();
    menu.openButton().click();
    menu.dialog().dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, composed: true }));
    expect(menu.dialog().hidden).toBe(false);
    document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(menu.dialog().hidden).toBe(true);
    expect(menu.focused()).not.toBe(menu.openButton());
  });

  it('groups the tools under headings, with pressed states and a polite status region outside the dialog', () => {
    const menu = mountMenu();
    const groups = [...menu.dialog().querySelectorAll('[role="group"]')];
    expect(
      groups.map((group) => menu.shadow.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent),
    ).toEqual(['Text', 'Contrast', 'Saturation', 'Navigation', 'Content']);
    const tools = [...menu.dialog().querySelectorAll('button[aria-pressed]')];
    expect(tools).toHaveLength(16);
    for (const tool of tools) expect(tool.getAttribute('aria-pressed')).toBe('false');
    const status = menu.shadow.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(menu.dialog().contains(status)).toBe(false);
  });

  // Issue 9 §8: with several menus open, each one's focus trap pulled focus back from the others
  // and the page froze. Opening one menu now closes the others, so only one traps focus.
  it('opening one of several menus closes the others, and only the open one keeps focus', () => {
    const menus = [mountMenu(), mountMenu(), mountMenu(), mountMenu()];
    for (const menu of menus) {
      // A keyboard or scripted press: no pointerdown, so no menu closes as "pressed outside".
      menu.openButton().click();
      expect(menu.dialog().hidden).toBe(false);
      expect(menu.focused()).toBe(menu.button('Close accessibility menu'));
    }
    const last = menus[menus.length - 1];
    for (const menu of menus) expect(menu.dialog().hidden).toBe(menu !== last);
    for (const menu of menus) {
      expect(menu.openButton().getAttribute('aria-expanded')).toBe(String(menu === last));
    }
    expect(document.activeElement).toBe(last?.el);

    // Focus sent to the page comes back to the one open menu, once.
    const link = document.createElement('a');
    link.href = '#main';
    document.body.prepend(link);
    link.focus();
    expect(document.activeElement).toBe(last?.el);

    // Closing the open menu leaves every menu closed; opening another works as before.
    last?.press('Close accessibility menu');
    menus[0]?.openButton().click();
    for (const menu of menus) expect(menu.dialog().hidden).toBe(menu !== menus[0]);
  });

  it('a destroyed menu no longer takes part', () => {
    const first = mountMenu();
    const second = mountMenu();
    first.openButton().click();
    first.widget.destroy();
    second.openButton().click();
    expect(second.dialog().hidden).toBe(false);
    expect(second.focused()).toBe(second.button('Close accessibility menu'));
  });
});
