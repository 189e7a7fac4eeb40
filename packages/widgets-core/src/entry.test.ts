import { afterEach, describe, expect, it } from 'vitest';
import { cssVars } from './css-vars';
import { hasGroups, registerRuntime, runtimeEntry } from './entry';
import { escapeHtml } from './escape';
import { widgetry } from './namespace';
import type { WidgetRuntime } from './runtime';

interface Settings {
  heading: { text: string };
}

const isSettings = (value: unknown): value is Settings => hasGroups(value, ['heading']);

const runtime: WidgetRuntime<Settings> = {
  type: 'prorated',
  css: '',
  render: (settings) => `<h2>${escapeHtml(settings.heading.text)}</h2>`,
  vars: () => cssVars({}),
  fonts: () => [],
};

afterEach(() => {
  delete window.Widgetry;
  document.body.replaceChildren();
});

describe('window.Widgetry', () => {
  it('is created once, by whichever script asks first', () => {
    const first = widgetry();
    expect(window.Widgetry).toBe(first);
    expect(widgetry()).toBe(first);
  });

  it('keeps runtimes registered before the loader arrived', () => {
    registerRuntime(runtime, isSettings);
    const ns = widgetry();
    expect(Object.keys(ns.runtimes)).toEqual(['prorated']);
  });
});

describe('runtimeEntry', () => {
  it('mounts settings that arrived over the network and updates them', () => {
    const el = document.createElement('div');
    const mounted = runtimeEntry(runtime, isSettings).mount(el, { settings: { heading: { text: 'Hi' } } });
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Hi');
    mounted.update({ heading: { text: 'Again' } });
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Again');
  });

  it('refuses settings of the wrong shape before touching the element', () => {
    const el = document.createElement('div');
    expect(() => runtimeEntry(runtime, isSettings).mount(el, { settings: { heading: 'x' } })).toThrow(
      'invalid prorated settings',
    );
    expect(el.shadowRoot).toBeNull();
  });
});

describe('hasGroups', () => {
  it('checks that each group is an object', () => {
    expect(hasGroups({ a: {}, b: {} }, ['a', 'b'])).toBe(true);
    expect(hasGroups({ a: {}, b: null }, ['a', 'b'])).toBe(false);
    expect(hasGroups(null, ['a'])).toBe(false);
    expect(hasGroups('a', [])).toBe(false);
  });
});
