import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssVars } from './css-vars';
import { hasGroups, registerRuntime, runtimeEntry } from './entry';
import { escapeHtml } from './escape';
import { INSIGHTS_FLUSH_MS } from './insights/insights-sender';
import { widgetry } from './namespace';
import type { WidgetRuntime } from './runtime';
import { captureBeacons } from './testing/insights.test-support';

interface Settings {
  heading: { text: string };
}

const isSettings = (value: unknown): value is Settings => hasGroups(value, ['heading']);

const runtime: WidgetRuntime<Settings, { hello: string }> = {
  type: 'prorated',
  messages: { hello: 'Hello' },
  css: '',
  render: (settings, ctx) => `<h2>${escapeHtml(settings.heading.text)}</h2><p>${escapeHtml(ctx.i18n.t('hello'))}</p>`,
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

describe('runtimeEntry languages (issue 32)', () => {
  it('mounts in the language and catalogue the loader passes', () => {
    const el = document.createElement('div');
    runtimeEntry(runtime, isSettings).mount(el, {
      settings: { heading: { text: 'Hi' } },
      language: 'fr',
      translation: { hello: 'Bonjour' },
    });
    expect(el.shadowRoot?.querySelector('p')?.textContent).toBe('Bonjour');
    expect(el.shadowRoot?.querySelector('.wg-root')?.getAttribute('lang')).toBe('fr');
  });

  it('speaks English when the language is unknown or the catalogue is not one', () => {
    for (const [language, translation] of [
      ['xx', { hello: 'Bonjour' }],
      ['fr', { hello: 42 }],
      ['fr', ['Bonjour']],
      ['fr', { hello: { one: 'Bonjour' } }],
    ] as const) {
      const el = document.createElement('div');
      runtimeEntry(runtime, isSettings).mount(el, { settings: { heading: { text: 'Hi' } }, language, translation });
      expect(el.shadowRoot?.querySelector('p')?.textContent, JSON.stringify(translation)).toBe('Hello');
    }
  });
});

describe('runtimeEntry on a customer page (issue 30 insights)', () => {
  // A runtime whose button reports 'calculated', and which shows whether its data is final.
  const reporting: WidgetRuntime<Settings> = {
    ...runtime,
    render: (settings, ctx) => `<button>${escapeHtml(settings.heading.text)}</button><p>${String(ctx.settled)}</p>`,
    attach(root, _settings, ctx) {
      const onClick = () => ctx.report?.('calculated');
      root.addEventListener('click', onClick);
      return { update() {}, destroy: () => root.removeEventListener('click', onClick) };
    },
  };
  const settings = { heading: { text: 'Go' } };
  let beacons: ReturnType<typeof captureBeacons>;

  function widget(): HTMLElement {
    const el = document.createElement('div');
    document.body.append(el);
    return el;
  }
  const press = (el: HTMLElement) => el.shadowRoot?.querySelector('button')?.click();
  const settledShown = (el: HTMLElement) => el.shadowRoot?.querySelector('p')?.textContent;
  const EMBED = 'https://api.example.com/embed/w1';

  afterEach(() => {
    beacons.restore();
    vi.useRealTimers();
  });

  it("sends the visitor's events under the address the loader read the widget from, within the flush interval", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    beacons = captureBeacons();
    const el = widget();
    runtimeEntry(reporting, isSettings).mount(el, { settings, embed: EMBED });
    expect(settledShown(el)).toBe('true');
    press(el);
    press(el);
    vi.advanceTimersByTime(INSIGHTS_FLUSH_MS);
    expect(await beacons.sent()).toEqual([
      { url: `${EMBED}/events`, type: 'text/plain', events: ['calculated', 'calculated'] },
    ]);
  });

  it('sends what is left when the widget is destroyed, and nothing after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    beacons = captureBeacons();
    const el = widget();
    const mounted = runtimeEntry(reporting, isSettings).mount(el, { settings, embed: EMBED });
    press(el);
    mounted.destroy();
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(INSIGHTS_FLUSH_MS);
    expect((await beacons.sent()).map((beacon) => beacon.events)).toEqual([['calculated']]);
  });

  it("sends nothing from the editor's preview, which passes no address", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    beacons = captureBeacons();
    const preview = widget();
    runtimeEntry(reporting, isSettings).mount(preview, { settings });
    expect(settledShown(preview)).not.toBe('true');
    press(preview);
    vi.advanceTimersByTime(INSIGHTS_FLUSH_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(await beacons.sent()).toEqual([]);
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
