// The trustpilot widget type as the product sees it: catalogue facts, what saving requires, its default
// images, and its runtime with the editor panel, loaded on demand.
import { SOURCE_MESSAGES } from '@widgetry/contracts/constants';
import { defineWidget } from '@widgetry/widgets-core';

export const trustpilotDefinition = defineWidget({
  type: 'trustpilot',
  catalogue: {
    displayName: 'Trustpilot Reviews',
    category: 'reviews',
    priceCents: 999,
    desc: 'Showcase your Trustpilot rating and latest reviews in a list, masonry or carousel layout styled to match your brand.',
  },
  // The default list of five reviews measured in Chromium: 993 px on a 928 px column, 1168 px on a 343 px one.
  reservedHeight: 1170,
  requiredSources: [{ path: 'url', message: SOURCE_MESSAGES.trustpilot }],
  previewSource: { source: { path: 'url', flag: 'isUrlChanged', typed: true } },
  images: { title: 'Trustpilot Reviews', tag: 'Reviews', icon: 'review', from: '#047857', to: '#34d399' },
  load: async () => (await import('./index')).trustpilotModule,
});
