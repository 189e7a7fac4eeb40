import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontsHref, fontsReady, loadFonts, webFonts } from './fonts';

afterEach(() => {
  document.head.replaceChildren();
  Reflect.deleteProperty(document, 'fonts');
});

/** A FontFaceSet stand-in (jsdom has none) whose load() records the fonts it was asked for. */
function stubFontSet() {
  const load = vi.fn((_font: string) => Promise.resolve([]));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

/** Whether `promise` has resolved, read after every callback already queued has run (one task later). */
function tracked(promise: Promise<void> | null) {
  if (!promise) throw new Error('nothing to wait for');
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return {
    afterQueued: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(done), 0)),
    resolved: () => vi.waitFor(() => expect(done).toBe(true)),
  };
}

describe('fonts', () => {
  it('keeps known web fonts once, in a stable order', () => {
    expect(webFonts(['Roboto', 'Cabin', 'Roboto', 'system-ui', 'Evil"Font', 3])).toEqual(['Cabin', 'Roboto']);
  });

  it('builds one fonts-service URL for a set of families', () => {
    expect(fontsHref(['Open Sans', 'Cabin'])).toBe(
      'https://fonts.googleapis.com/css2?family=Cabin:wght@400;700&family=Open+Sans:wght@400;700&display=swap',
    );
    expect(fontsHref(['system-ui'])).toBe('');
  });

  it('adds one stylesheet link to the document head per family set', () => {
    loadFonts(['Cabin', 'Lato']);
    loadFonts(['Lato', 'Cabin', 'Lato']);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(fontsHref(['Cabin', 'Lato']));
    loadFonts(['Ubuntu']);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2);
  });

  it('adds nothing for the default font', () => {
    expect(loadFonts(['inherit'])).toBe('');
    expect(document.head.children).toHaveLength(0);
  });

  it('waits for nothing without a web font or without a FontFaceSet', () => {
    stubFontSet();
    expect(fontsReady(['inherit'])).toBeNull();
    Reflect.deleteProperty(document, 'fonts');
    loadFonts(['Lato']);
    expect(fontsReady(['Lato'])).toBeNull();
  });

  it('waits for the fonts stylesheet, then loads the regular and bold faces of each family', async () => {
    const load = stubFontSet();
    loadFonts(['Lato', 'Cabin']);
    const ready = tracked(fontsReady(['Lato', 'Cabin']));
    expect(await ready.afterQueued()).toBe(false);
    expect(load).not.toHaveBeenCalled();
    document.head.querySelector('link[data-widgetry-fonts]')?.dispatchEvent(new Event('load'));
    await ready.resolved();
    expect(load.mock.calls.map(([font]) => font)).toEqual([
      '1em "Cabin"',
      'bold 1em "Cabin"',
      '1em "Lato"',
      'bold 1em "Lato"',
    ]);
  });

  it('does not wait for the events of a stylesheet that already failed, and survives a face that fails', async () => {
    const load = stubFontSet();
    load.mockImplementation(() => Promise.reject(new Error('blocked')));
    loadFonts(['Lato']);
    document.head.querySelector('link[data-widgetry-fonts]')?.dispatchEvent(new Event('error'));
    await tracked(fontsReady(['Lato'])).resolved();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
