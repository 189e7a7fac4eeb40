// The script-tag entry (/scripts/widget/rentvine.js): registers the runtime in window.Widgetry
// for the loader. The stylesheet is served separately, so no CSS string is bundled here.
import { registerRuntime } from '@widgetry/widgets-core';
import { createRentvineRuntime, isRentvineSettings } from './rentvine.runtime';

registerRuntime(createRentvineRuntime(''), isRentvineSettings);
