// The affordability widget type as the product sees it: catalogue facts, what saving requires, its default
// images, and its runtime with the editor panel, loaded on demand.
import { defineWidget } from '@widgetry/widgets-core';
import { affordabilityReservedHeight } from './affordability.reserved-height';

export const affordabilityDefinition = defineWidget({
  type: 'affordability',
  catalogue: {
    displayName: 'Affordability Calculator',
    category: 'misc',
    priceCents: 0,
    desc: 'Help visitors see how much home they can afford from their income, monthly debts, down payment and interest rate.',
  },
  reservedHeight: affordabilityReservedHeight,
  requiredSources: [],
  images: { title: 'Affordability Calculator', tag: 'Calculator', icon: 'wallet', from: '#4f46e5', to: '#0ea5e9' },
  load: async () => (await import('./index')).affordabilityModule,
});
