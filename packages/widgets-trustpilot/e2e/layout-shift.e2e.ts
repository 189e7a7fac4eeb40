// The Trustpilot widget must not move the customer's page when it appears (DESIGN budget "host
// page": no layout shift). embed.js is async, so the page paints before the widget shows; the
// install snippet's placeholder reserves the widget's height for its settings (the dashboard's
// buildInstallSnippet writes the definition's reservedHeight as an inline min-height, checked by
// its unit test). The list shows the 20 reviews the source reads, which the reservation assumes.
import { defaultSettings } from '@widgetry/contracts';
import * as e2e from '@widgetry/tooling/e2e';
import { describeReservedHeight, reviewsOf } from '@widgetry/widgets-core/testing';
import { trustpilotDefinition } from '../src/trustpilot.definition';

const defaults = defaultSettings('trustpilot');

describeReservedHeight({
  definition: trustpilotDefinition,
  settings: {
    list: defaults,
    masonry: { ...defaults, layout: 'masonry' },
    carousel: { ...defaults, layout: 'carousel' },
  },
  data: reviewsOf('trustpilot', 20),
  e2e,
});
