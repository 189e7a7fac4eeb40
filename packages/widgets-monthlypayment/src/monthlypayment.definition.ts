// The monthlypayment widget type as the product sees it: catalogue facts, what saving requires, its default
// images, and its runtime with the editor panel, loaded on demand.
import { defineWidget } from '@widgetry/widgets-core';
import { monthlypaymentReservedHeight } from './monthlypayment.reserved-height';

export const monthlypaymentDefinition = defineWidget({
  type: 'monthlypayment',
  catalogue: {
    displayName: 'Mortgage Payment Calculator',
    category: 'misc',
    priceCents: 0,
    desc: 'Estimate a monthly mortgage payment with sliders, broken down into principal and interest, taxes, insurance and HOA fees.',
  },
  reservedHeight: monthlypaymentReservedHeight,
  requiredSources: [],
  images: { title: 'Mortgage Payment Calculator', tag: 'Calculator', icon: 'percent', from: '#be185d', to: '#f472b6' },
  load: async () => (await import('./index')).monthlypaymentModule,
});
