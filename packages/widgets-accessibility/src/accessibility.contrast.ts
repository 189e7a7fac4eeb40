// WCAG 2 contrast arithmetic, used to keep the toolbox's hover and pressed text readable whatever
// colours were configured (the spec's own defaults give the same colour for text and background).

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The minimum contrast for normal text (WCAG 2 AA, 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The two text colours offered when the configured one is unreadable: white and near-black. */
export const READABLE_LIGHT = '#ffffff';
export const READABLE_DARK = '#111111';

/** [r, g, b] in 0..255 of a `#rgb[a]` / `#rrggbb[aa]` colour (alpha ignored), or null. */
export function parseHex(value: unknown): [number, number, number] | null {
  if (typeof value !== 'string' || !HEX.test(value)) return null;
  const digits = value.slice(1);
  const full =
    digits.length <= 4
      ? digits
          .slice(0, 3)
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits.slice(0, 6);
  const at = (start: number) => Number.parseInt(full.slice(start, start + 2), 16);
  return [at(0), at(2), at(4)];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2), 0 for black to 1 for white. */
export function luminance(rgb: readonly [number, number, number]): number {
  const [r, g, b] = rgb;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, 1 to 21; null when either is not a hex colour. */
export function contrastRatio(a: unknown, b: unknown): number | null {
  const first = parseHex(a);
  const second = parseHex(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * `text` when it reaches 4.5:1 on `background`, else whichever of white and near-black contrasts
 * more with it. The configured value stays stored as it is; only what is shown changes.
 */
export function readableText(text: string, background: string): string {
  const ratio = contrastRatio(text, background);
  if (ratio !== null && ratio >= MIN_TEXT_CONTRAST) return text;
  const light = contrastRatio(READABLE_LIGHT, background) ?? 0;
  const dark = contrastRatio(READABLE_DARK, background) ?? 0;
  return light >= dark ? READABLE_LIGHT : READABLE_DARK;
}
