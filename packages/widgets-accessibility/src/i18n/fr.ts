// French ("vous" register; a no-break space before the colon, as French typography wants): the
// terms of the platforms' own accessibility settings (Contraste élevé, Inverser les couleurs).
import type { Translation } from '@widgetry/widgets-core';
import type { AccessibilityMessages } from './en';

export const fr: Translation<AccessibilityMessages> = {
  title: 'Menu d’accessibilité',
  open: 'Ouvrir le menu d’accessibilité',
  close: 'Fermer le menu d’accessibilité',
  reset: 'Tout réinitialiser',
  resetDone: 'Tous les réglages ont été réinitialisés',
  smaller: 'Réduire le texte',
  larger: 'Agrandir le texte',
  textSize: 'Taille du texte\u00a0: {size}',
  on: '{tool}\u00a0: activé',
  off: '{tool}\u00a0: désactivé',
  'group-text': 'Texte',
  'group-contrast': 'Contraste',
  'group-saturation': 'Saturation',
  'group-navigation': 'Navigation',
  'group-content': 'Contenu',
  'line-height': 'Interligne',
  'letter-spacing': 'Espacement des lettres',
  'readable-font': 'Police lisible',
  links: 'Surligner les liens',
  headings: 'Surligner les titres',
  'big-cursor': 'Grand curseur',
  'reading-guide': 'Guide de lecture',
  'stop-motion': 'Arrêter les animations',
  'hide-images': 'Masquer les images',
  'contrast-high': 'Contraste élevé',
  'contrast-dark': 'Contraste sombre',
  'contrast-light': 'Contraste clair',
  'contrast-invert': 'Inverser les couleurs',
  'saturation-low': 'Saturation faible',
  'saturation-high': 'Saturation élevée',
  'saturation-mono': 'Monochrome',
};
