import { defaultHtmlData } from '@widgetry/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  // Each test runs the entry afresh, as a new page would.
  vi.resetModules();
  delete window.Widgetry;
  document.body.replaceChildren();
});

describe('the script-tag entry', () => {
  it('registers prorated in window.Widgetry, mounting with the served stylesheet', async () => {
    await import('./browser');
    const entry = window.Widgetry?.runtimes.prorated;
    expect(entry).toBeDefined();
    expect(Object.keys(window.Widgetry ?? {}).sort()).toEqual(['register', 'runtimes']);

    const el = document.createElement('div');
    document.body.append(el);
    entry?.mount(el, {
      settings: defaultHtmlData('prorated').prorated,
      stylesheetUrl: 'https://app.example.com/styles/widget/prorated.css?v=abc',
    });
    expect(el.shadowRoot?.querySelector('link')?.getAttribute('href')).toBe(
      'https://app.example.com/styles/widget/prorated.css?v=abc',
    );
    expect(el.shadowRoot?.querySelector('style')).toBeNull();
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Prorated Rent Calculator');
  });

  it('refuses settings of another shape', async () => {
    await import('./browser');
    const el = document.createElement('div');
    const entry = window.Widgetry?.runtimes.prorated;
    expect(entry).toBeDefined();
    expect(() => entry?.mount(el, { settings: { heading: 'x' } })).toThrow('invalid prorated settings');
    expect(el.shadowRoot).toBeNull();
  });
});
