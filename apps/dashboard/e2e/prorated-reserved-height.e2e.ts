// The prorated calculator in the space its install snippet reserves (WidgetDefinition
// reservedHeight): mid-page it moves nothing and fits. Here rather than in its own package, which
// has no browser-test config; this suite can import every type's definition. It starts its own
// stub API and front-end host (build the host first), not the product the suite's setup starts.
import { defaultSettings } from '@widgetry/contracts';
import * as e2e from '@widgetry/tooling/e2e';
import { widgetDefinition } from '@widgetry/widget-registry';
import { describeReservedHeight } from '@widgetry/widgets-core/testing';

const defaults = defaultSettings('prorated');

describeReservedHeight({
  definition: widgetDefinition('prorated'),
  settings: {
    vertical: defaults,
    horizontal: { ...defaults, result: { ...defaults.result, resultLayout: 'horizontal' } },
  },
  e2e,
});
