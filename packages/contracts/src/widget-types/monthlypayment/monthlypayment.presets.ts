import type { WidgetPreset } from '../preset';
import type { MonthlypaymentSettings } from './monthlypayment.schema';

/** The mortgage calculator's designs: container, header, result, layout and the chart's colours. */
export const monthlypaymentPresets: readonly WidgetPreset<MonthlypaymentSettings>[] = [
  {
    name: 'Bright',
    settings: {
      container: { bgColor: '#ffffff', borderColor: '#e2e8f0', shadow: 'md' },
      header: { textColor: '#1a202c' },
      result: { textColor: '#1a202c' },
      layout: { template: 'two-column' },
      colors: {
        principalDot: '#4299e1',
        taxDot: '#f6ad55',
        insuranceDot: '#68d391',
        hoaDot: '#9f7aea',
        mortgageDot: '#fc8181',
      },
    },
  },
  {
    name: 'Earth',
    settings: {
      container: { bgColor: '#fffaf0', borderColor: '#fbd38d', shadow: 'sm' },
      header: { textColor: '#7b341e', fontFamily: 'Lato' },
      result: { textColor: '#7b341e', fontFamily: 'Lato' },
      fields: { textColor: '#744210', fontFamily: 'Lato' },
      layout: { template: 'horizontal' },
      colors: {
        principalDot: '#c05621',
        taxDot: '#d69e2e',
        insuranceDot: '#38a169',
        hoaDot: '#805ad5',
        mortgageDot: '#e53e3e',
      },
    },
  },
  {
    name: 'Night',
    settings: {
      container: { bgColor: '#1a202c', borderColor: '#2d3748', shadow: 'lg' },
      header: { textColor: '#f7fafc' },
      result: { textColor: '#f7fafc' },
      fields: { textColor: '#e2e8f0' },
      layout: { template: 'two-column' },
      colors: {
        principalDot: '#63b3ed',
        taxDot: '#fbd38d',
        insuranceDot: '#9ae6b4',
        hoaDot: '#d6bcfa',
        mortgageDot: '#feb2b2',
      },
    },
  },
];
