// The height the install snippet reserves for an affordability calculator (WidgetDefinition.reservedHeight).
import type { AffordabilitySettings } from '@widgetry/contracts';

/**
 * Measured in Chromium, default settings but for the template and spacing (px on a 343 px column
 * / on a 928 px one): vertical compact 1045 / 953, normal 1133 / 1061, spacious 1328 / 1256;
 * horizontal compact 1045 / 734, normal 1133 / 778, spacious 1328 / 897. The vertical form is
 * barely taller on the narrow column, so it reserves that; the horizontal one stacks there, and
 * reserves the wide column's height (WidgetDefinition.reservedHeight says why).
 */
const HEIGHTS = {
  vertical: { compact: 1050, normal: 1140, spacious: 1330 },
  horizontal: { compact: 740, normal: 780, spacious: 900 },
} as const;

export function affordabilityReservedHeight(settings: AffordabilitySettings): number {
  return HEIGHTS[settings.layout.template][settings.layout.spacing];
}
