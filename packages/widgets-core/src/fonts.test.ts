import { afterEach, describe, expect, it } from 'vitest';
import { fontsHref, loadFonts, webFonts } from './fonts';

afterEach(() => {
  document.head.replaceChildren();
});

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
});
