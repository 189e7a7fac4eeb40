import type { WidgetPreset } from '../preset';
import type { AffordabilitySettings } from './affordability.schema';

/** The affordability calculator's designs: container, header, buttons and results. */
export const affordabilityPresets: readonly WidgetPreset<AffordabilitySettings>[] = [
  {
    name: 'Classic',
    settings: {
      container: { bgColor: '#ffffff', borderColor: '#e2e8f0', shadow: 'md' },
      header: { textColor: '#1a202c', fontFamily: 'Open Sans' },
      button: { calculate: { bgColor: '#2b6cb0', hoverColor: '#2c5282', textColor: '#ffffff' } },
      results: { bgColor: '#f7fafc', borderColor: '#e2e8f0' },
      layout: { template: 'vertical' },
    },
  },
  {
    name: 'Meadow',
    settings: {
      container: { bgColor: '#f0fff4', borderColor: '#9ae6b4', shadow: 'sm' },
      header: { textColor: '#22543d', fontFamily: 'Quicksand' },
      button: { calculate: { bgColor: '#2f855a', hoverColor: '#276749', textColor: '#ffffff' } },
      results: { bgColor: '#c6f6d5', borderColor: '#9ae6b4', textColor: '#22543d' },
      layout: { template: 'horizontal' },
    },
  },
  {
    name: 'Charcoal',
    settings: {
      container: { bgColor: '#2d3748', borderColor: '#4a5568', shadow: 'lg' },
      header: { textColor: '#f7fafc', fontFamily: 'Montserrat' },
      fields: { textColor: '#f7fafc' },
      button: { calculate: { bgColor: '#ed8936', hoverColor: '#dd6b20', textColor: '#1a202c' } },
      results: { bgColor: '#1a202c', borderColor: '#4a5568', textColor: '#f7fafc' },
      disclaimer: { textColor: '#cbd5e0' },
      layout: { template: 'vertical' },
    },
  },
];
