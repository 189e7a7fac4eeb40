// The script-tag entry (/scripts/widget/yelp.js): registers the runtime in window.Widgetry for the
// loader. The stylesheet is served separately, so no CSS string is bundled here.
import { registerRuntime } from '@widgetry/widgets-core';
import { createYelpRuntime, isYelpSettings } from './yelp.runtime';

registerRuntime(createYelpRuntime(''), isYelpSettings);
