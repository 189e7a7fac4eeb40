// The TripAdvisor widget in the space its install snippet reserves (WidgetDefinition.reservedHeight):
// mid-page it moves nothing and fits; the default list shows 10 of the page of 20 reviews read.
import { defaultSettings } from '@widgetry/contracts';
import * as e2e from '@widgetry/tooling/e2e';
import { describeReservedHeight, reviewsOf } from '@widgetry/widgets-core/testing';
import { tripadvisorDefinition } from '../src/tripadvisor.definition';

const defaults = defaultSettings('tripadvisor');
const layout = (layoutType: 'masonry' | 'carousel') => ({ ...defaults, layout: { ...defaults.layout, layoutType } });

describeReservedHeight({
  definition: tripadvisorDefinition,
  settings: { list: defaults, masonry: layout('masonry'), carousel: layout('carousel') },
  data: reviewsOf('tripadvisor', 20),
  e2e,
});
