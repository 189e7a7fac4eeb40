/** Where a popover opens relative to its anchor. */
export type Placement = 'below' | 'above';

export interface PlacementInput {
  /** Anchor's top edge, in viewport pixels (getBoundingClientRect().top). */
  anchorTop: number;
  /** Anchor's bottom edge, in viewport pixels. */
  anchorBottom: number;
  /** Height the popover needs. */
  popoverHeight: number;
  /** Height of the viewport (window.innerHeight). */
  viewportHeight: number;
  /** Space kept between anchor and popover. */
  gap?: number;
}

/**
 * Below the anchor when the popover fits there, else above when it fits there; when it fits on
 * neither side, the side with more room, so as little as possible is cut off.
 */
export function computePlacement({
  anchorTop,
  anchorBottom,
  popoverHeight,
  viewportHeight,
  gap = 0,
}: PlacementInput): Placement {
  const roomBelow = viewportHeight - anchorBottom - gap;
  const roomAbove = anchorTop - gap;
  if (roomBelow >= popoverHeight) return 'below';
  if (roomAbove >= popoverHeight) return 'above';
  return roomAbove > roomBelow ? 'above' : 'below';
}
