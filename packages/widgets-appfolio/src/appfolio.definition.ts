// The appfolio widget type as the product sees it: catalogue facts, what saving requires, its default
// images; its runtime is not built yet, so the editor says it is coming soon.
import { SOURCE_MESSAGES } from '@widgetry/contracts/constants';
import { defineWidget } from '@widgetry/widgets-core';

export const appfolioDefinition = defineWidget({
  type: 'appfolio',
  catalogue: {
    displayName: 'AppFolio Listings',
    category: 'listings',
    priceCents: 1999,
    desc: 'Show your current AppFolio rental listings on your own website, with photos, rent, filters, sorting and an optional map.',
  },
  requiredSources: [{ path: 'appfolioUrl', message: SOURCE_MESSAGES.appfolio }],
  images: { title: 'AppFolio Listings', tag: 'Rental listings', icon: 'listing', from: '#0f766e', to: '#22c55e' },
  groupPath: 'group',
  load: null,
});
