// Text tools that work through the host stylesheet: line height, letter spacing and a readable
// font. Values are unitless or in em, which resolve per element, so nesting never compounds.
import { scoped } from './host-scope';

/**
 * A dyslexia-friendly stack that needs no network: Atkinson Hyperlegible and Lexend where the
 * visitor has them installed, then the wide, open system fonts Verdana and Tahoma.
 */
export const READABLE_FONT_STACK = '"Atkinson Hyperlegible","Lexend",Verdana,Tahoma,sans-serif';

// Icon fonts render glyphs from private code points; giving them a text font would show boxes.
const NOT_ICONS = ':not(i):not([class*=icon]):not([class*=fa-]):not([class*=glyph]):not([class*=material])';

export const textCss = [
  // WCAG 1.4.12 asks pages to survive 1.5 line height and 0.12em / 0.16em spacing; ours go a bit past.
  `${scoped('line-height', 'body,body *')}{line-height:1.8!important}`,
  `${scoped('letter-spacing', 'body,body *')}{letter-spacing:.12em!important;word-spacing:.16em!important}`,
  `${scoped('readable-font', `body,body *${NOT_ICONS}`)}{font-family:${READABLE_FONT_STACK}!important}`,
].join('\n');
