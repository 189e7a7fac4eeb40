// Shared by the unit tests: mounting the menu into the jsdom page and finding its parts by what a
// visitor sees (accessible names), not by classes.
import { type AccessibilitySettings, defaultHtmlData, htmlDataFields } from '@widgetry/contracts';
import { type MountConfig, type MountedWidget, mount, type RenderContext } from '@widgetry/widgets-core';
import { withEveryField } from '@widgetry/widgets-core/testing';
import { accessibilityMessages } from './i18n/en';
import { accessibilityRuntime } from './index';

export const defaults = (): AccessibilitySettings => defaultHtmlData('accessibility').accessibility;

/** Every field of htmlData.accessibility set to `payload`, bypassing the schema. */
export function hostileSettings(payload: string): AccessibilitySettings {
  return withEveryField(defaults(), htmlDataFields('accessibility'), payload);
}

export interface MountedMenu {
  el: HTMLElement;
  widget: MountedWidget<AccessibilitySettings>;
  shadow: ShadowRoot;
  /** The button or tool whose accessible name (aria-label or text) is `name`. */
  button(name: string): HTMLButtonElement;
  openButton(): HTMLButtonElement;
  dialog(): HTMLElement;
  status(): string;
  /** The focused element inside the widget, if any. */
  focused(): Element | null;
  press(name: string): void;
}

function nameOf(button: HTMLButtonElement): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

const mounted: MountedWidget<AccessibilitySettings>[] = [];

/** `speech` gives the language the menu speaks and its catalogue (English when absent). */
export function mountMenu(
  settings: AccessibilitySettings = defaults(),
  report?: RenderContext['report'],
  speech: Pick<MountConfig<AccessibilitySettings>, 'language' | 'translation'> = {},
): MountedMenu {
  const el = document.createElement('div');
  document.body.append(el);
  const widget = mount(el, { runtime: accessibilityRuntime, settings, report, ...speech });
  mounted.push(widget);
  const shadow = el.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  const button = (name: string) => {
    const found = [...shadow.querySelectorAll('button')].find((item) => nameOf(item) === name);
    if (!found) throw new Error(`no button "${name}"`);
    return found;
  };
  const dialog = () => {
    const found = shadow.querySelector('[role="dialog"]');
    if (!(found instanceof HTMLElement)) throw new Error('no dialog');
    return found;
  };
  return {
    el,
    widget,
    shadow,
    button,
    openButton: () => button(String(speech.translation?.open ?? accessibilityMessages.open)),
    dialog,
    status: () => shadow.querySelector('[role="status"]')?.textContent ?? '',
    focused: () => shadow.activeElement,
    press: (name) => button(name).click(),
  };
}

/** The tokens on `<html data-wg-a11y>`, sorted. */
export function hostTokens(): string[] {
  return (document.documentElement.getAttribute('data-wg-a11y') ?? '').split(' ').filter(Boolean).sort();
}

/** A key press as the browser dispatches it on the focused element. */
export function key(target: Element, name: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

/**
 * Destroys every menu a test mounted, then empties the page and the visitor's storage. The host
 * page is not cleaned by hand: a destroy that leaves something behind fails the next test.
 */
export function cleanup(): void {
  for (const widget of mounted.splice(0)) widget.destroy();
  document.body.replaceChildren();
  document.head.replaceChildren();
  localStorage.clear();
}
