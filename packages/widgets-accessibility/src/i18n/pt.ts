// Portuguese (Brazilian, "você" register, understood in Portugal too): the terms of the platforms'
// own accessibility settings (Alto contraste, Inverter cores).
import type { Translation } from '@widgetry/widgets-core';
import type { AccessibilityMessages } from './en';

export const pt: Translation<AccessibilityMessages> = {
  title: 'Menu de acessibilidade',
  open: 'Abrir o menu de acessibilidade',
  close: 'Fechar o menu de acessibilidade',
  reset: 'Redefinir tudo',
  resetDone: 'Todas as configurações foram redefinidas',
  smaller: 'Texto menor',
  larger: 'Texto maior',
  textSize: 'Tamanho do texto: {size}',
  on: '{tool}: ativado',
  off: '{tool}: desativado',
  'group-text': 'Texto',
  'group-contrast': 'Contraste',
  'group-saturation': 'Saturação',
  'group-navigation': 'Navegação',
  'group-content': 'Conteúdo',
  'line-height': 'Espaçamento entre linhas',
  'letter-spacing': 'Espaçamento entre letras',
  'readable-font': 'Fonte legível',
  links: 'Destacar links',
  headings: 'Destacar títulos',
  'big-cursor': 'Cursor grande',
  'reading-guide': 'Guia de leitura',
  'stop-motion': 'Parar animações',
  'hide-images': 'Ocultar imagens',
  'contrast-high': 'Alto contraste',
  'contrast-dark': 'Contraste escuro',
  'contrast-light': 'Contraste claro',
  'contrast-invert': 'Inverter cores',
  'saturation-low': 'Saturação baixa',
  'saturation-high': 'Saturação alta',
  'saturation-mono': 'Monocromático',
};
