// The tripadvisor widget type as the product sees it: catalogue facts, what saving requires, its default
// images, and its runtime with the editor panel, loaded on demand.
import { SOURCE_MESSAGES } from '@widgetry/contracts/constants';
import { defineWidget } from '@widgetry/widgets-core';
import { tripadvisorReservedHeight } from './tripadvisor.reserved-height';

export const tripadvisorDefinition = defineWidget({
  type: 'tripadvisor',
  catalogue: {
    displayName: 'TripAdvisor Reviews',
    category: 'reviews',
    priceCents: 999,
    desc: 'Bring your TripAdvisor rating and guest reviews for your hotel or restaurant onto your site, filtered by stars.',
  },
  reservedHeight: tripadvisorReservedHeight,
  requiredSources: [{ path: 'url', message: SOURCE_MESSAGES.tripadvisor }],
  previewSource: {
    source: { path: 'url', flag: 'isUrlChanged', typed: true },
    amount: { path: 'filters.reviewPageCount', flag: 'isReviewCountChanged', typed: true },
    // The curation (issue 31) is applied by the API: a change asks for the data again, from the cache.
    shapedBy: 'curation',
  },
  images: { title: 'Tripadvisor Reviews', tag: 'Reviews', icon: 'review', from: '#0d9488', to: '#84cc16' },
  load: async () => (await import('./index')).tripadvisorModule,
});
