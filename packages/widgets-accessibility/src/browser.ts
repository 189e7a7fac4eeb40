// The script-tag entry (/scripts/widget/accessibility.js): registers the runtime in window.Widgetry
// for the loader. The stylesheet is served separately, so no CSS string is bundled here.
import { registerRuntime } from '@widgetry/widgets-core';
import { createAccessibilityRuntime, isAccessibilitySettings } from './accessibility.runtime';

registerRuntime(createAccessibilityRuntime(''), isAccessibilitySettings);
