// The Yelp widget in the space its install snippet reserves (WidgetDefinition.reservedHeight):
// mid-page it moves nothing and fits; the default list shows the 10 reviews it reads.
import { defaultSettings } from '@widgetry/contracts';
import * as e2e from '@widgetry/tooling/e2e';
import { describeReservedHeight, reviewsOf } from '@widgetry/widgets-core/testing';
import { yelpDefinition } from '../src/yelp.definition';

const defaults = defaultSettings('yelp');
const layout = (reviewlayout: 'masonry' | 'carousel') => ({
  ...defaults,
  reviews: { ...defaults.reviews, reviewlayout },
});

describeReservedHeight({
  definition: yelpDefinition,
  settings: { list: defaults, masonry: layout('masonry'), carousel: layout('carousel') },
  data: reviewsOf('yelp', 45),
  e2e,
});
