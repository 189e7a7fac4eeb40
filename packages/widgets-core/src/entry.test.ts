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
  const STYLESHEET = 'https://app.example.com/styles/widget/prorated.css?v=abc123';
  let requests: string[];
  const serve = (catalogues: Record<string, unknown>) => {
    requests = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(url);
        const path = new URL(url).pathname;
        return Object.hasOwn(catalogues, path)
          ? new Response(JSON.stringify(catalogues[path]))
          : new Response('{"message":"Not found."}', { status: 404 });
      }),
    );
  };
  const textOf = async (el: HTMLElement) => {
    await vi.waitFor(() => expect(el.shadowRoot?.querySelector('p')).toBeTruthy());
    return el.shadowRoot?.querySelector('p')?.textContent;
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.lang = '';
  });

  it('fetches a chosen language’s catalogue from the stylesheet’s host and version, once per page', async () => {
    serve({ '/scripts/i18n/prorated/fr.json': { hello: 'Bonjour' } });
    const els = [document.createElement('div'), document.createElement('div')];
    for (const el of els) {
      runtimeEntry(runtime, isSettings).mount(el, {
        settings: { language: 'fr', heading: { text: 'Hi' } },
        stylesheetUrl: STYLESHEET,
      });
    }
    expect(await textOf(els[0] as HTMLElement)).toBe('Bonjour');
    expect(await textOf(els[1] as HTMLElement)).toBe('Bonjour');
    expect(els[0]?.shadowRoot?.querySelector('.wg-root')?.getAttribute('lang')).toBe('fr');
    expect(requests).toEqual(['https://app.example.com/scripts/i18n/prorated/fr.json?v=abc123']);
  });

  it('follows the page’s <html lang> for auto, and asks for nothing on an English page', async () => {
    serve({ '/scripts/i18n/prorated/ar.json': { hello: 'مرحبا' } });
    document.documentElement.lang = 'ar-EG';
    const arabic = document.createElement('div');
    runtimeEntry(runtime, isSettings).mount(arabic, {
      settings: { language: 'auto', heading: { text: 'Hi' } },
      stylesheetUrl: STYLESHEET,
    });
    expect(await textOf(arabic)).toBe('مرحبا');
    expect(arabic.shadowRoot?.querySelector('.wg-root')?.getAttribute('dir')).toBe('rtl');

    document.documentElement.lang = 'en';
    requests.length = 0;
    const english = document.createElement('div');
    runtimeEntry(runtime, isSettings).mount(english, {
      settings: { language: 'auto', heading: { text: 'Hi' } },
      stylesheetUrl: STYLESHEET,
    });
    // English mounts at once, without a request.
    expect(english.shadowRoot?.querySelector('p')?.textContent).toBe('Hello');
    expect(requests).toEqual([]);
  });

  it('shows the widget in English, with one warning, when the catalogue does not arrive or is not one', async () => {
    serve({ '/scripts/i18n/prorated/de.json': { hello: 42 } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const language of ['es', 'de']) {
      const el = document.createElement('div');
      runtimeEntry(runtime, isSettings).mount(el, {
        settings: { language, heading: { text: 'Hi' } },
        stylesheetUrl: STYLESHEET,
      });
      expect(await textOf(el)).toBe('Hello');
      expect(el.shadowRoot?.querySelector('.wg-root')?.getAttribute('lang')).toBe('en');
    }
    expect(warn.mock.calls).toEqual([
      ['[widgetry] Language file does not exist: prorated es'],
      ['[widgetry] Language file does not exist: prorated de'],
    ]);
  });

  it('keeps the newest settings given while the catalogue loads, and mounts nothing once destroyed', async () => {
    serve({ '/scripts/i18n/prorated/pt.json': { hello: 'Olá' } });
    const el = document.createElement('div');
    const mounted = runtimeEntry(runtime, isSettings).mount(el, {
      settings: { language: 'pt', heading: { text: 'Hi' } },
      stylesheetUrl: STYLESHEET,
    });
    mounted.update({ language: 'pt', heading: { text: 'Newer' } });
    expect(await textOf(el)).toBe('Olá');
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Newer');

    const gone = document.createElement('div');
    runtimeEntry(runtime, isSettings)
      .mount(gone, { settings: { language: 'pt', heading: { text: 'Hi' } }, stylesheetUrl: STYLESHEET })
      .destroy();
    await textOf(el);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gone.shadowRoot).toBeNull();
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
