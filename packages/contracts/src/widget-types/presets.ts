import { accessibilityPresets } from './accessibility/accessibility.presets';
import { affordabilityPresets } from './affordability/affordability.presets';
import { appfolioPresets } from './appfolio/appfolio.presets';
import { monthlypaymentPresets } from './monthlypayment/monthlypayment.presets';
import type { WidgetPreset } from './preset';
import { proratedPresets } from './prorated/prorated.presets';
import type { SettingsByType, WidgetTypeName } from './registry';
import { rentvinePresets } from './rentvine/rentvine.presets';
import { tripadvisorPresets } from './tripadvisor/tripadvisor.presets';
import { trustpilotPresets } from './trustpilot/trustpilot.presets';
import { yelpPresets } from './yelp/yelp.presets';

export type { PresetSettings, WidgetPreset } from './preset';

/** Each type's named designs (issue 29 #29), each beside its type's schema. */
export const PRESETS_BY_TYPE: { [K in WidgetTypeName]: readonly WidgetPreset<SettingsByType[K]>[] } = {
  accessibility: accessibilityPresets,
  appfolio: appfolioPresets,
  trustpilot: trustpilotPresets,
  rentvine: rentvinePresets,
  tripadvisor: tripadvisorPresets,
  yelp: yelpPresets,
  prorated: proratedPresets,
  affordability: affordabilityPresets,
  monthlypayment: monthlypaymentPresets,
};

/** A type's designs, for the editor's list. */
export function presetsOf<T extends WidgetTypeName>(type: T): readonly WidgetPreset<SettingsByType[T]>[] {
  return PRESETS_BY_TYPE[type];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `settings` with the preset's values laid over them, group by group; everything the preset does
 * not name (sources, texts, numbers) is kept as it is. A new object: `settings` is not changed.
 */
export function applyPreset(settings: unknown, preset: { settings: unknown }): unknown {
  if (!isPlainObject(settings) || !isPlainObject(preset.settings)) return preset.settings;
  const merged: Record<string, unknown> = { ...settings };
  for (const [key, value] of Object.entries(preset.settings)) {
    merged[key] = isPlainObject(value) ? applyPreset(merged[key], { settings: value }) : value;
  }
  return merged;
}
