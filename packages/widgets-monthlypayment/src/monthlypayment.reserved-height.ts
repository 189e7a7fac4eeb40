// The height the install snippet reserves for a monthly payment calculator (WidgetDefinition.reservedHeight).
import type { MonthlypaymentSettings } from '@widgetry/contracts';

/**
 * Measured in Chromium, default settings but for the template (px on a 343 px column / on a
 * 928 px one): two-column 1448 / 855, horizontal 1448 / 634. Both stack on the narrow column,
 * so each reserves the wide column's height (WidgetDefinition.reservedHeight says why).
 */
const HEIGHTS = { 'two-column': 860, horizontal: 640 } as const;

export function monthlypaymentReservedHeight(settings: MonthlypaymentSettings): number {
  return HEIGHTS[settings.layout.template];
}
