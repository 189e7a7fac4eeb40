// The AppFolio widget in the space its install snippet reserves (WidgetDefinition.reservedHeight):
// mid-page it moves nothing and fits, with the six listings the reservation assumes.
import { defaultSettings } from '@widgetry/contracts';
import * as e2e from '@widgetry/tooling/e2e';
import { describeReservedHeight, listingsOf } from '@widgetry/widgets-core/testing';
import { appfolioDefinition } from '../src/appfolio.definition';

const defaults = defaultSettings('appfolio');

describeReservedHeight({
  definition: appfolioDefinition,
  settings: { 'three columns': defaults, 'one column': { ...defaults, appfolioCol: 1 } },
  data: listingsOf('appfolio', 6),
  e2e,
});
