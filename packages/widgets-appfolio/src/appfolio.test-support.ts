// Settings and a mounted widget for the appfolio tests.
import { type AppfolioSettings, defaultHtmlData } from '@widgetry/contracts';
import { mount, type RenderContext } from '@widgetry/widgets-core';
import { appfolioRuntime } from './index';

type Groups = 'header' | 'appfolioDisplayFilters' | 'layout' | 'detail';

/** The default settings with `change` applied (groups merged, not replaced). */
export function appfolioSettings(
  change: Partial<Omit<AppfolioSettings, Groups>> & { [G in Groups]?: Partial<AppfolioSettings[G]> } = {},
): AppfolioSettings {
  const base = defaultHtmlData('appfolio').appfolio;
  return {
    ...base,
    ...change,
    header: { ...base.header, ...change.header },
    appfolioDisplayFilters: { ...base.appfolioDisplayFilters, ...change.appfolioDisplayFilters },
    layout: { ...base.layout, ...change.layout },
    detail: { ...base.detail, ...change.detail },
  };
}

/** Mounts the widget in a host on the page (as embed.js does) and returns both. */
export function mountAppfolio(settings: AppfolioSettings, data: unknown, id = 'w1', report?: RenderContext['report']) {
  const host = document.createElement('div');
  host.setAttribute('data-widgetry-id', id);
  document.body.append(host);
  const widget = mount(host, { runtime: appfolioRuntime, settings, data, report });
  const shadow = host.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  return {
    host,
    shadow,
    widget,
    cards: () =>
      [...shadow.querySelectorAll<HTMLElement>('.wg-ls-card')]
        .filter((card) => !card.hidden)
        .map((card) => card.dataset.id),
    field: <T extends Element>(name: string) => {
      const found = shadow.querySelector<T>(`[name="${name}"]`);
      if (!found) throw new Error(`no field ${name}`);
      return found;
    },
    remove() {
      widget.destroy();
      host.remove();
    },
  };
}

/** Sets a field's value as a visitor would, firing input and change. */
export function type(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}
