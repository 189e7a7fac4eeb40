// German ("Sie" register, though the menu needs no address): the terms of the platforms' own
// accessibility settings (Hoher Kontrast, Farben umkehren, Zeilenabstand, Leselineal).
import type { Translation } from '@widgetry/widgets-core';
import type { AccessibilityMessages } from './en';

export const de: Translation<AccessibilityMessages> = {
  title: 'Barrierefreiheitsmenü',
  open: 'Barrierefreiheitsmenü öffnen',
  close: 'Barrierefreiheitsmenü schließen',
  reset: 'Alles zurücksetzen',
  resetDone: 'Alle Einstellungen zurückgesetzt',
  smaller: 'Text verkleinern',
  larger: 'Text vergrößern',
  textSize: 'Textgröße: {size}',
  on: '{tool}: ein',
  off: '{tool}: aus',
  'group-text': 'Text',
  'group-contrast': 'Kontrast',
  'group-saturation': 'Sättigung',
  'group-navigation': 'Navigation',
  'group-content': 'Inhalt',
  'line-height': 'Zeilenabstand',
  'letter-spacing': 'Zeichenabstand',
  'readable-font': 'Lesbare Schrift',
  links: 'Links hervorheben',
  headings: 'Überschriften hervorheben',
  'big-cursor': 'Großer Mauszeiger',
  'reading-guide': 'Leselineal',
  'stop-motion': 'Animationen anhalten',
  'hide-images': 'Bilder ausblenden',
  'contrast-high': 'Hoher Kontrast',
  'contrast-dark': 'Dunkler Kontrast',
  'contrast-light': 'Heller Kontrast',
  'contrast-invert': 'Farben umkehren',
  'saturation-low': 'Geringe Sättigung',
  'saturation-high': 'Hohe Sättigung',
  'saturation-mono': 'Monochrom',
};
