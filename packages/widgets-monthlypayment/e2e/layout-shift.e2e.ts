// The monthly payment calculator in the space its install snippet reserves
// (WidgetDefinition.reservedHeight): mid-page it moves nothing and fits.
import { defaultSettings } from '@widgetry/contracts';
import * as e2e from '@widgetry/tooling/e2e';
import { describeReservedHeight } from '@widgetry/widgets-core/testing';
import { monthlypaymentDefinition } from '../src/monthlypayment.definition';

const defaults = defaultSettings('monthlypayment');

describeReservedHeight({
  definition: monthlypaymentDefinition,
  settings: {
    'two columns': defaults,
    horizontal: { ...defaults, layout: { ...defaults.layout, template: 'horizontal' } },
  },
  e2e,
});
