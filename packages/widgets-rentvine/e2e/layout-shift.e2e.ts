// The Rentvine widget in the space its install snippet reserves (WidgetDefinition.reservedHeight):
// mid-page it moves nothing and fits, with the six listings the reservation assumes.
import { defaultSettings } from '@widgetry/contracts';
import * as e2e from '@widgetry/tooling/e2e';
import { describeReservedHeight, listingsOf } from '@widgetry/widgets-core/testing';
import { rentvineDefinition } from '../src/rentvine.definition';

const defaults = defaultSettings('rentvine');

describeReservedHeight({
  definition: rentvineDefinition,
  settings: { 'three columns': defaults, 'one column': { ...defaults, renttvineCol: 1 } },
  data: listingsOf('rentvine', 6),
  e2e,
});
