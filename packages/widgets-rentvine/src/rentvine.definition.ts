// The rentvine widget type as the product sees it: catalogue facts, what saving requires, its default
// images; its runtime is not built yet, so the editor says it is coming soon.
import { SOURCE_MESSAGES } from '@widgetry/contracts/constants';
import { defineWidget } from '@widgetry/widgets-core';

export const rentvineDefinition = defineWidget({
  type: 'rentvine',
  catalogue: {
    displayName: 'Rentvine Listings',
    category: 'listings',
    priceCents: 1999,
    desc: 'Display the rentals from your Rentvine profile on your website, always up to date, with photos, pricing and filters.',
  },
  requiredSources: [{ path: 'rentvineUrl', message: SOURCE_MESSAGES.rentvine }],
  images: { title: 'Rentvine Listings', tag: 'Rental listings', icon: 'listing', from: '#7c3aed', to: '#c084fc' },
  groupPath: 'group',
  load: null,
});
