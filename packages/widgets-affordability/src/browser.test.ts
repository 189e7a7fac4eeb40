import { defaultHtmlData } from '@widgetry/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  // Each test runs the entry afresh, as a new page would.
  vi.resetModules();
  delete window.Widgetry;
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('the script-tag entry', () => {
  it('registers affordability in window.Widgetry, mounting with the served stylesheet', async () => {
    await import('./browser');
    const entry = window.Widgetry?.runtimes.affordability;
    expect(entry).toBeDefined();
    expect(Object.keys(window.Widgetry ?? {}).sort()).toEqual(['register', 'runtimes']);

    const el = document.createElement('div');
    document.body.append(el);
    entry?.mount(el, {
      settings: defaultHtmlData('affordability').affordability,
      stylesheetUrl: 'https://app.example.com/styles/widget/affordability.css?v=abc',
    });
    expect(el.shadowRoot?.querySelector('link')?.getAttribute('href')).toBe(
      'https://app.example.com/styles/widget/affordability.css?v=abc',
    );
    expect(el.shadowRoot?.querySelector('style')).toBeNull();
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Affordability Calculator');
  });

  it.each([
    ['a string', 'affordability'],
    ['another type', { heading: { proratedHeading: 'x' } }],
    ['a missing input group', { ...defaultHtmlData('affordability').affordability, fields: { textColor: '#000' } }],
    ['a missing button group', { ...defaultHtmlData('affordability').affordability, button: { calculate: {} } }],
  ])('refuses settings of another shape: %s', async (_, settings) => {
    await import('./browser');
    const el = document.createElement('div');
    const entry = window.Widgetry?.runtimes.affordability;
    expect(entry).toBeDefined();
    expect(() => entry?.mount(el, { settings })).toThrow('invalid affordability settings');
    expect(el.shadowRoot).toBeNull();
  });
});
