import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  delete window.Widgetry;
  document.body.replaceChildren();
});

describe('embed.js entry', () => {
  it('starts with the configuration the host wrote into it', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('__WIDGETRY_EMBED_CONFIG__', {
      api: 'https://api.example.com',
      app: 'https://app.example.com',
      v: {},
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div data-widgetry-id="abc"></div>';
    await import('./embed');
    expect(window.Widgetry?.embed).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('https://api.example.com/embed/abc', expect.anything());
  });

  it('logs one line instead of throwing when the configuration was never filled in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await import('./embed');
    expect(warn.mock.calls).toEqual([['[widgetry] embed.js did not start: __WIDGETRY_EMBED_CONFIG__ is not defined']]);
  });
});
