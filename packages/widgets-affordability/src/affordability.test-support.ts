// Test helpers shared by the jsdom tests: a mounted calculator driven as a visitor would drive it.
import { type AffordabilitySettings, defaultHtmlData } from '@widgetry/contracts';
import { type MountConfig, type MountedWidget, mount, type RenderContext } from '@widgetry/widgets-core';
import type { InputName } from './affordability.fields';
import { affordabilityRuntime } from './index';

export const defaults = (): AffordabilitySettings => defaultHtmlData('affordability').affordability;

export interface Calculator {
  el: HTMLElement;
  shadow: ShadowRoot;
  widget: MountedWidget<AffordabilitySettings>;
  control(name: InputName): HTMLInputElement | HTMLSelectElement;
  type(values: Partial<Record<InputName, string>>): void;
  calculate(): void;
  reset(): void;
  /** The four figures by their data-key. */
  figures(): Record<string, string>;
  /** A note's text, or null while it is hidden. */
  note(key: 'limitedBy' | 'target'): string | null;
  error(name: InputName): HTMLElement;
}

/** The calculator mounted as the entry mounts it; `speaks` gives another language and its catalogue. */
export function mountCalculator(
  settings = defaults(),
  report?: RenderContext['report'],
  speaks?: Pick<MountConfig<AffordabilitySettings>, 'language' | 'translation'>,
): Calculator {
  const el = document.createElement('div');
  document.body.append(el);
  const widget = mount(el, { runtime: affordabilityRuntime, settings, report, ...speaks });
  const shadow = el.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  const find = <T extends Element>(selector: string, type: abstract new () => T): T => {
    const found = shadow.querySelector(selector);
    if (!(found instanceof type)) throw new Error(`no ${selector}`);
    return found;
  };
  const control = (name: InputName) => {
    const found = shadow.querySelector(`[name="${name}"]`);
    if (found instanceof HTMLInputElement || found instanceof HTMLSelectElement) return found;
    throw new Error(`no ${name}`);
  };
  return {
    el,
    shadow,
    widget,
    control,
    type(values) {
      for (const [name, value] of Object.entries(values)) {
        const field = shadow.querySelector(`[name="${name}"]`);
        if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) throw new Error(`no ${name}`);
        field.value = value;
        // As typing does: the behaviour learns the visitor changed this field.
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    calculate() {
      find('button[type="submit"]', HTMLButtonElement).click();
    },
    reset() {
      find('button[data-action="reset"]', HTMLButtonElement).click();
    },
    figures() {
      const cells = shadow.querySelectorAll<HTMLElement>('[aria-live="polite"] dd[data-key]');
      return Object.fromEntries([...cells].map((cell) => [cell.dataset.key ?? '', cell.textContent ?? '']));
    },
    note(key) {
      const note = find(`.wg-af-note[data-key="${key}"]`, HTMLElement);
      return note.hidden ? null : note.textContent;
    },
    error(name) {
      const id = `${control(name).id}-error`;
      const found = [...shadow.querySelectorAll('[id]')].find((node) => node.id === id);
      if (!(found instanceof HTMLElement)) throw new Error(`no ${id}`);
      return found;
    },
  };
}
