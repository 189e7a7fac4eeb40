import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssColor, cssFont, cssLength, cssVars } from './css-vars';
import { html } from './html-template';
import { mount, ROOT_CLASS } from './mount';
import type { WidgetRuntime } from './runtime';

interface DemoSettings {
  title: string;
  color: string;
  size?: string;
  font: string;
  extraField?: boolean;
}

const destroyed = vi.fn();
const updated = vi.fn();

/** A small runtime with an input, a checkbox and a delegated click handler. */
const demoMessages = { go: 'Go', items: { one: '{count} item', other: '{count} items' } };
const demoRuntime: WidgetRuntime<DemoSettings, typeof demoMessages> = {
  type: 'prorated',
  messages: demoMessages,
  css: '.demo h2{color:var(--wg-color,#000)}',
  render: (settings, ctx) =>
    html`<div class="demo"><h2>${settings.title}</h2>
      <label for="${ctx.idPrefix}name">Name</label><input id="${ctx.idPrefix}name" type="text">
      <input id="${ctx.idPrefix}agree" type="checkbox">
      ${settings.extraField && html`<input id="${ctx.idPrefix}extra" type="text">`}
      <button type="button">${ctx.i18n.t('go')}</button><output></output>
      <p class="count">${ctx.i18n.plural('items', 1234)}</p></div>`.value,
  vars: (settings) =>
    cssVars({
      '--wg-color': cssColor(settings.color),
      '--wg-size': cssLength(settings.size),
      '--wg-font': cssFont(settings.font),
    }),
  attach(root) {
    const onClick = (event: Event) => {
      if (!(event.target instanceof HTMLButtonElement)) return;
      const output = root.querySelector('output');
      const input = root.querySelector('input');
      if (output && input) output.textContent = `Hello ${input.value}`;
    };
    root.addEventListener('click', onClick);
    return {
      update: updated,
      destroy() {
        destroyed();
        root.removeEventListener('click', onClick);
      },
    };
  },
  fonts: (settings) => [settings.font],
};

const settings: DemoSettings = { title: 'Hello <b>', color: '#112233', size: '16px', font: 'Lato' };

function host(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

function rootOf(el: HTMLElement): HTMLElement {
  const root = el.shadowRoot?.querySelector<HTMLElement>(`.${ROOT_CLASS}`);
  if (!root) throw new Error('no widget root');
  return root;
}

function query<T extends Element>(el: HTMLElement, selector: string, type: new () => T): T {
  const found = el.shadowRoot?.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`no ${selector}`);
  return found;
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  destroyed.mockClear();
  updated.mockClear();
});

describe('mount', () => {
  it('renders into an open shadow root with the base css inline, escaped text and validated variables', () => {
    const el = host();
    mount(el, { runtime: demoRuntime, settings });
    expect(el.shadowRoot?.mode).toBe('open');
    expect(el.childNodes).toHaveLength(0);
    expect(el.shadowRoot?.querySelector('style')?.textContent).toBe(demoRuntime.css);
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Hello <b>');
    expect(el.shadowRoot?.querySelector('b')).toBeNull();
    const root = rootOf(el);
    expect(root.style.getPropertyValue('--wg-color')).toBe('#112233');
    expect(root.style.getPropertyValue('--wg-size')).toBe('16px');
    expect(root.hidden).toBe(false);
  });

  it('uses a stylesheet link when given a URL and shows the content once it loads', () => {
    const el = host();
    mount(el, {
      runtime: demoRuntime,
      settings,
      stylesheetUrl: 'https://widgets.example.com/styles/widget/prorated.css?v=1',
    });
    const link = query(el, 'link', HTMLLinkElement);
    expect(link.rel).toBe('stylesheet');
    expect(link.href).toBe('https://widgets.example.com/styles/widget/prorated.css?v=1');
    expect(el.shadowRoot?.querySelector('style')).toBeNull();
    expect(rootOf(el).hidden).toBe(true);
    link.dispatchEvent(new Event('load'));
    expect(rootOf(el).hidden).toBe(false);
  });

  it("keeps the snippet's reserved height while the content is hidden and gives it up when the content shows (issue 29 #3)", () => {
    const el = host();
    el.style.minHeight = '640px';
    const shown = vi.fn(() => expect(el.style.minHeight).toBe(''));
    mount(el, {
      runtime: { ...demoRuntime, attach: () => ({ update: () => {}, destroy: () => {}, shown }) },
      settings,
      stylesheetUrl: 'https://widgets.example.com/styles/widget/prorated.css?v=1',
    });
    expect(el.style.minHeight).toBe('640px');
    query(el, 'link', HTMLLinkElement).dispatchEvent(new Event('load'));
    expect(rootOf(el).hidden).toBe(false);
    expect(el.style.minHeight).toBe('');
    expect(shown).toHaveBeenCalledOnce();
  });

  it('gives up a reserved height at once when the css is inline (the content shows at once)', () => {
    const el = host();
    el.style.minHeight = '640px';
    mount(el, { runtime: demoRuntime, settings });
    expect(el.style.minHeight).toBe('');
  });

  it("tells the behaviour when it first shows the content, in the stylesheet's load event", () => {
    const shown = vi.fn();
    const el = host();
    mount(el, {
      runtime: { ...demoRuntime, attach: () => ({ update: () => {}, destroy: () => {}, shown }) },
      settings,
      stylesheetUrl: 'https://widgets.example.com/styles/widget/prorated.css?v=1',
    });
    expect(shown).not.toHaveBeenCalled();
    const root = rootOf(el);
    shown.mockImplementation(() => expect(root.hidden).toBe(false));
    query(el, 'link', HTMLLinkElement).dispatchEvent(new Event('load'));
    expect(shown).toHaveBeenCalledOnce();
  });

  it('waits for the web fonts the settings use as well, so they never change its height once shown', async () => {
    const load = vi.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    try {
      const el = host();
      mount(el, { runtime: demoRuntime, settings, stylesheetUrl: 'https://widgets.example.com/demo.css' });
      query(el, 'link', HTMLLinkElement).dispatchEvent(new Event('load'));
      expect(rootOf(el).hidden).toBe(true);
      document.head.querySelector('link[data-widgetry-fonts]')?.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(rootOf(el).hidden).toBe(false));
      expect(load).toHaveBeenCalledWith('1em "Lato"');
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('shows the content unstyled when the stylesheet fails', () => {
    const el = host();
    mount(el, { runtime: demoRuntime, settings, stylesheetUrl: 'https://widgets.example.com/missing.css' });
    query(el, 'link', HTMLLinkElement).dispatchEvent(new Event('error'));
    expect(rootOf(el).hidden).toBe(false);
  });

  it('loads the fonts the settings use into the document head', () => {
    mount(host(), { runtime: demoRuntime, settings });
    expect(document.head.querySelector('link[data-widgetry-fonts]')?.getAttribute('href')).toContain('family=Lato');
  });

  it('drops a hostile value instead of writing it', () => {
    const el = host();
    mount(el, { runtime: demoRuntime, settings: { ...settings, color: 'red;background:url(https://evil.example)' } });
    expect(rootOf(el).getAttribute('style')).not.toContain('evil');
    expect(rootOf(el).style.getPropertyValue('--wg-color')).toBe('');
  });

  it('attaches behaviour to the rendered markup', () => {
    const el = host();
    mount(el, { runtime: demoRuntime, settings });
    query(el, 'input[type="text"]', HTMLInputElement).value = 'Ada';
    query(el, 'button', HTMLButtonElement).click();
    expect(el.shadowRoot?.querySelector('output')?.textContent).toBe('Hello Ada');
  });

  it('gives each mount its own id prefix so labels point at their own inputs', () => {
    const first = host();
    const second = host();
    mount(first, { runtime: demoRuntime, settings });
    mount(second, { runtime: demoRuntime, settings });
    const a = query(first, 'input', HTMLInputElement).id;
    const b = query(second, 'input', HTMLInputElement).id;
    expect(a).not.toBe(b);
    expect(first.shadowRoot?.querySelector('label')?.htmlFor).toBe(a);
  });

  it('updates in place: same shadow root and stylesheet, typed values and focus kept, behaviour told', () => {
    const el = host();
    const widget = mount(el, { runtime: demoRuntime, settings });
    const shadow = el.shadowRoot;
    const style = el.shadowRoot?.querySelector('style');
    const name = query(el, 'input[type="text"]', HTMLInputElement);
    name.value = 'typed by a visitor';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    name.focus();
    const agree = query(el, 'input[type="checkbox"]', HTMLInputElement);
    agree.checked = true;
    agree.dispatchEvent(new Event('change', { bubbles: true }));

    const next = { ...settings, title: 'New title', color: '#abcdef', size: undefined, extraField: true };
    widget.update(next);

    expect(el.shadowRoot).toBe(shadow);
    expect(el.shadowRoot?.querySelector('style')).toBe(style);
    expect(el.shadowRoot?.querySelectorAll('style')).toHaveLength(1);
    expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('New title');
    expect(rootOf(el).style.getPropertyValue('--wg-color')).toBe('#abcdef');
    expect(rootOf(el).style.getPropertyValue('--wg-size')).toBe('');
    const after = query(el, 'input[type="text"]', HTMLInputElement);
    expect(after).not.toBe(name);
    expect(after.value).toBe('typed by a visitor');
    expect(el.shadowRoot?.activeElement).toBe(after);
    expect(query(el, 'input[type="checkbox"]', HTMLInputElement).checked).toBe(true);
    expect(query(el, 'input[id$="extra"]', HTMLInputElement).value).toBe('');
    expect(updated).toHaveBeenCalledWith(next);

    // Listeners were delegated to the root, so they still work on the new markup.
    query(el, 'button', HTMLButtonElement).click();
    expect(el.shadowRoot?.querySelector('output')?.textContent).toBe('Hello typed by a visitor');
  });

  it('lets inputs the visitor has not touched follow the new settings', () => {
    const prefilled: WidgetRuntime<DemoSettings> = {
      ...demoRuntime,
      render: (value, ctx) =>
        html`<input id="${ctx.idPrefix}rent" type="text" value="${value.title}"><input id="${ctx.idPrefix}name" type="text">`
          .value,
    };
    const el = host();
    const widget = mount(el, { runtime: prefilled, settings: { ...settings, title: '1500' } });
    const name = query(el, 'input[id$="name"]', HTMLInputElement);
    name.value = 'typed';
    name.dispatchEvent(new Event('input', { bubbles: true }));

    widget.update({ ...settings, title: '2000' });

    expect(query(el, 'input[id$="rent"]', HTMLInputElement).value).toBe('2000');
    expect(query(el, 'input[id$="name"]', HTMLInputElement).value).toBe('typed');
  });

  it('reuses a shadow root the element already has', () => {
    const el = host();
    const first = mount(el, { runtime: demoRuntime, settings });
    first.destroy();
    const shadow = el.shadowRoot;
    mount(el, { runtime: demoRuntime, settings });
    expect(el.shadowRoot).toBe(shadow);
    expect(el.shadowRoot?.querySelectorAll(`.${ROOT_CLASS}`)).toHaveLength(1);
  });

  it('destroys listeners and content', () => {
    const el = host();
    const widget = mount(el, { runtime: demoRuntime, settings });
    const root = rootOf(el);
    const output = root.querySelector('output');
    const button = root.querySelector('button');
    widget.destroy();
    expect(destroyed).toHaveBeenCalledOnce();
    expect(el.shadowRoot?.childNodes).toHaveLength(0);
    // The detached markup no longer reacts, and later calls are harmless.
    button?.click();
    expect(output?.textContent).toBe('');
    widget.update(settings);
    widget.destroy();
    expect(el.shadowRoot?.childNodes).toHaveLength(0);
    expect(destroyed).toHaveBeenCalledOnce();
  });

  it('leaves nothing behind when rendering throws', () => {
    const el = host();
    const broken: WidgetRuntime<DemoSettings> = {
      ...demoRuntime,
      render: () => {
        throw new Error('bad settings');
      },
    };
    expect(() => mount(el, { runtime: broken, settings })).toThrow('bad settings');
    expect(el.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('speaks English, marked as such, when given no language', () => {
    const el = host();
    mount(el, { runtime: demoRuntime, settings });
    expect(rootOf(el).lang).toBe('en');
    expect(rootOf(el).dir).toBe('ltr');
    expect(query(el, 'button', HTMLButtonElement).textContent).toBe('Go');
    expect(query(el, '.count', HTMLParagraphElement).textContent).toBe('1,234 items');
  });

  it('speaks the language and catalogue it is given: its numbers, plurals and direction (issue 32)', () => {
    const el = host();
    const arabic = {
      go: 'انطلق',
      items: {
        zero: '{count} عناصر',
        one: 'عنصر واحد',
        two: 'عنصران',
        few: '{count} عناصر',
        many: '{count} عنصرًا',
        other: '{count} عنصر',
      },
    };
    mount(el, { runtime: demoRuntime, settings, language: 'ar', translation: arabic });
    expect(rootOf(el).lang).toBe('ar');
    expect(rootOf(el).dir).toBe('rtl');
    expect(query(el, 'button', HTMLButtonElement).textContent).toBe('انطلق');
    // 1234 is "many" in Arabic; the number is written as Intl writes it for 'ar'.
    expect(query(el, '.count', HTMLParagraphElement).textContent).toBe(
      `${new Intl.NumberFormat('ar').format(1234)} عنصرًا`,
    );

    const german = host();
    mount(german, {
      runtime: demoRuntime,
      settings,
      language: 'de',
      translation: { go: 'Los', items: { one: '{count} Element', other: '{count} Elemente' } },
    });
    expect(rootOf(german).dir).toBe('ltr');
    expect(query(german, '.count', HTMLParagraphElement).textContent).toBe('1.234 Elemente');
  });
});
