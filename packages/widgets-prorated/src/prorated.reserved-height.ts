// The height the install snippet reserves for a prorated rent calculator (WidgetDefinition.reservedHeight).
import type { ProratedSettings } from '@widgetry/contracts';

/**
 * Measured in Chromium, default settings but for the result layout (px on a 343 px column / on a
 * 928 px one): vertical 676 / 633, horizontal 693 / 592. The narrow column is only a little
 * taller, so each reserves that, covering both.
 */
const HEIGHTS = { vertical: 680, horizontal: 700 } as const;

export function proratedReservedHeight(settings: ProratedSettings): number {
  return HEIGHTS[settings.result.resultLayout];
}
