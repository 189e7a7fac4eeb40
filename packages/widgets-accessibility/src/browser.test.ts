import { defaultHtmlData } from '@widgetry/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  // Each test runs the entry afresh, as a new page would.
  vi.resetModules();
  delete window.Widgetry;
  document.body.replaceChildren();
});

describe('the script-tag entry', () => {
  it('registers accessibility in window.Widgetry, mounting with the served stylesheet', async () => {
    await import('./browser');
    const entry = window.Widgetry?.runtimes.accessibility;
    expect(entry).toBeDefined();
    expect(Object.keys(window.Widgetry ?? {}).sort()).toEqual(['register', 'runtimes']);

    const el = document.createElement('div');
    document.body.append(el);
    const mounted = entry?.mount(el, {
      settings: defaultHtmlData('accessibility').accessibility,
      stylesheetUrl: 'https://app.example.com/styles/widget/accessibility.css?v=abc',
    });
    expect(el.shadowRoot?.querySelector('link')?.getAttribute('href')).toBe(
      'https://app.example.com/styles/widget/accessibility.css?v=abc',
    );
    expect(el.shadowRoot?.querySelector('style')).toBeNull();
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Accessibility Menu');
    mounted?.destroy();
  });

  it('refuses settings of another shape', async () => {
    await import('./browser');
    const el = document.createElement('div');
    const entry = window.Widgetry?.runtimes.accessibility;
    expect(entry).toBeDefined();
    expect(() => entry?.mount(el, { settings: { icon: {} } })).toThrow('invalid accessibility settings');
    expect(el.shadowRoot).toBeNull();
  });
});
