// The accessibility menu's English catalogue (issue 32): every text a visitor reads or hears that
// the owner did not type. The runtime carries it; es, fr, de, pt and ar are the same keys, loaded
// from the host. Tool keys are the tools' own names (TOGGLE_TOOLS), contrast and saturation modes
// are `contrast-<mode>` and `saturation-<mode>` (as on the host page), groups are `group-<key>`.
import type { Catalogue } from '@widgetry/widgets-core';

export const accessibilityMessages = {
  /** The toolbox title while the owner keeps the default one (accessibility.render.ts toolboxTitle). */
  title: 'Accessibility Menu',
  open: 'Open accessibility menu',
  close: 'Close accessibility menu',
  reset: 'Reset all',
  resetDone: 'All settings reset',
  smaller: 'Smaller text',
  larger: 'Larger text',
  /** {size} is the percentage, formatted for the language. */
  textSize: 'Text size {size}',
  /** Announced after a press: {tool} is the tool's name. */
  on: '{tool} on',
  off: '{tool} off',
  'group-text': 'Text',
  'group-contrast': 'Contrast',
  'group-saturation': 'Saturation',
  'group-navigation': 'Navigation',
  'group-content': 'Content',
  'line-height': 'Line height',
  'letter-spacing': 'Letter spacing',
  'readable-font': 'Readable font',
  links: 'Highlight links',
  headings: 'Highlight headings',
  'big-cursor': 'Big cursor',
  'reading-guide': 'Reading guide',
  'stop-motion': 'Stop animations',
  'hide-images': 'Hide images',
  'contrast-high': 'High contrast',
  'contrast-dark': 'Dark contrast',
  'contrast-light': 'Light contrast',
  'contrast-invert': 'Invert colours',
  'saturation-low': 'Low saturation',
  'saturation-high': 'High saturation',
  'saturation-mono': 'Monochrome',
} as const satisfies Catalogue;

export type AccessibilityMessages = typeof accessibilityMessages;
