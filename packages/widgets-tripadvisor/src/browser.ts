// The script-tag entry (/scripts/widget/tripadvisor.js): registers the runtime in window.Widgetry
// for the loader. The stylesheet is served separately, so no CSS string is bundled here.
import { registerRuntime } from '@widgetry/widgets-core';
import { createTripadvisorRuntime, isTripadvisorSettings } from './tripadvisor.runtime';

registerRuntime(createTripadvisorRuntime(''), isTripadvisorSettings);
