import type { EmbedResponse as ContractEmbedResponse } from '@widgetry/contracts';
import type { RuntimeEntry } from '@widgetry/widgets-core';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, type Mock, vi } from 'vitest';
import {
  type EmbedConfig,
  type EmbedResponse,
  MISSING,
  NEAR_VIEWPORT,
  SCRIPT_TIMEOUT_MS,
  startEmbed,
} from './embed-loader';

const API = 'https://api.example.com';
const ORIGIN = 'https://app.example.com';
const config: EmbedConfig = { api: API, app: ORIGIN, v: { prorated: 'aaaa1111', affordability: 'bbbb2222' } };

/** Widgets the stub API knows, by id. */
const widgets: Record<string, unknown> = {
  w1: { type: 'prorated', htmlData: { prorated: { heading: { text: 'One' } } } },
  w2: { type: 'prorated', htmlData: { prorated: { heading: { text: 'Two' } } } },
  w3: { type: 'affordability', htmlData: { affordability: { heading: { text: 'Three' } } }, data: { rows: 1 } },
  evil: { type: '../../evil', htmlData: { '../../evil': {} } },
  unbuilt: { type: 'yelp', htmlData: { yelp: {} } },
  noSettings: { type: 'prorated', htmlData: {} },
  withLib: { type: 'prorated', htmlData: { prorated: { heading: { text: 'Lib' } } }, lib: 'charts' },
  withMissingLib: { type: 'prorated', htmlData: { prorated: { heading: { text: 'NoLib' } } }, lib: 'gone' },
  withEvilLib: { type: 'prorated', htmlData: { prorated: { heading: { text: 'Evil' } } }, lib: '../../x' },
};

/** Widgets the stub API refuses with 403 and this error. */
const refused: Record<string, string> = { paused: 'paused', elsewhere: 'site not allowed' };

let fetchMock: Mock<(url: string) => Promise<Response>>;
let warn: Mock<(...args: unknown[]) => void>;
let scriptWatcher: MutationObserver;
/** Script URLs the loader added, in order. */
let requested: string[];
/** Which runtime scripts "load"; others fail like a 404. */
let serving: Set<string>;
/** Whether script loads are answered at all (false: they hang, as a stalled request would). */
let answering: boolean;
const mounts: Mock<RuntimeEntry['mount']> = vi.fn();
/** Loaders started by a test, stopped after it so they do not watch the next test's page. */
const running: (() => void)[] = [];

function start(): void {
  running.push(startEmbed(config, ORIGIN));
}

function fakeRuntime(type: string): RuntimeEntry {
  return {
    mount(el, mountConfig) {
      mounts(el, mountConfig);
      const root = el.attachShadow({ mode: 'open' });
      const settings = mountConfig.settings;
      const heading = typeof settings === 'object' && settings !== null ? Reflect.get(settings, 'heading') : undefined;
      root.textContent = `${type}: ${String(Reflect.get(Object(heading), 'text'))}`;
      return { update() {}, destroy() {} };
    },
  };
}

function place(html: string): void {
  document.body.insertAdjacentHTML('beforeend', html);
}

function byId(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-widgetry-id="${id}"]`);
  if (!el) throw new Error(`no ${id}`);
  return el;
}

/** Lets the loader's fetches, script loads and mounts run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  requested = [];
  serving = new Set(['prorated', 'affordability']);
  answering = true;
  fetchMock = vi.fn(async (url: string) => {
    const id = decodeURIComponent(url.slice(`${API}/embed/`.length).split('?')[0] ?? '');
    if (Object.hasOwn(refused, id)) {
      return new Response(JSON.stringify({ error: refused[id] }), {
        status: 403,
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      });
    }
    if (url.startsWith(`${API}/embed/`) && Object.hasOwn(widgets, id)) {
      return new Response(JSON.stringify(widgets[id]), { headers: { 'content-type': 'application/json' } });
    }
    return new Response('{"message":"Not found."}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  // jsdom does not run external scripts: play the runtime script's part when one is added.
  scriptWatcher = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      requested.push(node.src);
      if (!answering) continue;
      const path = new URL(node.src).pathname;
      if (path.startsWith('/scripts/lib/')) {
        node.dispatchEvent(new Event(serving.has(path) ? 'load' : 'error'));
        continue;
      }
      const type = path.replace('/scripts/widget/', '').replace('.js', '');
      if (serving.has(type)) {
        window.Widgetry?.register(type === 'prorated' ? 'prorated' : 'affordability', fakeRuntime(type));
        node.dispatchEvent(new Event('load'));
      } else {
        node.dispatchEvent(new Event('error'));
      }
    }
  });
  scriptWatcher.observe(document.head, { childList: true });
});

afterEach(() => {
  for (const stop of running.splice(0)) stop();
  scriptWatcher.disconnect();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.Widgetry;
  document.body.replaceChildren();
  document.head.replaceChildren();
  mounts.mockClear();
});

describe('embed loader', () => {
  it("asks for a listing widget's group when the snippet names one, and for everything otherwise", async () => {
    place(`<div data-widgetry-id="w1" data-type="prorated" data-group="North Side"></div>
      <div data-widgetry-id="w2" data-type="prorated"></div>`);
    start();
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      `${API}/embed/w1?group=North%20Side`,
      `${API}/embed/w2`,
    ]);
    expect(byId('w1').shadowRoot?.textContent).toBe('prorated: One');
  });

  it('mounts several widgets on one page, loading each type once', async () => {
    place(`<div data-widgetry-id="w1" data-type="prorated"></div>
      <div data-widgetry-id="w3" data-type="affordability"></div>
      <p>host content</p>
      <div data-widgetry-id="w2" data-type="prorated"></div>`);
    start();
    await settle();

    expect(byId('w1').shadowRoot?.textContent).toBe('prorated: One');
    expect(byId('w2').shadowRoot?.textContent).toBe('prorated: Two');
    expect(byId('w3').shadowRoot?.textContent).toBe('affordability: Three');
    expect(requested.sort()).toEqual([
      `${ORIGIN}/scripts/widget/affordability.js?v=bbbb2222`,
      `${ORIGIN}/scripts/widget/prorated.js?v=aaaa1111`,
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      `${API}/embed/w1`,
      `${API}/embed/w2`,
      `${API}/embed/w3`,
    ]);
    expect(mounts).toHaveBeenCalledWith(byId('w3'), {
      settings: { heading: { text: 'Three' } },
      data: { rows: 1 },
      stylesheetUrl: `${ORIGIN}/styles/widget/affordability.css?v=bbbb2222`,
      // The widget's address the answer came from: the runtime reports its visitors' interactions
      // under it (issue 30), and it is the sign of a visitor's page, whose data is final (settled).
      embed: `${API}/embed/w3`,
    });
    expect(warn).not.toHaveBeenCalled();
    expect(Object.keys(window).filter((key) => key.toLowerCase().includes('widgetry'))).toEqual(['Widgetry']);
  });

  it('mounts a widget added later, as in a single-page app, and one that gains the attribute', async () => {
    start();
    await settle();
    const later = document.createElement('section');
    later.innerHTML = '<div><div data-widgetry-id="w2"></div></div>';
    document.body.append(later);
    const plain = document.createElement('div');
    document.body.append(plain);
    await settle();
    plain.setAttribute('data-widgetry-id', 'w1');
    await settle();

    expect(byId('w2').shadowRoot?.textContent).toBe('prorated: Two');
    expect(plain.shadowRoot?.textContent).toBe('prorated: One');
    expect(requested).toHaveLength(1);
  });

  it('mounts each element once, even when it moves or the snippet is pasted twice', async () => {
    place('<div data-widgetry-id="w1"></div>');
    start();
    start();
    await settle();
    const el = byId('w1');
    document.body.prepend(el);
    await settle();
    expect(mounts).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('logs one line and leaves the element untouched when the configuration fails', async () => {
    place('<div data-widgetry-id="missing"><span>fallback</span></div>');
    start();
    await settle();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe(`[widgetry] widget "missing" not shown: ${MISSING.data}`);
    expect(byId('missing').shadowRoot).toBeNull();
    expect(byId('missing').innerHTML).toBe('<span>fallback</span>');
    expect(requested).toEqual([]);
  });

  it('logs one line when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    place('<div data-widgetry-id="w1"></div>');
    start();
    await settle();
    expect(warn.mock.calls).toEqual([[`[widgetry] widget "w1" not shown: ${MISSING.data}`]]);
    expect(byId('w1').shadowRoot).toBeNull();
  });

  it('never builds a URL from a type it does not know', async () => {
    place(
      '<div data-widgetry-id="evil" data-type="../../evil"></div><div data-widgetry-id="unbuilt" data-type="yelp"></div>',
    );
    start();
    await settle();
    expect(requested).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown widget type');
    expect(byId('evil').shadowRoot).toBeNull();
  });

  it('logs one line for settings missing from the answer', async () => {
    place('<div data-widgetry-id="noSettings"></div>');
    start();
    await settle();
    expect(warn.mock.calls).toEqual([['[widgetry] widget "noSettings" not shown: no settings']]);
  });

  it('removes a runtime script that fails and reports each widget that needed it once', async () => {
    serving.clear();
    place('<div data-widgetry-id="w1" data-type="prorated"></div><div data-widgetry-id="w2"></div>');
    start();
    await settle();
    expect(requested).toHaveLength(1);
    expect(document.head.querySelector('script')).toBeNull();
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      `[widgetry] widget "w1" not shown: ${MISSING.main}`,
      `[widgetry] widget "w2" not shown: ${MISSING.main}`,
    ]);
  });

  it('gives up on a runtime script after the time-out', async () => {
    answering = false;
    vi.useFakeTimers();
    place('<div data-widgetry-id="w1"></div>');
    start();
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn.mock.calls).toEqual([[`[widgetry] widget "w1" not shown: ${MISSING.main}`]]);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('uses a runtime that registered before the loader ran without loading it again', async () => {
    window.Widgetry = undefined;
    const { widgetry } = await import('@widgetry/widgets-core/namespace');
    widgetry().register('prorated', fakeRuntime('prorated'));
    place('<div data-widgetry-id="w1"></div>');
    start();
    await settle();
    expect(requested).toEqual([]);
    expect(byId('w1').shadowRoot?.textContent).toBe('prorated: One');
  });

  it.each([
    ['paused', 'paused'],
    ['elsewhere', 'site not allowed'],
  ])('shows nothing and logs one line when the API refuses the widget (%s)', async (id, reason) => {
    place(`<div data-widgetry-id="${id}" data-type="prorated"><span>host</span></div>`);
    start();
    await settle();
    expect(warn.mock.calls).toEqual([[`[widgetry] widget "${id}" not shown: ${reason}`]]);
    expect(byId(id).shadowRoot).toBeNull();
    expect(byId(id).innerHTML).toBe('<span>host</span>');
    expect(mounts).not.toHaveBeenCalled();
  });

  it.each([
    ['paused', 'paused'],
    ['elsewhere', 'site not allowed'],
    ['missing', MISSING.data],
    ['noSettings', 'no settings'],
  ])(
    "gives up the snippet's reserved height when the widget is refused or fails (%s; issue 29 #3)",
    async (id, reason) => {
      place(`<div data-widgetry-id="${id}" data-type="prorated" style="min-height:640px"></div>`);
      start();
      await settle();
      expect(warn.mock.calls).toEqual([[`[widgetry] widget "${id}" not shown: ${reason}`]]);
      expect(byId(id).style.minHeight).toBe('');
    },
  );

  it("loads the type's library once, before its runtime, from /scripts/lib/", async () => {
    serving.add('/scripts/lib/charts.js');
    place('<div data-widgetry-id="withLib"></div><div data-widgetry-id="withLib"></div>');
    start();
    await settle();
    expect(requested).toEqual([
      `${ORIGIN}/scripts/lib/charts.js?v=aaaa1111`,
      `${ORIGIN}/scripts/widget/prorated.js?v=aaaa1111`,
    ]);
    expect(mounts).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs "Lib file does not exist" once for a missing library and shows the widget without it', async () => {
    place('<div data-widgetry-id="withMissingLib"></div><div data-widgetry-id="withMissingLib"></div>');
    start();
    await settle();
    expect(warn.mock.calls).toEqual([[`[widgetry] ${MISSING.lib}: gone`]]);
    expect(mounts).toHaveBeenCalledTimes(2);
  });

  it('never puts a library name with a path into a URL', async () => {
    place('<div data-widgetry-id="withEvilLib"></div>');
    start();
    await settle();
    expect(requested).toEqual([`${ORIGIN}/scripts/widget/prorated.js?v=aaaa1111`]);
    expect(mounts).toHaveBeenCalledOnce();
  });
});

describe('embed loader, with IntersectionObserver', () => {
  /** The observers the loader made, as the browser would hold them. */
  let observers: FakeIntersectionObserver[];

  class FakeIntersectionObserver {
    readonly targets = new Set<Element>();
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
    /** The browser reporting that `target` came within the root margin. */
    enter(target: Element) {
      if (!this.targets.has(target)) return;
      const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }

  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  it('fetches, loads and mounts a widget only once it comes near the view, each once', async () => {
    place(`<div data-widgetry-id="w1" data-type="prorated"></div>
      <div data-widgetry-id="w3" data-type="affordability" style="min-height:600px"></div>`);
    start();
    await settle();
    const [near] = observers;
    expect(near?.options.rootMargin).toBe(NEAR_VIEWPORT);
    // Nothing requested for a widget not yet near: no configuration, no runtime script.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(requested).toEqual([]);

    near?.enter(byId('w1'));
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API}/embed/w1`]);
    expect(byId('w1').shadowRoot?.textContent).toBe('prorated: One');
    expect(byId('w3').shadowRoot).toBeNull();
    // The reserved height of the widget still waiting stays, so nothing below it moves.
    expect(byId('w3').style.minHeight).toBe('600px');

    near?.enter(byId('w3'));
    near?.enter(byId('w1'));
    await settle();
    expect(byId('w3').shadowRoot?.textContent).toBe('affordability: Three');
    expect(mounts).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops waiting for widgets not yet near when stopped', async () => {
    place('<div data-widgetry-id="w1" data-type="prorated"></div>');
    start();
    await settle();
    for (const stop of running.splice(0)) stop();
    observers[0]?.enter(byId('w1'));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mounts).not.toHaveBeenCalled();
  });
});

describe('EmbedResponse', () => {
  it('takes every answer the contract allows, so the loader reads the same thing the API sends', () => {
    expectTypeOf<ContractEmbedResponse>().toExtend<EmbedResponse>();
  });
});
