// Web fonts for widgets. A font declared inside a shadow root is not used by it, so the fonts
// service's stylesheet goes into the document head, once per set of families.
import { isKnownFont } from './css-vars';

/** The fonts service (spec 002 §7: "a fonts-service stylesheet … for non-default families"). */
export const FONTS_SERVICE = 'https://fonts.googleapis.com/css2';

// Regular and bold exist for every family in the FONTS list; asking for an axis a family lacks
// (italic Dancing Script) makes the service refuse the whole request, so italic is synthesised.
const WEIGHTS = ':wght@400;700';

/**
 * The families worth loading: known FONTS entries, each once, sorted so the same set always
 * gives the same URL. A family outside the list (the system default, or a hostile string) is
 * never put in a URL.
 */
export function webFonts(families: readonly unknown[]): string[] {
  return [...new Set(families.filter(isKnownFont))].sort();
}

/** The fonts-service stylesheet URL for these families, or '' when none needs loading. */
export function fontsHref(families: readonly unknown[]): string {
  const fonts = webFonts(families);
  if (fonts.length === 0) return '';
  const query = fonts.map((family) => `family=${family.replace(/ /g, '+')}${WEIGHTS}`).join('&');
  return `${FONTS_SERVICE}?${query}&display=swap`;
}

/**
 * Adds `<link rel="stylesheet">` for the fonts service to the document head, unless a link for
 * the same set is already there (several widgets, or a re-render). Nothing for the default font.
 * @returns the stylesheet URL, or '' when nothing was needed
 */
export function loadFonts(families: readonly unknown[], doc: Document = document): string {
  const href = fontsHref(families);
  if (href === '') return '';
  const present = [...doc.head.querySelectorAll('link[data-widgetry-fonts]')].some(
    (link) => link.getAttribute('href') === href,
  );
  if (!present) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-widgetry-fonts', '');
    doc.head.append(link);
  }
  return href;
}
