// The affordability calculator in the space its install snippet reserves
// (WidgetDefinition.reservedHeight): mid-page it moves nothing and fits.
import { defaultSettings } from '@widgetry/contracts';
import * as e2e from '@widgetry/tooling/e2e';
import { describeReservedHeight } from '@widgetry/widgets-core/testing';
import { affordabilityDefinition } from '../src/affordability.definition';

const defaults = defaultSettings('affordability');

describeReservedHeight({
  definition: affordabilityDefinition,
  settings: {
    vertical: defaults,
    horizontal: { ...defaults, layout: { ...defaults.layout, template: 'horizontal' } },
    'vertical spacious': { ...defaults, layout: { ...defaults.layout, spacing: 'spacious' } },
  },
  e2e,
});
