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
    // Marked once it has loaded or failed, so a later widget knows not to wait for its events.
    const done = () => link.setAttribute('data-widgetry-fonts', 'done');
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    doc.head.append(link);
  }
  return href;
}

/**
 * A promise of the moment the web fonts of `families` can be drawn (regular and bold faces loaded,
 * or failed to), so a widget first shown then keeps its height when they arrive; null when there
 * is nothing to wait for (no web font, or a browser without FontFaceSet). The fonts-service
 * stylesheet comes first: before its @font-face rules exist there is nothing to load.
 */
export function fontsReady(families: readonly unknown[], doc: Document = document): Promise<void> | null {
  const href = fontsHref(families);
  const set: FontFaceSet | undefined = doc.fonts;
  const link = [...doc.head.querySelectorAll('link[data-widgetry-fonts]')].find(
    (el) => el.getAttribute('href') === href,
  );
  if (href === '' || !set || !link) return null;
  const sheet =
    link.getAttribute('data-widgetry-fonts') === 'done'
      ? Promise.resolve()
      : new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        });
  const faces = webFonts(families).flatMap((family) => [`1em "${family}"`, `bold 1em "${family}"`]);
  return sheet.then(async () => {
    await Promise.all(faces.map((font) => set.load(font).catch(() => [])));
  });
}
