// Stop animations and hide images, through the host stylesheet, and the visitor's motion preference.
import { scoped, whenOn } from './host-scope';

/**
 * Animations finish at once rather than being removed: `animation: none` would leave content that
 * fades in (opacity 0 until its animation runs) invisible, while a 1 ms animation ends in its
 * final state.
 */
export const contentCss = [
  `${whenOn('stop-motion')},${scoped('stop-motion', '*,*::before,*::after')}{animation-delay:-1ms!important;animation-duration:1ms!important;animation-iteration-count:1!important;transition-delay:0s!important;transition-duration:0s!important;scroll-behavior:auto!important}`,
  // Hidden, not removed: the page keeps its layout, so nothing jumps when images come back.
  `${scoped('hide-images', 'img,picture,svg,video,canvas,[role=img]')}{visibility:hidden!important}`,
  `${scoped('hide-images', 'body,body *')}{background-image:none!important}`,
].join('\n');

/** Whether the operating system asks for reduced motion. */
export function prefersReducedMotion(win: Window | null): boolean {
  if (!win || typeof win.matchMedia !== 'function') return false;
  return win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
