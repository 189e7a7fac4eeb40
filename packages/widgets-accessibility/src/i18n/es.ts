// Spanish (neutral, for Latin American and US Spanish pages as well as Spain): the terms of the
// platforms' own accessibility settings (Contraste alto, Invertir colores, Interlineado).
import type { Translation } from '@widgetry/widgets-core';
import type { AccessibilityMessages } from './en';

export const es: Translation<AccessibilityMessages> = {
  title: 'Menú de accesibilidad',
  open: 'Abrir el menú de accesibilidad',
  close: 'Cerrar el menú de accesibilidad',
  reset: 'Restablecer todo',
  resetDone: 'Se restableció toda la configuración',
  smaller: 'Reducir texto',
  larger: 'Aumentar texto',
  textSize: 'Tamaño del texto: {size}',
  on: '{tool}: activado',
  off: '{tool}: desactivado',
  'group-text': 'Texto',
  'group-contrast': 'Contraste',
  'group-saturation': 'Saturación',
  'group-navigation': 'Navegación',
  'group-content': 'Contenido',
  'line-height': 'Interlineado',
  'letter-spacing': 'Espaciado entre letras',
  'readable-font': 'Fuente legible',
  links: 'Resaltar enlaces',
  headings: 'Resaltar encabezados',
  'big-cursor': 'Cursor grande',
  'reading-guide': 'Guía de lectura',
  'stop-motion': 'Detener animaciones',
  'hide-images': 'Ocultar imágenes',
  'contrast-high': 'Contraste alto',
  'contrast-dark': 'Contraste oscuro',
  'contrast-light': 'Contraste claro',
  'contrast-invert': 'Invertir colores',
  'saturation-low': 'Saturación baja',
  'saturation-high': 'Saturación alta',
  'saturation-mono': 'Monocromo',
};
