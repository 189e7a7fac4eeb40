// The yelp widget type as the product sees it: catalogue facts, what saving requires, its default
// images; its runtime is not built yet, so the editor says it is coming soon.
import { SOURCE_MESSAGES } from '@widgetry/contracts/constants';
import { defineWidget } from '@widgetry/widgets-core';

export const yelpDefinition = defineWidget({
  type: 'yelp',
  catalogue: {
    displayName: 'Yelp Reviews',
    category: 'reviews',
    priceCents: 999,
    desc: 'Feature your Yelp rating and customer reviews on your website, with a header, review cards and an Add Review button.',
  },
  requiredSources: [
    { path: 'businessId', message: SOURCE_MESSAGES.yelpBusinessId },
    { path: 'url', message: SOURCE_MESSAGES.yelpUrl },
  ],
  images: { title: 'Yelp Reviews', tag: 'Reviews', icon: 'review', from: '#dc2626', to: '#fb923c' },
  load: null,
});
