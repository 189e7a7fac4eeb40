// The prorated widget type as the product sees it: catalogue facts, what saving requires, its default
// images, and its runtime with the editor panel, loaded on demand.
import { defineWidget } from '@widgetry/widgets-core';
import { proratedReservedHeight } from './prorated.reserved-height';

export const proratedDefinition = defineWidget({
  type: 'prorated',
  catalogue: {
    displayName: 'Prorated Rent Calculator',
    category: 'misc',
    priceCents: 0,
    desc: 'Let tenants work out the prorated rent for a partial month from the monthly rent and their move-in or move-out date.',
  },
  reservedHeight: proratedReservedHeight,
  requiredSources: [],
  images: { title: 'Prorated Rent Calculator', tag: 'Calculator', icon: 'calendar', from: '#ea580c', to: '#facc15' },
  load: async () => (await import('./index')).proratedModule,
});
