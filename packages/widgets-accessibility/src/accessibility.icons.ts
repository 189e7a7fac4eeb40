// The three button icons the editor offers (spec 002 §3: iconSvg '1', '2' or '3') and the close
// icon. Written here as constants: no setting ever becomes part of an SVG, the icon is chosen by
// key and coloured through currentColor.

import type { AccessibilityIcon } from '@widgetry/contracts/constants';

const svg = (body: string) =>
  `<svg viewBox="0 0 24 24" width="32" height="32" fill="currentColor" aria-hidden="true" focusable="false">${body}</svg>`;

export const ICONS: Readonly<Record<AccessibilityIcon, string>> = {
  // A person with arms spread: the international accessibility figure.
  '1': svg(
    '<circle cx="12" cy="4" r="2.2"/><path d="M20.4 7.7a1.3 1.3 0 0 0-1.6-.9c-2.2.6-4.5.9-6.8.9s-4.6-.3-6.8-.9a1.3 1.3 0 1 0-.7 2.5c1.7.5 3.4.8 5.2.9-.1 2.6-.4 5.2-1.1 7.8l-1 3.5a1.3 1.3 0 1 0 2.5.7L12 17h0l1.9 5.2a1.3 1.3 0 1 0 2.5-.7l-1-3.5c-.7-2.6-1-5.2-1.1-7.8 1.8-.1 3.5-.4 5.2-.9.7-.2 1.1-1 .9-1.6z"/>',
  ),
  // The figure inside a ring: universal access.
  '2': svg(
    '<path d="M12 1.5a10.5 10.5 0 1 0 0 21 10.5 10.5 0 0 0 0-21zm0 1.9a8.6 8.6 0 1 1 0 17.2 8.6 8.6 0 0 1 0-17.2z"/><circle cx="12" cy="7" r="1.7"/><path d="M6.8 9.2l5.2 1 5.2-1 .4 1.5-3.7 1v2.7l1.5 4.6-1.5.5-1.9-4.3-1.9 4.3-1.5-.5 1.5-4.6v-2.7l-3.7-1z"/>',
  ),
  // A half-filled circle: the "adjust" symbol.
  '3': svg('<path d="M12 1.5a10.5 10.5 0 1 0 0 21 10.5 10.5 0 0 0 0-21zm0 2a8.5 8.5 0 0 1 0 17z"/>'),
};

export const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>';
