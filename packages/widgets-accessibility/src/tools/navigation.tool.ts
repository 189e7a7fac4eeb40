// Highlight links, highlight headings and the big cursor, all through the host stylesheet.
import { scoped, whenOn } from './host-scope';

/**
 * A 48 px arrow as an SVG data URL, built from constants only (never from a setting): `fill`
 * is one of the two colours below. Black with a white edge shows on any background; the yellow
 * one marks things that can be clicked, as the hand cursor usually does.
 */
export function cursorUrl(fill: '000' | 'ffd400'): string {
  const arrow = `<svg xmlns='http://www.w3.org/2000/svg' width='48' height='48' viewBox='0 0 24 24'><path d='M4 2v18l5-5 3.5 7.5 3-1.4L12 13.6h7z' fill='%23${fill}' stroke='%23fff' stroke-width='1.4' stroke-linejoin='round'/></svg>`;
  return `url("data:image/svg+xml,${arrow.replace(/</g, '%3C').replace(/>/g, '%3E')}") 8 4,auto`;
}

const CLICKABLE = 'a[href],a[href] *,button,button *,[role=button],label,select,summary,[type=checkbox],[type=radio]';

export const navigationCss = [
  `${scoped('links', 'a[href]')}{text-decoration:underline!important;outline:3px solid #ffbf00!important;outline-offset:2px!important}`,
  `${scoped('headings', 'h1,h2,h3,h4,h5,h6,[role=heading]')}{outline:3px dashed #1d70b8!important;outline-offset:4px!important}`,
  `${whenOn('big-cursor')},${scoped('big-cursor', '*')}{cursor:${cursorUrl('000')}!important}`,
  `${scoped('big-cursor', CLICKABLE)}{cursor:${cursorUrl('ffd400')}!important}`,
].join('\n');
