// The yelp widget type as the product sees it: catalogue facts, what saving requires, its default
// images, and its runtime with the editor panel, loaded on demand.
import { SOURCE_MESSAGES } from '@widgetry/contracts/constants';
import { defineWidget } from '@widgetry/widgets-core';
import { yelpReservedHeight } from './yelp.reserved-height';

export const yelpDefinition = defineWidget({
  type: 'yelp',
  catalogue: {
    displayName: 'Yelp Reviews',
    category: 'reviews',
    priceCents: 999,
    desc: 'Feature your Yelp rating and customer reviews on your website, with a header, review cards and an Add Review button.',
  },
  reservedHeight: yelpReservedHeight,
  requiredSources: [
    { path: 'businessId', message: SOURCE_MESSAGES.yelpBusinessId },
    { path: 'url', message: SOURCE_MESSAGES.yelpUrl },
  ],
  // The Business URL and name are only shown: the reviews are read by the business id.
  previewSource: {
    source: { path: 'businessId', flag: 'isReloadRequired', typed: true },
    amount: { path: 'fetchReviews', flag: 'isReloadRequired', typed: false },
    loadingControl: 'fetchReviews',
    // The curation (issue 31) is applied by the API: a change asks for the data again, from the cache.
    shapedBy: 'curation',
  },
  images: { title: 'Yelp Reviews', tag: 'Reviews', icon: 'review', from: '#dc2626', to: '#fb923c' },
  load: async () => (await import('./index')).yelpModule,
});
