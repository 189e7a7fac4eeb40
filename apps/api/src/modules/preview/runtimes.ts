import type { SettingsByType, WidgetTypeName } from '@widgetry/contracts';
import { accessibilityRuntime } from '@widgetry/widgets-accessibility';
import { affordabilityRuntime } from '@widgetry/widgets-affordability';
import type { WidgetRuntime } from '@widgetry/widgets-core';
import { monthlypaymentRuntime } from '@widgetry/widgets-monthlypayment';
import { proratedRuntime } from '@widgetry/widgets-prorated';

/**
 * The widget runtimes the server renders previews with, by type: the same packages the editor and
 * customers' pages run (DESIGN "Data flow" 2). A type without one answers that its preview is not
 * available yet; each widget issue adds its runtime here (and, for source widgets, the fetch).
 */
export type PreviewRuntimes = { [K in WidgetTypeName]?: WidgetRuntime<SettingsByType[K]> };

export const PREVIEW_RUNTIMES: PreviewRuntimes = {
  prorated: proratedRuntime,
  accessibility: accessibilityRuntime,
  affordability: affordabilityRuntime,
  monthlypayment: monthlypaymentRuntime,
};
