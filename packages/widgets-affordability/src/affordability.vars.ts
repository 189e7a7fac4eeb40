// Every styling setting as a validated CSS custom property, read by affordability.styles.ts, and
// the font families to load. A value that fails its check is dropped, so the stylesheet's
// fallback (the contract default) applies instead.
import type { AffordabilitySettings } from '@widgetry/contracts';
import {
  type CssDeclarations,
  type CssVar,
  cssColor,
  cssFont,
  cssFontWeight,
  cssKeyword,
  cssLength,
  cssPreset,
  cssVars,
  SHADOW_PRESETS,
} from '@widgetry/widgets-core';

type ButtonSettings = AffordabilitySettings['button']['calculate'];

/**
 * An alignment setting as a logical value, so a right-to-left widget mirrors it (issue 32): left
 * is the start of the line in English and its end in Arabic (the contract's TEXT_ALIGNS).
 */
const LOGICAL_ALIGNS = ['start', 'center', 'end'] as const;
function logicalAlign(value: unknown): CssVar {
  const logical = value === 'left' ? 'start' : value === 'right' ? 'end' : value;
  return cssKeyword(logical, LOGICAL_ALIGNS);
}

function buttonVars(prefix: 'c' | 'r', button: ButtonSettings): Record<string, CssVar> {
  return {
    [`--wg-${prefix}-color`]: cssColor(button.textColor),
    [`--wg-${prefix}-bg`]: cssColor(button.bgColor),
    [`--wg-${prefix}-hover`]: cssColor(button.hoverColor),
    [`--wg-${prefix}-radius`]: cssLength(button.borderRadius),
    [`--wg-${prefix}-size`]: cssLength(button.fontSize),
    [`--wg-${prefix}-weight`]: cssFontWeight(button.fontWeight),
    [`--wg-${prefix}-font`]: cssFont(button.fontFamily),
  };
}

export function affordabilityVars(settings: AffordabilitySettings): CssDeclarations {
  const { container, header, fields, button, results, disclaimer } = settings;
  return cssVars({
    '--wg-bg': cssColor(container.bgColor),
    '--wg-border': cssColor(container.borderColor),
    '--wg-radius': cssLength(container.borderRadius),
    '--wg-pad': cssLength(container.padding),
    '--wg-shadow': cssPreset(container.shadow, SHADOW_PRESETS),
    '--wg-h-font': cssFont(header.fontFamily),
    '--wg-h-size': cssLength(header.fontSize),
    '--wg-h-weight': cssFontWeight(header.fontWeight),
    '--wg-h-align': logicalAlign(header.textAlign),
    '--wg-h-color': cssColor(header.textColor),
    '--wg-f-color': cssColor(fields.textColor),
    '--wg-f-bg': cssColor(fields.bgColor),
    '--wg-f-hover': cssColor(fields.hoverColor),
    '--wg-f-size': cssLength(fields.fontSize),
    '--wg-f-weight': cssFontWeight(fields.fontWeight),
    '--wg-l-size': cssLength(fields.labelFontSize),
    '--wg-l-weight': cssFontWeight(fields.labelFontWeight),
    '--wg-f-align': logicalAlign(fields.textAlign),
    '--wg-f-font': cssFont(fields.fontFamily),
    ...buttonVars('c', button.calculate),
    ...buttonVars('r', button.reset),
    '--wg-res-bg': cssColor(results.bgColor),
    '--wg-res-color': cssColor(results.textColor),
    '--wg-res-border': cssColor(results.borderColor),
    '--wg-res-font': cssFont(results.fontFamily),
    '--wg-d-color': cssColor(disclaimer.textColor),
    '--wg-d-font': cssFont(disclaimer.fontFamily),
  });
}

/** The font families the settings use (the loader fetches each listed one once). */
export function affordabilityFonts(settings: AffordabilitySettings): string[] {
  const { header, fields, button, results, disclaimer } = settings;
  return [
    header.fontFamily,
    fields.fontFamily,
    button.calculate.fontFamily,
    button.reset.fontFamily,
    results.fontFamily,
    disclaimer.fontFamily,
  ];
}
