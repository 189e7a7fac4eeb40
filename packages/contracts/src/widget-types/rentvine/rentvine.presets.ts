import { LISTING_PRESETS } from '../listing.presets';
import type { WidgetPreset } from '../preset';
import type { RentvineSettings } from './rentvine.schema';

/** The rentvine editor's designs: the listing widgets' shared ones. */
export const rentvinePresets: readonly WidgetPreset<RentvineSettings>[] = LISTING_PRESETS;
