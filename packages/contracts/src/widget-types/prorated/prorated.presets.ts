import type { WidgetPreset } from '../preset';
import type { ProratedSettings } from './prorated.schema';

/** The prorated calculator's designs: heading, fields, button and result. */
export const proratedPresets: readonly WidgetPreset<ProratedSettings>[] = [
  {
    name: 'Violet',
    settings: {
      heading: { headingColor: '#8a2be2', headingFontFamily: 'Cabin' },
      button: { buttonBg: '#8a2be2', buttonHoverBg: '#7126b8', buttonColor: '#ffffff' },
      result: { resultBg: '#f8f9fa', resultBorder: '#dee2e6', resultLayout: 'vertical' },
    },
  },
  {
    name: 'Ocean',
    settings: {
      general: { containerBg: '#f0f9ff' },
      heading: { headingColor: '#0c4a6e', headingFontFamily: 'Poppins' },
      field: { fieldFontFamily: 'Poppins' },
      button: { buttonFontFamily: 'Poppins', buttonBg: '#0369a1', buttonHoverBg: '#075985', buttonColor: '#ffffff' },
      result: { resultBg: '#e0f2fe', resultBorder: '#7dd3fc', resultLayout: 'horizontal' },
    },
  },
  {
    name: 'Graphite',
    settings: {
      general: { containerBg: '#1f2937' },
      heading: { headingColor: '#f9fafb', labelColor: '#d1d5db', headingFontFamily: 'Roboto' },
      field: { fieldColor: '#111827', fieldFontFamily: 'Roboto' },
      button: { buttonFontFamily: 'Roboto', buttonBg: '#f59e0b', buttonHoverBg: '#d97706', buttonColor: '#111827' },
      result: { resultBg: '#374151', resultBorder: '#4b5563', resultColor: '#f9fafb', resultLayout: 'vertical' },
    },
  },
];
