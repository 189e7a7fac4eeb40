// Settings reach a customer's page as CSS custom properties only. Every value is checked here,
// at the last moment before it is written, against a narrow allow-list for its kind; anything
// else is dropped, so the base stylesheet's fallback applies and a hostile value (a '}' or ';',
// url(), expression(), a second declaration) never becomes CSS outside its own property.
import { FONT_WEIGHTS, FONTS, type SHADOWS } from '@widgetry/contracts/constants';

/** One setting, tagged with the kind of CSS value it must be. Build it with the helpers below. */
export type CssVar =
  | { kind: 'color'; value: unknown }
  | { kind: 'length'; value: unknown }
  | { kind: 'font'; value: unknown }
  | { kind: 'keyword'; value: unknown; allowed: readonly string[] }
  | { kind: 'preset'; value: unknown; presets: Readonly<Record<string, string>> };

/** A custom property name such as `--wg-heading-color`. */
export type CssVarName = `--${string}`;

/** Validated declarations: custom property name → value, ready for `style.setProperty`. */
export type CssDeclarations = Record<CssVarName, string>;

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (the contract's colour rule). */
export const cssColor = (value: unknown): CssVar => ({ kind: 'color', value });
/** A plain non-negative number with px, %, em or rem: no signs, exponents, spaces or calc(). */
export const cssLength = (value: unknown): CssVar => ({ kind: 'length', value });
/** A family from the contract's FONTS list; written as a quoted family with a fallback stack. */
export const cssFont = (value: unknown): CssVar => ({ kind: 'font', value });
/** One of `allowed`, written as is; `allowed` must hold plain CSS keywords only. */
export const cssKeyword = (value: unknown, allowed: readonly string[]): CssVar => ({ kind: 'keyword', value, allowed });
/** A key of `presets`, written as the preset's value (which the runtime authored, not the user). */
export const cssPreset = (value: unknown, presets: Readonly<Record<string, string>>): CssVar => ({
  kind: 'preset',
  value,
  presets,
});

// Numeric weights ('100' … '900') start with a digit, which cssKeyword's pattern refuses, so the
// weights are presets written as listed: only one of the contract's FONT_WEIGHTS ever gets out.
// Built at import; the annotations let a runtime that never reads a weight drop it.
const FONT_WEIGHT_PRESETS: Readonly<Record<string, string>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ FONT_WEIGHTS.map((weight) => [weight, weight]),
);
/** One of the contract's FONT_WEIGHTS: 'normal', 'bold' or a number from '100' to '900'. */
export const cssFontWeight = (value: unknown): CssVar => cssPreset(value, FONT_WEIGHT_PRESETS);

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const LENGTH = /^\d{1,9}(?:\.\d{1,3})?(?:px|%|em|rem)$/;
const KEYWORD = /^[a-z][a-z0-9-]*$/;
const VAR_NAME = /^--[a-z][a-z0-9-]*$/;

/** The fallback after every widget font, so text stays readable before (or without) the web font. */
export const FONT_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif';

const fontNames: readonly string[] = FONTS;

/** Whether `value` names a font of the contract's FONTS list. */
export function isKnownFont(value: unknown): value is string {
  return typeof value === 'string' && fontNames.includes(value);
}

/**
 * Box shadows for the contract's shadow presets (spec 002 §9: none, sm … xxl, inner). Shared so
 * every widget's "md" looks the same.
 */
export const SHADOW_PRESETS: Readonly<Record<(typeof SHADOWS)[number], string>> = {
  none: 'none',
  sm: '0 1px 2px 0 rgba(0,0,0,.05)',
  md: '0 4px 6px -1px rgba(0,0,0,.1),0 2px 4px -2px rgba(0,0,0,.1)',
  lg: '0 10px 15px -3px rgba(0,0,0,.1),0 4px 6px -4px rgba(0,0,0,.1)',
  xl: '0 20px 25px -5px rgba(0,0,0,.1),0 8px 10px -6px rgba(0,0,0,.1)',
  xxl: '0 25px 50px -12px rgba(0,0,0,.25)',
  inner: 'inset 0 2px 4px 0 rgba(0,0,0,.05)',
};

function checked(entry: CssVar): string | null {
  const { value } = entry;
  if (typeof value !== 'string') return null;
  switch (entry.kind) {
    case 'color':
      return HEX_COLOR.test(value) ? value : null;
    case 'length':
      return LENGTH.test(value) ? value : null;
    case 'font':
      return isKnownFont(value) ? `"${value}", ${FONT_FALLBACK}` : null;
    case 'keyword':
      return KEYWORD.test(value) && entry.allowed.includes(value) ? value : null;
    case 'preset':
      return Object.hasOwn(entry.presets, value) ? (entry.presets[value] ?? null) : null;
  }
}

/**
 * Validates a record of custom properties and keeps only the valid ones. Names must look like
 * `--wg-name` (lower case); a value that fails its kind's check is left out, not "fixed".
 * @example cssVars({ '--wg-bg': cssColor(settings.general.containerBg) })
 */
export function cssVars(record: Readonly<Record<string, CssVar>>): CssDeclarations {
  const out: CssDeclarations = {};
  for (const [name, entry] of Object.entries(record)) {
    if (!VAR_NAME.test(name)) continue;
    const value = checked(entry);
    if (value !== null) out[`--${name.slice(2)}`] = value;
  }
  return out;
}

/** Declarations as the text of a style attribute or rule body: `--wg-a:#fff;--wg-b:16px`. */
export function declarationsText(declarations: CssDeclarations): string {
  return Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
