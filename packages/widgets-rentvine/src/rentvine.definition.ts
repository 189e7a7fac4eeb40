// The rentvine widget type as the product sees it: catalogue facts, what saving requires, its default
// images, how the editor previews its source, and its runtime with the editor panel, loaded on demand.
import { SOURCE_MESSAGES } from '@widgetry/contracts/constants';
import { defineWidget } from '@widgetry/widgets-core';
import { rentvineReservedHeight } from './rentvine.reserved-height';

export const rentvineDefinition = defineWidget({
  type: 'rentvine',
  catalogue: {
    displayName: 'Rentvine Listings',
    category: 'listings',
    priceCents: 1999,
    desc: 'Display the rentals from your Rentvine profile on your website, always up to date, with photos, pricing and filters.',
  },
  reservedHeight: rentvineReservedHeight,
  requiredSources: [{ path: 'rentvineUrl', message: SOURCE_MESSAGES.rentvine }],
  // Spec 001 §4: the listings URL, the maps key and the group each set isUrlChanged; the group
  // narrows what is read, and a new key is a new map over freshly read listings.
  previewSource: {
    source: { path: 'rentvineUrl', flag: 'isUrlChanged', typed: true },
    alsoReads: [
      { path: 'clientGmapApi', flag: 'isUrlChanged', typed: true },
      { path: 'group', flag: 'isUrlChanged', typed: true },
    ],
  },
  images: { title: 'Rentvine Listings', tag: 'Rental listings', icon: 'listing', from: '#7c3aed', to: '#c084fc' },
  groupPath: 'group',
  load: async () => (await import('./index')).rentvineModule,
});
