// The script-tag entry (/scripts/widget/affordability.js): registers the runtime in
// window.Widgetry for the loader. The stylesheet is served separately, so no CSS string is bundled.
import { registerRuntime } from '@widgetry/widgets-core';
import { createAffordabilityRuntime, isAffordabilitySettings } from './affordability.runtime';

registerRuntime(createAffordabilityRuntime(''), isAffordabilitySettings);
