// The accessibility widget type as the product sees it: catalogue facts, what saving requires, its default
// images, and its runtime with the editor panel, loaded on demand.
import { SOURCE_MESSAGES } from '@widgetry/contracts/constants';
import { defineWidget } from '@widgetry/widgets-core';

export const accessibilityDefinition = defineWidget({
  type: 'accessibility',
  catalogue: {
    displayName: 'Accessibility Menu',
    category: 'misc',
    priceCents: 0,
    desc: 'A floating accessibility toolbox that lets visitors enlarge text, raise contrast, highlight links and pause animations on your site.',
  },
  requiredSources: [{ path: 'domainUrl', message: SOURCE_MESSAGES.accessibility }],
  images: { title: 'Accessibility Menu', tag: 'Accessibility', icon: 'accessibility', from: '#2563eb', to: '#06b6d4' },
  load: async () => (await import('./index')).accessibilityModule,
});
