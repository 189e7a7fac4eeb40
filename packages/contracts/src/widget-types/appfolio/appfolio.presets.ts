import { LISTING_PRESETS } from '../listing.presets';
import type { WidgetPreset } from '../preset';
import type { AppfolioSettings } from './appfolio.schema';

/** The appfolio editor's designs: the listing widgets' shared ones. */
export const appfolioPresets: readonly WidgetPreset<AppfolioSettings>[] = LISTING_PRESETS;
