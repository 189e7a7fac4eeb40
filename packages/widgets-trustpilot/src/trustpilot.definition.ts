// The trustpilot widget type as the product sees it: catalogue facts, what saving requires, its default
// images, and its runtime with the editor panel, loaded on demand.
import { SOURCE_MESSAGES } from '@widgetry/contracts/constants';
import { defineWidget } from '@widgetry/widgets-core';
import { trustpilotReservedHeight } from './trustpilot.reserved-height';

export const trustpilotDefinition = defineWidget({
  type: 'trustpilot',
  catalogue: {
    displayName: 'Trustpilot Reviews',
    category: 'reviews',
    priceCents: 999,
    desc: 'Showcase your Trustpilot rating and latest reviews in a list, masonry or carousel layout styled to match your brand.',
  },
  reservedHeight: trustpilotReservedHeight,
  requiredSources: [{ path: 'url', message: SOURCE_MESSAGES.trustpilot }],
  // The curation (issue 31) is applied by the API: a change asks for the data again, from the cache.
  previewSource: { source: { path: 'url', flag: 'isUrlChanged', typed: true }, shapedBy: 'curation' },
  images: { title: 'Trustpilot Reviews', tag: 'Reviews', icon: 'review', from: '#047857', to: '#34d399' },
  load: async () => (await import('./index')).trustpilotModule,
});
