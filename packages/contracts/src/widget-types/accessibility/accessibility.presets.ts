import type { WidgetPreset } from '../preset';
import type { AccessibilitySettings } from './accessibility.schema';

/** The accessibility menu's designs: the button's and the toolbox's colours. */
export const accessibilityPresets: readonly WidgetPreset<AccessibilitySettings>[] = [
  {
    name: 'Classic blue',
    settings: {
      icon: { iconColor: '#ffffff', iconBg: '#005a9c' },
      toolbox: {
        toolboxTextColor: '#ffffff',
        toolboxBg: '#1a202c',
        groupTextColor: '#ffffff',
        groupBg: '#2d3748',
        groupHoverColor: '#ffffff',
        groupHoverBg: '#005a9c',
      },
    },
  },
  {
    name: 'Light',
    settings: {
      icon: { iconColor: '#ffffff', iconBg: '#2f855a' },
      toolbox: {
        toolboxTextColor: '#1a202c',
        toolboxBg: '#f7fafc',
        groupTextColor: '#1a202c',
        groupBg: '#e2e8f0',
        groupHoverColor: '#ffffff',
        groupHoverBg: '#276749',
      },
    },
  },
  {
    name: 'High contrast',
    settings: {
      icon: { iconColor: '#000000', iconBg: '#ffd700' },
      toolbox: {
        toolboxTextColor: '#ffffff',
        toolboxBg: '#000000',
        groupTextColor: '#ffffff',
        groupBg: '#1a1a1a',
        groupHoverColor: '#000000',
        groupHoverBg: '#ffd700',
      },
    },
  },
];
