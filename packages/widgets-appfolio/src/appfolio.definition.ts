// The appfolio widget type as the product sees it: catalogue facts, what saving requires, its default
// images, how the editor previews its source, and its runtime with the editor panel, loaded on demand.
import { SOURCE_MESSAGES } from '@widgetry/contracts/constants';
import { defineWidget } from '@widgetry/widgets-core';
import { appfolioReservedHeight } from './appfolio.reserved-height';

export const appfolioDefinition = defineWidget({
  type: 'appfolio',
  catalogue: {
    displayName: 'AppFolio Listings',
    category: 'listings',
    priceCents: 1999,
    desc: 'Show your current AppFolio rental listings on your own website, with photos, rent, filters, sorting and an optional map.',
  },
  reservedHeight: appfolioReservedHeight,
  requiredSources: [{ path: 'appfolioUrl', message: SOURCE_MESSAGES.appfolio }],
  // Spec 001 §4: the listings URL, the maps key and the group each set isUrlChanged; the group
  // narrows what is read, and a new key is a new map over freshly read listings.
  previewSource: {
    source: { path: 'appfolioUrl', flag: 'isUrlChanged', typed: true },
    alsoReads: [
      { path: 'clientGmapApi', flag: 'isUrlChanged', typed: true },
      { path: 'group', flag: 'isUrlChanged', typed: true },
    ],
  },
  images: { title: 'AppFolio Listings', tag: 'Rental listings', icon: 'listing', from: '#0f766e', to: '#22c55e' },
  groupPath: 'group',
  load: async () => (await import('./index')).appfolioModule,
});
