import { afterEach, describe, expect, it } from 'vitest';
import { expectNoInjection, injectionTraces, styleAttributes } from './injection.test-support';

afterEach(() => {
  document.body.replaceChildren();
  delete window.__pwned;
});

/** A customer page with one widget host whose shadow root holds `markup`. */
function page(markup: string, id = 'w1'): HTMLElement {
  document.body.innerHTML = `<main><h1>Welcome</h1><img id="photo" alt=""><div data-widgetry-id="${id}"></div></main><script src="http://host/embed.js"></script>`;
  const host = document.querySelector<HTMLElement>(`[data-widgetry-id="${id}"]`);
  if (!host) throw new Error('no host');
  host.attachShadow({ mode: 'open' }).innerHTML = markup;
  return host;
}

const SAFE =
  '<link rel="stylesheet" href="http://host/styles/widget/demo.css?v=1"><div class="wg-root" style="--wg-bg:#fff"><h2>&lt;b&gt;</h2></div>';

describe('injectionTraces', () => {
  it('reads the document and each widget shadow root apart', () => {
    page(SAFE);
    const traces = injectionTraces();
    expect(traces.pwned).toBeUndefined();
    expect(traces.scripts).toEqual(['http://host/embed.js']);
    expect(traces.document.images).toEqual(['photo']);
    expect(traces.document.tags).toContain('main');
    expect(traces.document.tags).not.toContain('h2');
    expect(traces.widgets).toEqual([
      {
        id: 'w1',
        lightNodes: 0,
        tags: ['div', 'h2', 'link'],
        attributes: [
          'rel=stylesheet',
          'href=http://host/styles/widget/demo.css?v=1',
          'class=wg-root',
          'style=--wg-bg:#fff',
        ],
        stylesheets: [],
        links: ['http://host/styles/widget/demo.css?v=1'],
        images: [],
        rootStyle: '--wg-bg:#fff',
        heading: '<b>',
      },
    ]);
    expect(styleAttributes(traces.widgets[0] ?? traces.document)).toEqual(['--wg-bg:#fff']);
  });
});

describe('expectNoInjection', () => {
  it('passes a page where settings stayed values and text', () => {
    page(SAFE);
    expectNoInjection(injectionTraces());
  });

  it.each([
    [
      'a script that ran',
      () => {
        window.__pwned = 1;
      },
    ],
    ['an event handler in a widget', () => page('<p onmouseover="x">t</p>')],
    ['an event handler on the page', () => document.querySelector('main')?.setAttribute('onclick', 'x')],
    ['an element a setting became', () => page('<img src="x">')],
    ['a style element in a widget', () => page('<style>p{}</style>')],
    ['CSS beyond a value', () => page('<div class="wg-root" style="background:url(x)"></div>')],
    ['markup outside the shadow root', () => document.querySelector('[data-widgetry-id]')?.append('text')],
  ])('fails for %s', (_case, spoil) => {
    page(SAFE);
    spoil();
    expect(() => expectNoInjection(injectionTraces())).toThrow();
  });
});
